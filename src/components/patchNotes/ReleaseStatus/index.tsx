import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {useLatestRelease} from '@site/src/plugins/help/client/useHelpData';

/**
 * "Deck Hopper 1.6.1 is the current release", only while it is: the latest
 * release is the newest patch note's, so an older note goes quiet once a
 * newer one is written.
 */
export default function ReleaseStatus({version}: {version: string}): ReactNode {
  const latest = useLatestRelease();
  if (version !== latest) return null;
  return (
    <p>
      <Translate id="patchNotes.releaseStatus.current" values={{product: PRODUCT_NAME, version}}>
        {'{product} {version} is the current release.'}
      </Translate>
    </p>
  );
}
