import {render, screen} from '@testing-library/react';
import SupportNeeds, {SupportNeedsSentence} from '@site/src/components/forms/SupportNeeds';
import {fieldTexts} from '@site/src/components/forms/SupportForm/texts';
import {ACCOUNT_ID_LOCATION} from '@site/src/data/forms';
import {SUPPORT_NEEDS} from '@site/src/data/support';

describe('what support needs', () => {
  it('lists the user ID with where the app shows it, the e-mail address and the purchase receipt', () => {
    render(<SupportNeeds />);
    expect(screen.getByText('To help with your account or a purchase, support needs:')).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(SUPPORT_NEEDS.length);
    expect(items.map((item) => item.textContent)).toEqual([
      `your user ID, in the app, under ${ACCOUNT_ID_LOCATION}`,
      'the e-mail address of your account',
      'a link to your purchase receipt',
    ]);
    expect(items[0]!.querySelector('strong')).toHaveTextContent(/^your user ID$/);
  });

  it('says the same in one sentence for running text', () => {
    const {container} = render(
      <p>
        <SupportNeedsSentence />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(
      `To help with your account or a purchase, support needs your user ID (in the app, under ${ACCOUNT_ID_LOCATION}), the e-mail address of your account and a link to your purchase receipt.`,
    );
  });

  it('names the form field after the app’s "Get User ID"', () => {
    expect(fieldTexts('accountId').label).toBe('User ID');
    expect(ACCOUNT_ID_LOCATION).toMatch(/Get User ID$/);
  });
});
