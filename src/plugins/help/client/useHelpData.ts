import {usePluginData} from '@docusaurus/useGlobalData';
import {HELP_PLUGIN} from '../contract';
import type {HelpGlobalData} from '../index';

/** The help's facts the build worked out: each docs version's entry ids, and the latest release. */
export function useHelpData(): HelpGlobalData {
  return usePluginData(HELP_PLUGIN) as HelpGlobalData;
}

/** The newest release with a patch note (`1.6.1`). */
export const useLatestRelease = (): string => useHelpData().latestRelease;
