/**
 * The visitor at first paint: inlined in every page's `<head>`, this script
 * describes the visitor (platform, app version) on the root element before the
 * body is parsed, so what `visitorCss` (./contract.ts) shows by it is in the
 * first paint and nothing moves when the site's scripts arrive. It remembers
 * what the address names as the components do, with the same functions
 * (./client/useVisitor.ts), and says it again when the remembered choices
 * change (the platform picker) and on each step through the history.
 */
import {APP_QUERY_KEY, APP_STORAGE_KEY, appVersionIn} from '../../data/appVersion';
import {
  PLATFORM_IDS,
  PLATFORM_QUERY_KEY,
  PLATFORM_STORAGE_KEY,
  choosePlatform,
  platformFromUserAgent,
  platformIn,
} from '../../data/platforms';
import {EMBED_ATTRIBUTE, EMBED_STORAGE_SUFFIX} from '../../data/embed';
import {compareVersions} from '../../utils/compareVersions';
import {VISITOR_NEWER_ATTRIBUTE, VISITOR_PLATFORM_ATTRIBUTE, VISITOR_VERSION_PROPERTY} from './contract';
import {inline} from './openHashEntry';

/** What the script reads the visitor with: the functions the components use too. */
const READERS = {platformIn, choosePlatform, platformFromUserAgent, appVersionIn, compare: compareVersions};

/** This build's facts: its releases (newest first) and the storage's namespace. */
function visitorFacts(releases: readonly string[], storageNamespace: string) {
  return {
    platforms: PLATFORM_IDS,
    releases,
    /** The address's parameters and the keys of the browser's storage (with the site's namespace). */
    keys: {
      platformQuery: PLATFORM_QUERY_KEY,
      platformStored: `${PLATFORM_STORAGE_KEY}${storageNamespace}`,
      appQuery: APP_QUERY_KEY,
      appStored: `${APP_STORAGE_KEY}${storageNamespace}`,
    },
    /** In an OBS dock (the root element's attribute), every key takes the suffix: the dock keeps its own choices. */
    embed: {attribute: EMBED_ATTRIBUTE, suffix: EMBED_STORAGE_SUFFIX},
    marks: {platform: VISITOR_PLATFORM_ATTRIBUTE, newer: VISITOR_NEWER_ATTRIBUTE, version: VISITOR_VERSION_PROPERTY},
  };
}

/** Plain, self-contained JavaScript, inlined like the opener (./openHashEntry.ts). */
export function markVisitor(window: Window, facts: ReturnType<typeof visitorFacts>, read: typeof READERS): void {
  const root = window.document.documentElement;
  /* Storage may be refused (a private window, an iframe): then nothing is remembered. */
  const stored = (storage: () => Storage, key: string, value: string | null): string | null => {
    const namespaced = root.hasAttribute(facts.embed.attribute) ? key + facts.embed.suffix : key;
    try {
      if (value !== null) storage().setItem(namespaced, value);
      return storage().getItem(namespaced);
    } catch {
      return value;
    }
  };
  const mark = (): void => {
    const query = new URLSearchParams(window.location.search);
    const latest = facts.releases[0] ?? '0';
    /* What the address names is remembered: the platform for good, the version for the visit. */
    const fromQuery = read.platformIn(facts.platforms, query.get(facts.keys.platformQuery));
    const storedPlatform = stored(() => window.localStorage, facts.keys.platformStored, fromQuery);
    const {platform} = read.choosePlatform(
      fromQuery,
      storedPlatform,
      read.platformIn(facts.platforms, storedPlatform),
      read.platformFromUserAgent(window.navigator.userAgent, window.navigator.maxTouchPoints),
    );
    const version = read.appVersionIn(
      stored(
        () => window.sessionStorage,
        facts.keys.appStored,
        read.appVersionIn(query.get(facts.keys.appQuery), latest, read.compare),
      ),
      latest,
      read.compare,
    );
    const newer = version === null ? [] : facts.releases.filter((release) => read.compare(release, version) > 0);
    if (platform === null) root.removeAttribute(facts.marks.platform);
    else root.setAttribute(facts.marks.platform, platform);
    if (newer.length === 0) root.removeAttribute(facts.marks.newer);
    else root.setAttribute(facts.marks.newer, newer.join(' '));
    /* A release number is digits and dots: as a JSON string it is a valid CSS string. */
    if (version === null) root.style.removeProperty(facts.marks.version);
    else root.style.setProperty(facts.marks.version, JSON.stringify(version));
  };
  mark();
  /* After the task that stored a choice, which may also rewrite the address. */
  const later = (): void => void window.setTimeout(mark);
  window.addEventListener('storage', later);
  window.addEventListener('popstate', later);
}

/** The script's source, with this build's facts. */
export function markVisitorSource(releases: readonly string[], storageNamespace: string): string {
  const readers = Object.entries(READERS).map(([name, fn]) => `${name}:${inline(fn)}`);
  return `(${inline(markVisitor)})(window,${JSON.stringify(visitorFacts(releases, storageNamespace))},{${readers.join(',')}})`;
}
