import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {runInNewContext} from 'node:vm';
import * as tslib from 'tslib';
import ts from 'typescript';
import {
  SERVER_ONLY_KEYS,
  CORE_CLIENT_ENTRY,
  CORE_PREFETCH,
  CORE_PRELOAD,
  THEME_REACT_UTILS,
  checkTslibHelpers,
  tslibHelpersCalled,
} from '@site/src/plugins/lighterClient';
import {__importDefault} from '@site/src/plugins/lighterClient/tslib';
import {withModuleOrigins} from '@site/src/plugins/lighterClient/routeScripts';
import {generateRegistry} from '../helpers/registry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const siteConfigLoader = require('@site/src/plugins/lighterClient/siteConfigLoader.cjs') as (
  this: {getOptions: () => {serverOnlyKeys: readonly string[]}},
  source: string,
) => string;

/** A loader that rewrites one line of a framework file. */
type RewritingLoader = (this: {resourcePath: string}, source: string) => string;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ordinalSortLoader = require('@site/src/plugins/lighterClient/ordinalSortLoader.cjs') as RewritingLoader;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const yieldingPreloadLoader = require('@site/src/plugins/lighterClient/yieldingPreloadLoader.cjs') as RewritingLoader;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const prefetchOnceLoader = require('@site/src/plugins/lighterClient/prefetchOnceLoader.cjs') as RewritingLoader;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const steppedStartLoader = require('@site/src/plugins/lighterClient/steppedStartLoader.cjs') as RewritingLoader;

function compiledPackage(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'lib-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), {recursive: true});
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

describe('lighter client plugin', () => {
  it('finds the tslib helpers a compiled package calls, in every folder', () => {
    const dir = compiledPackage({
      'index.js': 'const tslib_1 = require("tslib"); tslib_1.__importDefault(a); tslib_1.__importDefault(b);',
      'nested/more.js': 'const tslib_1 = require("tslib"); tslib_1.__exportStar(c, exports);',
      'index.d.ts': 'tslib_1.__decorate',
    });
    expect(tslibHelpersCalled(dir)).toEqual(['__exportStar', '__importDefault']);
    expect(() => checkTslibHelpers(dir)).toThrow(/__exportStar/);
  });

  it('writes every helper the installed @docusaurus/utils-common calls', () => {
    expect(() => checkTslibHelpers()).not.toThrow();
  });

  it('writes the helpers as tslib does', () => {
    for (const mod of [{__esModule: true, default: 1}, {a: 1}, null, 0, 'text']) {
      expect(__importDefault(mod)).toEqual(tslib.__importDefault(mod));
    }
  });

  it("leaves the build's own keys out of the browser's site config and keeps the rest", () => {
    const config = {
      title: 'Site',
      baseUrl: '/',
      themeConfig: {navbar: {}},
      ...Object.fromEntries(SERVER_ONLY_KEYS.map((key) => [key, 'x'])),
    };
    const source = `/*\n * generated\n */\nexport default ${JSON.stringify(config, null, 2)};\n`;
    const output = siteConfigLoader.call({getOptions: () => ({serverOnlyKeys: SERVER_ONLY_KEYS})}, source);
    expect(JSON.parse(output.replace(/^export default /, '').replace(/;\s*$/, ''))).toEqual({
      title: 'Site',
      baseUrl: '/',
      themeConfig: {navbar: {}},
    });
  });

  it("loads a route's components a task after the core's preload is called, not in the caller's task", async () => {
    const resourcePath = CORE_PRELOAD;
    const output = yieldingPreloadLoader.call({resourcePath}, readFileSync(resourcePath, 'utf8'));
    const body = output.replace(/^import .*$/gm, '').replace('export default function', 'function');
    const component = {preload: jest.fn(() => Promise.resolve())};
    const matchRoutes = () => [{route: {component}}];
    const preload = runInNewContext(`${body}\npreload;`, {routes: [], matchRoutes, setTimeout}) as (
      pathname: string,
    ) => Promise<unknown>;
    const loaded = preload('/setup');
    await Promise.resolve();
    expect(component.preload).not.toHaveBeenCalled();
    await loaded;
    expect(component.preload).toHaveBeenCalled();
    expect(() => yieldingPreloadLoader.call({resourcePath}, output)).toThrow(/no longer preloads/);
  });

  it('prefetches each file once, and none the page already has as a script, and fails the build when the line it rewrites changes', async () => {
    const resourcePath = CORE_PREFETCH;
    const output = prefetchOnceLoader.call({resourcePath}, readFileSync(resourcePath, 'utf8'));
    const body = output.replace('export default function', 'function');
    type Link = {attributes: Map<string, string>; onload?: () => void};
    const prefetched: string[] = [];
    const loaded = '/assets/js/main.js';
    const document = {
      createElement: (): Link & {relList: {supports: () => boolean}; setAttribute: (n: string, v: string) => void} => {
        const attributes = new Map<string, string>();
        return {
          attributes,
          relList: {supports: () => true},
          setAttribute: (name, value) => attributes.set(name, value),
        };
      },
      getElementsByTagName: () => [
        {
          appendChild: (link: Link) => {
            prefetched.push(link.attributes.get('href') ?? '');
            link.onload?.();
          },
        },
      ],
      querySelector: (selector: string) => (selector === `script[src="${loaded}"]` ? {} : null),
    };
    const prefetch = runInNewContext(`${body}\nprefetch;`, {document}) as (url: string) => Promise<void>;
    await Promise.all(['/assets/js/a.js', '/assets/js/b.js', '/assets/js/a.js', loaded].map(prefetch));
    await prefetch('/assets/js/b.js');
    expect(prefetched).toEqual(['/assets/js/a.js', '/assets/js/b.js']);
    expect(() => prefetchOnceLoader.call({resourcePath}, output)).toThrow(/no longer prefetches/);
  });

  it("evaluates the core's client entry in steps: React first, then the routes, then the app, each in a task of its own", async () => {
    const resourcePath = CORE_CLIENT_ENTRY;
    const output = steppedStartLoader.call({resourcePath}, readFileSync(resourcePath, 'utf8'));
    const {outputText} = ts.transpileModule(output, {
      compilerOptions: {module: ts.ModuleKind.CommonJS, jsx: ts.JsxEmit.React, esModuleInterop: true},
    });
    /** The browser's tasks: the entry's evaluation is task 0, each timer fired is the next one. */
    let task = 0;
    const timers: (() => void)[] = [];
    const evaluated: Record<string, number> = {};
    const App = () => null;
    const docusaurus = {prefetch: () => true};
    const hydrated: {task: number; app: unknown}[] = [];
    const element = (type: unknown, _props: unknown, ...children: unknown[]) => ({type, children});
    const modules: Record<string, unknown> = {
      react: {__esModule: true, default: {createElement: element}, startTransition: (run: () => void) => run()},
      'react-dom/client': {
        __esModule: true,
        default: {hydrateRoot: (_container: unknown, app: unknown) => hydrated.push({task, app})},
      },
      'react-helmet-async': {HelmetProvider: 'HelmetProvider'},
      'react-router-dom': {BrowserRouter: 'BrowserRouter', HashRouter: 'HashRouter'},
      '@generated/docusaurus.config': {__esModule: true, default: {future: {}}},
      './exports/ExecutionEnvironment': {__esModule: true, default: {canUseDOM: true}},
      './docusaurus': {__esModule: true, default: docusaurus},
      './preload': {__esModule: true, default: () => Promise.resolve()},
      './App': {__esModule: true, default: App},
    };
    const require = (name: string) => {
      if (!(name in modules)) throw new Error(`unexpected import of ${name}`);
      evaluated[name] ??= task;
      return modules[name];
    };
    const window: {location: {pathname: string}; docusaurus?: unknown} = {location: {pathname: '/setup'}};
    runInNewContext(outputText, {
      require,
      exports: {},
      module: {},
      process: {env: {HYDRATE_CLIENT_ENTRY: 'true'}},
      window,
      document: {getElementById: () => 'container'},
      setTimeout: (run: () => void) => timers.push(run),
      console,
    });
    for (;;) {
      // Every promise settled before the next task.
      await new Promise((resolve) => setTimeout(resolve));
      const next = timers.shift();
      if (!next) break;
      task += 1;
      next();
    }
    expect(evaluated['react-dom/client']).toBe(0);
    expect(evaluated['./docusaurus']).toBeGreaterThan(0);
    expect(evaluated['./preload']).toBe(evaluated['./docusaurus']);
    expect(evaluated['./App']).toBeGreaterThan(evaluated['./preload'] ?? Infinity);
    expect(window.docusaurus).toBe(docusaurus);
    expect(hydrated).toHaveLength(1);
    expect(JSON.stringify(hydrated[0]?.app, (_key, value: unknown) => (value === App ? 'App' : value))).toContain(
      '"type":"App"',
    );
    expect(() => steppedStartLoader.call({resourcePath}, output)).toThrow(/no longer has/);
  });

  it("sorts theme-common's memo keys by code unit, and fails the build when the line it rewrites changes", () => {
    const resourcePath = THEME_REACT_UTILS;
    const source = readFileSync(resourcePath, 'utf8');
    const output = ordinalSortLoader.call({resourcePath}, source);
    expect(source).toContain('localeCompare');
    expect(output).not.toContain('localeCompare');
    expect(output.split('\n')).toHaveLength(source.split('\n').length);
    expect(() => ordinalSortLoader.call({resourcePath}, output)).toThrow(/no longer sorts/);
  });
});

describe('route scripts', () => {
  it('lists each registry module by the name the page renderer reports, with its chunk name’s chunks', async () => {
    const {registry} = await generateRegistry([
      {path: '/setup', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/setup.mdx'}},
    ]);
    const chunkNames = [...registry.matchAll(/^\s*"([^"]+)":/gm)].map(([, name]) => name!);
    expect(chunkNames).toHaveLength(2);
    const origins = Object.fromEntries(chunkNames.map((name, index) => [name, [`${index}`, 'shared']]));
    const manifest = {entrypoints: ['main'], origins: {...origins, main: ['runtime', 'main']}, assets: {}};
    const completed = withModuleOrigins(manifest, registry);
    expect(completed.origins['@theme/DocItem']).toEqual(origins[chunkNames[0]!]);
    expect(completed.origins['@site/docs/setup.mdx']).toEqual(origins[chunkNames[1]!]);
    expect(completed.origins.main).toEqual(manifest.origins.main);
  });
});
