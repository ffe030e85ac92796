import path from 'node:path';
import {
  HELP_PLUGIN,
  accountEntries,
  entriesByVersion,
  latestRelease,
  type HelpGlobalData,
} from '@site/src/plugins/help';

const SITE_DIR = path.join(__dirname, '../../..');

/** What the help plugin gives the browser, worked out from this site as the build does. */
let help: HelpGlobalData | null = null;
const helpData = (): HelpGlobalData =>
  (help ??= {
    entries: entriesByVersion(SITE_DIR),
    accountEntries: accountEntries(SITE_DIR, 'en', 'en'),
    latestRelease: latestRelease(SITE_DIR),
  });

/** Only the site's own plugin data is read by components. */
export function usePluginData(name: string): unknown {
  if (name === HELP_PLUGIN) return helpData();
  throw new Error(`No mocked global data for the plugin "${name}".`);
}

export default function useGlobalData(): unknown {
  return {
    [HELP_PLUGIN]: {default: helpData()},
  };
}
