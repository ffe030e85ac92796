import {globalDataOf, latestRelease} from '@site/src/plugins/help';
import {HELP_PLUGIN} from '@site/src/plugins/help/contract';
import {SITE_DIR, helpSource} from '../helpers/helpDocs';

/** What the help plugin gives the browser, from this site's help as the build reads it. */
const helpData = () => globalDataOf(helpSource(), latestRelease(SITE_DIR));

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
