import {lazy, type ReactNode} from 'react';
import OnDemand from '../OnDemand';
import styles from './styles.module.css';

const loadChecker = () => import('./Checker');
const ServerChecker = lazy(loadChecker);

/**
 * The media checker of the help: says how Deck Hopper will show an address.
 * Its code loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default function MediaChecker(): ReactNode {
  return <OnDemand load={loadChecker} serverComponent={ServerChecker} props={{}} className={styles.slot} />;
}
