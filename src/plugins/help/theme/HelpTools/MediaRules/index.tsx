import type {ReactNode} from 'react';
import {AUTO_CLOSE_NEVER} from '@site/src/data/mediaRules';

/** The auto-close value that keeps a popup or a window open, from src/data/mediaRules.ts. */
export function AutoCloseNever(): ReactNode {
  return <code>{AUTO_CLOSE_NEVER}</code>;
}
