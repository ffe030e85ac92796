import type {ReactNode} from 'react';
import OnDemand, {renderOnServer} from '../OnDemand';

type Props = {
  /** The id of the help entry the builder sits in: a shared style opens it. */
  entry: string;
};

const loadBuilder = () => import('./Builder');
const server = renderOnServer(loadBuilder);

/**
 * The `dh_styles` builder of the help, with its live preview. Its code
 * loads when its entry is opened or it comes into view (see `OnDemand`).
 */
export default function StyleBuilder({entry}: Props): ReactNode {
  return <OnDemand load={loadBuilder} server={server} props={{entry}} />;
}
