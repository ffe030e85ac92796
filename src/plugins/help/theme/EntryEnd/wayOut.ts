/**
 * Where "Still stuck?" sends a visitor, and what it hands over. The contact
 * form answers account and purchase problems only (entries marked `account`
 * in the doc); every other problem goes to the community chat's help channel
 * and the app's own bug report, with a summary to paste there.
 */
import {translate} from '@docusaurus/Translate';
import {APP_QUERY_KEY} from '@site/src/data/appVersion';
import {PLATFORM_QUERY_KEY, type PlatformId} from '@site/src/data/platforms';
import {contactAboutPath} from '@site/src/data/stillStuck';
import {visitorLines, type VisitorContext} from '../../client/summary';

/** The contact form naming the entry, with the visitor's platform and app version when known. */
export function contactPathFor(entryId: string, platform: PlatformId | null, appVersion: string | null): string {
  const params = new URLSearchParams();
  if (platform) params.set(PLATFORM_QUERY_KEY, platform);
  if (appVersion) params.set(APP_QUERY_KEY, appVersion);
  const more = params.toString();
  return more ? `${contactAboutPath(entryId)}&${more}` : contactAboutPath(entryId);
}

/** What a visitor pastes into the community chat or the app's bug report: the entry, its address, the visitor. */
export function entrySummary(entry: {title: string; address: string}, visitor: VisitorContext): string {
  return [
    translate(
      {
        id: 'help.entryEnd.summary.title',
        message: 'Not solved by the help: {title}',
        description: 'First line of the copied summary',
      },
      {title: entry.title},
    ),
    entry.address,
    ...visitorLines(visitor),
  ].join('\n');
}
