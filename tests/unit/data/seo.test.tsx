import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {render} from '@testing-library/react';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {SOCIAL_CARD, TAGLINE} from '@site/src/data/seo';
import Home from '@site/src/pages/index';
import {layoutProps} from '../__mocks__/Layout';

const ROOT = path.join(__dirname, '../../..');
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
    render(<Home />);
    expect(layoutProps.title).toBe('The deck app for SAMMI');
    expect(layoutProps.title).not.toContain(PRODUCT_NAME);
    expect(layoutProps.description).toMatch(new RegExp(`^${PRODUCT_NAME} lets you browse`));
    expect(TAGLINE.length).toBeGreaterThan(0);
  });
});

/** The front matter keys of every Markdown page in a folder (and its subfolders). */
function frontMatterOf(folder: string): {file: string; keys: Record<string, string>}[] {
  const dir = path.join(ROOT, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const block = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
      const keys = Object.fromEntries(
        [...block.matchAll(/^(\w+):\s*(.*)$/gm)].map(([, key, value]) => [key!, value!.replace(/^'|'$/g, '')]),
      );
      return {file: `${folder}/${file}`, keys};
    });
}

describe('front matter for search results', () => {
  const pages = ['docs', 'versioned_docs', 'blog', 'src/pages'].flatMap(frontMatterOf);

  it('finds the docs, legal pages and patch notes', () => {
    const folders = new Set(pages.map(({file}) => file.slice(0, file.lastIndexOf('/'))));
    expect([...folders]).toEqual(expect.arrayContaining(['docs', 'src/pages', 'blog']));
  });

  it.each(['title', 'description'])('gives every doc, MDX page and patch note a %s', (key) => {
    const missing = pages.filter(({keys}) => !keys[key]?.trim()).map(({file}) => file);
    expect(missing).toEqual([]);
  });

  it('describes each patch note in its own words', () => {
    const descriptions = frontMatterOf('blog').map(({keys}) => keys.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});
