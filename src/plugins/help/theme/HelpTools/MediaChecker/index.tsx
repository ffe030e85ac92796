import {onDemand} from '../OnDemand';

/** Says how Deck Hopper will show an address; its code loads on demand (`OnDemand`). */
export default onDemand(() => import('./Checker'));
