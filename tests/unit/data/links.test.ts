import {
  ALL_EXTERNAL_LINKS,
  COMMUNITY_LINKS,
  LINKS_TO_CONFIRM,
  SOCIAL_LINKS,
  STORE_LINKS,
  type SocialLink,
} from '@site/src/data/links';
import {OVERVIEW_VIDEO, STORE_WIDGETS} from '@site/src/data/media';
import {deadEndKind} from '../helpers/linkPolicy';

/** Every address the data can put on a page, with the entry it comes from. */
const EVERY_LINK: SocialLink[] = [
  ...Object.values<SocialLink>(SOCIAL_LINKS),
  ...ALL_EXTERNAL_LINKS,
  {label: 'overview video', ...OVERVIEW_VIDEO.fallback},
  ...Object.values(STORE_WIDGETS).map(({store}) => store),
];

describe('link policy of the data', () => {
  it('ships no bare invite, empty profile or search page unless it is marked for confirmation', () => {
    const unmarked = EVERY_LINK.filter(
      ({href, confirm}) => href !== null && deadEndKind(href) !== null && confirm === undefined,
    ).map(({label, href}) => `${label}: ${href} (${deadEndKind(href!)})`);
    expect(unmarked).toEqual([]);
  });

  it('says for each marked entry where its address comes from', () => {
    for (const {label, confirm} of LINKS_TO_CONFIRM) {
      expect(`${label}: ${confirm ?? ''}`.length).toBeGreaterThan(label.length + 20);
    }
  });

  it('has no entry without an address unless it is marked, and never shows one', () => {
    for (const link of Object.values<SocialLink>(SOCIAL_LINKS)) {
      if (link.href === null) expect(link.confirm).toBeDefined();
    }
    expect(ALL_EXTERNAL_LINKS.every(({href}) => typeof href === 'string' && href !== '')).toBe(true);
  });

  it('marks the community Discord invite for confirmation', () => {
    expect(LINKS_TO_CONFIRM).toContain(COMMUNITY_LINKS.discord);
  });

  it('never points the Advanced Extension at a store search', () => {
    expect(deadEndKind(STORE_LINKS.itchExtension.href)).toBeNull();
  });
});
