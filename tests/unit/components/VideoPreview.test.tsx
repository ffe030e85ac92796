import {render, screen} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VideoPreview from '@site/src/components/site/VideoPreview';
import {OVERVIEW_VIDEO, type Video} from '@site/src/data/media';

const withId: Video = {...OVERVIEW_VIDEO, youtubeId: 'abcdefghijk'};

describe('VideoPreview', () => {
  it('shows only the poster and a play button before the click', () => {
    const {container} = render(<VideoPreview video={withId} />);
    expect(container.querySelector('iframe')).toBeNull();
    const poster = container.querySelector('img')!;
    expect(poster).toHaveAttribute('src', '/deckhopper/img/overview-poster.svg');
    expect(poster).toHaveAttribute('width', '1280');
    expect(poster).toHaveAttribute('height', '720');
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('button', {name: 'Play: Deck Hopper overview video'})).toBeInTheDocument();
  });

  it('loads the privacy-enhanced player after the click', async () => {
    const {container} = render(<VideoPreview video={withId} />);
    await userEvent.click(screen.getByRole('button', {name: /play/i}));
    const player = container.querySelector('iframe')!;
    expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
    expect(player).toHaveAttribute('title', 'Deck Hopper overview video');
    expect(player).toHaveAttribute('loading', 'lazy');
    expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    expect(player.getAttribute('sandbox')?.split(' ')).toEqual(
      expect.arrayContaining(['allow-scripts', 'allow-same-origin']),
    );
    expect(player.getAttribute('sandbox')).not.toMatch(/allow-top-navigation|allow-forms/);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('links to YouTube instead of embedding while no video id is set', () => {
    const {container} = render(<VideoPreview video={{...OVERVIEW_VIDEO, youtubeId: null}} />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', {name: 'Watch Deck Hopper videos on YouTube'})).toHaveAttribute(
      'href',
      OVERVIEW_VIDEO.fallback.href,
    );
  });
});
