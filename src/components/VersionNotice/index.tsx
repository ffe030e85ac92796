import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {isOutdated} from '@site/src/data/appVersion';
import {LATEST_VERSION, PRODUCT_NAME} from '@site/src/data/constants';
import {ROUTES} from '@site/src/data/routes';
import {useAppVersion} from '@site/src/hooks/useVisitor';

type Props = {
  /** Leave out the link to the patch notes (on the patch notes themselves). */
  onPatchNotes?: boolean;
};

/**
 * "Deck Hopper 1.6.1 is available", for a visitor whose app (`?app=`) is
 * older than the latest release. Nothing otherwise, and nothing in the
 * server's HTML: the version is only known in the browser.
 */
export default function VersionNotice({onPatchNotes = false}: Props): ReactNode {
  const version = useAppVersion();
  if (!isOutdated(version)) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-notice="">
      <p className="margin-bottom--sm">
        <strong>
          {PRODUCT_NAME} {LATEST_VERSION} is available.
        </strong>{' '}
        You have {version}.
      </p>
      <p className="margin-bottom--none">
        Restart {PRODUCT_NAME} to update it; on a phone, update it from its store. If it doesn't update,{' '}
        <Link to={ROUTES.download}>download the new version</Link>.
        {!onPatchNotes && (
          <>
            {' '}
            <Link to={ROUTES.patchNotes}>See what's new</Link>.
          </>
        )}
      </p>
    </div>
  );
}
