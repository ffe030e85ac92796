/**
 * The lines a help summary gives about the visitor: the device, the app's
 * version and the help's version, those that are known, in the page's
 * language. The connection checklist's summary, an entry's "Still stuck?"
 * summary and the contact form's prefill all say them the same way.
 */
import {translate} from '@docusaurus/Translate';
import {PRODUCT_NAME} from '@site/src/data/constants';

export type VisitorContext = {
  /** The platform's name as the site shows it ("Android"). */
  platform?: string | null;
  appVersion?: string | null;
  /** The help version's label ("1.6", "Next"). */
  docsVersion?: string | null;
};

export function visitorLines({platform, appVersion, docsVersion}: VisitorContext): string[] {
  const lines: string[] = [];
  if (platform) {
    lines.push(translate({id: 'help.connectionChecker.summary.device', message: 'Device: {platform}'}, {platform}));
  }
  if (appVersion) {
    lines.push(
      translate(
        {id: 'help.connectionChecker.summary.version', message: '{product} version: {version}'},
        {product: PRODUCT_NAME, version: appVersion},
      ),
    );
  }
  if (docsVersion) {
    lines.push(
      translate(
        {
          id: 'help.summary.docsVersion',
          message: 'Help version: {version}',
          description: 'Which docs version was read',
        },
        {version: docsVersion},
      ),
    );
  }
  return lines;
}
