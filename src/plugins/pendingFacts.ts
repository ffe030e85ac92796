import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {LINKS_TO_CONFIRM, type SocialLink} from '../data/links';
import {OVERVIEW_VIDEO, STORE_WIDGETS, type StoreWidget, type Video} from '../data/media';
import {compareVersions, isVersion} from '../utils/compareVersions';

/**
 * The facts only the owner can supply, each with the file and line to
 * change: addresses still marked for confirmation, the embed ids, and the
 * patch notes of the releases before the oldest one written. `npm run facts`
 * prints them; the production build prints how many are left.
 */

export type PendingFact = {
  /** What the owner must supply. */
  fact: string;
  /** What the site does until then, or where its current value comes from. */
  now: string;
  /** The file to change, relative to the site's folder. */
  file: string;
  /** The line to change, 1-based; absent when the fix is a new file. */
  line?: number;
};

export type FactSources = {
  links: readonly SocialLink[];
  video: Video;
  widgets: Readonly<Record<string, StoreWidget>>;
  /** The `version` and `first_release` front matter of every patch note. */
  releases: readonly {version: string; firstRelease: boolean}[];
  /** The text of a file of the site, by its path relative to the site's folder. */
  readSource: (file: string) => string;
};

export const LINKS_FILE = 'src/data/links.ts';
export const MEDIA_FILE = 'src/data/media.ts';
export const BLOG_DIR = 'blog';

/**
 * The line of the last of `anchors`, each searched from where the one before
 * it was found ("the `itchGameId` after `desktopPro: {`"); undefined when one
 * is missing.
 */
export function lineOf(text: string, anchors: readonly string[]): number | undefined {
  let at = 0;
  for (const anchor of anchors) {
    const found = text.indexOf(anchor, at);
    if (found < 0) return undefined;
    at = found;
  }
  return text.slice(0, at).split('\n').length;
}

const quoted = (text: string) => [`'${text}'`, `"${text}"`, `\`${text}\``];

/** Where a link's address is written in links.ts: its href, or its label when it has none. */
const linkLine = (source: string, {href, label}: SocialLink): number | undefined =>
  quoted(href ?? label)
    .map((candidate) => lineOf(source, [candidate]))
    .find((line) => line !== undefined);

const oldest = (versions: readonly string[]): string | undefined => versions.filter(isVersion).sort(compareVersions)[0];

export function pendingFacts({links, video, widgets, releases, readSource}: FactSources): PendingFact[] {
  const linksSource = readSource(LINKS_FILE);
  const facts: PendingFact[] = [];
  for (const link of links) {
    if (link.confirm === undefined) continue;
    facts.push({
      fact:
        link.href === null ? `The address of the ${link.label} page` : `Confirm the ${link.label} address ${link.href}`,
      now: link.confirm,
      file: LINKS_FILE,
      line: linkLine(linksSource, link),
    });
  }
  // In the order of the file, so the report reads it top to bottom.
  facts.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

  const mediaSource = readSource(MEDIA_FILE);
  if (video.youtubeId === null) {
    facts.push({
      fact: 'The YouTube id of the overview video',
      now: `The home page links to ${video.fallback.href} instead of playing it.`,
      file: MEDIA_FILE,
      line: lineOf(mediaSource, ['youtubeId: null']),
    });
  }
  for (const [key, widget] of Object.entries(widgets)) {
    if (widget.itchGameId !== null) continue;
    facts.push({
      fact: `The itch.io game id of the store widget "${key}"`,
      now: `Only the link to ${widget.store.href} is shown, without the widget.`,
      file: MEDIA_FILE,
      line: lineOf(mediaSource, [`${key}: {`, 'itchGameId']),
    });
  }

  if (!releases.some(({firstRelease}) => firstRelease)) {
    const from = oldest(releases.map(({version}) => version));
    facts.push({
      fact: `The patch notes of the releases before ${from ?? 'the latest'}, back to the first beta`,
      now: `The patch notes start at ${from ?? 'no release'}. Add one file per release (see the README) and give the first beta's note "first_release: true".`,
      file: `${BLOG_DIR}/`,
    });
  }
  return facts;
}

/** The `version` and `first_release` front matter of every post in the blog folder. */
export function readReleases(siteDir: string): FactSources['releases'] {
  const dir = path.join(siteDir, BLOG_DIR);
  return readdirSync(dir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => {
      const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '';
      const value = (key: string) =>
        new RegExp(`^${key}:\\s*['"]?([^'"\\n]*)['"]?\\s*$`, 'm').exec(frontMatter)?.[1]?.trim() ?? '';
      return {version: value('version'), firstRelease: value('first_release') === 'true'};
    });
}

/** The site's own pending facts, read from its data modules and files. */
export function sitePendingFacts(siteDir: string): PendingFact[] {
  return pendingFacts({
    links: LINKS_TO_CONFIRM,
    video: OVERVIEW_VIDEO,
    widgets: STORE_WIDGETS,
    releases: readReleases(siteDir),
    readSource: (file) => readFileSync(path.join(siteDir, file), 'utf8'),
  });
}

const awaiting = (count: number) => `${count} ${count === 1 ? 'fact awaits' : 'facts await'} the owner`;

/** The report `npm run facts` prints: one block per fact, its place first. */
export function formatFactsReport(facts: readonly PendingFact[]): string {
  if (facts.length === 0) return 'No facts await the owner.\n';
  const blocks = facts.map(({fact, now, file, line}) =>
    [`${file}${line === undefined ? '' : `:${line}`}`, `  ${fact}`, `  Now: ${now}`].join('\n'),
  );
  return `${awaiting(facts.length)}:\n\n${blocks.join('\n\n')}\n`;
}

/** One line for the build's output. */
export const factsCountLine = (count: number): string =>
  count === 0 ? 'No facts await the owner.' : `${awaiting(count)} before launch: run "npm run facts" to list them.`;

/** Prints the number of pending facts at the end of a production build. */
export default function pendingFactsPlugin(): Plugin {
  return {
    name: 'pending-facts',
    postBuild({siteDir}) {
      console.log(`[INFO] ${factsCountLine(sitePendingFacts(siteDir).length)}`);
      return Promise.resolve();
    },
  };
}
