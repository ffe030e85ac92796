import {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

/**
 * The phone menu (the header's links and the help's page list), built in
 * React's slices between the visitor's taps. Right after hydration the
 * theme learns the screen is a phone and renders this menu, hidden, in
 * one blocking task; here it comes in a deferred render instead, and at
 * once when the visitor opens it.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const deferred = useDeferredValue(shouldRender);
  return deferred || shown ? <MobileSidebar /> : null;
}
