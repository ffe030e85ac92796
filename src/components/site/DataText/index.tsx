import type {ReactNode} from 'react';
import useDataText from '@site/src/i18n/useDataText';

/**
 * A sentence from `src/data` inside MDX, in the page's language:
 * `<DataText text={BASIC_COST} />`. English pages may write `{BASIC_COST}`.
 */
export default function DataText({text}: {text: string}): ReactNode {
  return useDataText()(text);
}
