import {onDemand} from '../OnDemand';

/** The `dh_styles` builder, with its live preview; its code loads on demand (`OnDemand`). */
export default onDemand(() => import('./Builder'));
