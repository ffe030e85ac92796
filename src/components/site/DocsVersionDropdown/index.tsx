import type {ReactNode} from 'react';
import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import DocsVersionDropdownNavbarItem, {
  type Props as DropdownProps,
} from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';

/** What the navbar config may set; the version links are worked out by the theme. */
export type Props = Omit<DropdownProps, 'items' | 'dropdownItemsBefore' | 'dropdownItemsAfter'>;

/**
 * The theme's docs version dropdown, shown only on a help doc. The docs are
 * served from the site root, so the docs plugin counts as active on every
 * page; without this check the dropdown would sit on the home page and the
 * forms too.
 */
export default function DocsVersionDropdown(props: Props): ReactNode {
  const {activeDoc} = useActiveDocContext(props.docsPluginId);
  if (!activeDoc) return null;
  return <DocsVersionDropdownNavbarItem {...props} items={[]} dropdownItemsBefore={[]} dropdownItemsAfter={[]} />;
}
