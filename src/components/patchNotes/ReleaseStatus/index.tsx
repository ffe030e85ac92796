import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {LATEST_VERSION, PRODUCT_NAME} from '@site/src/data/constants';

/**
 * "Deck Hopper 1.6.1 is the current release", only while it is: it reads
 * LATEST_VERSION, so an older note goes quiet once a newer release exists.
 */
export default function ReleaseStatus({version}: {version: string}): ReactNode {
  if (version !== LATEST_VERSION) return null;
  return (
    <p>
      <Translate id="patchNotes.releaseStatus.current" values={{product: PRODUCT_NAME, version}}>
        {'{product} {version} is the current release.'}
      </Translate>
    </p>
  );
}
