/**
 * What the site knows about the visitor (`?platform=`, `?app=`, remembered): null in the server's
 * HTML and in the first render in the browser, so hydration matches; the page adapts right after.
 */
import {useCallback, useEffect} from 'react';
import {useHistory} from '@docusaurus/router';
import {APP_QUERY_KEY, APP_STORAGE_KEY} from '@site/src/data/appVersion';
import {parseAppVersion} from '@site/src/utils/compareVersions';
import {
  PLATFORM_QUERY_KEY,
  PLATFORM_STORAGE_KEY,
  choosePlatform,
  parsePlatform,
  platformFromUserAgent,
  type PlatformId,
} from '@site/src/data/platforms';
import {useBrowserValue, useStoredValue} from './useBrowserValue';
import {useLatestRelease} from './useHelpData';

/** One query parameter of the address, following client navigations; null during hydration. */
export function useQueryValue(key: string): string | null {
  const history = useHistory();
  const subscribe = useCallback((onChange: () => void) => history.listen(onChange), [history]);
  const read = useCallback(() => new URLSearchParams(history.location.search).get(key), [history, key]);
  return useBrowserValue(subscribe, read);
}

/**
 * Sets one query parameter of the address in place (removes it for null), unless it holds that
 * value already. The hash is the address bar's: the open help entry writes it there, past the router.
 */
export function replaceQueryValue(history: ReturnType<typeof useHistory>, key: string, value: string | null): void {
  const params = new URLSearchParams(history.location.search);
  if (params.get(key) === value) return;
  if (value === null) params.delete(key);
  else params.set(key, value);
  history.replace({...history.location, search: params.toString(), hash: window.location.hash});
}

/** Stored when the visitor chooses "any platform", so that no guess replaces the choice. */
const ANY_PLATFORM = 'any';
const noSubscription = () => () => {};
const guessPlatform = () => platformFromUserAgent(navigator.userAgent, navigator.maxTouchPoints);

/**
 * The visitor's platform: `?platform=`, else the choice remembered in the browser, else the
 * phone's own guessed from the browser (the third value says so). A platform the address names
 * is remembered too; the setter updates both, as Docusaurus' tabs do.
 */
export function usePlatform(): [PlatformId | null, (platform: PlatformId | null) => void, boolean] {
  const history = useHistory();
  const fromQuery = parsePlatform(useQueryValue(PLATFORM_QUERY_KEY));
  const [stored, slot] = useStoredValue(PLATFORM_STORAGE_KEY);
  const guess = useBrowserValue(noSubscription, guessPlatform);
  const {platform, guessed} = choosePlatform(fromQuery, stored, parsePlatform(stored), guess);

  useEffect(() => {
    if (fromQuery && fromQuery !== stored) slot.set(fromQuery);
  }, [fromQuery, stored, slot]);

  const setPlatform = useCallback(
    (next: PlatformId | null) => {
      slot.set(next ?? ANY_PLATFORM);
      replaceQueryValue(history, PLATFORM_QUERY_KEY, next);
    },
    [history, slot],
  );
  return [platform, setPlatform, guessed];
}

/** The visitor's Deck Hopper version from `?app=`, kept for the rest of the visit; null when unknown or invalid. */
export function useAppVersion(): string | null {
  const latest = useLatestRelease();
  const fromQuery = parseAppVersion(useQueryValue(APP_QUERY_KEY), latest);
  const [stored, slot] = useStoredValue(APP_STORAGE_KEY, {persistence: 'sessionStorage'});

  useEffect(() => {
    if (fromQuery && fromQuery !== stored) slot.set(fromQuery);
  }, [fromQuery, stored, slot]);

  return fromQuery ?? parseAppVersion(stored, latest);
}
