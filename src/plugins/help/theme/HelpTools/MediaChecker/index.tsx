import type {ComponentProps, ReactNode} from 'react';
import OnDemand, {renderOnServer} from '../OnDemand';
import type Checker from './Checker';

const loadChecker = () => import('./Checker');
const server = renderOnServer(loadChecker);

/**
 * The media checker of the help: says how Deck Hopper will show an address.
 * Its code loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default function MediaChecker({rules}: ComponentProps<typeof Checker>): ReactNode {
  return <OnDemand load={loadChecker} server={server} props={{rules}} />;
}
