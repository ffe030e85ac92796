import {render, screen} from '@testing-library/react';
import SupportNeeds from '@site/src/components/forms/SupportNeeds';
import {ACCOUNT_ID_LOCATION, FORMS} from '@site/src/data/forms';
import {SUPPORT_NEEDS, SUPPORT_NEEDS_SENTENCE} from '@site/src/data/support';

describe('what support needs', () => {
  it('lists the user ID with where the app shows it, the e-mail address and the purchase receipt', () => {
    render(<SupportNeeds />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `your user ID, in the app, under ${ACCOUNT_ID_LOCATION}`,
      'the e-mail address of your account',
      'a link to your purchase receipt',
    ]);
  });

  it('says the same in one sentence for running text', () => {
    expect(SUPPORT_NEEDS_SENTENCE).toBe(
      `To help with your account or a purchase, support needs your user ID (in the app, under ${ACCOUNT_ID_LOCATION}), the e-mail address of your account and a link to your purchase receipt.`,
    );
    for (const {item} of SUPPORT_NEEDS) expect(SUPPORT_NEEDS_SENTENCE).toContain(item);
  });

  it('names the form field after the app’s "Get User ID"', () => {
    const field = FORMS.contact.fields.find(({name}) => name === '$accountID')!;
    expect(field.label).toBe('User ID');
    expect(ACCOUNT_ID_LOCATION).toMatch(/Get User ID$/);
  });
});
