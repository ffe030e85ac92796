import {onDemand} from '../OnDemand';

/**
 * The `dh_styles` builder of the help, with its live preview. Its code
 * loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default onDemand(() => import('./Builder'));
