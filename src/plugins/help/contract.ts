/**
 * Every attribute that the inline scripts, the components, the CSS and the
 * build read from each other's markup, named once, and the one way an
 * address's hash becomes an element id. The values are in the built HTML and
 * the browser tests' selectors: renaming one changes the whole wing.
 */
import {SEARCH_IGNORE_ATTRIBUTE} from '../../data/search';

/** The plugin's name: its global data is read under it. */
export const HELP_PLUGIN = 'deckhopper-help';

/** On an entry's outer `<section>`; its title (the anchor) and its native `<details>` sit inside. */
export const ENTRY_ATTRIBUTE = 'data-entry';

/** Where an entry's "Did this fix it?" answer is kept for the visit (sessionStorage), per docs version. */
export const helpAnswerKey = (docsVersion: string | undefined, entryId: string): string =>
  `deckhopper.helpAnswer.${docsVersion ?? ''}.${entryId}`;

/** On a help tool's own "Still stuck?" block: its entry's end then leaves out its own (one way out per entry). */
export const OWN_WAY_OUT_ATTRIBUTE = 'data-own-way-out';
/** Set by the opener script on the `<details>` it opened and on the element the address names (./openHashEntry.ts). */
export const HASH_OPENED_ATTRIBUTE = 'data-hash-opened';
/** On controls that need JavaScript; hidden when it is off (see `NO_SCRIPT_CSS`). */
export const NEEDS_SCRIPT_ATTRIBUTE = 'data-needs-script';
/** Set on a help tool's slot once its code has loaded and the tool works. */
export const TOOL_READY_ATTRIBUTE = 'data-tool-ready';
/** On the `<template>` a help tool inside an entry comes in; the inline script puts its markup in place as the entry opens. */
export const TOOL_MARKUP_ATTRIBUTE = 'data-tool-markup';
/** On an entry's title and answer, read by the build for the Markdown twins, the structured data and the search. */
export const ENTRY_TITLE_ATTRIBUTE = 'data-entry-title';
export const ENTRY_ANSWER_ATTRIBUTE = 'data-entry-answer';

/** Props of a control that does nothing without JavaScript: hidden then, and left out of the search index. */
export const SCRIPT_ONLY_PROPS = {[NEEDS_SCRIPT_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''} as const;

/** Without JavaScript: the controls that would do nothing hidden, the entry the address names shown (`:target`). */
export const NO_SCRIPT_CSS = `[${NEEDS_SCRIPT_ATTRIBUTE}]{display:none !important}[${ENTRY_ATTRIBUTE}]:has(:target)>details::details-content{content-visibility:visible}`;

/* The visitor at first paint: ./visitor.ts writes these on the root element, `visitorCss` reads them. */
/** On the root element: the visitor's platform id, when known. */
export const VISITOR_PLATFORM_ATTRIBUTE = 'data-visitor-platform';
/** On the root element: the releases newer than the visitor's app, space-separated; absent when none or unknown. */
export const VISITOR_NEWER_ATTRIBUTE = 'data-visitor-newer';
/** On the root element: the visitor's app version as a CSS string, which each `VISITOR_VERSION_ATTRIBUTE` element shows. */
export const VISITOR_VERSION_PROPERTY = '--visitor-app-version';
export const VISITOR_VERSION_ATTRIBUTE = 'data-visitor-version';
/** On the mark beside an entry's title, valued with the platform it is for (`ios` on "Not on iOS"). */
export const PLATFORM_BADGE_ATTRIBUTE = 'data-platform-badge';
/** On the note at the top of an entry for the visitors of one platform, valued with it. */
export const PLATFORM_NOTE_ATTRIBUTE = 'data-platform-note';
/** On what the visitors of these platforms (space-separated) are told by the mark already: a note's title. */
export const MARKED_FOR_ATTRIBUTE = 'data-marked-for';
/** On what only the visitor of an older app is told: the update notice, the patch notes' filter. */
export const OUTDATED_ONLY_ATTRIBUTE = 'data-outdated-only';
/** On a patch note's release, valued with its number; its "New since your version" mark carries `NEW_SINCE_ATTRIBUTE`. */
export const RELEASE_ATTRIBUTE = 'data-release';
export const NEW_SINCE_ATTRIBUTE = 'data-new-since';
/** Around the patch notes' checkbox "Show only the releases new since your version". */
export const NEW_SINCE_FILTER_ATTRIBUTE = 'data-new-since-filter';
/** On an entry's "Needs Deck Hopper 1.6 or later", valued with that release (the entry's `since`). */
export const NEEDS_RELEASE_ATTRIBUTE = 'data-needs-release';

/**
 * Hides each part that depends on the visitor unless the root element says it
 * applies (without JavaScript, all stay hidden), and writes the visitor's
 * version where it is shown. The patch notes' filter is a plain checkbox:
 * checked, it hides the releases not new to the visitor, with or without scripts.
 */
export function visitorCss(platforms: readonly string[], releases: readonly string[]): string {
  const notNewer = (release: string) => `:not([${VISITOR_NEWER_ATTRIBUTE}~="${release}"])`;
  const needed = releases.map(
    (release) => `html[${VISITOR_NEWER_ATTRIBUTE}~="${release}"] [${NEEDS_RELEASE_ATTRIBUTE}="${release}"]`,
  );
  const hidden = [
    // A feature of a release not out yet (no patch note) is needed by nobody's app yet.
    `[${NEEDS_RELEASE_ATTRIBUTE}]:not(${needed.join(',')})`,
    ...platforms.flatMap((id) => [
      `html:not([${VISITOR_PLATFORM_ATTRIBUTE}="${id}"]) :is([${PLATFORM_BADGE_ATTRIBUTE}="${id}"],[${PLATFORM_NOTE_ATTRIBUTE}="${id}"])`,
      `html[${VISITOR_PLATFORM_ATTRIBUTE}="${id}"] [${MARKED_FOR_ATTRIBUTE}~="${id}"]`,
    ]),
    `html:not([${VISITOR_NEWER_ATTRIBUTE}]) [${OUTDATED_ONLY_ATTRIBUTE}]`,
    ...releases.flatMap((release) => [
      `html${notNewer(release)} [${RELEASE_ATTRIBUTE}="${release}"] [${NEW_SINCE_ATTRIBUTE}]`,
      `html${notNewer(release)}:has([${NEW_SINCE_FILTER_ATTRIBUTE}] :checked) [${RELEASE_ATTRIBUTE}="${release}"]`,
    ]),
  ];
  return `${hidden.join(',')}{display:none}[${VISITOR_VERSION_ATTRIBUTE}]::before{content:var(${VISITOR_VERSION_PROPERTY})}`;
}

/** Longer hashes cannot be one of our ids; they are ignored without decoding. */
export const MAX_HASH_LENGTH = 200;

/**
 * The element id a URL hash names (`#proxyButtons`, with or without `#`), or null when it is empty,
 * too long or badly encoded; never throws. Self-contained: the opener script inlines its source.
 * The result only goes to `document.getElementById`, never into a selector or HTML.
 */
export function decodeHash(hash: string, maxLength: number): string | null {
  const raw = hash.charAt(0) === '#' ? hash.slice(1) : hash;
  if (raw === '' || raw.length > maxLength) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** The element id an address's hash names, or null. */
export const idFromHash = (hash: string): string | null => decodeHash(hash, MAX_HASH_LENGTH);

/** The prop of an entry that names its related entries in the doc (`related="connectionIssues buttonPress"`). */
export const RELATED_PROP = 'related';
/** The prop the build writes in its place, with what a link to each needs. */
export const RELATED_ENTRIES_PROP = 'relatedEntries';

/** The prop the build writes with the limits an entry's body states itself, which its note does not repeat. */
export const STATED_LIMITS_PROP = 'statedLimits';
/** The component that states all of an entry's limits. */
export const LIMIT_NOTE_COMPONENT = 'PlatformLimitNote';

/** A related entry of the same docs version, as the build resolves it. */
export type RelatedEntry = {
  id: string;
  /** Its title in the page's language. */
  title: string;
  /** Its help page (`troubleshooting`). */
  page: string;
  /** It holds the connection checklist. */
  checklist: boolean;
};
