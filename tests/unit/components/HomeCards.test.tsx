import {render, screen, within} from '@testing-library/react';
import HomeCards from '@site/src/components/home/HomeCards';
import {HOME_CARDS} from '@site/src/data/homeCards';

describe('HomeCards', () => {
  it('shows the section title and all eight cards with their descriptions', () => {
    render(<HomeCards />);
    expect(screen.getByRole('heading', {level: 2, name: 'Why Choose Deck Hopper?'})).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    HOME_CARDS.forEach((card, index) => {
      const item = items[index]!;
      expect(within(item).getByRole('heading', {level: 3})).toHaveTextContent(card.title);
      expect(item).toHaveTextContent(card.description);
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(item.querySelector(`.${card.color}`)).not.toBeNull();
    });
  });

  it('marks the Pro cards with the Pro badge, kept apart from the title', () => {
    render(<HomeCards />);
    for (const card of HOME_CARDS) {
      const heading = screen.getByRole('heading', {level: 3, name: new RegExp(`^${escape(card.title)}`)});
      // The test DOM pads every span with spaces; in a browser the name reads "Title, Pro Feature".
      expect(heading).toHaveAccessibleName(
        card.pro ? new RegExp(`^${escape(card.title)} ?, Pro Feature$`) : card.title,
      );
      expect(heading.querySelector('[title="Pro Feature"]') !== null).toBe(card.pro);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
