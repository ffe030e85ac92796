import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {ACCOUNT_ID_LOCATION} from '@site/src/data/forms';
import {SUPPORT_NEEDS, type SupportNeedId} from '@site/src/data/support';
import {listInText} from '@site/src/texts/platforms';

type Need = {item: string; where?: string};

/** Each need in the page's language; called while rendering. */
function need(id: SupportNeedId): Need {
  switch (id) {
    case 'userId':
      return {
        item: translate({id: 'forms.supportNeeds.userId', message: 'your user ID'}),
        where: translate(
          {
            id: 'forms.supportNeeds.userId.where',
            message: 'in the app, under {location}',
            description: "Where the user ID is; {location}: the app's menu path, in English as the app shows it",
          },
          {location: ACCOUNT_ID_LOCATION},
        ),
      };
    case 'email':
      return {item: translate({id: 'forms.supportNeeds.email', message: 'the e-mail address of your account'})};
    case 'receipt':
      return {item: translate({id: 'forms.supportNeeds.receipt', message: 'a link to your purchase receipt'})};
  }
}

/** What support needs from you, as a list: the contact page and the troubleshooting help. */
export default function SupportNeeds(): ReactNode {
  return (
    <>
      <p>
        {translate({
          id: 'forms.supportNeeds.intro',
          message: 'To help with your account or a purchase, support needs:',
          description: 'Introduces the list of what support needs',
        })}
      </p>
      <ul>
        {SUPPORT_NEEDS.map((id) => {
          const {item, where} = need(id);
          return (
            <li key={id}>
              <strong>{item}</strong>
              {where ? `, ${where}` : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** The same as one sentence, for running text such as an FAQ answer: `<SupportNeedsSentence />`. */
export function SupportNeedsSentence(): ReactNode {
  const needs = SUPPORT_NEEDS.map((id) => {
    const {item, where} = need(id);
    return where ? `${item} (${where})` : item;
  });
  return translate(
    {
      id: 'forms.supportNeeds.sentence',
      message: 'To help with your account or a purchase, support needs {needs}.',
      description: 'The list of what support needs as one sentence; {needs}: the needs, joined as running text',
    },
    {needs: listInText(needs)},
  );
}
