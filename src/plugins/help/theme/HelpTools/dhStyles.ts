/**
 * From a button style to what Deck Hopper reads (`dh_styles`) and to the words
 * that describe it, by a docs version's rules. Shared by the reference tables
 * and the builder, so it stays light (the builder's checks are in
 * ./StyleBuilder/checks.ts). Spanish puts adjectives after the noun, so each
 * phrase is a whole template.
 */
import {translate} from '@docusaurus/Translate';
import type {ButtonStyle, ButtonStyleRules, ChoiceField} from './rules';

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
  for (const field of ['align', 'fontWeight', 'fontStyle'] as const) {
    if (style[field] !== defaults[field]) styles[keys[field]] = style[field];
  }
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

/** How the builder and the descriptions name a value of a choice; one a later release adds is shown as written. */
export function valueLabel(field: ChoiceField, value: string): string {
  const align = 'Text alignment';
  const weight = 'Font weight';
  const style = 'Font style';
  const labels: Record<ChoiceField, Record<string, string>> = {
    align: {
      left: translate({id: 'help.styleBuilder.value.align.left', message: 'Left', description: align}),
      center: translate({id: 'help.styleBuilder.value.align.center', message: 'Center', description: align}),
      right: translate({id: 'help.styleBuilder.value.align.right', message: 'Right', description: align}),
    },
    fontWeight: {
      normal: translate({id: 'help.styleBuilder.value.fontWeight.normal', message: 'Normal', description: weight}),
      bold: translate({id: 'help.styleBuilder.value.fontWeight.bold', message: 'Bold', description: weight}),
      bolder: translate({id: 'help.styleBuilder.value.fontWeight.bolder', message: 'Bolder', description: weight}),
      lighter: translate({id: 'help.styleBuilder.value.fontWeight.lighter', message: 'Lighter', description: weight}),
    },
    fontStyle: {
      normal: translate({id: 'help.styleBuilder.value.fontStyle.normal', message: 'Normal', description: style}),
      italic: translate({id: 'help.styleBuilder.value.fontStyle.italic', message: 'Italic', description: style}),
      oblique: translate({id: 'help.styleBuilder.value.fontStyle.oblique', message: 'Oblique', description: style}),
    },
    embedType: {
      video: translate({
        id: 'help.styleBuilder.value.embedType.video',
        message: 'Video',
        description: 'Twitch embed type: the video alone',
      }),
      chat: translate({
        id: 'help.styleBuilder.value.embedType.chat',
        message: 'Chat',
        description: 'Twitch embed type: the chat alone',
      }),
      'video-chat': translate({
        id: 'help.styleBuilder.value.embedType.videoChat',
        message: 'Video and chat',
        description: 'Twitch embed type',
      }),
    },
  };
  return Object.hasOwn(labels[field], value) ? (labels[field][value] as string) : value;
}

type Hue = 'red' | 'orange' | 'yellow' | 'green' | 'cyan' | 'blue' | 'purple' | 'pink' | 'black' | 'white' | 'grey';

/** Where each hue ends on the colour wheel, in degrees; red comes round again at the end. */
const HUE_LIMITS: readonly [number, Hue][] = [
  [15, 'red'],
  [45, 'orange'],
  [70, 'yellow'],
  [160, 'green'],
  [200, 'cyan'],
  [255, 'blue'],
  [290, 'purple'],
  [335, 'pink'],
  [360, 'red'],
];

function colourName(hue: Hue, shade: 'dark' | 'light' | '' = ''): string {
  const colour = {
    red: translate({id: 'help.styleBuilder.colour.red', message: 'red'}),
    orange: translate({id: 'help.styleBuilder.colour.orange', message: 'orange'}),
    yellow: translate({id: 'help.styleBuilder.colour.yellow', message: 'yellow'}),
    green: translate({id: 'help.styleBuilder.colour.green', message: 'green'}),
    cyan: translate({id: 'help.styleBuilder.colour.cyan', message: 'cyan'}),
    blue: translate({id: 'help.styleBuilder.colour.blue', message: 'blue'}),
    purple: translate({id: 'help.styleBuilder.colour.purple', message: 'purple'}),
    pink: translate({id: 'help.styleBuilder.colour.pink', message: 'pink'}),
    black: translate({id: 'help.styleBuilder.colour.black', message: 'black'}),
    white: translate({id: 'help.styleBuilder.colour.white', message: 'white'}),
    grey: translate({id: 'help.styleBuilder.colour.grey', message: 'grey'}),
  }[hue];
  if (shade === 'dark') return translate({id: 'help.styleBuilder.colour.dark', message: 'dark {colour}'}, {colour});
  if (shade === 'light') return translate({id: 'help.styleBuilder.colour.light', message: 'light {colour}'}, {colour});
  return colour;
}

/** The hue of a hex colour in everyday words ("orange", "dark blue"), for screen readers. */
export function colorWords(hex: string, rules: ButtonStyleRules): string {
  if (!rules.hexColorPattern.test(hex)) return hex;
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12) {
    if (lightness < 0.15) return colourName('black');
    if (lightness > 0.9) return colourName('white');
    return colourName('grey', lightness < 0.4 ? 'dark' : lightness > 0.7 ? 'light' : '');
  }
  const sector = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  const hue = (sector * 60 + 360) % 360;
  const [, name] = HUE_LIMITS.find(([limit]) => hue < limit) ?? [0, 'red'];
  return colourName(name, lightness < 0.3 ? 'dark' : lightness > 0.75 ? 'light' : '');
}

/** The style in one phrase ("right-aligned italic orange text without shadow"); unnoticed defaults go unsaid. */
export function describeStyle(style: ButtonStyle, rules: ButtonStyleRules): string {
  const {textColor, align, fontWeight, fontStyle} = style;
  const colour =
    textColor === null
      ? ''
      : textColor.startsWith('#')
        ? colorWords(textColor, rules)
        : translate(
            {
              id: 'help.styleBuilder.describe.colourName',
              message: '{name}',
              description: 'An HTML colour name as typed',
            },
            {name: textColor.toLowerCase()},
          );
  const text = translate(
    {
      id: 'help.styleBuilder.describe.text',
      message: '{align} {weight} {fontStyle} {colour} text {shadow}',
      description: 'The preview in words; an empty part leaves no gap',
    },
    {
      align:
        align === 'left'
          ? translate({id: 'help.styleBuilder.describe.left', message: 'left-aligned'})
          : align === 'right'
            ? translate({id: 'help.styleBuilder.describe.right', message: 'right-aligned'})
            : translate({id: 'help.styleBuilder.describe.center', message: 'centred'}),
      weight:
        fontWeight === 'normal'
          ? translate({id: 'help.styleBuilder.describe.normalWeight', message: 'regular-weight'})
          : fontWeight === 'bolder'
            ? translate({id: 'help.styleBuilder.describe.bolder', message: 'bolder'})
            : fontWeight === 'lighter'
              ? translate({id: 'help.styleBuilder.describe.lighter', message: 'lighter'})
              : '',
      fontStyle:
        fontStyle === 'italic'
          ? translate({id: 'help.styleBuilder.describe.italic', message: 'italic'})
          : fontStyle === 'oblique'
            ? translate({id: 'help.styleBuilder.describe.oblique', message: 'oblique'})
            : '',
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
    {style: text, type: valueLabel('embedType', style.embed.type).toLowerCase(), channel: style.embed.channel},
  );
}
