import {render, screen} from '@testing-library/react';
import NotFoundLinks from '@site/src/components/site/NotFoundLinks';

describe('NotFoundLinks', () => {
  it('offers home, setup, FAQ and help, under the base path', () => {
    render(<NotFoundLinks />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/deckhopper/',
      '/deckhopper/setup',
      '/deckhopper/faq',
      '/deckhopper/troubleshooting',
    ]);
    expect(screen.getByRole('link', {name: /Help/})).toBeInTheDocument();
  });
});
