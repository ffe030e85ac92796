// Only the help plugin's shared chunk (`helpChunks` in src/plugins/help/index.ts) reads this; the
// file goes with it.

/**
 * One line of Docusaurus' generated registry:
 * `"17896441": [() => import(/* webpackChunkName: "17896441" *\/ "@theme/DocItem"), "@theme/DocItem", …]`.
 */
const REGISTRY_ENTRY = /^\s*"([^"]+)": \[\(\) => import\(.*?\), "([^"]+)",/gm;

/** Each registry module's chunk name and module name (`17896441`, `@theme/DocItem`). */
export function registryEntries(registry: string): [chunkName: string, module: string][] {
  return [...registry.matchAll(REGISTRY_ENTRY)].map(([, chunkName = '', module = '']) => [chunkName, module]);
}
