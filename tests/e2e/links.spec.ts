import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {LINKS_TO_CONFIRM} from '../../src/data/links';
import {OVERVIEW_VIDEO} from '../../src/data/media';
import {deadEndKind} from '../unit/helpers/linkPolicy';

/** The external `<a href>` addresses of one built page, entities decoded. */
function externalLinks(html: string): string[] {
  const hrefs = [...html.matchAll(/<a\b[^>]*?\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)].map(
    ([, double, single, bare]) => (double ?? single ?? bare ?? '').replace(/&amp;/g, '&'),
  );
  return hrefs.filter((href) => /^https?:\/\//.test(href));
}

/** Addresses the owner still has to confirm: the only dead ends allowed to ship. */
const MARKED = new Set(
  [...LINKS_TO_CONFIRM, OVERVIEW_VIDEO.fallback]
    .filter((link) => link.confirm !== undefined && link.href !== null)
    .map((link) => link.href),
);

test.describe('links that ship', () => {
  test('no page links to a bare invite, an empty profile or a search page unless it is marked for confirmation', () => {
    const pages = readdirSync('build', {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const deadEnds: string[] = [];
    for (const file of pages) {
      for (const href of externalLinks(readFileSync(path.join('build', file), 'utf8'))) {
        const kind = deadEndKind(href);
        if (kind && !MARKED.has(href)) deadEnds.push(`${file}: ${href} (${kind})`);
      }
    }
    expect(deadEnds, 'give these an address in src/data/links.ts, or mark them with `confirm`').toEqual([]);
  });
});
