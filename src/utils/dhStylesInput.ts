/**
 * The checks of what a streamer types or pastes into the style builder:
 * each field's value, the builder's form, and a pasted `dh_styles` object.
 * A value that fails a check never reaches the style (and so never the
 * JSON); the check says why, in words meant for the person who typed it.
 *
 * The messages are in the page's language (`translate` reads the built
 * locale's code.json); keys, values and JSON stay as they are.
 */
import {translate} from '@docusaurus/Translate';
import {COLOR_NAMES} from '../data/colorNames';
import {
  DEFAULT_BUTTON_STYLE,
  DH_STYLES_KEY,
  DH_STYLE_KEYS,
  EMBED_KEYS,
  EMBED_TYPES,
  FONT_STYLES,
  FONT_WEIGHTS,
  HEX_COLOR_PATTERN,
  TEXT_ALIGNS,
  TWITCH_CHANNEL_MAX_LENGTH,
  TWITCH_CHANNEL_PATTERN,
  type ButtonStyle,
  type EmbedType,
  type FontStyle,
  type FontWeight,
  type TextAlign,
} from '../data/buttonStyles';
import {PRODUCT_NAME} from '../data/constants';
import {listInText} from '../texts/platforms';

export type Checked<T> = {ok: true; value: T} | {ok: false; message: string};

/** Longest colour worth checking: the longest name has 20 letters. */
const MAX_COLOR_LENGTH = 32;
/** Longest pasted text the builder reads; a `dh_styles` object is a few hundred characters. */
export const MAX_PASTE_LENGTH = 10_000;
/** How much of a rejected value a message repeats. */
const MAX_QUOTED_LENGTH = 40;

/** A value as a message quotes it: JSON-style, shortened. */
function quote(value: unknown): string {
  let text: string;
  try {
    // JSON for what JSON can hold; anything else (never in parsed JSON) is named by its type.
    const isJson = value === null || ['object', 'string', 'number', 'boolean'].includes(typeof value);
    text = isJson ? JSON.stringify(value) : typeof value;
  } catch {
    text = typeof value;
  }
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 1)}…` : text;
}

const codeList = (values: readonly string[]) => listInText(values, 'or');

/** The colour hex of a colour name or hex colour, for the colour picker; null if it is neither. */
export function colorHex(color: string): string | null {
  const value = color.trim().toLowerCase();
  if (HEX_COLOR_PATTERN.test(value)) {
    return value.length === 4 ? `#${value.slice(1).replace(/./g, '$&$&')}` : value;
  }
  return Object.hasOwn(COLOR_NAMES, value) ? (COLOR_NAMES[value] ?? null) : null;
}

/** `dh_text_color`: empty for none, else an HTML colour name or a hex colour (kept in lower case). */
export function checkTextColor(raw: string): Checked<string | null> {
  const value = raw.trim();
  if (value === '') return {ok: true, value: null};
  if (value.length > MAX_COLOR_LENGTH) {
    return {
      ok: false,
      message: translate({
        id: 'help.styleBuilder.error.colourTooLong',
        message: 'This is too long for a colour. Use a colour name such as orange, or a hex colour such as #ff8800.',
      }),
    };
  }
  const lower = value.toLowerCase();
  if (HEX_COLOR_PATTERN.test(lower)) return {ok: true, value: lower};
  if (Object.hasOwn(COLOR_NAMES, lower)) return {ok: true, value: lower};
  if (/^(?:[0-9a-f]{3}|[0-9a-f]{6})$/.test(lower)) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.error.hexWithoutHash', message: 'A hex colour starts with #: write #{value}.'},
        {value: lower},
      ),
    };
  }
  if (lower.startsWith('#')) {
    return {
      ok: false,
      message: translate({
        id: 'help.styleBuilder.error.badHex',
        message: 'A hex colour is # followed by 3 or 6 of the digits 0 to 9 and the letters a to f, such as #ff8800.',
      }),
    };
  }
  return {
    ok: false,
    message: translate(
      {
        id: 'help.styleBuilder.error.unknownColour',
        message: '{value} is not an HTML colour name. Use a name such as orange, or a hex colour such as #ff8800.',
      },
      {value: quote(value)},
    ),
  };
}

/** An embed's `channel`: a Twitch channel name, returned in lower case. */
export function checkChannel(raw: string): Checked<string> {
  const value = raw.trim().toLowerCase();
  if (value === '') {
    return {
      ok: false,
      message: translate({id: 'help.styleBuilder.error.noChannel', message: 'Enter the Twitch channel name.'}),
    };
  }
  if (/twitch\.tv|\//.test(value)) {
    return {
      ok: false,
      message: translate({
        id: 'help.styleBuilder.error.channelAddress',
        message: 'Enter the channel name only, without twitch.tv/ or slashes.',
      }),
    };
  }
  if (!/^[a-z0-9_]*$/.test(value)) {
    const bad = [...new Set(Array.from(value).filter((character) => !/[a-z0-9_]/.test(character)))].slice(0, 5);
    const names = bad.map((character) =>
      /\s/.test(character)
        ? translate({id: 'help.styleBuilder.error.spaces', message: 'the spaces'})
        : quote(character),
    );
    return {
      ok: false,
      message: translate(
        {
          id: 'help.styleBuilder.error.channelCharacters',
          message: 'A Twitch channel name has only letters, digits and underscores: remove {characters}.',
        },
        {characters: listInText(names)},
      ),
    };
  }
  if (!TWITCH_CHANNEL_PATTERN.test(value)) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.error.channelLength', message: 'A Twitch channel name has at most {max} characters.'},
        {max: TWITCH_CHANNEL_MAX_LENGTH},
      ),
    };
  }
  return {ok: true, value};
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/** What the builder's fields hold, as typed. */
export type StyleForm = {
  textColor: string;
  removeShadow: boolean;
  align: TextAlign;
  fontWeight: FontWeight;
  fontStyle: FontStyle;
  embedOn: boolean;
  channel: string;
  embedType: EmbedType;
};

export function formFromStyle(style: ButtonStyle): StyleForm {
  return {
    textColor: style.textColor ?? '',
    removeShadow: style.removeShadow,
    align: style.align,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    embedOn: style.embed !== null,
    channel: style.embed?.channel ?? '',
    embedType: style.embed?.type ?? EMBED_TYPES[0],
  };
}

export const DEFAULT_FORM: StyleForm = formFromStyle(DEFAULT_BUTTON_STYLE);

export type FormErrors = {textColor?: string; channel?: string};

/** The style the form describes, leaving out every field that fails its check, and those checks' messages. */
export function readForm(form: StyleForm): {style: ButtonStyle; errors: FormErrors} {
  const errors: FormErrors = {};
  const color = checkTextColor(form.textColor);
  if (!color.ok) errors.textColor = color.message;
  let embed: ButtonStyle['embed'] = null;
  if (form.embedOn) {
    const channel = checkChannel(form.channel);
    if (channel.ok) embed = {channel: channel.value, type: form.embedType};
    else errors.channel = channel.message;
  }
  return {
    style: {
      textColor: color.ok ? color.value : null,
      removeShadow: form.removeShadow,
      align: form.align,
      fontWeight: form.fontWeight,
      fontStyle: form.fontStyle,
      embed,
    },
    errors,
  };
}

export type ParsedStyle =
  /** `issues`: what was left out or changed, one sentence each. */
  {ok: true; style: ButtonStyle; issues: string[]} | {ok: false; message: string};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A streamer may copy the keys without the braces around them.
    return JSON.parse(`{${text}}`);
  }
}

/** A key with a list of allowed values: the value if allowed, else undefined and an issue. */
function readChoice<T extends string>(
  styles: Record<string, unknown>,
  key: string,
  values: readonly T[],
  issues: string[],
): T | undefined {
  const value = styles[key];
  if (value === undefined || isOneOf(values, value)) return value;
  issues.push(
    translate(
      {id: 'help.styleBuilder.paste.badChoice', message: '"{key}" {value} was left out: use {values}.'},
      {key, value: quote(value), values: codeList(values)},
    ),
  );
  return undefined;
}

function readEmbed(value: unknown, issues: string[]): ButtonStyle['embed'] {
  const key = DH_STYLE_KEYS.embed;
  if (!isObject(value)) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedNotObject',
          message: '"{key}" must be an object with "{channelKey}" and "{typeKey}"; it was not loaded.',
        },
        {key, channelKey: EMBED_KEYS.channel, typeKey: EMBED_KEYS.type},
      ),
    );
    return null;
  }
  const known: readonly string[] = Object.values(EMBED_KEYS);
  for (const name of Object.keys(value)) {
    if (!known.includes(name))
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.embedUnknownKey',
            message: '"{key}" has a key {product} does not read, {name}; it was left out.',
          },
          {key, product: PRODUCT_NAME, name: quote(name)},
        ),
      );
  }
  let channel: string | null = null;
  const rawChannel = value[EMBED_KEYS.channel];
  if (typeof rawChannel !== 'string') {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedNoChannel',
          message: '"{key}" needs a "{channelKey}", the Twitch channel name; the embed was not loaded.',
        },
        {key, channelKey: EMBED_KEYS.channel},
      ),
    );
  } else {
    const checked = checkChannel(rawChannel);
    if (!checked.ok) {
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.embedBadChannel',
            message: '"{key}" channel {value}: {problem} The embed was not loaded.',
          },
          {key, value: quote(rawChannel), problem: checked.message},
        ),
      );
    } else {
      channel = checked.value;
      if (channel !== rawChannel)
        issues.push(
          translate(
            {
              id: 'help.styleBuilder.paste.embedLowerCase',
              message: '"{key}" channel {value} was changed to lower case: {channel}.',
            },
            {key, value: quote(rawChannel), channel: quote(channel)},
          ),
        );
    }
  }
  const type = value[EMBED_KEYS.type];
  if (!isOneOf(EMBED_TYPES, type)) {
    issues.push(
      type === undefined
        ? translate(
            {
              id: 'help.styleBuilder.paste.embedNoType',
              message: '"{key}" needs a "{typeKey}": {values}; the embed was not loaded.',
            },
            {key, typeKey: EMBED_KEYS.type, values: codeList(EMBED_TYPES)},
          )
        : translate(
            {
              id: 'help.styleBuilder.paste.embedBadType',
              message: '"{key}" type {value} is not {values}; the embed was not loaded.',
            },
            {key, value: quote(type), values: codeList(EMBED_TYPES)},
          ),
    );
    return null;
  }
  return channel === null ? null : {channel, type};
}

/**
 * Reads a pasted `dh_styles` object, the init variables holding one
 * (`{"dh_styles": {…}}`), or the keys without their braces. Every value that
 * fails its check is left out and listed, as is every key Deck Hopper does
 * not read.
 */
export function parseStyleText(text: string): ParsedStyle {
  const source = text.trim();
  if (source === '') {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.paste.empty', message: 'Paste a {key} object first.'},
        {key: DH_STYLES_KEY},
      ),
    };
  }
  if (source.length > MAX_PASTE_LENGTH) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.paste.tooLong', message: 'This is too long to be a {key} object.'},
        {key: DH_STYLES_KEY},
      ),
    };
  }
  let parsed: unknown;
  try {
    parsed = parseJson(source);
  } catch {
    return {
      ok: false,
      message: translate(
        {
          id: 'help.styleBuilder.paste.notJson',
          message: 'This is not valid JSON. Check the quotes, the commas and the braces {braces}.',
        },
        {braces: '{ }'},
      ),
    };
  }
  if (!isObject(parsed)) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.paste.notObject', message: 'Paste a JSON object, in braces: {example}.'},
        {example: `{"${DH_STYLES_KEY}": {…}}`},
      ),
    };
  }

  const issues: string[] = [];
  let styles: Record<string, unknown> = parsed;
  if (Object.hasOwn(parsed, DH_STYLES_KEY)) {
    const inner = parsed[DH_STYLES_KEY];
    if (!isObject(inner)) {
      return {
        ok: false,
        message: translate(
          {id: 'help.styleBuilder.paste.innerNotObject', message: '"{key}" must be an object, in braces {braces}.'},
          {key: DH_STYLES_KEY, braces: '{ }'},
        ),
      };
    }
    styles = inner;
    const others = Object.keys(parsed).filter((name) => name !== DH_STYLES_KEY);
    if (others.length > 0) {
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.otherVariables',
            message: 'Other init variables were left out, as the builder only makes "{key}": {names}.',
          },
          {key: DH_STYLES_KEY, names: others.map(quote).join(', ')},
        ),
      );
    }
  }

  const style: ButtonStyle = {...DEFAULT_BUTTON_STYLE};
  const known: readonly string[] = Object.values(DH_STYLE_KEYS);
  for (const name of Object.keys(styles)) {
    if (!known.includes(name))
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.unknownKey',
            message: 'Unknown key {name}: {product} does not read it, so it was left out.',
          },
          {name: quote(name), product: PRODUCT_NAME},
        ),
      );
  }

  const color = styles[DH_STYLE_KEYS.textColor];
  if (color !== undefined) {
    const checked = typeof color === 'string' ? checkTextColor(color) : null;
    if (checked?.ok) style.textColor = checked.value;
    else
      issues.push(
        translate(
          {id: 'help.styleBuilder.paste.badColour', message: '"{key}" {value} was left out: {problem}'},
          {
            key: DH_STYLE_KEYS.textColor,
            value: quote(color),
            problem: checked
              ? checked.message
              : translate({
                  id: 'help.styleBuilder.paste.colourNotText',
                  message: 'it must be a colour name or a hex colour, in quotes.',
                }),
          },
        ),
      );
  }

  if (Object.hasOwn(styles, DH_STYLE_KEYS.textShadow)) {
    style.removeShadow = true;
    const value = styles[DH_STYLE_KEYS.textShadow];
    if (value === false || value === null || value === 0 || value === 'false') {
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.shadowValue',
            message: '"{key}" is {value}, but its presence alone removes the shadow, whatever its value.',
          },
          {key: DH_STYLE_KEYS.textShadow, value: quote(value)},
        ),
      );
    }
  }

  style.align = readChoice(styles, DH_STYLE_KEYS.align, TEXT_ALIGNS, issues) ?? style.align;
  style.fontWeight = readChoice(styles, DH_STYLE_KEYS.fontWeight, FONT_WEIGHTS, issues) ?? style.fontWeight;
  style.fontStyle = readChoice(styles, DH_STYLE_KEYS.fontStyle, FONT_STYLES, issues) ?? style.fontStyle;

  if (styles[DH_STYLE_KEYS.embed] !== undefined) style.embed = readEmbed(styles[DH_STYLE_KEYS.embed], issues);

  return {ok: true, style, issues};
}
