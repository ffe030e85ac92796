import {render, screen} from '@testing-library/react';
import StoreWidget from '@site/src/components/products/StoreWidget';
import {STORE_WIDGETS} from '@site/src/data/media';

describe('StoreWidget', () => {
  it('renders only the store link while no itch.io id is set', () => {
    const {container} = render(<StoreWidget widget={{...STORE_WIDGETS.desktopPro, itchGameId: null}} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', {name: 'Buy Pro for desktop on itch.io'})).toHaveAttribute(
      'href',
      STORE_WIDGETS.desktopPro.store.href,
    );
  });

  it('embeds a lazy, sandboxed, fixed-size widget beside the link once an id is set', () => {
    const {container} = render(<StoreWidget widget={{...STORE_WIDGETS.desktopPro, itchGameId: 123}} />);
    const frame = container.querySelector('iframe')!;
    expect(frame).toHaveAttribute('src', 'https://itch.io/embed/123');
    expect(frame).toHaveAttribute('title', 'Deck Hopper Pro for desktop on itch.io');
    expect(frame).toHaveAttribute('loading', 'lazy');
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(frame.getAttribute('sandbox')).not.toMatch(
      /allow-top-navigation|allow-forms|allow-modals|allow-same-origin/,
    );
    expect(frame).toHaveAttribute('width', '552');
    expect(frame).toHaveAttribute('height', '167');
    expect(screen.getByRole('link')).toBeInTheDocument();
  });
});
