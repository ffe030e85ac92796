import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import {useLatestRelease} from '../../../client/useHelpData';
import {ROUTES} from '@site/src/data/routes';
import {OUTDATED_ONLY_ATTRIBUTE} from '../../../contract';
import VisitorVersion from '../VisitorVersion';

type Props = {
  /** Leave out the link to the patch notes (on the patch notes themselves). */
  onPatchNotes?: boolean;
};

/** "Deck Hopper 1.6.1 is available", in every page's HTML, shown by `visitorCss` to a visitor with an older app. */
export default function VersionNotice({onPatchNotes = false}: Props): ReactNode {
  const latest = useLatestRelease();
  return (
    <div
      className="alert alert--info margin-bottom--md"
      role="status"
      data-version-notice=""
      {...{[OUTDATED_ONLY_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''}}
    >
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
        <Translate id="help.versionNotice.yours" values={{version: <VisitorVersion />}}>
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
