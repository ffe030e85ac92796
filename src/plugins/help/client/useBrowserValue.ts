/**
 * Values only the browser knows (the address's query, the browser's storage,
 * its user agent): null in the server's HTML and while the page hydrates, as
 * `useSyncExternalStore` with a null server snapshot gives them, but without
 * its cost on a phone. When a store differs from its server snapshot, React
 * re-renders every reader synchronously right after hydration: on a help page
 * that is forty entries in one long task, and a tap in it waits. Here the page
 * adapts in a transition, which React renders in slices between the visitor's
 * taps. Later changes (a choice, a new address) apply at once.
 */
import {startTransition, useEffect, useState} from 'react';
import {createStorageSlot} from '@docusaurus/theme-common';

type Subscribe = (onChange: () => void) => () => void;
type StorageSlot = ReturnType<typeof createStorageSlot>;

/**
 * Set once the page's first render has been hydrated: a component mounted
 * after that (a client-side navigation, a tool loaded on demand) has no
 * server HTML to match and reads the value in its first render.
 */
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
  const [slot] = useState(() => {
    const storageSlot = createStorageSlot(key, options);
    const read = () => storageSlot.get();
    return {storageSlot, read};
  });
  return [useBrowserValue(slot.storageSlot.listen, slot.read), slot.storageSlot];
}
