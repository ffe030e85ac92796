import {render, screen, within} from '@testing-library/react';
import HomeCards from '@site/src/components/HomeCards';
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

  it('marks the Pro cards', () => {
    render(<HomeCards />);
    const proTitles = HOME_CARDS.filter((card) => card.pro).map((card) => `${card.title}Pro`);
    const marked = screen
      .getAllByRole('heading', {level: 3})
      .map((heading) => heading.textContent)
      .filter((text) => text?.endsWith('Pro'));
    expect(marked).toEqual(proTitles);
  });
});
