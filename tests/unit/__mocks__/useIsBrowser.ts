import {useSyncExternalStore} from 'react';

const subscribe = () => () => undefined;

/** Like Docusaurus' own: false on the server and while hydrating, true once the page runs in the browser. */
export default function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
