import {render, screen} from '@testing-library/react';
import PlatformLimitList, {PlatformLimitNote} from '@site/src/plugins/help/theme/HelpVisitor/PlatformLimit';
import {PLATFORM_LIMITS, limitSentence, type PlatformLimitId} from '@site/src/data/platforms';

describe('PlatformLimitNote', () => {
  it('titles the note with the platforms and states the limit', () => {
    render(<PlatformLimitNote limit="server" />);
    const note = screen.getByRole('note');
    expect(note).toHaveAttribute('data-admonition', 'warning');
    expect(note).toHaveTextContent('Windows only');
    expect(note).toHaveTextContent('Server mode currently works on Windows only.');
  });

  it('adds what to do instead after the limit', () => {
    render(
      <PlatformLimitNote limit="swipeNavigation" type="note">
        <p>Use Exit Deck.</p>
      </PlatformLimitNote>,
    );
    expect(screen.getByRole('note')).toHaveTextContent('Swipe navigation is not available on iOS.Use Exit Deck.');
  });
});

describe('PlatformLimitList', () => {
  it('states every limit of the data', () => {
    render(<PlatformLimitList />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
      (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).map(limitSentence),
    );
  });
});
