import type {APIRequestContext, Page} from '@playwright/test';
import {test, expect, open, publicUrl, sharedAcrossPages, sitemapPaths, titleAndDescription} from './fixtures';
import {CURRENCY, PRICES, PRODUCT_NAME} from '../../src/data/constants';
import {OPERATING_SYSTEMS} from '../../src/data/platforms';
import {ALIASES, FILE_ALIASES, ROUTES} from '../../src/data/routes';
import {SITEMAP_FILENAME, SOCIAL_CARD} from '../../src/data/seo';
import {readSiteEnv} from '../../src/data/siteEnv';

/** The origin and base path the build was made with (the same environment as the tests). */
const {siteUrl, baseUrl} = readSiteEnv(process.env, {production: false});
const CANONICAL_ROUTES = Object.values(ROUTES);

/** A published address fetched from the local test server instead (same path). */
const localPath = (absolute: string) => new URL(absolute).pathname.slice(baseUrl.length);

async function staticHtml(request: APIRequestContext, route: string): Promise<string> {
  const response = await request.get(route.replace(/^\//, ''));
  expect(response.status(), `${route} answers`).toBe(200);
  return response.text();
}

type JsonLdBlock = Record<string, unknown> & {'@type': string};

/** The JSON-LD blocks of a page's HTML as served, before any JavaScript runs. */
function jsonLdInHtml(html: string): JsonLdBlock[] {
  return [...html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as JsonLdBlock,
  );
}

async function jsonLdInPage(page: Page): Promise<JsonLdBlock[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as JsonLdBlock);
}

const headContent = (page: Page, selector: string) => page.locator(`head ${selector}`).getAttribute('content');

/*
 * Each page's own title, description, canonical address and link preview,
 * as React leaves them in the head, are checked in pages.spec.ts.
 */

test.describe('page metadata', () => {
  test('every route and patch note has its own title and description, in the HTML as served', async ({request}) => {
    // The canonical routes plus whatever else the sitemap offers (the patch-note posts).
    const routes = [
      ...new Set([...CANONICAL_ROUTES, ...sitemapPaths().map((path) => `/${path.slice(baseUrl.length)}`)]),
    ];
    expect(
      routes.some((route) => route.startsWith(`${ROUTES.patchNotes}/`)),
      'patch-note posts are checked',
    ).toBe(true);
    const pages = await Promise.all(
      routes.map(async (route) => {
        return {route, ...titleAndDescription(await staticHtml(request, route))};
      }),
    );
    for (const {route, title, description} of pages) {
      expect(title, `${route} has a title`).not.toBe('');
      expect(description, `${route} has a description`).not.toBe('');
    }
    // The same help page of two docs versions may share them.
    const repeated = (key: 'title' | 'description') =>
      sharedAcrossPages(
        pages,
        (page) => page[key],
        ({route}) => route,
      );
    expect(repeated('title'), 'titles shared by several routes').toEqual([]);
    expect(repeated('description'), 'descriptions shared by several routes').toEqual([]);
    expect(pages.find(({route}) => route === ROUTES.home)?.title).toBe(`The deck app for SAMMI | ${PRODUCT_NAME}`);
  });

  test('the social card loads as a 1200 x 630 PNG', async ({page, request}) => {
    await open(page, ROUTES.home);
    const card = (await headContent(page, 'meta[property="og:image"]')) ?? '';
    const response = await request.get(localPath(card));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.toString('ascii', 1, 4)).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_CARD.width, SOCIAL_CARD.height]);

    const decoded = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, localPath(card));
    expect(decoded).toEqual([1200, 630]);
  });
});

test.describe('sitemap and robots.txt', () => {
  test('the sitemap lists every canonical route and no alias or test page', async ({request}) => {
    const xml = await staticHtml(request, SITEMAP_FILENAME);
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    for (const route of CANONICAL_ROUTES) expect(locations, `${route} is in the sitemap`).toContain(publicUrl(route));
    for (const {from} of [...ALIASES, ...FILE_ALIASES]) {
      expect(locations, `alias ${from} stays out of the sitemap`).not.toContain(publicUrl(from));
    }
    for (const location of locations) {
      expect(location.startsWith(`${siteUrl}${baseUrl}`), `${location} is under the site's address`).toBe(true);
      expect(location).not.toMatch(/\.html$|\/__tests|\/404/);
    }
  });

  test('every alias names its canonical route as canonical', async ({request}) => {
    for (const {from, to} of [...ALIASES, ...FILE_ALIASES]) {
      const html = await staticHtml(request, from);
      const href = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1] ?? '';
      expect(new URL(href, publicUrl(from)).href, `${from} points search engines to ${to}`).toBe(publicUrl(to));
    }
  });

  test('robots.txt names the sitemap by its absolute address', async ({request}) => {
    const robots = await staticHtml(request, 'robots.txt');
    const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1] ?? '';
    expect(sitemap).toBe(publicUrl(`/${SITEMAP_FILENAME}`));
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect((await request.get(localPath(sitemap))).status()).toBe(200);
  });
});

test.describe('structured data', () => {
  for (const route of [ROUTES.home, ROUTES.download]) {
    test(`${route} describes the app with its platforms and prices`, async ({page, request}) => {
      const inHtml = jsonLdInHtml(await staticHtml(request, route)).filter(
        (block) => block['@type'] === 'SoftwareApplication',
      );
      expect(inHtml, 'one SoftwareApplication in the HTML as served').toHaveLength(1);
      const app = inHtml[0]!;
      expect(app).toMatchObject({
        '@context': 'https://schema.org',
        name: PRODUCT_NAME,
        operatingSystem: OPERATING_SYSTEMS.join(', '),
        url: publicUrl(ROUTES.home),
        downloadUrl: publicUrl(ROUTES.download),
        image: publicUrl(`/${SOCIAL_CARD.path}`),
      });
      expect(typeof app.applicationCategory).toBe('string');
      const offers = app.offers as {price: number; priceCurrency: string}[];
      expect(offers.map(({price}) => price)).toEqual([PRICES.basic.amount, PRICES.pro.amount]);
      for (const offer of offers) expect(offer.priceCurrency).toBe(CURRENCY);

      // Still there, once, after React has taken over the page.
      await open(page, route);
      expect((await jsonLdInPage(page)).filter((block) => block['@type'] === 'SoftwareApplication')).toEqual([app]);
    });
  }

  test('/faq has one Question per FAQ entry, with its title and its answer text', async ({page, request}) => {
    const faqs = jsonLdInHtml(await staticHtml(request, ROUTES.faq)).filter((block) => block['@type'] === 'FAQPage');
    expect(faqs, 'one FAQPage in the HTML as served').toHaveLength(1);
    const questions = faqs[0]!.mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: {'@type': string; text: string};
    }[];

    await open(page, ROUTES.faq);
    // Each entry as the page shows it: its heading's label and its body's text,
    // with blocks spaced apart and the Copy link control left out.
    const entries = await page.locator('[data-entry] > :is(h2, h3)').evaluateAll((headings) =>
      headings.map((heading) => {
        const textOf = (node: Node): string => {
          if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
          if (!(node instanceof Element) || node.hasAttribute('data-needs-script')) return '';
          const inner = [...node.childNodes].map(textOf).join('');
          return getComputedStyle(node).display.startsWith('inline') ? inner : ` ${inner} `;
        };
        const panel = document.getElementById(`${heading.id}-panel`);
        return {
          title: document.getElementById(`${heading.id}-title`)?.textContent ?? '',
          body: panel ? textOf(panel).replace(/\s+/g, ' ').trim() : '',
        };
      }),
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(questions.map(({name}) => name)).toEqual(entries.map(({title}) => title));
    expect(questions.map(({acceptedAnswer}) => acceptedAnswer.text)).toEqual(entries.map(({body}) => body));
    for (const question of questions) {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
    }
    expect((await jsonLdInPage(page)).filter((block) => block['@type'] === 'FAQPage')).toEqual(faqs);
  });

  test('no JSON-LD block can close its script element early', async ({request}) => {
    for (const route of [ROUTES.home, ROUTES.download, ROUTES.faq]) {
      const html = await staticHtml(request, route);
      for (const [, json] of html.matchAll(/<script[^>]*type="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)) {
        expect(json, `${route}: "<" in JSON-LD is escaped`).not.toContain('<');
      }
    }
  });
});
