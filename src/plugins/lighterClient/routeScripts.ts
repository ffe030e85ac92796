import {readFileSync, writeFileSync} from 'node:fs';

/**
 * The client manifest Docusaurus writes for the pages' HTML (react-loadable-ssr-addon): what
 * each chunk name needs (`origins`, chunk ids), and each chunk id's files (`assets`).
 */
type ClientManifest = {entrypoints: string[]; origins: Record<string, string[]>; assets: Record<string, unknown>};

/**
 * One line of Docusaurus' generated registry:
 * `"17896441": [() => import(/* webpackChunkName: "17896441" *\/ "@theme/DocItem"), "@theme/DocItem", …]`.
 */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(.*?\), "([^"]+)",/gm;

/** Each registry module's chunk name and module name (`17896441`, `@theme/DocItem`). */
export function registryEntries(registry: string): [chunkName: string, module: string][] {
  return [...registry.matchAll(REGISTRY_ENTRY)].map(([, chunkName = '', module = '']) => [chunkName, module]);
}

/**
 * The manifest with each registry module also listed by the name the page renderer reports
 * (`@theme/DocItem`, `@site/docs/setup.mdx`), beside its chunk name (`17896441`), under which the
 * bundler listed it.
 */
export function withModuleOrigins(manifest: ClientManifest, registry: string): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, module] of registryEntries(registry)) {
    const chunks = manifest.origins[chunkName];
    if (chunks && !(module in origins)) origins[module] = chunks;
  }
  return {...manifest, origins};
}

/** What this plugin needs of the bundler's compiler (webpack's and Rspack's alike). */
type Compiler = {hooks: {done: {tap: (name: string, callback: () => void) => void}}};

/**
 * Writes each page's own chunks into its HTML, beside the runtime and the main script, so the
 * browser fetches them with those and the main script finds them there: without it, the main
 * script finds a page's chunks only as it starts, adds a `<script>` for each (part of the page's
 * longest task on a phone) and waits another round trip before hydrating.
 *
 * Docusaurus renders the page's HTML with the scripts of the modules the page rendered
 * (`getBundles(manifest, modules)`), but the renderer reports each module by its name in the
 * registry (`@theme/DocItem`) and the manifest lists it by its chunk name (`17896441`), so no
 * module is found and only the entry scripts are written. Once the client bundle is written,
 * this adds the registry's names to the manifest, before the pages are rendered.
 */
export class RouteScriptsPlugin {
  private readonly files: {manifest: string; registry: string};

  constructor(files: {manifest: string; registry: string}) {
    this.files = files;
  }

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('RouteScriptsPlugin', () => {
      const manifest = JSON.parse(readFileSync(this.files.manifest, 'utf8')) as ClientManifest;
      const registry = readFileSync(this.files.registry, 'utf8');
      writeFileSync(this.files.manifest, JSON.stringify(withModuleOrigins(manifest, registry)));
    });
  }
}
