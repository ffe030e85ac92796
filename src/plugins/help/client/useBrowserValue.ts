/**
 * Values only the browser knows (the address's query, the storage, the user
 * agent): null in the server's HTML and while the page hydrates. Not
 * `useSyncExternalStore` with a null server snapshot: React would re-render
 * every reader synchronously after hydration (on a help page, forty entries
 * in one long task a tap waits for); here the page adapts in a transition,
 * between the visitor's taps. Later changes apply at once.
 */
import {startTransition, useEffect, useState} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';

type Subscribe = (onChange: () => void) => () => void;
type StorageSlot = ReturnType<typeof createStorageSlot>;

/** Once the page has hydrated, a component mounted later has no server HTML to match: it reads at once. */
let hydrated = false;

export function useBrowserValue<T>(subscribe: Subscribe, read: () => T): T | null {
  const [value, setValue] = useState<T | null>(() => (hydrated ? read() : null));
  useEffect(() => {
    hydrated = true;
    const update = () => setValue(() => read());
    startTransition(update);
    return subscribe(update);
  }, [subscribe, read]);
  return value;
}

/** A value of the browser's storage and its slot (Docusaurus' `useStorageSlot`, read as above). */
export function useStoredValue(
  key: string,
  options?: Parameters<typeof createStorageSlot>[1],
): [string | null, StorageSlot] {
  // Like `useStorageSlot`: the key and options of a slot stay those of its first render.
  const [slot] = useState(() => createStorageSlot(key, options));
  return [useBrowserValue(slot.listen, slot.get), slot];
}
