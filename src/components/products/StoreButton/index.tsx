import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {STORE_LINKS} from '@site/src/data/links';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import {PLATFORM_NOTE_ATTRIBUTE} from '@site/src/plugins/help/contract';

/** A phone store's button: in its section, and first into view for that phone's visitor (`YourStore`). */
export default function StoreButton({platform}: {platform: 'android' | 'ios'}): ReactNode {
  const ios = platform === 'ios';
  return (
    <Link className="button button--primary" href={STORE_LINKS[ios ? 'appStore' : 'googlePlay'].href}>
      {ios ? (
        <Translate id="download.ios.storeButton" description="The App Store button">
          Download on the App Store
        </Translate>
      ) : (
        <Translate id="download.android.storeButton" description="The Google Play button">
          Get it on Google Play
        </Translate>
      )}
    </Link>
  );
}

/** The visitor's own store, above the sections: shown from the first paint for the phone `<html>` is marked with (src/plugins/help/visitor.ts). */
export const YourStore = (): ReactNode =>
  (['ios', 'android'] as const).map((platform) => (
    <p key={platform} {...{[PLATFORM_NOTE_ATTRIBUTE]: platform, [SEARCH_IGNORE_ATTRIBUTE]: ''}}>
      <StoreButton platform={platform} />
    </p>
  ));
