/**
 * From a button style to what Deck Hopper reads (`dh_styles`) and to the
 * words that describe it, by the rules of a docs version
 * (`ButtonStyleRules`, from its `_data/buttonStyles.ts`). Shared by the help
 * text and the style builder, so it stays light: the checks of typed and
 * pasted values are in `./dhStylesInput.ts`, which only the builder loads.
 */
import {translate} from '@docusaurus/Translate';
import type {ButtonStyle, ButtonStyleRules} from '../plugins/help/theme/HelpTools/rules';

/** The style of a button with no `dh_styles` at all. */
export function defaultStyle(rules: ButtonStyleRules): ButtonStyle {
  return {textColor: null, removeShadow: false, ...rules.defaults, embed: null};
}

/** The help's example: what its sentence describes and its code block shows. */
export function exampleStyle(rules: ButtonStyleRules): ButtonStyle {
  return {...defaultStyle(rules), ...rules.example};
}

/** The `dh_styles` object of a style: only the keys that differ from the defaults, in the table's order. */
export function toDhStyles(style: ButtonStyle, rules: ButtonStyleRules): Record<string, unknown> {
  const {keys, defaults, embedKeys} = rules;
  const styles: Record<string, unknown> = {};
  if (style.textColor !== null) styles[keys.textColor] = style.textColor;
  if (style.removeShadow) styles[keys.textShadow] = rules.textShadowValue;
  if (style.align !== defaults.align) styles[keys.align] = style.align;
  if (style.fontWeight !== defaults.fontWeight) styles[keys.fontWeight] = style.fontWeight;
  if (style.fontStyle !== defaults.fontStyle) styles[keys.fontStyle] = style.fontStyle;
  if (style.embed !== null) {
    styles[keys.embed] = {[embedKeys.channel]: style.embed.channel, [embedKeys.type]: style.embed.type};
  }
  return styles;
}

/** The init variables to paste in SAMMI: `{"dh_styles": {…}}`, indented. */
export function initVariablesJson(style: ButtonStyle, rules: ButtonStyleRules): string {
  return JSON.stringify({[rules.stylesKey]: toDhStyles(style, rules)}, null, 2);
}

/** The compact `dh_styles` object a shared address carries, or null for the defaults. */
export function styleParamValue(style: ButtonStyle, rules: ButtonStyleRules): string | null {
  const styles = toDhStyles(style, rules);
  return Object.keys(styles).length === 0 ? null : JSON.stringify(styles);
}

type Hue = 'red' | 'orange' | 'yellow' | 'green' | 'cyan' | 'blue' | 'purple' | 'pink' | 'black' | 'white' | 'grey';

/* Words in the page's language: `translate` reads the built locale's code.json. Spanish puts adjectives after the noun, so each phrase is a whole template. */

function hueWord(hue: Hue): string {
  switch (hue) {
    case 'red':
      return translate({id: 'help.styleBuilder.colour.red', message: 'red'});
    case 'orange':
      return translate({id: 'help.styleBuilder.colour.orange', message: 'orange'});
    case 'yellow':
      return translate({id: 'help.styleBuilder.colour.yellow', message: 'yellow'});
    case 'green':
      return translate({id: 'help.styleBuilder.colour.green', message: 'green'});
    case 'cyan':
      return translate({id: 'help.styleBuilder.colour.cyan', message: 'cyan'});
    case 'blue':
      return translate({id: 'help.styleBuilder.colour.blue', message: 'blue'});
    case 'purple':
      return translate({id: 'help.styleBuilder.colour.purple', message: 'purple'});
    case 'pink':
      return translate({id: 'help.styleBuilder.colour.pink', message: 'pink'});
    case 'black':
      return translate({id: 'help.styleBuilder.colour.black', message: 'black'});
    case 'white':
      return translate({id: 'help.styleBuilder.colour.white', message: 'white'});
    case 'grey':
      return translate({id: 'help.styleBuilder.colour.grey', message: 'grey'});
  }
}

function shaded(shade: 'dark' | 'light' | '', hue: Hue): string {
  const colour = hueWord(hue);
  if (shade === 'dark') return translate({id: 'help.styleBuilder.colour.dark', message: 'dark {colour}'}, {colour});
  if (shade === 'light') return translate({id: 'help.styleBuilder.colour.light', message: 'light {colour}'}, {colour});
  return colour;
}

/** The hue of a hex colour in everyday words ("orange", "dark blue"), for screen readers. */
export function colorWords(hex: string, rules: ButtonStyleRules): string {
  if (!rules.hexColorPattern.test(hex)) return hex;
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12) {
    if (lightness < 0.15) return hueWord('black');
    if (lightness > 0.9) return hueWord('white');
    return shaded(lightness < 0.4 ? 'dark' : lightness > 0.7 ? 'light' : '', 'grey');
  }
  let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  const name: Hue =
    hue < 15
      ? 'red'
      : hue < 45
        ? 'orange'
        : hue < 70
          ? 'yellow'
          : hue < 160
            ? 'green'
            : hue < 200
              ? 'cyan'
              : hue < 255
                ? 'blue'
                : hue < 290
                  ? 'purple'
                  : hue < 335
                    ? 'pink'
                    : 'red';
  return shaded(lightness < 0.3 ? 'dark' : lightness > 0.75 ? 'light' : '', name);
}

function alignWords(align: ButtonStyle['align']): string {
  if (align === 'left') return translate({id: 'help.styleBuilder.describe.left', message: 'left-aligned'});
  if (align === 'right') return translate({id: 'help.styleBuilder.describe.right', message: 'right-aligned'});
  return translate({id: 'help.styleBuilder.describe.center', message: 'centred'});
}

/** Bold is the default the eye does not notice: it goes unsaid. */
function weightWords(weight: ButtonStyle['fontWeight']): string {
  if (weight === 'normal') return translate({id: 'help.styleBuilder.describe.normalWeight', message: 'regular-weight'});
  if (weight === 'bolder') return translate({id: 'help.styleBuilder.describe.bolder', message: 'bolder'});
  if (weight === 'lighter') return translate({id: 'help.styleBuilder.describe.lighter', message: 'lighter'});
  return '';
}

/** Upright is the default: it goes unsaid. */
function fontStyleWords(fontStyle: ButtonStyle['fontStyle']): string {
  if (fontStyle === 'italic') return translate({id: 'help.styleBuilder.describe.italic', message: 'italic'});
  if (fontStyle === 'oblique') return translate({id: 'help.styleBuilder.describe.oblique', message: 'oblique'});
  return '';
}

/**
 * The style in one phrase, as the preview looks: "right-aligned italic
 * orange text without shadow". Defaults the eye does not notice (bold,
 * upright) go unsaid. `embedTypeLabel` names the embed's type in the page's
 * language (the builder's `valueLabel`).
 */
export function describeStyle(
  style: ButtonStyle,
  rules: ButtonStyleRules,
  embedTypeLabel: (type: string) => string,
): string {
  const colour =
    style.textColor === null
      ? ''
      : style.textColor.startsWith('#')
        ? colorWords(style.textColor, rules)
        : translate(
            {
              id: 'help.styleBuilder.describe.colourName',
              message: '{name}',
              description: 'An HTML colour name as typed',
            },
            {name: style.textColor.toLowerCase()},
          );
  const text = translate(
    {
      id: 'help.styleBuilder.describe.text',
      message: '{align} {weight} {fontStyle} {colour} text {shadow}',
      description: 'The preview in words; an empty part leaves no gap',
    },
    {
      align: alignWords(style.align),
      weight: weightWords(style.fontWeight),
      fontStyle: fontStyleWords(style.fontStyle),
      colour,
      shadow: style.removeShadow
        ? translate({id: 'help.styleBuilder.describe.noShadow', message: 'without shadow'})
        : translate({id: 'help.styleBuilder.describe.shadow', message: 'with shadow'}),
    },
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (!style.embed) return text;
  return translate(
    {id: 'help.styleBuilder.describe.embed', message: '{style}, over a Twitch {type} embed of {channel}'},
    {style: text, type: embedTypeLabel(style.embed.type).toLowerCase(), channel: style.embed.channel},
  );
}
