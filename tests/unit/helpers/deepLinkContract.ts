/**
 * The deep-link contract, as a check over a site folder: the addresses
 * released apps open (`RELEASED_DEEP_LINKS`) against the help each docs
 * version serves. Every help version from the one an address was released
 * with onwards, the next version in `docs/` included, must open it, through
 * an entry's id or one of its `formerIds`; and everything a released help
 * version serves must be on the list, so the list stays complete.
 */
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {HELP_PAGE_NAMES, type DeepLink} from '@site/src/data/deepLinks';
import {compareVersions} from '@site/src/utils/compareVersions';
import {entriesInDoc} from './helpDocs';

export type DocsVersion = {name: string; dir: string; released: boolean};

/** The site's docs versions: each of `versions.json`, then `docs/` as the next one. */
export function docsVersions(siteDir: string): DocsVersion[] {
  const released = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  return [
    ...released.map((name) => ({name, dir: `versioned_docs/version-${name}`, released: true})),
    {name: 'next', dir: 'docs', released: false},
  ];
}

/**
 * The same versions in every translation under `i18n/<locale>/`: the app opens
 * `/es/setup#proxyButtons` as it opens `/setup#proxyButtons`.
 */
export function translatedDocsVersions(siteDir: string): DocsVersion[] {
  const i18nDir = path.join(siteDir, 'i18n');
  if (!existsSync(i18nDir)) return [];
  return readdirSync(i18nDir)
    .sort()
    .flatMap((locale) =>
      docsVersions(siteDir).map((version) => ({
        ...version,
        dir: `i18n/${locale}/docusaurus-plugin-content-docs/${version.released ? `version-${version.name}` : 'current'}`,
      })),
    );
}

/** True when the help of `version` must serve a link released with `since`. */
const mustServe = (version: DocsVersion, since: string) =>
  !version.released || compareVersions(since, version.name) <= 0;

/** What breaks the contract, one sentence each; empty when it holds. */
export async function deepLinkContractProblems(siteDir: string, links: readonly DeepLink[]): Promise<string[]> {
  const problems: string[] = [];
  const entryLinks = links.filter((link) => link.kind === 'entry');
  for (const version of [...docsVersions(siteDir), ...translatedDocsVersions(siteDir)]) {
    for (const page of HELP_PAGE_NAMES) {
      const entries = await entriesInDoc(page, version.dir, siteDir);
      const where = `${version.dir}/${page}.mdx`;
      if (!entries) {
        problems.push(`${where} is missing: docs version ${version.name} must have the help page "${page}".`);
        continue;
      }
      const served = new Set(entries.flatMap(({id, formerIds}) => [id, ...formerIds]));
      const pageLinks = entryLinks.filter((link) => link.page === page);
      for (const link of pageLinks) {
        if (mustServe(version, link.since) && !served.has(link.hash!)) {
          problems.push(
            `${where} has no entry for ${link.url}, which apps have opened since ${link.since}: keep the entry, or list "${link.hash}" in the formerIds of the entry that replaces it.`,
          );
        }
      }
      if (!version.released) continue;
      const listed = new Set(pageLinks.filter((link) => mustServe(version, link.since)).map((link) => link.hash));
      for (const {id} of entries) {
        if (!listed.has(id)) {
          problems.push(
            `${where} serves #${id}, but RELEASED_DEEP_LINKS does not list "/${page}#${id}" for ${version.name} or earlier.`,
          );
        }
      }
    }
  }
  return problems;
}
