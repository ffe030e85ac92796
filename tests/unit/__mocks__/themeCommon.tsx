import type {ReactNode} from 'react';

/** The few theme-common exports our components use, without the theme context. */
export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  return id ? 'anchorTargetStickyNavbar' : undefined;
}

export function PageMetadata(_props: {title?: string; description?: string; children?: ReactNode}) {
  return null;
}

export const ThemeClassNames = {common: {}, docs: {}, page: {}, wrapper: {}};

export function useColorMode() {
  return {colorMode: 'light' as const, setColorMode: () => undefined};
}

/** A storage slot on the test's localStorage (or sessionStorage), without Docusaurus' namespacing. */
export function createStorageSlot(key: string, options?: {persistence?: 'localStorage' | 'sessionStorage'}) {
  const storage = options?.persistence === 'sessionStorage' ? window.sessionStorage : window.localStorage;
  const listen = (onChange: () => void) => {
    const listener = (event: StorageEvent) => {
      if (event.key === key) onChange();
    };
    window.addEventListener('storage', listener);
    return () => window.removeEventListener('storage', listener);
  };
  const notify = () => window.dispatchEvent(new StorageEvent('storage', {key}));
  return {
    get: () => storage.getItem(key),
    set: (value: string) => {
      storage.setItem(key, value);
      notify();
    },
    del: () => {
      storage.removeItem(key);
      notify();
    },
    listen,
  };
}
