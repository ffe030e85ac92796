import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdown from '@site/src/components/site/DocsVersionDropdown';
import LocaleShortcut from '@site/src/components/site/LocaleShortcut';
import OpenInBrowser from '@site/src/plugins/embedMode/OpenInBrowser';
import {DOCS_VERSION_DROPDOWN_TYPE} from '@site/src/data/docsVersions';
import {OPEN_IN_BROWSER_TYPE} from '@site/src/plugins/embedMode/contract';
import {LOCALE_SHORTCUT_TYPE} from '@site/src/data/locales';

/** The theme's navbar item types, plus the docs-only version dropdown, the phone's language link and the embed bar's "Open in browser". */
export default {
  ...ComponentTypes,
  [DOCS_VERSION_DROPDOWN_TYPE]: DocsVersionDropdown,
  [LOCALE_SHORTCUT_TYPE]: LocaleShortcut,
  [OPEN_IN_BROWSER_TYPE]: OpenInBrowser,
};
