/**
 * @jest-environment node
 */
import {STORE_LINKS} from '@site/src/data/links';
import {
  ITCH_WIDGET_SIZE,
  OVERVIEW_POSTER,
  OVERVIEW_VIDEO,
  STORE_WIDGETS,
  YOUTUBE_ID_PATTERN,
  itchEmbedUrl,
  youtubeEmbedUrl,
} from '@site/src/data/media';

describe('embedded media data', () => {
  it('has either no overview video id or a well-formed 11-character one', () => {
    const {youtubeId} = OVERVIEW_VIDEO;
    if (youtubeId !== null) expect(youtubeId).toMatch(YOUTUBE_ID_PATTERN);
    expect(OVERVIEW_VIDEO.fallback.href).toMatch(/^https:\/\/www\.youtube\.com\//);
  });

  it('embeds through the privacy-enhanced YouTube host', () => {
    expect(youtubeEmbedUrl('abcdefghijk')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1');
  });

  it('sizes the poster and the widgets explicitly', () => {
    expect(OVERVIEW_POSTER.width / OVERVIEW_POSTER.height).toBeCloseTo(16 / 9);
    expect(ITCH_WIDGET_SIZE.height).toBeGreaterThan(0);
  });

  it('gives every store widget a positive integer id or null, and an https store page', () => {
    for (const widget of Object.values(STORE_WIDGETS)) {
      const id: number | null = widget.itchGameId;
      if (id !== null) {
        expect(Number.isInteger(id) && id > 0).toBe(true);
        expect(itchEmbedUrl(id)).toBe(`https://itch.io/embed/${id}`);
      }
      expect(widget.store.href).toMatch(/^https:\/\//);
    }
  });

  it('links every store over https', () => {
    for (const link of Object.values(STORE_LINKS)) expect(new URL(link.href).protocol).toBe('https:');
  });
});
