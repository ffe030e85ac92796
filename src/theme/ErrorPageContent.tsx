import type {ReactNode} from 'react';
import type {Props} from '@theme/Error';
import ErrorScreen from '@site/src/components/site/ErrorScreen';

/** A crash inside a page: shown between the site's own header and footer. */
export default function ErrorPageContent({error, tryAgain}: Props): ReactNode {
  return <ErrorScreen error={error} tryAgain={tryAgain} />;
}
