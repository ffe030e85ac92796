import type {ReactNode} from 'react';
import {VISITOR_VERSION_ATTRIBUTE} from '../../../contract';

/**
 * The visitor's app version (`?app=1.5.2`), written by the style the page
 * starts with (`visitorCss` in ../../../contract.ts) from the first paint,
 * not by React: it is the same before and after the site's scripts run.
 */
export default function VisitorVersion(): ReactNode {
  return <span {...{[VISITOR_VERSION_ATTRIBUTE]: ''}} />;
}
