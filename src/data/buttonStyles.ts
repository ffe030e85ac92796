/**
 * The `dh_styles` object of a button's init variables (SPEC section 3),
 * written once: the reference tables of the help, the style builder and its
 * checks all read the keys, the allowed values and the defaults here.
 *
 * To add a value the app learns to read, add it to its list; a new key needs
 * a field in `src/components/StyleBuilder` and a row in the help's table.
 */

/** The init variable Deck Hopper reads a button's text style from. */
export const DH_STYLES_KEY = 'dh_styles';

/** The keys of `dh_styles`, by what they set. */
export const DH_STYLE_KEYS = {
  textColor: 'dh_text_color',
  textShadow: 'dh_text_shadow',
  align: 'dh_align',
  fontWeight: 'dh_font_weight',
  fontStyle: 'dh_font_style',
  embed: 'dh_embed',
} as const;

export type DhStyleKey = (typeof DH_STYLE_KEYS)[keyof typeof DH_STYLE_KEYS];

/** The keys of the `dh_embed` object. */
export const EMBED_KEYS = {channel: 'channel', type: 'type'} as const;

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export const FONT_WEIGHTS = ['normal', 'bold', 'bolder', 'lighter'] as const;
export const FONT_STYLES = ['normal', 'italic', 'oblique'] as const;
export const EMBED_TYPES = ['video', 'chat', 'video-chat'] as const;

export type TextAlign = (typeof TEXT_ALIGNS)[number];
export type FontWeight = (typeof FONT_WEIGHTS)[number];
export type FontStyle = (typeof FONT_STYLES)[number];
export type EmbedType = (typeof EMBED_TYPES)[number];

/** What the app draws when a key is left out. */
export const STYLE_DEFAULTS = {
  align: 'center',
  fontWeight: 'bold',
  fontStyle: 'normal',
} as const satisfies {align: TextAlign; fontWeight: FontWeight; fontStyle: FontStyle};

/** How the builder's menus name each value. */
export const VALUE_LABELS = {
  align: {left: 'Left', center: 'Center', right: 'Right'},
  fontWeight: {normal: 'Normal', bold: 'Bold', bolder: 'Bolder', lighter: 'Lighter'},
  fontStyle: {normal: 'Normal', italic: 'Italic', oblique: 'Oblique'},
  embedType: {video: 'Video', chat: 'Chat', 'video-chat': 'Video and chat'},
} as const satisfies {
  align: Record<TextAlign, string>;
  fontWeight: Record<FontWeight, string>;
  fontStyle: Record<FontStyle, string>;
  embedType: Record<EmbedType, string>;
};

/**
 * A hex colour: `#` and three or six hex digits (`#f80`, `#ff8800`). The
 * other accepted form is an HTML colour name (`src/data/colorNames.ts`).
 */
export const HEX_COLOR_PATTERN = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * A Twitch channel name as Deck Hopper wants it: lower-case letters, digits
 * and underscores, the characters Twitch allows in a name, and no longer
 * than Twitch's limit.
 */
export const TWITCH_CHANNEL_MAX_LENGTH = 25;
export const TWITCH_CHANNEL_PATTERN = new RegExp(`^[a-z0-9_]{1,${TWITCH_CHANNEL_MAX_LENGTH}}$`);

/** The style a button has when it has no `dh_styles` at all. */
export type ButtonStyle = {
  /** An HTML colour name or a hex colour; null leaves the button's own colour. */
  textColor: string | null;
  removeShadow: boolean;
  align: TextAlign;
  fontWeight: FontWeight;
  fontStyle: FontStyle;
  embed: {channel: string; type: EmbedType} | null;
};

export const DEFAULT_BUTTON_STYLE: ButtonStyle = {
  textColor: null,
  removeShadow: false,
  ...STYLE_DEFAULTS,
  embed: null,
};

/** The help's example: what its sentence describes and its code block shows. */
export const EXAMPLE_BUTTON_STYLE: ButtonStyle = {
  ...DEFAULT_BUTTON_STYLE,
  textColor: '#ff8800',
  removeShadow: true,
  align: 'right',
  fontStyle: 'italic',
};

/** The value the JSON gives `dh_text_shadow`: any value removes the shadow. */
export const TEXT_SHADOW_VALUE = true;

/** The query parameter of a help address that carries a shared style. */
export const STYLE_PARAM = 'style';
