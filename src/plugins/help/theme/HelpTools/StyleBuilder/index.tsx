import type {ComponentProps, ReactNode} from 'react';
import OnDemand, {renderOnServer} from '../OnDemand';
import type Builder from './Builder';

type Props = ComponentProps<typeof Builder>;

const loadBuilder = () => import('./Builder');
const server = renderOnServer(loadBuilder);

/**
 * The `dh_styles` builder of the help, with its live preview. Its code
 * loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default function StyleBuilder({entry, rules}: Props): ReactNode {
  return <OnDemand load={loadBuilder} server={server} props={{entry, rules}} />;
}
