/**
 * @jest-environment node
 */
import {BUTTON_STYLES as RULES} from '@site/docs/_data/buttonStyles';
import type {ButtonStyle} from '@site/src/plugins/help/theme/HelpTools/rules';
import {
  colorWords,
  defaultStyle,
  describeStyle,
  exampleStyle,
  initVariablesJson,
  styleParamValue,
  toDhStyles,
  valueLabel,
} from '@site/src/plugins/help/theme/HelpTools/dhStyles';

const {stylesKey, keys, embedKeys, values, defaults} = RULES;
const DEFAULT = defaultStyle(RULES);
const style = (changes: Partial<ButtonStyle>): ButtonStyle => ({...DEFAULT, ...changes});
/** The last value of a choice: never its default in these rules (checked below). */
const other = (list: readonly string[]) => list.at(-1)!;

describe('the dh_styles JSON', () => {
  it('leaves every default out, even when set explicitly', () => {
    expect(initVariablesJson(DEFAULT, RULES)).toBe(`{\n  "${stylesKey}": {}\n}`);
    expect(styleParamValue(DEFAULT, RULES)).toBeNull();
    expect(toDhStyles(style({...defaults}), RULES)).toEqual({});
  });

  it('writes only the keys that differ, in the order of the reference table', () => {
    for (const field of ['align', 'fontWeight', 'fontStyle'] as const) {
      expect(other(values[field])).not.toBe(defaults[field]);
    }
    const changed = style({
      fontStyle: other(values.fontStyle),
      align: other(values.align),
      textColor: 'red',
      removeShadow: true,
      fontWeight: other(values.fontWeight),
      embed: {channel: 'deckhopper', type: other(values.embedType)},
    });
    const json = initVariablesJson(changed, RULES);
    expect(JSON.parse(json)).toEqual({
      [stylesKey]: {
        [keys.textColor]: 'red',
        [keys.textShadow]: RULES.textShadowValue,
        [keys.align]: other(values.align),
        [keys.fontWeight]: other(values.fontWeight),
        [keys.fontStyle]: other(values.fontStyle),
        [keys.embed]: {[embedKeys.channel]: 'deckhopper', [embedKeys.type]: other(values.embedType)},
      },
    });
    expect(Object.keys((JSON.parse(json) as Record<string, object>)[stylesKey]!)).toEqual(Object.values(keys));
    expect(JSON.parse(styleParamValue(changed, RULES)!)).toEqual(toDhStyles(changed, RULES));
  });

  it('gives the help example exactly the keys it changes', () => {
    const example = exampleStyle(RULES);
    expect(Object.keys(toDhStyles(example, RULES)).sort()).toEqual(
      Object.keys(RULES.example)
        .map((field) => (field === 'removeShadow' ? keys.textShadow : keys[field as keyof typeof keys]))
        .sort(),
    );
  });
});

describe('the description of a style', () => {
  it('reads like the preview looks, leaving the unnoticed defaults unsaid', () => {
    expect(
      describeStyle(style({textColor: '#ff8800', removeShadow: true, align: 'right', fontStyle: 'italic'}), RULES),
    ).toBe('right-aligned italic orange text without shadow');
    expect(describeStyle(DEFAULT, RULES)).toBe('centred text with shadow');
    expect(
      describeStyle(style({fontWeight: 'normal', fontStyle: 'oblique', textColor: 'Teal', align: 'left'}), RULES),
    ).toBe('left-aligned regular-weight oblique teal text with shadow');
  });

  it('names the embed by its label, in lower case', () => {
    const type = other(values.embedType);
    expect(describeStyle(style({embed: {channel: 'deckhopper', type}}), RULES)).toBe(
      `centred text with shadow, over a Twitch ${valueLabel('embedType', type).toLowerCase()} embed of deckhopper`,
    );
  });

  it('names the hue of hex colours', () => {
    expect(colorWords('#ff8800', RULES)).toBe('orange');
    expect(colorWords('#f00', RULES)).toBe('red');
    expect(colorWords('#000080', RULES)).toBe('dark blue');
    expect(colorWords('#ffffff', RULES)).toBe('white');
    expect(colorWords('#777777', RULES)).toBe('grey');
    expect(colorWords('#ccffcc', RULES)).toBe('light green');
    expect(colorWords('not a colour', RULES)).toBe('not a colour');
  });
});
