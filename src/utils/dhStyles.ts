/**
 * From a button style to what Deck Hopper reads (`dh_styles`) and to the
 * words that describe it. Shared by the help text and the style builder, so
 * it stays light: the checks of typed and pasted values are in
 * `./dhStylesInput.ts`, which only the builder loads.
 */
import {
  DH_STYLES_KEY,
  DH_STYLE_KEYS,
  EMBED_KEYS,
  HEX_COLOR_PATTERN,
  STYLE_DEFAULTS,
  TEXT_SHADOW_VALUE,
  VALUE_LABELS,
  type ButtonStyle,
} from '../data/buttonStyles';

/** The `dh_styles` object of a style: only the keys that differ from the defaults, in the table's order. */
export function toDhStyles(style: ButtonStyle): Record<string, unknown> {
  const styles: Record<string, unknown> = {};
  if (style.textColor !== null) styles[DH_STYLE_KEYS.textColor] = style.textColor;
  if (style.removeShadow) styles[DH_STYLE_KEYS.textShadow] = TEXT_SHADOW_VALUE;
  if (style.align !== STYLE_DEFAULTS.align) styles[DH_STYLE_KEYS.align] = style.align;
  if (style.fontWeight !== STYLE_DEFAULTS.fontWeight) styles[DH_STYLE_KEYS.fontWeight] = style.fontWeight;
  if (style.fontStyle !== STYLE_DEFAULTS.fontStyle) styles[DH_STYLE_KEYS.fontStyle] = style.fontStyle;
  if (style.embed !== null) {
    styles[DH_STYLE_KEYS.embed] = {[EMBED_KEYS.channel]: style.embed.channel, [EMBED_KEYS.type]: style.embed.type};
  }
  return styles;
}

/** The init variables to paste in SAMMI: `{"dh_styles": {…}}`, indented. */
export function initVariablesJson(style: ButtonStyle): string {
  return JSON.stringify({[DH_STYLES_KEY]: toDhStyles(style)}, null, 2);
}

/** The compact `dh_styles` object a shared address carries, or null for the defaults. */
export function styleParamValue(style: ButtonStyle): string | null {
  const styles = toDhStyles(style);
  return Object.keys(styles).length === 0 ? null : JSON.stringify(styles);
}

export function isDefaultStyle(style: ButtonStyle): boolean {
  return styleParamValue(style) === null;
}

/** The hue of a hex colour in everyday words ("orange", "dark blue"), for screen readers. */
export function colorWords(hex: string): string {
  if (!HEX_COLOR_PATTERN.test(hex)) return hex;
  const digits = hex.length === 4 ? hex.slice(1).replace(/./g, '$&$&') : hex.slice(1);
  const channel = (at: number) => parseInt(digits.slice(at, at + 2), 16) / 255;
  const [r, g, b] = [channel(0), channel(2), channel(4)];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  if (chroma < 0.12) {
    if (lightness < 0.15) return 'black';
    if (lightness > 0.9) return 'white';
    return lightness < 0.4 ? 'dark grey' : lightness > 0.7 ? 'light grey' : 'grey';
  }
  let hue = max === r ? ((g - b) / chroma) % 6 : max === g ? (b - r) / chroma + 2 : (r - g) / chroma + 4;
  hue = (hue * 60 + 360) % 360;
  const name =
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
  const shade = lightness < 0.3 ? 'dark ' : lightness > 0.75 ? 'light ' : '';
  return shade + name;
}

const ALIGN_WORDS = {left: 'left-aligned', center: 'centred', right: 'right-aligned'} as const;
const WEIGHT_WORDS = {normal: 'regular-weight', bold: '', bolder: 'bolder', lighter: 'lighter'} as const;

/**
 * The style in one phrase, as the preview looks: "right-aligned italic
 * orange text without shadow". Defaults the eye does not notice (bold,
 * upright) go unsaid.
 */
export function describeStyle(style: ButtonStyle): string {
  const color =
    style.textColor === null
      ? ''
      : style.textColor.startsWith('#')
        ? colorWords(style.textColor)
        : style.textColor.toLowerCase();
  const words = [
    ALIGN_WORDS[style.align],
    WEIGHT_WORDS[style.fontWeight],
    style.fontStyle === STYLE_DEFAULTS.fontStyle ? '' : style.fontStyle,
    color,
    'text',
    style.removeShadow ? 'without shadow' : 'with shadow',
  ];
  const text = words.filter(Boolean).join(' ');
  if (!style.embed) return text;
  return `${text}, over a Twitch ${VALUE_LABELS.embedType[style.embed.type].toLowerCase()} embed of ${style.embed.channel}`;
}
