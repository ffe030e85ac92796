/**
 * Each docs version's help-tool data, loaded from the version's own `_data`
 * folder, the module its setup doc imports.
 */
import path from 'node:path';
import type {ButtonStyleRules, MediaRules} from '@site/src/plugins/help/theme/HelpTools/rules';
import {docsVersions, type DocsVersion} from './deepLinkContract';
import {SITE_DIR} from './helpDocs';

export type VersionData = DocsVersion & {buttonStyles: ButtonStyleRules; mediaRules: MediaRules};

/** The `_data` modules, by file name, and the name each exports its data under. */
export const DATA_MODULES = {buttonStyles: 'BUTTON_STYLES', mediaRules: 'MEDIA_RULES'} as const;

function load(dir: string, module: keyof typeof DATA_MODULES): unknown {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the version's own module, found from versions.json.
  const exports = require(path.join(SITE_DIR, dir, '_data', module)) as Record<string, unknown>;
  return exports[DATA_MODULES[module]];
}

export const VERSION_DATA: VersionData[] = docsVersions(SITE_DIR).map((version) => ({
  ...version,
  buttonStyles: load(version.dir, 'buttonStyles') as ButtonStyleRules,
  mediaRules: load(version.dir, 'mediaRules') as MediaRules,
}));
