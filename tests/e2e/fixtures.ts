import {readFileSync} from 'node:fs';
import type AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Page, type Route} from '@playwright/test';
import {CONSENT_STORAGE_KEY} from '../../src/data/analytics';

/**
 * Shared browser-test fixtures.
 * - Every request to another host is blocked and recorded (`externalRequests`):
 *   the machine has no network, and the site must work without it.
 * - Page errors and console errors fail the test that caused them, unless
 *   the test takes them over through `consoleErrors` and clears the list.
 */
type Fixtures = {
  externalRequests: string[];
  consoleErrors: string[];
  /**
   * The analytics choice stored before every page load. The test build has
   * a measurement id, so without a choice the consent banner covers the
   * bottom of each page; tests of the banner itself set `null`.
   */
  analyticsChoice: 'granted' | 'denied' | null;
  applyAnalyticsChoice: undefined;
};

export const test = base.extend<Fixtures>({
  analyticsChoice: ['denied', {option: true}],
  applyAnalyticsChoice: [
    async ({context, analyticsChoice}, use) => {
      if (analyticsChoice) {
        await context.addInitScript(
          ([key, choice]) => {
            try {
              window.localStorage.setItem(key, choice);
            } catch {
              // A frame without storage (another site's frame): the banner may show there.
            }
          },
          [CONSENT_STORAGE_KEY, analyticsChoice] as const,
        );
      }
      await use(undefined);
    },
    {auto: true},
  ],
  externalRequests: async ({context, baseURL}, use) => {
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    await context.route(
      (url) => url.origin !== origin,
      (route) => {
        requests.push(route.request().url());
        return route.abort('blockedbyclient');
      },
    );
    await use(requests);
  },
  consoleErrors: [
    // Depends on externalRequests so that every page with console checks also blocks the network.
    async ({page, externalRequests: _blocked}, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Requests this suite blocks on purpose report as console errors.
        if (text.includes('net::ERR_BLOCKED_BY_CLIENT')) return;
        // 404 responses for routes that are meant to be missing.
        if (text.startsWith('Failed to load resource: the server responded with a status of 404')) return;
        errors.push(`console: ${text}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Opens a path under the base path and waits until React has hydrated. */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path.replace(/^\//, ''));
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}

/**
 * Waits until the page has run its pending work: the images in view have
 * arrived, fonts are ready, and two frames have painted (observers such as
 * IntersectionObserver report in the rendering step). Use it before asserting
 * that something did *not* happen, instead of sleeping.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((image) => {
        const {bottom, top} = image.getBoundingClientRect();
        return bottom > 0 && top < window.innerHeight;
      })
      .every((image) => image.complete),
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));
  });
}

/**
 * The native `<details>` of a help entry, which follows its title heading:
 * its `open` property tells whether the entry is open.
 */
export function helpEntry(page: Page, id: string) {
  return page.locator(`[id="${id}"] + details`);
}

/**
 * Taps an entry's title as a visitor does. The title's area belongs to the
 * entry's summary, which spans the entry under its body, so the tap goes to
 * the summary's top left corner, on the title.
 */
export async function tapTitle(page: Page, id: string): Promise<void> {
  await page.locator(`[id="${id}-toggle"]`).click({position: {x: 12, y: 12}});
}

/** True for the phone project (390 px wide). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 997;
}

/** Paths of the built site from its sitemap (aliases and test pages are not in it). */
export function sitemapPaths(dir = 'build'): string[] {
  const xml = readFileSync(`${dir}/sitemap.xml`, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Holds back the site's scripts until `release` is called. */
export async function holdScripts(page: Page): Promise<{release: () => Promise<void>}> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/js\/[^?]+\.js(\?.*)?$/, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** A page's `<title>` and meta description, read from its HTML as served. */
export function titleAndDescription(html: string): {title: string; description: string} {
  return {
    title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '',
    description:
      /<meta[^>]*name="?description"?[^>]*content=(?:"([^"]*)"|'([^']*)')/.exec(html)?.slice(1).find(Boolean) ?? '',
  };
}

/** Describes each axe violation in a line a developer can act on. */
export function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string[] {
  return violations.map(
    (violation) =>
      `${violation.impact}: ${violation.id} (${violation.help}) at ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}
