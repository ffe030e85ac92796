import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useLocation} from '@docusaurus/router';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import {PHONE_STORE_LINKS} from '@site/src/data/links';
import {usePlatform} from '@site/src/plugins/help/client/useVisitor';
import {platformLabel} from '@site/src/texts/platforms';
import styles from './styles.module.css';

const ANCHOR = SECTION_ANCHORS.updateAvailable;

/** Whether the address names the alert; null until hydrated, when the stylesheet decides. */
export function useUpdateAvailableShown(): boolean | null {
  const {hash} = useLocation();
  return useIsBrowser() ? hash === `#${ANCHOR}` : null;
}

/**
 * The app opens /patch-notes#updateAvailable when an update is ready. The
 * alert is in the static HTML, shown by CSS from the first paint when it is
 * the address's target (styles.module.css). Once hydrated, the hash decides:
 * a later navigation to the anchor inserts the alert into the status region
 * (screen readers announce it), any other hash removes it. The scroll to it
 * is src/clientModules/sectionHashScroll.ts's.
 */
export default function UpdateAvailableAlert(): ReactNode {
  useBrokenLinks().collectAnchor(ANCHOR);
  const visible = useUpdateAvailableShown();
  // The address's `?platform=`, the visitor's choice or the phone's own (../../../plugins/help/client/useVisitor.ts).
  const [platform] = usePlatform();
  const store = platform ? PHONE_STORE_LINKS[platform] : undefined;

  return (
    <div id={ANCHOR} role="status" className={clsx(styles.region, visible && styles.visible)}>
      {visible !== false && (
        <div className={clsx('alert alert--success', styles.alert)}>
          <Translate
            id="patchNotes.updateAvailable.text"
            description="{title}: the bold 'Update Available!'; {download}: a link to the download page"
            values={{
              title: (
                <strong>
                  <Translate id="patchNotes.updateAvailable.title">Update Available!</Translate>
                </strong>
              ),
              product: PRODUCT_NAME,
              download: (
                <Link to={ROUTES.download}>
                  <Translate id="patchNotes.updateAvailable.downloadLink">Download here</Translate>
                </Link>
              ),
            }}
          >
            {'{title} {product} will update automatically after restarting. Not downloading? {download}.'}
          </Translate>
          {platform && store && (
            <>
              {' '}
              <Translate
                id="patchNotes.updateAvailable.phone"
                description="After the alert on a phone; {platform}: iOS or Android; {store}: a link to the app's store page"
                values={{
                  platform: platformLabel(platform),
                  product: PRODUCT_NAME,
                  store: <Link href={store.href}>{store.label}</Link>,
                }}
              >
                {'On {platform}, {product} updates from {store}.'}
              </Translate>
            </>
          )}
        </div>
      )}
    </div>
  );
}
