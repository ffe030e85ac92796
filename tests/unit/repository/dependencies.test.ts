/**
 * @jest-environment node
 */
import {existsSync, readdirSync, readFileSync, statSync} from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

/*
 * Every package the code imports is declared in package.json. A package that
 * only arrives as another one's dependency can disappear or change major
 * version in any update of that other package.
 */

const ROOT = path.resolve(__dirname, '../../..');
const SOURCES = [
  'src',
  'scripts',
  'tests',
  'docusaurus.config.ts',
  'sidebars.ts',
  'playwright.config.ts',
  'jest.config.mjs',
  'lighthouserc.cjs',
];
const CODE_FILE = /\.(?:[cm]?js|tsx?|mdx)$/;
// Static imports and re-exports, side-effect imports, import() and require().
const SPECIFIER = /(?:\bfrom\s*|^\s*import\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"\n]+)['"]/gm;
// Names the bundler resolves to the site's own files or to the theme, not to a package.
const ALIAS_PREFIXES = ['@site/', '@theme/', '@theme-original/', '@theme-init/', '@generated/'];

const packageJson = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const DECLARED = new Set([...Object.keys(packageJson.dependencies), ...Object.keys(packageJson.devDependencies)]);

function codeFiles(entry: string): string[] {
  const full = path.join(ROOT, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return CODE_FILE.test(entry) ? [entry] : [];
  return readdirSync(full).flatMap((name) => codeFiles(path.join(entry, name)));
}

/** `@docusaurus/Link` and its kind are modules of @docusaurus/core's client, not packages. */
function isDocusaurusClientModule(specifier: string): boolean {
  const match = /^@docusaurus\/([^/]+)$/.exec(specifier);
  return !!match && existsSync(path.join(ROOT, 'node_modules/@docusaurus/core/lib/client/exports', `${match[1]}.js`));
}

function packageName(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  if (ALIAS_PREFIXES.some((prefix) => specifier.startsWith(prefix)) || isDocusaurusClientModule(specifier)) return null;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtinModules.includes(name) ? null : name;
}

function importedPackages(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  return [...text.matchAll(SPECIFIER)].flatMap((match) => packageName(match[1]!) ?? []);
}

const FILES = SOURCES.flatMap(codeFiles);

it('reads the scripts, the tests, the site and its config', () => {
  for (const file of [
    'scripts/bench.mjs',
    'scripts/social-card.mjs',
    'playwright.config.ts',
    'lighthouserc.cjs',
    'src/theme/Error.tsx',
  ]) {
    expect(FILES).toContain(file);
  }
  expect(importedPackages('scripts/social-card.mjs')).toEqual(expect.arrayContaining(['jiti', 'playwright-core']));
});

it('finds every imported package in package.json', () => {
  const undeclared = FILES.flatMap((file) =>
    importedPackages(file)
      .filter((name) => !DECLARED.has(name))
      .map(
        (name) =>
          `${file} imports ${name}, which package.json does not declare: npm install ${name} (--save-dev if only scripts, tests or types use it)`,
      ),
  );
  expect(undeclared).toEqual([]);
});

it("keeps each package's tarball address and checksum in the lockfile, so npm ci looks nothing up", () => {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, {resolved?: string; integrity?: string; link?: boolean}>;
  };
  const incomplete = Object.entries(lock.packages)
    .filter(([location, entry]) => location !== '' && !entry.link && !(entry.resolved && entry.integrity))
    .map(([location]) => location);
  // .npmrc keeps npm from leaving the addresses out when it writes the lockfile.
  expect(incomplete.slice(0, 5)).toEqual([]);
});
