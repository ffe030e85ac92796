import {render, screen} from '@testing-library/react';
import ProBadge, {proBadgeTitle} from '@site/src/components/site/ProBadge';

describe('ProBadge', () => {
  it('shows "Pro" and reads as ", Pro Feature", so it never runs into the words before it', () => {
    const {container} = render(
      <h3>
        Disable or Hide Decks
        <ProBadge />
      </h3>,
    );
    expect(container.querySelector('h3')!.textContent).toBe('Disable or Hide Decks, Pro Feature');
    const badge = screen.getByTitle(proBadgeTitle());
    expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    // Only "Pro" is visible: the comma and "Feature" are for screen readers and text browsers.
    const visible = [...badge.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent);
    expect(visible).toEqual(['Pro']);
  });

  it('stays out of the search index', () => {
    render(<ProBadge />);
    expect(screen.getByTitle(proBadgeTitle())).toHaveAttribute('data-search-ignore');
  });
});
