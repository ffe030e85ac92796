import {createContext, useContext} from 'react';
import type {PlatformLimitId} from '@site/src/data/platforms';

/** What an entry tells the components in its body. */
export type EntryState = {id: string; title: string; limits: readonly PlatformLimitId[]};

export const EntryContext = createContext<EntryState | null>(null);

/** The entry around a component; the help tools that belong to an entry need one. */
export function useEntry(): EntryState {
  const entry = useContext(EntryContext);
  if (!entry) throw new Error('This help tool belongs inside an <Accordion> entry.');
  return entry;
}
