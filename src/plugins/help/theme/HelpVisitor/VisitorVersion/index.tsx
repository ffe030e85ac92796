import type {ReactNode} from 'react';
import {VISITOR_VERSION_ATTRIBUTE} from '../../../contract';

/** The visitor's app version (`?app=1.5.2`), written by `visitorCss` from the first paint, not by React. */
export default function VisitorVersion(): ReactNode {
  return <span {...{[VISITOR_VERSION_ATTRIBUTE]: ''}} />;
}
