/**
 * What support needs to help with an account or a purchase (SPEC section 6),
 * written once: the contact page, the troubleshooting entry on account
 * problems and the FAQ on reporting bugs all show this list.
 */
import {dt} from '../i18n/dataText';
import {ACCOUNT_ID_LOCATION} from './forms';
import {listInText} from './platforms';

export type SupportNeed = {
  /** What to give, as the list names it. */
  item: string;
  /** Where to find it. */
  where?: string;
};

export const SUPPORT_NEEDS_INTRO = 'To help with your account or a purchase, support needs:';

export const SUPPORT_NEEDS: readonly SupportNeed[] = [
  {item: 'your user ID', where: dt`in the app, under ${ACCOUNT_ID_LOCATION}`},
  {item: 'the e-mail address of your account'},
  {item: 'a link to your purchase receipt'},
];

/** The same rule as one sentence, for running text such as an FAQ answer. */
export const SUPPORT_NEEDS_SENTENCE = `${SUPPORT_NEEDS_INTRO.replace(/:$/, '')} ${listInText(
  SUPPORT_NEEDS.map(({item, where}) => (where ? `${item} (${where})` : item)),
)}.`;
