import {render, screen, within} from '@testing-library/react';
import HomeCards from '@site/src/components/home/HomeCards';
import {cardTexts} from '@site/src/components/home/HomeCards/texts';
import {HOME_CARDS} from '@site/src/data/homeCards';
import {hostsText, limitNote, operatingSystemsText} from '@site/src/texts/platforms';

describe('HomeCards', () => {
  it('shows the section title and all eight cards with their descriptions', () => {
    render(<HomeCards />);
    expect(screen.getByRole('heading', {level: 2, name: 'Why Choose Deck Hopper?'})).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(8);
    HOME_CARDS.forEach((card, index) => {
      const item = items[index]!;
      const {title, description} = cardTexts(card.id);
      expect(within(item).getByRole('heading', {level: 3})).toHaveTextContent(title);
      expect(item).toHaveTextContent(description);
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(item.querySelector(`.${card.color}`)).not.toBeNull();
    });
  });

  it('marks the Pro cards with the Pro badge, kept apart from the title', () => {
    render(<HomeCards />);
    for (const card of HOME_CARDS) {
      const {title} = cardTexts(card.id);
      const heading = screen.getByRole('heading', {level: 3, name: new RegExp(`^${escape(title)}`)});
      // The test DOM pads every span with spaces; in a browser the name reads "Title, Pro Feature".
      expect(heading).toHaveAccessibleName(card.pro ? new RegExp(`^${escape(title)} ?, Pro Feature$`) : title);
      expect(heading.querySelector('[title="Pro Feature"]') !== null).toBe(card.pro);
    }
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

describe('the cards that name a fact', () => {
  it('say where each free comfort works and where the app runs, from the platform data', () => {
    render(<HomeCards />);
    expect(
      screen.getByText(
        `Always on Top (${limitNote('alwaysOnTop')}) and Keep Screen Active (${limitNote('keepAwake')}) come free`,
        {exact: false},
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Use Deck Hopper on ${operatingSystemsText()}; with Pro, also ${hostsText()} through server mode.`,
      ),
    ).toBeInTheDocument();
  });
});
