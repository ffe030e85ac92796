import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

type Route = {path: string; component: string; exact?: boolean; modules?: Record<string, string>};

/**
 * The registry Docusaurus writes for these routes, by its own code generator (production chunk
 * names), in a new generated-files folder.
 */
export async function generateRegistry(routes: Route[]): Promise<{generatedFilesDir: string; registry: string}> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes') as {
    generateRouteFiles: (options: {generatedFilesDir: string; routes: Route[]}) => Promise<unknown>;
  };
  const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'generated-'));
  await generateRouteFiles({generatedFilesDir, routes});
  return {generatedFilesDir, registry: readFileSync(path.join(generatedFilesDir, 'registry.js'), 'utf8')};
}
