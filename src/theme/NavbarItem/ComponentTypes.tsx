import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import DocsVersionDropdown from '@site/src/components/site/DocsVersionDropdown';
import {DOCS_VERSION_DROPDOWN_TYPE} from '@site/src/data/docsVersions';

/** The theme's navbar item types, plus the docs-only version dropdown. */
export default {
  ...ComponentTypes,
  [DOCS_VERSION_DROPDOWN_TYPE]: DocsVersionDropdown,
};
