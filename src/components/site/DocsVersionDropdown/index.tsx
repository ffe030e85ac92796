import type {ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem, {
  type Props as DropdownProps,
} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import styles from './styles.module.css';

/** What the navbar config may set; the version links are worked out by the theme. */
export type Props = Omit<DropdownProps, 'items' | 'dropdownItemsBefore' | 'dropdownItemsAfter'>;

/** On the header's menu, so embed mode hides it by a class (src/plugins/embedMode/embedMode.css). */
export const DOCS_VERSION_MENU_CLASS = 'navbar-docs-version-menu';

/**
 * The theme's docs version dropdown, shown only on a help doc (with docs at
 * the root the docs plugin is active on every page: src/theme/README.md). In
 * the header it sits in a box of its own, so a class can hide the whole menu:
 * the theme puts a navbar item's `className` on its link, not on the dropdown.
 */
export default function DocsVersionDropdown(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId);
  if (!activeDoc) return null;
  const dropdown = (
    <DocsVersionDropdownNavbarItem {...props} items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />
  );
  // The side menu's item is a list item, which no box may hold.
  return props.mobile ? dropdown : <div className={`${styles.menu} ${DOCS_VERSION_MENU_CLASS}`}>{dropdown}</div>;
}
