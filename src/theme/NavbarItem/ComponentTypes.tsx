import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdown from '@site/src/components/site/DocsVersionDropdown';
import LocaleShortcut from '@site/src/components/site/LocaleShortcut';
import {DOCS_VERSION_DROPDOWN_TYPE} from '@site/src/data/docsVersions';
import {LOCALE_SHORTCUT_TYPE} from '@site/src/data/locales';

/** The theme's navbar item types, plus the docs-only version dropdown and the phone's language link. */
export default {
  ...ComponentTypes,
  [DOCS_VERSION_DROPDOWN_TYPE]: DocsVersionDropdown,
  [LOCALE_SHORTCUT_TYPE]: LocaleShortcut,
};
