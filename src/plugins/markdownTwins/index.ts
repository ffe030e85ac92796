/**
 * For assistants: a Markdown twin of every page, and `llms.txt` and `llms-full.txt`
 * (https://llmstxt.org) at the root of each locale and docs version. The twins are read from
 * the built pages (./markdown.ts), so they say exactly what the pages say, in their language;
 * each page points to its twin and to llms.txt (`linkTwins`). See ./README.md.
 */
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {load, type AnyNode} from 'cheerio';
import type {LoadContext, Plugin, Props} from '@docusaurus/types';
import {PRODUCT_NAME} from '../../data/constants';
import {ROUTES} from '../../data/routes';
import {HELP_PAGE_NAMES, HELP_PAGES} from '../../data/deepLinks';
import {COMMUNITY_LINKS} from '../../data/links';
import {PLATFORM_IDS} from '../../data/platforms';
import {APP_BUG_REPORT_MENU} from '../../data/stillStuck';
import {DEFAULT_LOCALE, LOCALES, localeBaseUrl, isLocale, type Locale} from '../../data/locales';
import {TAGLINE} from '../../data/seo';
import {LLMS_FULL_TXT, LLMS_TXT, twinFile} from '../../utils/markdownTwin';
import {helpContentOf, latestRelease} from '../help';
import {docsVersionDirs} from '../help/source';
import {textOf} from '../htmlText';
import {rewriteFile} from '../rewriteFile';
import {FURNITURE, pageMarkdown} from './markdown';
import {TEXTS} from './texts';

/** A route of a single patch note (not the list, its tags or later list pages). */
const PATCH_NOTE = new RegExp(`^${ROUTES.patchNotes.slice(1)}/(?!tags(?:/|$)|page(?:/|$))[^/]+$`);

/** The pages of every docs version, by their llms.txt section; the help's are each version's own. */
const SECTIONS = {
  site: [ROUTES.home, ROUTES.features, ROUTES.download, ROUTES.upgrade],
  support: [ROUTES.contact, ROUTES.dataDeletion],
  legal: [ROUTES.license, ROUTES.privacyPolicy, ROUTES.privacyPolicyPro],
};

/** `titled`: the twin without its pointer to llms.txt, as llms-full.txt holds it. */
type Twin = {route: string; title: string; description: string; titled: string};

/** A version's folder under a locale's root: '' for the released one, `next/`. */
const folder = (prefix: string) => (prefix === '' ? '' : `${prefix}/`);

/** Every page with a twin, relative to the locale's root (`` is home), by section; `help` by docs version prefix. */
function twinPages({routesPaths, baseUrl, siteDir, plugins}: Props) {
  const routes = routesPaths.map((route) => route.slice(baseUrl.length));
  const order = (page: string) => (HELP_PAGE_NAMES as readonly string[]).indexOf(page);
  const pages = [...helpContentOf(plugins).pages].sort((a, b) => order(a.page) - order(b.page));
  const versions = docsVersionDirs(siteDir).map((version) => ({
    ...version,
    help: pages.filter((page) => page.version === version.name).map(({route}) => route.slice(1)),
  }));
  const relative = (list: readonly string[]) => list.map((route) => route.slice(1));
  const ordered = {
    site: relative(SECTIONS.site),
    patchNotes: [...relative([ROUTES.patchNotes]), ...routes.filter((route) => PATCH_NOTE.test(route))],
    support: relative(SECTIONS.support),
    legal: relative(SECTIONS.legal),
  };
  const all = [...versions.flatMap(({help}) => help), ...Object.values(ordered).flat()];
  const prefixes = versions.map(({prefix}) => prefix).filter(Boolean);
  /** The llms.txt a page points to: its docs version's, else its locale's. */
  const llmsOf = (route: string) =>
    `${folder(prefixes.find((prefix) => route.startsWith(`${prefix}/`)) ?? '')}${LLMS_TXT}`;
  return {versions, sections: ordered, all: all.filter((route) => routes.includes(route)), llmsOf};
}

const localeOf = ({i18n}: Props): Locale => (isLocale(i18n.currentLocale) ? i18n.currentLocale : DEFAULT_LOCALE);
const htmlFile = (outDir: string, route: string) => path.join(outDir, `${route === '' ? 'index' : route}.html`);
const VOID = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/;
/** What checkers leave out of a page's text anyway: no need to mark it. */
const UNREAD_TAGS = 'script style nav footer header noscript button svg aside select input textarea'.split(' ');
const UNREAD = new RegExp(`^(${UNREAD_TAGS.join('|')})$`);
const UNREAD_SELECTOR = UNREAD_TAGS.join(', ');

/**
 * The page as assistants' tools read it right: the end tags the minifier leaves out (`</li>`,
 * `</p>`, `</option>`) written back where browsers close those elements, so lenient parsers read
 * the page as browsers do, not as one text with its scripts; and what the twin leaves out of the
 * main content (a visitor's notes, badges, the platform choice) marked `data-markdown-ignore`,
 * the mark the Agent-Friendly Documentation Spec gives content for people only.
 */
export function forAgents(html: string): string {
  const $ = load(html, {sourceCodeLocationInfo: true});
  const edits: {at: number; text: string}[] = [];
  // Into templates' contents too, which selectors do not reach.
  const visit = (node: AnyNode, inMain: boolean, marked: boolean): void => {
    let [main, mark] = [inMain, marked];
    // An element (script and style ones are always closed, and never marked).
    const at = 'attribs' in node && !/^(script|style)$/.test(node.name) ? node.sourceCodeLocation : undefined;
    if ('attribs' in node && at?.startTag) {
      const {name} = node;
      if (!at.endTag && !VOID.test(name) && !html.slice(at.startTag.startOffset, at.startTag.endOffset).endsWith('/>'))
        edits.push({at: at.endOffset, text: `</${name}>`});
      main ||= name === 'main';
      const read = () => $(node).clone().find(UNREAD_SELECTOR).remove().end().text().trim() !== '';
      if (main && !mark && !UNREAD.test(name) && $(node).is(FURNITURE) && !$(node).is('[data-translation]') && read()) {
        edits.push({at: at.startTag.startOffset + 1 + name.length, text: ' data-markdown-ignore'});
        mark = true;
      }
    }
    if ('children' in node) node.children.forEach((child) => visit(child, main, mark));
  };
  $('body').each((_, body) => visit(body, false, false));
  // From the end; at one place, the outer element's end tag first, so that the inner one's lands before it.
  return edits
    .sort((a, b) => b.at - a.at)
    .reduce((page, {at, text}) => `${page.slice(0, at)}${text}${page.slice(at)}`, html);
}

/**
 * Each page that has a twin names it in a `<link rel="alternate" type="text/markdown">`, and
 * opens with a pointer to it and to llms.txt, visually hidden and out of people's way (no focus,
 * no screen reader). Run by the policy plugin with the other steps that change built pages.
 */
export async function linkTwins(props: Props): Promise<void> {
  const {outDir, baseUrl} = props;
  const texts = TEXTS[localeOf(props)];
  const {all, llmsOf} = twinPages(props);
  const link = (href: string, text: string) => `<a href="${baseUrl}${href}" tabindex="-1">${text}</a>`;
  for (const route of all) {
    const twin = twinFile(route);
    const pointer = texts.pointer(link(llmsOf(route), LLMS_TXT), link(twin, 'Markdown'));
    await rewriteFile(htmlFile(outDir, route), (html) =>
      forAgents(html)
        .replace('</head>', `<link rel="alternate" type="text/markdown" href="${baseUrl}${twin}"></head>`)
        .replace(
          /<body[^>]*>/,
          (body) =>
            `${body}<div aria-hidden="true" style="position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap">${pointer}</div>`,
        ),
    );
  }
}

const listItem = (origin: string, {route, title, description}: Twin) =>
  `- [${title}](${origin}${twinFile(route)})${description ? `: ${description}` : ''}`;

export default function markdownTwinsPlugin(context: LoadContext): Plugin {
  const {siteDir} = context;
  return {
    name: 'markdown-twins',

    async postBuild(props) {
      const {outDir, baseUrl, siteConfig, plugins} = props;
      const locale = localeOf(props);
      const texts = TEXTS[locale];
      // This locale's pages, absolute: `https://…/deckhopper/es/`.
      const origin = `${siteConfig.url}${baseUrl}`;
      const siteBaseUrl = locale === DEFAULT_LOCALE ? baseUrl : baseUrl.slice(0, -`${locale}/`.length);
      const {versions, sections, all, llmsOf} = twinPages(props);
      const twins = new Map<string, Twin>();
      for (const route of all) {
        const html = await readFile(htmlFile(outDir, route), 'utf8');
        const $ = load(html);
        const title = textOf($('main h1').first()) || textOf($('title').first());
        const body = await pageMarkdown(html, `${origin}${route}`);
        const line = texts.twinLine(`[${LLMS_TXT}](${origin}${llmsOf(route)})`);
        const titled = body.startsWith('# ') ? body : `# ${title}\n\n${body}`;
        await writeFile(path.join(outDir, twinFile(route)), titled.replace('\n', `\n\n${line}\n`));
        twins.set(route, {route, title, description: $('meta[name="description"]').attr('content') ?? '', titled});
      }
      // The releases in the list page's order, newest first.
      const listHtml = await readFile(htmlFile(outDir, ROUTES.patchNotes.slice(1)), 'utf8');
      const place = (route: string) =>
        listHtml.search(new RegExp(`${`${baseUrl}${route}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["'\\s>#])`));
      const [list = '', ...releases] = sections.patchNotes;
      sections.patchNotes = [list, ...releases.sort((a, b) => place(a) - place(b))];
      const accountEntry = helpContentOf(plugins)
        .pages.flatMap(({entries}) => entries)
        .find(({account}) => account);
      for (const {name, prefix, help} of versions) {
        const at = `${origin}${folder(prefix)}`;
        const steps = load(
          await readFile(htmlFile(outDir, `${folder(prefix)}${HELP_PAGES.troubleshooting.slice(1)}`), 'utf8'),
        )('[id*="-step-"]')
          .toArray()
          .flatMap(({attribs}) => {
            const [, entry = '', step = ''] = /^(\w+)-step-(\w+)$/.exec(attribs.id ?? '') ?? [];
            return step ? [{entry, step}] : [];
          })
          .filter(({step}, index, all) => all.findIndex((other) => other.step === step) === index);
        const [first] = steps;
        if (!first || steps.length < 2 || !accountEntry)
          throw new Error(`${LLMS_TXT}: the connection check's steps or an account entry are missing.`);
        const byName = {help, ...sections};
        const listed = Object.entries(byName).map(([section, routes]) => [
          `## ${texts.sections[section as keyof typeof texts.sections]}`,
          routes
            .flatMap((route) => twins.get(route) ?? [])
            .map((twin) => listItem(origin, twin))
            .join('\n'),
        ]);
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
          texts.summary(texts.release(name), locale, `<${at}${LLMS_FULL_TXT}>`),
          ...listed.flat(),
          `## ${texts.sections.optional}`,
          elsewhere.map((address) => `- [${address}](${address})`).join('\n'),
          `## ${texts.instructionsTitle}`,
          ...texts.instructions({
            site: origin,
            help: at,
            entry: first.entry,
            steps: steps.map(({step}) => step),
            platforms: PLATFORM_IDS,
            release: latestRelease(siteDir),
            chat: COMMUNITY_LINKS.discord.href,
            menu: APP_BUG_REPORT_MENU,
            account: accountEntry.id,
          }),
        ];
        await writeFile(path.join(outDir, prefix, LLMS_TXT), `${llms.join('\n\n')}\n`);
        // The version's help, the patch notes and the support forms, without their pointers to llms.txt.
        const full = [...help, list, ...sections.support].flatMap((route) => twins.get(route)?.titled ?? []);
        await writeFile(
          path.join(outDir, prefix, LLMS_FULL_TXT),
          [`# ${PRODUCT_NAME}\n\n> ${TAGLINE}\n`, ...full].join('\n'),
        );
      }
    },
  };
}
