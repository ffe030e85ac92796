import {onDemand} from '../OnDemand';

/**
 * The media checker of the help: says how Deck Hopper will show an address.
 * Its code loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default onDemand(() => import('./Checker'));
