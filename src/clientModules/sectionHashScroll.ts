/**
 * The page sections the app opens by their hash (SECTION_ANCHORS) scroll
 * smoothly into place 100 ms after the page shows, as the spec asks, on the
 * first load and after a navigation. Where they land is the anchor-offset rule
 * of custom.css, which the browser's own jump uses too: on a first load this
 * scroll only corrects what the page's late layout moved.
 */
import type {ClientModule} from '@docusaurus/types';
import {HASH_SCROLL_DELAY_MS} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {idFromHash} from '@site/src/plugins/help/contract';
import {scrollBehavior} from '@site/src/utils/location';

const SECTION_IDS: ReadonlySet<string> = new Set(Object.values(SECTION_ANCHORS));

export function scrollToSection(hash: string): (() => void) | undefined {
  const id = idFromHash(hash);
  if (id === null || !SECTION_IDS.has(id)) return undefined;
  const timer = window.setTimeout(() => {
    document.getElementById(id)?.scrollIntoView({behavior: scrollBehavior(), block: 'start'});
  }, HASH_SCROLL_DELAY_MS);
  return () => window.clearTimeout(timer);
}

let cancelPending: (() => void) | undefined;

const sectionHashScroll: ClientModule = {
  onRouteDidUpdate({location}) {
    cancelPending?.();
    cancelPending = scrollToSection(location.hash);
  },
};

export default sectionHashScroll;
