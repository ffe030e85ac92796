import {readFileSync} from 'node:fs';
import path from 'node:path';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {HOME_TITLE, SOCIAL_CARD, TAGLINE} from '@site/src/data/seo';

const card = readFileSync(path.join(__dirname, '../../../static', SOCIAL_CARD.path));

describe('social card', () => {
  it('is a PNG of the size link previews expect (1200 x 630)', () => {
    expect(card.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    // The IHDR chunk comes first: width and height are its first two fields.
    expect(card.toString('ascii', 12, 16)).toBe('IHDR');
    expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);
    expect([SOCIAL_CARD.width, SOCIAL_CARD.height]).toEqual([1200, 630]);
  });

  it('stays small enough for quick previews (under 150 kB; redraw it with scripts/social-card.mjs)', () => {
    expect(card.length).toBeLessThan(150 * 1024);
  });
});

describe('titles', () => {
  it('gives the home page its own title, not the product name twice', () => {
    expect(HOME_TITLE).not.toContain(PRODUCT_NAME);
    expect(TAGLINE.length).toBeGreaterThan(0);
  });
});
