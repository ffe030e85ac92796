import {DEFAULT_BUTTON_STYLE, DH_STYLE_KEYS, EXAMPLE_BUTTON_STYLE, type ButtonStyle} from '@site/src/data/buttonStyles';
import {
  colorWords,
  describeStyle,
  initVariablesJson,
  isDefaultStyle,
  styleParamValue,
  toDhStyles,
} from '@site/src/utils/dhStyles';

const style = (changes: Partial<ButtonStyle>): ButtonStyle => ({...DEFAULT_BUTTON_STYLE, ...changes});

describe('the dh_styles JSON', () => {
  it('leaves every default out', () => {
    expect(toDhStyles(DEFAULT_BUTTON_STYLE)).toEqual({});
    expect(initVariablesJson(DEFAULT_BUTTON_STYLE)).toBe('{\n  "dh_styles": {}\n}');
    expect(styleParamValue(DEFAULT_BUTTON_STYLE)).toBeNull();
    expect(isDefaultStyle(DEFAULT_BUTTON_STYLE)).toBe(true);
    // Setting a default explicitly still writes nothing.
    expect(toDhStyles(style({align: 'center', fontWeight: 'bold', fontStyle: 'normal'}))).toEqual({});
  });

  it('writes only the keys that differ, in the order of the reference table', () => {
    const json = initVariablesJson(
      style({
        fontStyle: 'oblique',
        align: 'left',
        textColor: 'red',
        removeShadow: true,
        fontWeight: 'lighter',
        embed: {channel: 'deckhopper', type: 'chat'},
      }),
    );
    expect(JSON.parse(json)).toEqual({
      dh_styles: {
        dh_text_color: 'red',
        dh_text_shadow: true,
        dh_align: 'left',
        dh_font_weight: 'lighter',
        dh_font_style: 'oblique',
        dh_embed: {channel: 'deckhopper', type: 'chat'},
      },
    });
    expect(Object.keys((JSON.parse(json) as {dh_styles: object}).dh_styles)).toEqual(Object.values(DH_STYLE_KEYS));
  });

  it('gives the help example the keys the help shows', () => {
    expect(toDhStyles(EXAMPLE_BUTTON_STYLE)).toEqual({
      dh_text_color: '#ff8800',
      dh_text_shadow: true,
      dh_align: 'right',
      dh_font_style: 'italic',
    });
    expect(styleParamValue(EXAMPLE_BUTTON_STYLE)).toBe(
      '{"dh_text_color":"#ff8800","dh_text_shadow":true,"dh_align":"right","dh_font_style":"italic"}',
    );
  });
});

describe('the description of a style', () => {
  it('reads like the preview looks', () => {
    expect(describeStyle(EXAMPLE_BUTTON_STYLE)).toBe('right-aligned italic orange text without shadow');
    expect(describeStyle(DEFAULT_BUTTON_STYLE)).toBe('centred text with shadow');
    expect(describeStyle(style({fontWeight: 'normal', fontStyle: 'oblique', textColor: 'Teal', align: 'left'}))).toBe(
      'left-aligned regular-weight oblique teal text with shadow',
    );
    expect(describeStyle(style({embed: {channel: 'deckhopper', type: 'video-chat'}}))).toBe(
      'centred text with shadow, over a Twitch video and chat embed of deckhopper',
    );
  });

  it('names the hue of hex colours', () => {
    expect(colorWords('#ff8800')).toBe('orange');
    expect(colorWords('#f00')).toBe('red');
    expect(colorWords('#000080')).toBe('dark blue');
    expect(colorWords('#ffffff')).toBe('white');
    expect(colorWords('#777777')).toBe('grey');
    expect(colorWords('#ccffcc')).toBe('light green');
    expect(colorWords('not a colour')).toBe('not a colour');
  });
});
