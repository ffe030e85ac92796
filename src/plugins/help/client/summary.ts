/**
 * The lines every help summary (the connection check's, "Still stuck?", the contact form's
 * prefill) gives about the visitor: the device, the app's and the help's version, those known.
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
  return [
    platform && translate({id: 'help.connectionChecker.summary.device', message: 'Device: {platform}'}, {platform}),
    appVersion &&
      translate(
        {id: 'help.connectionChecker.summary.version', message: '{product} version: {version}'},
        {product: PRODUCT_NAME, version: appVersion},
      ),
    docsVersion &&
      translate(
        {
          id: 'help.summary.docsVersion',
          message: 'Help version: {version}',
          description: 'Which docs version was read',
        },
        {version: docsVersion},
      ),
  ].filter((line): line is string => Boolean(line));
}
