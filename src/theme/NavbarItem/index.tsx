import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * The theme's navbar item, rendered again only when its own props change.
 * The header's items are the site config's, the same on every render; the
 * theme re-renders all of them whenever the header does (on a phone, once
 * right after hydration, when the menu button appears).
 */
export default memo(NavbarItem);
