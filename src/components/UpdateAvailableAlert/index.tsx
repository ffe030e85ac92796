import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import {HASH_SCROLL_OFFSET_PX, PRODUCT_NAME} from '@site/src/data/constants';
import {PRODUCT_ANCHORS} from '@site/src/data/productAnchors';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

const ANCHOR = PRODUCT_ANCHORS.updateAvailable;

/**
 * The app opens /patch-notes#updateAvailable when an update is ready. The
 * status region is always in the page (so screen readers announce what
 * appears in it); the message itself is added on the client, from the hash,
 * after hydration, so server and client render the same markup. Once shown,
 * it is brought into view: the browser had already scrolled to the empty
 * region, and scroll anchoring would otherwise push the new alert up under
 * the header.
 */
export default function UpdateAvailableAlert(): ReactNode {
  useBrokenLinks().collectAnchor(ANCHOR);
  const {hash} = useLocation();
  const [visible, setVisible] = useState(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setVisible(hash === `#${ANCHOR}`);
  }, [hash]);

  useEffect(() => {
    if (visible) region.current?.scrollIntoView({block: 'nearest'});
  }, [visible]);

  return (
    <div
      ref={region}
      id={ANCHOR}
      role="status"
      className={styles.region}
      style={{scrollMarginTop: HASH_SCROLL_OFFSET_PX}}>
      {visible ? (
        <div className="alert alert--success">
          <strong>Update Available!</strong> {PRODUCT_NAME} will update automatically after restarting. Not
          downloading? <Link to={ROUTES.download}>Download here</Link>.
        </div>
      ) : null}
    </div>
  );
}
