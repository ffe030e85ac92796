#!/usr/bin/env node
/**
 * `npm run drill`: the everyday tasks of the README, done as a maintainer
 * would, on a scratch copy of the site (nothing here touches the site
 * itself). Each step edits only the files the README names for its task,
 * then `npm run check` runs (type-check, lint, the related unit tests and a
 * build); after the last step the whole `npm test` runs. Every test must
 * pass with none edited. Prints, for each step, the files it touched and its
 * time. What the steps write is marked as a drill and never published.
 *
 *   npm run drill                 every step, then npm test
 *   npm run drill -- --keep       leaves the scratch copy for a look
 */
import {spawnSync} from 'node:child_process';
import {cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const SITE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const load = createJiti(fileURLToPath(import.meta.url), {interopDefault: true});
const {parseDoc} = load('../src/plugins/help/source.ts');
const keep = process.argv.includes('--keep');

/** The site's files (tracked, and new ones not ignored) in a repository of their own, with its installed packages. */
function scratchCopy() {
  const dir = mkdtempSync(path.join(tmpdir(), 'drill-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard'], {cwd: SITE, encoding: 'utf8'}).stdout;
  for (const file of files.split('\n').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    cpSync(path.join(SITE, file), path.join(dir, file));
  }
  mkdirSync(path.join(dir, 'node_modules'));
  for (const name of readdirSync(path.join(SITE, 'node_modules')).filter((name) => name !== '.cache'))
    symlinkSync(path.join(SITE, 'node_modules', name), path.join(dir, 'node_modules', name));
  git(dir, 'init', '-q');
  commit(dir, 'The site as it is');
  return dir;
}

function git(dir, ...args) {
  return spawnSync('git', ['-c', 'user.name=Drill', '-c', 'user.email=drill@localhost', ...args], {
    cwd: dir,
    encoding: 'utf8',
  });
}

function commit(dir, message) {
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', message);
}

const dir = scratchCopy();
const read = (file) => readFileSync(path.join(dir, file), 'utf8');
const write = (file, text) => writeFileSync(path.join(dir, file), text);
const json = (file) => JSON.parse(read(file));
const npm = (...args) =>
  spawnSync('npm', ['run', '--silent', ...args], {
    cwd: dir,
    stdio: 'inherit',
    env: {...process.env, STATICFORMS_ACCESS_KEY: 'drill-access-key'},
  }).status === 0;

const [released] = json('versions.json');
const releasedDir = `versioned_docs/version-${released}`;
const spanishNext = 'i18n/es/docusaurus-plugin-content-docs/current';

/** Inserts `text` before the end of the doc's entries (its `</AccordionGroup>`). */
const beforeGroupEnd = (doc, text) => doc.replace(/<\/AccordionGroup>\s*$/, `${text}\n\n</AccordionGroup>\n`);
const entry = (id, title, body, props = '') =>
  `<Accordion id="${id}" title="${title}"${props}>\n\n${body}\n\n</Accordion>`;

const STEPS = [
  {
    task: 'Edit a released entry, in English only',
    run() {
      const file = `${releasedDir}/troubleshooting.mdx`;
      const text = read(file);
      const [first] = text.match(/<\/Accordion>/) ?? [];
      if (!first) throw new Error(`${file} has no entry.`);
      write(file, text.replace('</Accordion>', 'Drill: a sentence added to a released entry.\n\n</Accordion>'));
    },
  },
  {
    task: 'Add an entry to the next help, with its Spanish',
    run() {
      write(
        'docs/faq.mdx',
        beforeGroupEnd(read('docs/faq.mdx'), entry('drillQuestion', 'Drill question', 'Drill: an answer.')),
      );
      const spanish = `${spanishNext}/faq.mdx`;
      write(
        spanish,
        beforeGroupEnd(read(spanish), entry('drillQuestion', 'Pregunta de prueba', 'Prueba: una respuesta.')),
      );
      return npm('translations:mark', '--', spanish, 'drillQuestion');
    },
  },
  {
    task: 'Rename an entry of the next help, keeping its former id',
    async run() {
      const file = 'docs/setup.mdx';
      const [first] = (await parseDoc(read(file), file)).entries.filter(({formerIds}) => formerIds.length === 0);
      const renamed = `${first.id}Renamed`;
      const from = `<Accordion id="${first.id}"`;
      write(file, read(file).replace(from, `<Accordion id="${renamed}" formerIds={['${first.id}']}`));
      const spanish = `${spanishNext}/setup.mdx`;
      write(spanish, read(spanish).replace(from, `<Accordion id="${renamed}"`));
      return npm('translations:mark', '--', spanish, renamed);
    },
  },
  {
    task: 'Add a patch note',
    run() {
      const [major, minor, patch = '0'] = released.split('.');
      const version = `${major}.${minor}.${Number(patch) + 2}`;
      write(
        `blog/v${version}.mdx`,
        [
          '---',
          `title: Deck Hopper ${version}`,
          `description: 'Drill: the patch notes of Deck Hopper ${version}, written to try the everyday tasks.'`,
          `version: ${version}`,
          `slug: v${version}`,
          'hide_table_of_contents: true',
          '---',
          '',
          '## Bug fixes',
          '',
          '- Drill: a fix.',
          '',
        ].join('\n'),
      );
    },
  },
  {
    task: 'Add a platform limit',
    run() {
      const data = 'src/data/platforms.ts';
      write(
        data,
        read(data).replace(
          "  openUrlWindow: {scope: 'desktop'},",
          "  openUrlWindow: {scope: 'desktop'},\n  drillFeature: {scope: 'desktop'},",
        ),
      );
      const texts = 'src/texts/platforms.ts';
      write(
        texts,
        read(texts).replace(
          '  };\n  return features[id];',
          "    drillFeature: translate({id: 'platforms.feature.drillFeature', message: 'the drill feature', description}),\n  };\n  return features[id];",
        ),
      );
      const messages = json('i18n/es/code.json');
      messages['platforms.feature.drillFeature'] = {
        message: 'la función de prueba',
        description: 'A feature limited to some platforms, as the subject of a sentence (lower case)',
      };
      write('i18n/es/code.json', `${JSON.stringify(messages, null, 2)}\n`);
      write(
        'docs/setup.mdx',
        beforeGroupEnd(
          read('docs/setup.mdx'),
          entry(
            'drillFeature',
            'Drill feature',
            'Drill: a feature.\n\n<PlatformLimitNote />',
            ' limits="drillFeature"',
          ),
        ),
      );
    },
  },
  {
    task: 'Add a synonym for a query that found nothing',
    run() {
      const file = 'src/plugins/search/synonyms/en.ts';
      write(file, read(file).replace(/\n};\n/, "\n  drillword: 'proxy',\n};\n"));
      const queries = json('tests/search/queries.en.json');
      const proxy = queries.find(({accept}) => accept.some((url) => url.includes('#proxyButtons')));
      queries.push({query: 'drillword buttons', category: proxy.category, accept: proxy.accept});
      write('tests/search/queries.en.json', `${JSON.stringify(queries, null, 2)}\n`);
    },
  },
  {
    task: 'Release the help',
    run() {
      const [major, minor] = released.split('.').map(Number);
      const version = `${major}.${minor + 1}`;
      npm('release', '--', version);
      // What the release leaves to write: its patch note.
      const note = `blog/v${version}.mdx`;
      write(
        note,
        read(note)
          .replace('draft: true\n', '')
          .replace(/\{\/\*[\s\S]*\*\/\}\n/, '## Improvements\n\n- Drill: the release of the help.\n'),
      );
      return npm('check', '--', '--base', 'HEAD');
    },
  },
];

const timings = [];
let ok = true;
for (const step of STEPS) {
  console.log(`\n■ ${step.task}`);
  const started = performance.now();
  const result = await step.run();
  const files = git(dir, 'status', '--porcelain', '-uall')
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  // As a maintainer's editor does on save (npm run format).
  spawnSync('npx', ['prettier', '--write', '--ignore-unknown', '--log-level', 'warn', ...files], {
    cwd: dir,
    stdio: 'inherit',
  });
  const passed = result === false ? false : step.task === 'Release the help' ? result : npm('check');
  commit(dir, step.task);
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  timings.push({task: step.task, files, seconds, passed});
  ok &&= passed;
}
console.log('\n■ The whole npm test');
const started = performance.now();
const tested = npm('test');
timings.push({task: 'npm test', files: [], seconds: ((performance.now() - started) / 1000).toFixed(0), passed: tested});

console.log('\nThe drill:');
for (const {task, files, seconds, passed} of timings)
  console.log(`  ${passed ? '✔' : '✖'} ${task} (${seconds} s)${files.length > 0 ? `: ${files.join(', ')}` : ''}`);
if (keep) console.log(`\nThe scratch copy: ${dir}`);
else rmSync(dir, {recursive: true, force: true});
process.exit(ok && tested ? 0 : 1);
