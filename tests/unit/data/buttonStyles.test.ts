import {readFileSync} from 'node:fs';
import {
  DEFAULT_BUTTON_STYLE,
  DH_STYLE_KEYS,
  EMBED_TYPES,
  EXAMPLE_BUTTON_STYLE,
  FONT_STYLES,
  FONT_WEIGHTS,
  HEX_COLOR_PATTERN,
  STYLE_DEFAULTS,
  TEXT_ALIGNS,
  TWITCH_CHANNEL_PATTERN,
  VALUE_LABELS,
} from '@site/src/data/buttonStyles';
import {COLOR_NAMES} from '@site/src/data/colorNames';
import {AUTO_CLOSE_NEVER, OPEN_URL_DEFAULT_SIZE, VIDEO_EXTENSIONS, YOUTUBE_ID_LENGTH} from '@site/src/data/mediaRules';
import {checkTextColor} from '@site/src/utils/dhStylesInput';

describe('the dh_styles rules', () => {
  it('match the product specification', () => {
    expect(Object.values(DH_STYLE_KEYS)).toEqual([
      'dh_text_color',
      'dh_text_shadow',
      'dh_align',
      'dh_font_weight',
      'dh_font_style',
      'dh_embed',
    ]);
    expect([...TEXT_ALIGNS].sort()).toEqual(['center', 'left', 'right']);
    expect(FONT_WEIGHTS).toEqual(['normal', 'bold', 'bolder', 'lighter']);
    expect(FONT_STYLES).toEqual(['normal', 'italic', 'oblique']);
    expect(EMBED_TYPES).toEqual(['video', 'chat', 'video-chat']);
    expect(STYLE_DEFAULTS).toEqual({align: 'center', fontWeight: 'bold', fontStyle: 'normal'});
  });

  it('give every value a label, and the defaults are allowed values', () => {
    expect(Object.keys(VALUE_LABELS.align)).toEqual([...TEXT_ALIGNS]);
    expect(Object.keys(VALUE_LABELS.fontWeight)).toEqual([...FONT_WEIGHTS]);
    expect(Object.keys(VALUE_LABELS.fontStyle)).toEqual([...FONT_STYLES]);
    expect(Object.keys(VALUE_LABELS.embedType)).toEqual([...EMBED_TYPES]);
    expect(TEXT_ALIGNS).toContain(DEFAULT_BUTTON_STYLE.align);
    expect(FONT_WEIGHTS).toContain(DEFAULT_BUTTON_STYLE.fontWeight);
    expect(FONT_STYLES).toContain(DEFAULT_BUTTON_STYLE.fontStyle);
  });

  it('have an example the builder itself accepts', () => {
    expect(checkTextColor(EXAMPLE_BUTTON_STYLE.textColor!)).toEqual({ok: true, value: EXAMPLE_BUTTON_STYLE.textColor});
  });

  it('accept only lower-case channel names', () => {
    expect(TWITCH_CHANNEL_PATTERN.test('deck_hopper_1')).toBe(true);
    expect(TWITCH_CHANNEL_PATTERN.test('DeckHopper')).toBe(false);
  });

  it('know the 148 HTML colour names, in lower case, each with a six-digit hex', () => {
    const names = Object.keys(COLOR_NAMES);
    expect(names).toHaveLength(148);
    for (const name of names) {
      expect(name).toMatch(/^[a-z]+$/);
      expect(COLOR_NAMES[name]).toMatch(/^#[0-9a-f]{6}$/);
      expect(HEX_COLOR_PATTERN.test(COLOR_NAMES[name]!)).toBe(true);
    }
    expect(COLOR_NAMES.orange).toBe('#ffa500');
    expect(COLOR_NAMES.rebeccapurple).toBe('#663399');
  });
});

describe('the media rules', () => {
  it('match the product specification', () => {
    expect(AUTO_CLOSE_NEVER).toBe(0);
    expect(OPEN_URL_DEFAULT_SIZE).toEqual({width: 800, height: 600});
    expect(YOUTUBE_ID_LENGTH).toBe(11);
    expect(VIDEO_EXTENSIONS).toEqual(['.mp4', '.m4v']);
  });
});

describe('the help entries of the tools', () => {
  const entryBody = (source: string, id: string) => {
    const start = source.indexOf(`<Accordion id="${id}"`);
    return start < 0 ? '' : source.slice(start, source.indexOf('</Accordion>', start));
  };

  it.each(['docs/setup.mdx', 'versioned_docs/version-1.6/setup.mdx'])(
    '%s puts each tool in its entry, after the reference text',
    (file) => {
      const source = readFileSync(file, 'utf8');
      for (const id of ['customButtonText', 'twitchEmbeds']) {
        expect(entryBody(source, id)).toContain(`<StyleBuilder entry="${id}" />`);
      }
      for (const id of ['popupMessage', 'showUrl']) {
        expect(entryBody(source, id)).toContain('<MediaChecker />');
        expect(entryBody(source, id)).toContain('<AutoCloseNever />');
      }
      expect(entryBody(source, 'customButtonText')).toMatch(/<DhStylesTable \/>\s+<DhStylesExample \/>/);
      expect(entryBody(source, 'twitchEmbeds')).toContain('<DhEmbedTable />');
      expect(source.match(/<StyleBuilder /g)).toHaveLength(2);
      expect(source.match(/<MediaChecker /g)).toHaveLength(2);
    },
  );
});
