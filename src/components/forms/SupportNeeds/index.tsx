import type {ReactNode} from 'react';
import useDataText from '@site/src/i18n/useDataText';
import {SUPPORT_NEEDS, SUPPORT_NEEDS_INTRO} from '@site/src/data/support';

/** What support needs from you, the same list on the contact page and in the help. */
export default function SupportNeeds(): ReactNode {
  const t = useDataText();
  return (
    <>
      <p>{t(SUPPORT_NEEDS_INTRO)}</p>
      <ul>
        {SUPPORT_NEEDS.map(({item, where}) => (
          <li key={item}>
            <strong>{t(item)}</strong>
            {where ? `, ${t(where)}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}
