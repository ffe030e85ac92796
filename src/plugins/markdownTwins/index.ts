/**
 * For assistants: a Markdown twin of every help page and patch note, and an
 * `llms.txt` (https://llmstxt.org) at the root of each locale and docs
 * version listing them. After each language is built, the twins are read
 * from the built pages (./markdown.ts), so they say exactly what the pages
 * say, in the page's language:
 *
 * - `setup.md`, `troubleshooting.md`, `faq.md` beside each docs version's
 *   pages (`/setup.md`, `/next/setup.md`, `/es/setup.md`…), each entry a
 *   heading carrying its anchor (src/utils/markdownTwin.ts);
 * - `patch-notes.md` (every release, newest first) and one twin per release,
 *   `patch-notes/v1.6.1.md`;
 * - `llms.txt` at `/`, `/next/`, `/es/` and `/es/next/`: the version's help
 *   twins, the patch notes, and where the other versions and languages are.
 *
 * It writes new files and rewrites no page, so it need not run in order
 * with the page-writing steps (src/plugins/contentSecurityPolicy.ts).
 */
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {PRODUCT_NAME} from '../../data/constants';
import {ROUTES} from '../../data/routes';
import {HELP_PAGE_NAMES} from '../../data/deepLinks';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl, isLocale} from '../../data/locales';
import {TAGLINE} from '../../data/seo';
import {LLMS_TXT, TWIN_EXTENSION} from '../../utils/markdownTwin';
import {helpContentOf} from '../help';
import {docsVersionDirs} from '../help/source';
import {textOf} from '../htmlText';
import {pageMarkdown} from './markdown';

/** A route of a single patch note (not the list, its tags or later list pages). */
const PATCH_NOTE = new RegExp(`^${ROUTES.patchNotes.slice(1)}/(?!tags(?:/|$)|page(?:/|$))[^/]+$`);

type Twin = {route: string; title: string; description: string};

const routeFile = (outDir: string, route: string, extension: string) => path.join(outDir, `${route}${extension}`);

/** Writes the twin of a built page; its title and description for llms.txt, or null when the page is not there. */
async function writeTwin(outDir: string, route: string, origin: string): Promise<Twin | null> {
  const file = routeFile(outDir, route, '.html');
  if (!existsSync(file)) return null;
  const html = await readFile(file, 'utf8');
  const $ = load(html);
  await writeFile(routeFile(outDir, route, TWIN_EXTENSION), await pageMarkdown(html, `${origin}${route}`));
  return {
    route,
    title: textOf($('main h1').first()) || textOf($('title').first()),
    description: $('meta[name="description"]').attr('content') ?? '',
  };
}

/** In the order of the help's menu (Setup, Help, FAQ), then any other page. */
const order = (page: string) => {
  const at = (HELP_PAGE_NAMES as readonly string[]).indexOf(page);
  return at < 0 ? HELP_PAGE_NAMES.length : at;
};

/** A docs version's folder under a locale's root: '' for the released one, `next/`. */
const folder = (prefix: string) => (prefix === '' ? '' : `${prefix}/`);

const listItem = (origin: string, {route, title, description}: Twin) =>
  `- [${title}](${origin}${route}${TWIN_EXTENSION})${description ? `: ${description}` : ''}`;

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'markdown-twins',

    async postBuild({outDir, routesPaths, baseUrl, siteConfig, i18n, plugins}) {
      const locale = isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE;
      // This locale's pages, absolute: `https://…/deckhopper/es/`.
      const origin = `${siteConfig.url}${baseUrl}`;
      const siteBaseUrl = locale === DEFAULT_LOCALE ? baseUrl : baseUrl.slice(0, -`${locale}/`.length);
      const routes = new Set(routesPaths.map((route) => route.slice(baseUrl.length)));
      const notes: Twin[] = [];
      for (const route of [ROUTES.patchNotes.slice(1), ...[...routes].filter((route) => PATCH_NOTE.test(route))]) {
        const twin = await writeTwin(outDir, route, origin);
        if (twin) notes.push(twin);
      }
      // The releases in the list page's order, newest first.
      const listHtml = await readFile(routeFile(outDir, ROUTES.patchNotes.slice(1), '.html'), 'utf8');
      const releases = notes.slice(1);
      const place = (twin: Twin) =>
        listHtml.search(new RegExp(`${`${baseUrl}${twin.route}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["'\\s>#])`));
      releases.sort((a, b) => place(a) - place(b));
      const versions = docsVersionDirs(siteDir);
      const helpPages = helpContentOf(plugins).pages;
      for (const {name, prefix} of versions) {
        const help: Twin[] = [];
        const pages = helpPages.filter(({version}) => version === name).sort((a, b) => order(a.page) - order(b.page));
        for (const {route: address} of pages) {
          const route = address.slice(1);
          if (!routes.has(route)) continue;
          const twin = await writeTwin(outDir, route, origin);
          if (twin) help.push(twin);
        }
        const elsewhere = [
          ...versions
            .filter((other) => other.prefix !== prefix)
            .map((other) => `${origin}${folder(other.prefix)}${LLMS_TXT}`),
          ...LOCALES.filter((other) => other !== locale).map(
            (other) => `${siteConfig.url}${localeBaseUrl(siteBaseUrl, other)}${folder(prefix)}${LLMS_TXT}`,
          ),
        ];
        const llms = [
          `# ${PRODUCT_NAME}`,
          `> ${TAGLINE}`,
          `Help (${name === 'current' ? 'next release' : `release ${name}`}) and patch notes in Markdown, language: ${locale}. ` +
            'In the help, each entry is a heading carrying its anchor (`## Title {#anchor}`), followed by its address.',
          '## Help',
          help.map((twin) => listItem(origin, twin)).join('\n'),
          '## Patch notes',
          [...notes.slice(0, 1), ...releases].map((twin) => listItem(origin, twin)).join('\n'),
          '## Optional',
          elsewhere.map((address) => `- [${address}](${address})`).join('\n'),
        ];
        await writeFile(path.join(outDir, prefix, LLMS_TXT), `${llms.join('\n\n')}\n`);
      }
    },
  };
}
