import {useEffect, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useLocation} from '@docusaurus/router';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {PRODUCT_ANCHORS} from '@site/src/data/productAnchors';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

const ANCHOR = PRODUCT_ANCHORS.updateAvailable;

/**
 * The app opens /patch-notes#updateAvailable when an update is ready. The
 * status region is always in the page (so screen readers announce what
 * appears in it); the message itself is added on the client, from the hash,
 * after hydration, so server and client render the same markup.
 */
export default function UpdateAvailableAlert(): ReactNode {
  useBrokenLinks().collectAnchor(ANCHOR);
  const {hash} = useLocation();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    setVisible(hash === `#${ANCHOR}`);
  }, [hash]);

  return (
    <div id={ANCHOR} role="status" className={styles.region}>
      {visible ? (
        <div className="alert alert--success">
          <strong>Update Available!</strong> {PRODUCT_NAME} will update automatically after restarting. Not
          downloading? <Link to={ROUTES.download}>Download here</Link>.
        </div>
      ) : null}
    </div>
  );
}
