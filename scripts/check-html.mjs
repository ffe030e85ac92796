#!/usr/bin/env node
/**
 * `npm run check:html`: every built page (build/, both languages, the alias
 * pages included) through the Nu Html Checker, the W3C's validator, from the
 * `vnu-jar` package. Prints each error and exits 1 if there is any.
 *
 * It needs a Java runtime (17 or newer). The package's own install script,
 * which would download one, never runs: Java comes from Debian's package
 * (`default-jre-headless`), which `npm test` installs when it runs as root.
 */
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

const BUILD = 'build';
const jar = path.join(
  path.dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')),
  'build/dist/vnu.jar',
);

if (!existsSync(path.join(BUILD, 'index.html'))) {
  console.error('✖ No build to check: run `npm run build` first.');
  process.exit(1);
}

/**
 * A run of a few seconds: Java's quick compiler alone and one garbage-collector thread take less
 * than half the processor time of its defaults, which otherwise compete with the browser tests
 * beside it. The quick compiler's code needs a deeper stack for the checker's HTML schema.
 */
const JAVA_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss16m'];

/**
 * WebMCP's declarative attributes on the support forms (src/components/forms/README.md), which the
 * checker does not know yet: a draft of the W3C's Web Machine Learning group, not yet in HTML.
 */
const NOT_YET_IN_HTML = '.*Attribute “(toolname|tooldescription|toolparamdescription)” not allowed.*';

const result = spawnSync(
  'java',
  [
    ...JAVA_OPTIONS,
    '-jar',
    jar,
    '--errors-only',
    '--skip-non-html',
    '--filterpattern',
    NOT_YET_IN_HTML,
    '--format',
    'gnu',
    BUILD,
  ],
  {encoding: 'utf8'},
);
if (result.error) {
  console.error(`✖ Could not start Java (${result.error.message}). Install a Java runtime, such as Debian's:`);
  console.error('    sudo apt-get update && sudo apt-get install -y default-jre-headless');
  process.exit(1);
}

const errors = `${result.stdout}${result.stderr}`
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => line.replace(`"file:${path.resolve(BUILD)}/`, '"'));
for (const line of errors) console.error(line);
const pages = new Set(errors.map((line) => /^"([^"]+)"/.exec(line)?.[1]).filter(Boolean));
console.log(
  errors.length === 0
    ? 'Nu Html Checker: 0 errors in the built pages.'
    : `✖ Nu Html Checker: ${errors.length} errors in ${pages.size} pages.`,
);
process.exit(errors.length === 0 && result.status === 0 ? 0 : 1);
