import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdown from '@site/src/components/site/DocsVersionDropdown';
import OpenInBrowser from '@site/src/components/site/OpenInBrowser';
import {DOCS_VERSION_DROPDOWN_TYPE} from '@site/src/data/docsVersions';
import {OPEN_IN_BROWSER_TYPE} from '@site/src/data/embed';

/** The theme's navbar item types, plus the docs-only version dropdown and the embed bar's "Open in browser". */
export default {
  ...ComponentTypes,
  [DOCS_VERSION_DROPDOWN_TYPE]: DocsVersionDropdown,
  [OPEN_IN_BROWSER_TYPE]: OpenInBrowser,
};
