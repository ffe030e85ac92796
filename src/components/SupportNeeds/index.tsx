import type {ReactNode} from 'react';
import {SUPPORT_NEEDS, SUPPORT_NEEDS_INTRO} from '@site/src/data/support';

/** What support needs from you, the same list on the contact page and in the help. */
export default function SupportNeeds(): ReactNode {
  return (
    <>
      <p>{SUPPORT_NEEDS_INTRO}</p>
      <ul>
        {SUPPORT_NEEDS.map(({item, where}) => (
          <li key={item}>
            <strong>{item}</strong>
            {where ? `, ${where}` : null}
          </li>
        ))}
      </ul>
    </>
  );
}
