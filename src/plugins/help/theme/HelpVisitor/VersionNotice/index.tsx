import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {isOutdated} from '@site/src/data/appVersion';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {useLatestRelease} from '../../../client/useHelpData';
import {ROUTES} from '@site/src/data/routes';
import {useAppVersion} from '@site/src/hooks/useVisitor';
import {useHashTargetInPlace} from '../../../client/useHashTargetInPlace';

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
  const latest = useLatestRelease();
  const outdated = isOutdated(version, latest);
  // The notice appears after hydration, above the entry a deep link opened: the entry stays
  // where the visitor sees it.
  useHashTargetInPlace(outdated);
  if (!outdated) return null;
  return (
    <div className="alert alert--info margin-bottom--md" role="status" data-version-notice="">
      <p className="margin-bottom--sm">
        <strong>
          <Translate
            id="help.versionNotice.title"
            description="The visitor's app is older than the latest release"
            values={{product: PRODUCT_NAME, latest}}
          >
            {'{product} {latest} is available.'}
          </Translate>
        </strong>{' '}
        <Translate id="help.versionNotice.yours" values={{version}}>
          {'You have {version}.'}
        </Translate>
      </p>
      <p className="margin-bottom--none">
        <Translate
          id="help.versionNotice.howTo"
          description="{download} links to the download page"
          values={{
            product: PRODUCT_NAME,
            download: (
              <Link to={ROUTES.download}>
                <Translate id="help.versionNotice.download">download the new version</Translate>
              </Link>
            ),
          }}
        >
          {"Restart {product} to update it; on a phone, update it from its store. If it doesn't update, {download}."}
        </Translate>
        {!onPatchNotes && (
          <>
            {' '}
            <Translate
              id="help.versionNotice.whatsNew"
              description="{link} links to the patch notes"
              values={{
                link: (
                  <Link to={ROUTES.patchNotes}>
                    <Translate id="help.versionNotice.whatsNew.link">See what's new</Translate>
                  </Link>
                ),
              }}
            >
              {'{link}.'}
            </Translate>
          </>
        )}
      </p>
    </div>
  );
}
