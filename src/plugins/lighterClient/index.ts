import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import * as tslibHelpers from './tslib';
import {RouteScriptsPlugin} from './routeScripts';

/**
 * Less framework code and work in the script every page loads, with nothing
 * changed in what the pages do. Each is a workaround of a Docusaurus internal
 * (rows in src/theme/README.md; no upstream issue found for any):
 *
 * - `@docusaurus/utils-common` is CommonJS compiled with tslib's import
 *   helpers: its one `require("tslib")` puts all of tslib (about 4 kB gzip)
 *   into the main script, for one helper. In the browser's code that request
 *   gets ./tslib.ts, which holds the helpers the package calls.
 * - The bar shown during a slow page change comes from the nprogress package
 *   (about 1.7 kB gzip in the main script): the theme's client module gets
 *   ./progressBar.ts instead, the same bar in the theme's styles, moved by CSS.
 * - The whole site config is serialised into the main script
 *   (`@generated/docusaurus.config`), the page template and the plugin and
 *   preset options included, which only the build reads (about 1 kB gzip).
 *   The browser's copy leaves those keys out; the server's copy, which renders
 *   the pages, keeps them.
 * - theme-common's `useShallowMemoObject` sorts prop names with
 *   `localeCompare`, whose first call builds the browser's collator: about
 *   20 ms on a phone in the task after hydration of every docs page (the
 *   mobile sidebar's menu). The browser's copy sorts them by code unit
 *   (./ordinalSortLoader.cjs); the build fails if the line changes.
 * - Each page's HTML names only the runtime and the main script, which then
 *   adds a `<script>` for each of the page's chunks as it starts: the client
 *   manifest gets the names the page renderer looks the chunks up by
 *   (./routeScripts.ts), so the HTML names them too.
 * - The core's `preload` loads the route's components in the task that calls
 *   it, so at start-up the page's modules ran at the end of the main script's
 *   task, its longest on a phone: it now waits one task first
 *   (./yieldingPreloadLoader.cjs); the build fails if the line changes.
 * - The core's client entry imports the app, the preload and the route
 *   registry statically: the main script evaluated React, the router, the
 *   registry and the whole theme in that one task. It now evaluates them in
 *   three tasks, one after the other, before the app starts as before
 *   (./steppedStartLoader.cjs); the build fails if the entry changes shape.
 * - The core prefetches a route's files whenever a link to it comes into
 *   view, the files of the routes above it each time again, and the page's
 *   own: on `/setup` at desktop size, 97 `<link rel="prefetch">` for 16
 *   files, added after hydration (./prefetchOnceLoader.cjs prefetches each
 *   file once, and none the page has as a script); the build fails if the
 *   line changes.
 */

/** Site config keys that no code in the browser reads. */
export const SERVER_ONLY_KEYS = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'staticDirectories',
  'markdown',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
  'headTags',
  'scripts',
  'stylesheets',
] as const;

/** A module rule of the bundler's config, as Docusaurus types it. */
type Rule = NonNullable<NonNullable<Parameters<NonNullable<Plugin['configureWebpack']>>[0]['module']>['rules']>[number];

const THEME_PROGRESS_MODULE = require.resolve('@docusaurus/theme-classic/lib/nprogress');
const UTILS_COMMON_LIB = path.dirname(require.resolve('@docusaurus/utils-common'));
/** A file of the core's client code, by name. */
const coreClientFile = (name: string) =>
  path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client', name);
export const CORE_PRELOAD = coreClientFile('preload.js');
export const CORE_PREFETCH = coreClientFile('prefetch.js');
export const CORE_CLIENT_ENTRY = coreClientFile('clientEntry.js');
export const THEME_REACT_UTILS = path.join(
  path.dirname(require.resolve('@docusaurus/theme-common/internal')),
  'utils',
  'reactUtils.js',
);

/** The tslib helpers the compiled files of a folder call (`tslib_1.__importDefault(…)`). */
export function tslibHelpersCalled(dir: string): string[] {
  const names = new Set<string>();
  for (const file of readdirSync(dir, {recursive: true, encoding: 'utf8'})) {
    if (!file.endsWith('.js')) continue;
    for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/\btslib_1\.(__\w+)/g))
      names.add(match[1] ?? '');
  }
  return [...names].sort();
}

/** Throws if the package calls a helper ./tslib.ts does not write. */
export function checkTslibHelpers(dir: string = UTILS_COMMON_LIB): void {
  const missing = tslibHelpersCalled(dir).filter((name) => !(name in tslibHelpers));
  if (missing.length > 0) {
    throw new Error(
      `${dir} now calls tslib's ${missing.join(', ')}: add ${missing.length > 1 ? 'them' : 'it'} to src/plugins/lighterClient/tslib.ts.`,
    );
  }
}

export default function lighterClientPlugin(context: LoadContext): Plugin {
  return {
    name: 'lighter-client',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      checkTslibHelpers();
      const siteConfigFile = path.join(context.generatedFilesDir, 'docusaurus.config.mjs');
      const rules: Rule[] = [
        {
          // The requests made by the package's own files.
          test: (file: string) => file.startsWith(UTILS_COMMON_LIB + path.sep),
          resolve: {alias: {tslib$: path.join(__dirname, 'tslib.ts')}},
        },
        {
          test: (file: string) => file === THEME_PROGRESS_MODULE,
          resolve: {alias: {nprogress$: path.join(__dirname, 'progressBar.ts')}},
        },
        {
          test: (file: string) => file === THEME_REACT_UTILS,
          use: [{loader: path.join(__dirname, 'ordinalSortLoader.cjs')}],
        },
        {
          test: (file: string) => file === CORE_PRELOAD,
          use: [{loader: path.join(__dirname, 'yieldingPreloadLoader.cjs')}],
        },
        {
          test: (file: string) => file === CORE_PREFETCH,
          use: [{loader: path.join(__dirname, 'prefetchOnceLoader.cjs')}],
        },
        {
          test: (file: string) => file === CORE_CLIENT_ENTRY,
          use: [{loader: path.join(__dirname, 'steppedStartLoader.cjs')}],
        },
        {
          test: (file: string) => file === siteConfigFile,
          use: [{loader: path.join(__dirname, 'siteConfigLoader.cjs'), options: {serverOnlyKeys: SERVER_ONLY_KEYS}}],
        },
      ];
      const routeScripts = new RouteScriptsPlugin({
        manifest: path.join(context.generatedFilesDir, 'client-manifest.json'),
        registry: path.join(context.generatedFilesDir, 'registry.js'),
      });
      // The client manifest is written by production builds only.
      return {module: {rules}, plugins: config.mode === 'production' ? [routeScripts] : []};
    },
  };
}
