/**
 * The checks of what a streamer types or pastes into the style builder, by a
 * docs version's rules. A value that fails a check never reaches the style
 * (nor the JSON); the first rule it breaks says why, in the page's language.
 */
import {translate} from '@docusaurus/Translate';
import colorNames from 'color-name';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {listInText} from '@site/src/texts/platforms';
import {defaultStyle} from '../dhStyles';
import type {ButtonStyle, ButtonStyleRules} from '../rules';

export type Checked<T> = {ok: true; value: T} | {ok: false; message: string};

const ok = <T>(value: T): Checked<T> => ({ok: true, value});
const refuse = (message: string): {ok: false; message: string} => ({ok: false, message});

/** Longest colour worth checking: the longest name has 20 letters. */
const MAX_COLOR_LENGTH = 32;
/** Longest pasted text the builder reads; a `dh_styles` object is a few hundred characters. */
export const MAX_PASTE_LENGTH = 10_000;
/** How much of a rejected value a message repeats. */
const MAX_QUOTED_LENGTH = 40;
/** What a channel check treats as an address rather than a name. */
const CHANNEL_ADDRESS = /twitch\.tv|\//;
/** How many names (unknown keys, other variables, a channel's wrong characters) a message lists. */
const MAX_LISTED_NAMES = 5;
/** Values of `dh_text_shadow` that read as "keep the shadow", though any value removes it. */
const SHADOW_OFF_VALUES: readonly unknown[] = [false, null, 0, 'false'];
/** A JSON number outside strings, or a string (matched only to be skipped). */
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** A value as a message quotes it: JSON-style (parsed JSON holds nothing else), shortened. */
function quote(value: unknown): string {
  const text = JSON.stringify(value);
  return text.length > MAX_QUOTED_LENGTH ? `${text.slice(0, MAX_QUOTED_LENGTH - 1)}…` : text;
}

const codeList = (values: readonly string[]) => listInText(values, 'or');

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isOneOf = (values: readonly string[], value: unknown): value is string =>
  typeof value === 'string' && values.includes(value);

const isColorName = (value: string) => Object.hasOwn(colorNames, value);

/** `dh_text_color`: empty for none, else an HTML colour name or a hex colour, kept in lower case. */
export function checkTextColor(raw: string, {hexColorPattern}: ButtonStyleRules): Checked<string | null> {
  const value = raw.trim();
  const lower = value.toLowerCase();
  if (value.length > MAX_COLOR_LENGTH) {
    return refuse(
      translate({
        id: 'help.styleBuilder.error.colourTooLong',
        message: 'This is too long for a colour. Use a colour name such as orange, or a hex colour such as #ff8800.',
      }),
    );
  }
  if (lower === '') return ok(null);
  if (hexColorPattern.test(lower) || isColorName(lower)) return ok(lower);
  if (hexColorPattern.test(`#${lower}`)) {
    return refuse(
      translate(
        {id: 'help.styleBuilder.error.hexWithoutHash', message: 'A hex colour starts with #: write #{value}.'},
        {value: lower},
      ),
    );
  }
  if (lower.startsWith('#')) {
    return refuse(
      translate({
        id: 'help.styleBuilder.error.badHex',
        message: 'A hex colour is # followed by 3 or 6 of the digits 0 to 9 and the letters a to f, such as #ff8800.',
      }),
    );
  }
  return refuse(
    translate(
      {
        id: 'help.styleBuilder.error.unknownColour',
        message: '{value} is not an HTML colour name. Use a name such as orange, or a hex colour such as #ff8800.',
      },
      {value: quote(value)},
    ),
  );
}

/** An embed's `channel`: a Twitch channel name, in lower case. */
export function checkChannel(raw: string, {twitchChannel}: ButtonStyleRules): Checked<string> {
  const value = raw.trim().toLowerCase();
  if (value === '') {
    return refuse(translate({id: 'help.styleBuilder.error.noChannel', message: 'Enter the Twitch channel name.'}));
  }
  if (CHANNEL_ADDRESS.test(value)) {
    return refuse(
      translate({
        id: 'help.styleBuilder.error.channelAddress',
        message: 'Enter the channel name only, without twitch.tv/ or slashes.',
      }),
    );
  }
  const wrong = new Set(Array.from(value).filter((character) => !twitchChannel.character.test(character)));
  if (wrong.size > 0) {
    const names = [...wrong]
      .slice(0, MAX_LISTED_NAMES)
      .map((character) =>
        /\s/.test(character)
          ? translate({id: 'help.styleBuilder.error.spaces', message: 'the spaces'})
          : quote(character),
      );
    return refuse(
      translate(
        {
          id: 'help.styleBuilder.error.channelCharacters',
          message: 'A Twitch channel name has only letters, digits and underscores: remove {characters}.',
        },
        {characters: listInText(names)},
      ),
    );
  }
  if (value.length > twitchChannel.maxLength) {
    return refuse(
      translate(
        {id: 'help.styleBuilder.error.channelLength', message: 'A Twitch channel name has at most {max} characters.'},
        {max: twitchChannel.maxLength},
      ),
    );
  }
  return ok(value);
}

/** The colour hex of a colour name or hex colour, for the colour picker; null if it is neither. */
export function colorHex(color: string, rules: ButtonStyleRules): string | null {
  const value = color.trim().toLowerCase();
  if (rules.hexColorPattern.test(value)) {
    return value.length === 4 ? `#${value.slice(1).replace(/./g, '$&$&')}` : value;
  }
  if (!isColorName(value)) return null;
  return `#${colorNames[value as keyof typeof colorNames].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** What the builder's fields hold, as typed: the text colour and the embed's parts as strings. */
export type StyleForm = Omit<ButtonStyle, 'textColor' | 'embed'> & {
  textColor: string;
  embedOn: boolean;
  channel: string;
  embedType: string;
};

export function formFromStyle({textColor, embed, ...style}: ButtonStyle, rules: ButtonStyleRules): StyleForm {
  return {
    ...style,
    textColor: textColor ?? '',
    embedOn: embed !== null,
    channel: embed?.channel ?? '',
    embedType: embed?.type ?? rules.values.embedType[0] ?? '',
  };
}

export const defaultForm = (rules: ButtonStyleRules): StyleForm => formFromStyle(defaultStyle(rules), rules);

export type FormErrors = {textColor?: string; channel?: string};

/** The style the form describes, leaving out every field that fails its check, and those checks' messages. */
export function readForm(
  {textColor, embedOn, channel, embedType, ...choices}: StyleForm,
  rules: ButtonStyleRules,
): {style: ButtonStyle; errors: FormErrors} {
  const errors: FormErrors = {};
  const color = checkTextColor(textColor, rules);
  if (!color.ok) errors.textColor = color.message;
  let embed: ButtonStyle['embed'] = null;
  if (embedOn) {
    const checked = checkChannel(channel, rules);
    if (checked.ok) embed = {channel: checked.value, type: embedType};
    else errors.channel = checked.message;
  }
  return {style: {...choices, textColor: color.ok ? color.value : null, embed}, errors};
}

export type ParsedStyle =
  /** `issues`: what was left out or changed, one sentence each. */
  {ok: true; style: ButtonStyle; issues: string[]} | {ok: false; message: string};

/** The JSON of a text, or undefined. A streamer may copy the keys without the braces around them. */
function parseJson(text: string): unknown {
  for (const candidate of [text, `{${text}}`]) {
    try {
      return JSON.parse(candidate);
    } catch {
      // Not JSON as it is: try the next way of reading it.
    }
  }
  return undefined;
}

/** The first number of a JSON text too large to hold, as typed (`1e309` would be written back as null). */
function hugeNumberIn(text: string): string | undefined {
  return text.match(JSON_TOKEN)?.find((token) => !token.startsWith('"') && !Number.isFinite(Number(token)));
}

/** Names quoted for a message: the first few, then how many more. */
function nameList(names: readonly string[]): string {
  const listed = names.slice(0, MAX_LISTED_NAMES).map(quote).join(', ');
  const more = names.length - MAX_LISTED_NAMES;
  return more > 0
    ? translate(
        {id: 'help.styleBuilder.paste.andMore', message: '{names} and {count} more'},
        {names: listed, count: more},
      )
    : listed;
}

/** Lists the keys a version does not read (`message` names one), the first few by name, the rest counted. */
function listUnknownKeys(
  object: Record<string, unknown>,
  known: Readonly<Record<string, string>>,
  message: (name: string) => string,
  issues: string[],
) {
  const unknown = Object.keys(object).filter((name) => !Object.values(known).includes(name));
  issues.push(...unknown.slice(0, MAX_LISTED_NAMES).map((name) => message(quote(name))));
  if (unknown.length > MAX_LISTED_NAMES) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.moreUnknownKeys',
          message: 'Other keys {product} does not read were left out too: {count} more.',
        },
        {product: PRODUCT_NAME, count: unknown.length - MAX_LISTED_NAMES},
      ),
    );
  }
}

/** A pasted `dh_embed`: the embed, or null with the reasons in `issues`. */
function readEmbed(value: unknown, rules: ButtonStyleRules, issues: string[]): ButtonStyle['embed'] {
  const {embedKeys, values} = rules;
  const key = rules.keys.embed;
  if (!isObject(value)) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedNotObject',
          message: '"{key}" must be an object with "{channelKey}" and "{typeKey}"; it was not loaded.',
        },
        {key, channelKey: embedKeys.channel, typeKey: embedKeys.type},
      ),
    );
    return null;
  }
  const unknownKey = (name: string) =>
    translate(
      {
        id: 'help.styleBuilder.paste.embedUnknownKey',
        message: '"{key}" has a key {product} does not read, {name}; it was left out.',
      },
      {key, product: PRODUCT_NAME, name},
    );
  listUnknownKeys(value, embedKeys, unknownKey, issues);

  const rawChannel = value[embedKeys.channel];
  const channel = typeof rawChannel === 'string' ? checkChannel(rawChannel, rules) : null;
  if (!channel) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedNoChannel',
          message: '"{key}" needs a "{channelKey}", the Twitch channel name; the embed was not loaded.',
        },
        {key, channelKey: embedKeys.channel},
      ),
    );
  } else if (!channel.ok) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedBadChannel',
          message: '"{key}" channel {value}: {problem} The embed was not loaded.',
        },
        {key, value: quote(rawChannel), problem: channel.message},
      ),
    );
  } else if (channel.value !== rawChannel) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedLowerCase',
          message: '"{key}" channel {value} was changed to lower case: {channel}.',
        },
        {key, value: quote(rawChannel), channel: quote(channel.value)},
      ),
    );
  }

  const type = value[embedKeys.type];
  if (!isOneOf(values.embedType, type)) {
    issues.push(
      type === undefined
        ? translate(
            {
              id: 'help.styleBuilder.paste.embedNoType',
              message: '"{key}" needs a "{typeKey}": {values}; the embed was not loaded.',
            },
            {key, typeKey: embedKeys.type, values: codeList(values.embedType)},
          )
        : translate(
            {
              id: 'help.styleBuilder.paste.embedBadType',
              message: '"{key}" type {value} is not {values}; the embed was not loaded.',
            },
            {key, value: quote(type), values: codeList(values.embedType)},
          ),
    );
    return null;
  }
  return channel?.ok ? {channel: channel.value, type} : null;
}

/** What a pasted text holds: a `dh_styles` object itself, or init variables with one. */
function pastedStyles(text: string, key: string): Checked<{styles: Record<string, unknown>; others: string[]}> {
  const source = text.trim();
  if (source === '') {
    return refuse(translate({id: 'help.styleBuilder.paste.empty', message: 'Paste a {key} object first.'}, {key}));
  }
  if (source.length > MAX_PASTE_LENGTH) {
    return refuse(
      translate({id: 'help.styleBuilder.paste.tooLong', message: 'This is too long to be a {key} object.'}, {key}),
    );
  }
  const huge = hugeNumberIn(source);
  if (huge !== undefined) {
    return refuse(
      translate(
        {id: 'help.styleBuilder.paste.hugeNumber', message: '{value} is too large to be a number in JSON.'},
        {value: huge},
      ),
    );
  }
  const pasted = parseJson(source);
  if (pasted === undefined) {
    return refuse(
      translate(
        {
          id: 'help.styleBuilder.paste.notJson',
          message: 'This is not valid JSON. Check the quotes, the commas and the braces {braces}.',
        },
        {braces: '{ }'},
      ),
    );
  }
  if (!isObject(pasted)) {
    return refuse(
      translate(
        {id: 'help.styleBuilder.paste.notObject', message: 'Paste a JSON object, in braces: {example}.'},
        {example: `{"${key}": {…}}`},
      ),
    );
  }
  if (!Object.hasOwn(pasted, key)) return ok({styles: pasted, others: []});
  const inner = pasted[key];
  if (!isObject(inner)) {
    return refuse(
      translate(
        {id: 'help.styleBuilder.paste.innerNotObject', message: '"{key}" must be an object, in braces {braces}.'},
        {key, braces: '{ }'},
      ),
    );
  }
  return ok({styles: inner, others: Object.keys(pasted).filter((name) => name !== key)});
}

/**
 * Reads a pasted `dh_styles` object, init variables holding one, or its keys without braces. Every
 * value that fails its check is left out and listed, as is every key Deck Hopper does not read.
 */
export function parseStyleText(text: string, rules: ButtonStyleRules): ParsedStyle {
  const {stylesKey, keys, values} = rules;
  const pasted = pastedStyles(text, stylesKey);
  if (!pasted.ok) return pasted;
  const {styles, others} = pasted.value;
  const issues: string[] = [];
  if (others.length > 0) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.otherVariables',
          message: 'Other init variables were left out, as the builder only makes "{key}": {names}.',
        },
        {key: stylesKey, names: nameList(others)},
      ),
    );
  }
  const unknownKey = (name: string) =>
    translate(
      {
        id: 'help.styleBuilder.paste.unknownKey',
        message: 'Unknown key {name}: {product} does not read it, so it was left out.',
      },
      {name, product: PRODUCT_NAME},
    );
  listUnknownKeys(styles, keys, unknownKey, issues);
  const present = (key: string) => Object.hasOwn(styles, key);
  const style = defaultStyle(rules);

  if (present(keys.textColor)) {
    const color = styles[keys.textColor];
    const checked = typeof color === 'string' ? checkTextColor(color, rules) : null;
    if (checked?.ok) style.textColor = checked.value;
    else {
      const problem =
        checked?.message ??
        translate({
          id: 'help.styleBuilder.paste.colourNotText',
          message: 'it must be a colour name or a hex colour, in quotes.',
        });
      issues.push(
        translate(
          {id: 'help.styleBuilder.paste.badColour', message: '"{key}" {value} was left out: {problem}'},
          {key: keys.textColor, value: quote(color), problem},
        ),
      );
    }
  }
  // Its presence alone removes the shadow: a value that reads as "off" only earns a note.
  style.removeShadow = present(keys.textShadow);
  if (style.removeShadow && SHADOW_OFF_VALUES.includes(styles[keys.textShadow])) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.shadowValue',
          message: '"{key}" is {value}, but its presence alone removes the shadow, whatever its value.',
        },
        {key: keys.textShadow, value: quote(styles[keys.textShadow])},
      ),
    );
  }
  for (const field of ['align', 'fontWeight', 'fontStyle'] as const) {
    const key = keys[field];
    if (!present(key)) continue;
    if (isOneOf(values[field], styles[key])) style[field] = styles[key];
    else {
      issues.push(
        translate(
          {id: 'help.styleBuilder.paste.badChoice', message: '"{key}" {value} was left out: use {values}.'},
          {key, value: quote(styles[key]), values: codeList(values[field])},
        ),
      );
    }
  }
  if (present(keys.embed)) style.embed = readEmbed(styles[keys.embed], rules, issues);
  return {ok: true, style, issues};
}
