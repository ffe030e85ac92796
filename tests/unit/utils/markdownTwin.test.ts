/**
 * @jest-environment node
 */
import {entryHeading, entrySection, twinPath} from '@site/src/utils/markdownTwin';

describe('Markdown twins', () => {
  it('puts the twin beside the page', () => {
    expect(twinPath('/deckhopper/setup')).toBe('/deckhopper/setup.md');
    expect(twinPath('/deckhopper/es/next/faq.html')).toBe('/deckhopper/es/next/faq.md');
    expect(twinPath('/deckhopper/faq/')).toBe('/deckhopper/faq.md');
  });

  it('cuts an entry from its heading to the next entry or section', () => {
    const twin = [
      '# Setup',
      'Intro.',
      entryHeading('First', 'first'),
      '<https://example.com/setup#first>',
      '### Inner heading',
      'Text.',
      entryHeading('Second', 'second'),
      'More.',
      '## A section',
      'Other.',
    ].join('\n\n');
    expect(entrySection(twin, 'first')).toBe(
      [entryHeading('First', 'first'), '<https://example.com/setup#first>', '### Inner heading', 'Text.'].join('\n\n'),
    );
    expect(entrySection(twin, 'second')).toBe(`${entryHeading('Second', 'second')}\n\nMore.`);
    expect(entrySection(twin, 'fir')).toBeNull();
    expect(entrySection(twin, 'missing')).toBeNull();
  });
});
