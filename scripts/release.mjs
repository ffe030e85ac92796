#!/usr/bin/env node
/**
 * `npm run release -- 1.7`: releases the help with the app. The next help
 * (docs/) becomes version 1.7, served at the root where the app links, and
 * docs/ goes on as the next one:
 *
 * 1. `docusaurus docs:version` copies the docs, their sidebar and their
 *    translations, and adds the version to versions.json;
 * 2. each translation names the version by its number (Docusaurus copies the
 *    next help's label, "Próxima");
 * 3. the addresses the release serves that no earlier one did join the
 *    deep-link contract (src/data/releasedDeepLinks.json);
 * 4. a draft patch note, blog/v1.7.mdx, waits to be written (a draft is not
 *    published);
 * 5. the written files are formatted, then `npm run check` runs.
 *
 * It ends with what is left for a person to write. A version that exists
 * already, or a name that is not a release number, stops it before it
 * changes anything.
 */
import {spawnSync} from 'node:child_process';
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {DEFAULT_LOCALE, LOCALES} = load('../src/data/locales.ts');
const {readHelpSource, releases} = load('../src/plugins/help/index.ts');

const DEEP_LINKS_FILE = 'src/data/releasedDeepLinks.json';
const [version] = process.argv.slice(2);

function stop(message) {
  console.error(`✖ ${message}\nNothing was changed.`);
  process.exit(1);
}

const readJson = (file) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));
const writeJson = (file, value) => writeFileSync(path.join(root, file), `${JSON.stringify(value, null, 2)}\n`);
const run = (command, args, env = {}) =>
  spawnSync(command, args, {cwd: root, stdio: 'inherit', env: {...process.env, ...env}}).status === 0;

if (!version || !/^\d+\.\d+(?:\.\d+)?$/.test(version)) stop('Name the release: npm run release -- 1.7');
const released = existsSync(path.join(root, 'versions.json')) ? readJson('versions.json') : [];
if (released.includes(version) || existsSync(path.join(root, `versioned_docs/version-${version}`))) {
  stop(`The help ${version} is released already (versions.json lists ${released.join(', ')}).`);
}

// 1. The docs, their sidebar and their translations, frozen as the version.
if (!run('npx', ['docusaurus', 'docs:version', version], {STATICFORMS_ACCESS_KEY: 'release-access-key'})) {
  stop(`docusaurus docs:version ${version} failed.`);
}

// 2. The version is named by its number in every language.
for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
  const file = `i18n/${locale}/docusaurus-plugin-content-docs/version-${version}.json`;
  if (!existsSync(path.join(root, file))) continue;
  const labels = readJson(file);
  labels['version.label'] = {message: version, description: `The label for version ${version}`};
  writeJson(file, labels);
}

// 3. What the release serves that no earlier release did: apps of this release may open it from now on.
const contract = readJson(DEEP_LINKS_FILE);
const listed = new Set(Object.values(contract).flat());
const {pages} = await readHelpSource(root, DEFAULT_LOCALE, DEFAULT_LOCALE);
const added = pages
  .filter((page) => page.version === version)
  .flatMap(({page, entries}) => entries.map(({id}) => `/${page}#${id}`))
  .filter((address) => !listed.has(address));
if (added.length > 0) writeJson(DEEP_LINKS_FILE, {...contract, [version]: added});

// 4. The release's patch note, as a draft.
const note = `blog/v${version}.mdx`;
const hasNote = releases(root).includes(version);
if (!hasNote && !existsSync(path.join(root, note))) {
  writeFileSync(
    path.join(root, note),
    [
      '---',
      `title: Deck Hopper ${version}`,
      `description: 'What changed in Deck Hopper ${version}: new features, improvements, fixes and known issues.'`,
      `version: '${version}'`,
      `slug: v${version}`,
      'hide_table_of_contents: true',
      'draft: true',
      '---',
      '',
      '{/* Write what changed, under the headings that apply: New features, Improvements, Bug fixes, Known issues. Then remove `draft: true` above. */}',
      '',
    ].join('\n'),
  );
}

// 5. Formatted as the project formats, then checked.
const written = [
  'versions.json',
  `versioned_sidebars/version-${version}-sidebars.json`,
  DEEP_LINKS_FILE,
  ...LOCALES.map((locale) => `i18n/${locale}/docusaurus-plugin-content-docs/version-${version}.json`),
].filter((file) => existsSync(path.join(root, file)));
run('npx', ['prettier', '--write', '--log-level', 'warn', ...written]);
const checked = run('node', ['scripts/check.mjs']);

console.log(`
The help ${version} is released in the site: /setup, /troubleshooting and /faq serve it, /next the help after it.
${added.length > 0 ? `Apps of ${version} may open ${added.length} new addresses (${DEEP_LINKS_FILE}).` : 'It serves no address that an earlier release did not.'}
Left for you to write:
  - ${hasNote ? `the patch note of ${version} is there` : `${note}: what changed; then remove "draft: true"`}
  - its translation, i18n/<locale>/docusaurus-plugin-content-blog/v${version}.mdx (until then the English shows)
${
  checked
    ? 'Checks passed. Then: npm test, and commit.'
    : hasNote
      ? 'Some checks failed: see above.'
      : `Some checks failed: see above. The help ${version} has no published patch note yet, and the checks say so until ${note} is written.`
}`);
process.exit(checked ? 0 : 1);
