import type {ReactNode} from 'react';
import escapeHtml from 'escape-html';
import {translate} from '@docusaurus/Translate';
import {useThemeConfig, useWindowSize} from '@docusaurus/theme-common';
import type {PropSidebarItem} from '@docusaurus/plugin-content-docs';
import type {WrapperProps} from '@docusaurus/types';
import DocSidebar from '@theme-original/DocSidebar';
import type DocSidebarType from '@theme/DocSidebar';
import {GET_HELP_CLASS} from '@site/src/data/routes';

/** On a phone a help page's menu opens on the help's list: it ends with the header's "Get help" links, in the page's language. */
export default function DocSidebarWrapper(props: WrapperProps<typeof DocSidebarType>): ReactNode {
  const {items} = useThemeConfig().navbar;
  if (useWindowSize() !== 'mobile') return <DocSidebar {...props} />;
  const getHelp = items
    .filter(({className}) => String(className).includes(GET_HELP_CLASS))
    .map((item): PropSidebarItem => ({type: 'link', label: item.label ?? '', href: String(item.href ?? item.to)}));
  const label = translate({id: 'helpMenu.getHelp', message: 'Get help', description: "The phone menu's help links"});
  // A heading over the links, not a category: a category that opens nowhere is a link without an address.
  const heading: PropSidebarItem = {type: 'html', value: `<strong class="menu__link">${escapeHtml(label)}</strong>`};
  return <DocSidebar {...props} sidebar={[...props.sidebar, heading, ...getHelp]} />;
}
