/**
 * The checks of what a streamer types or pastes into the style builder:
 * each field's value, the builder's form, and a pasted `dh_styles` object.
 * The rules are those of a docs version (`ButtonStyleRules`, from its
 * `_data/buttonStyles.ts`). A value that fails a check never reaches the
 * style (and so never the JSON); the check says why, in words meant for the
 * person who typed it.
 *
 * The messages are in the page's language (`translate` reads the built
 * locale's code.json); keys, values and JSON stay as they are.
 */
import {translate} from '@docusaurus/Translate';
import {COLOR_NAMES} from '../data/colorNames';
import type {ButtonStyle, ButtonStyleRules} from '../plugins/help/theme/HelpTools/rules';
import {PRODUCT_NAME} from '../data/constants';
import {listInText} from '../texts/platforms';
import {defaultStyle} from './dhStyles';

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
export function colorHex(color: string, rules: ButtonStyleRules): string | null {
  const value = color.trim().toLowerCase();
  if (rules.hexColorPattern.test(value)) {
    return value.length === 4 ? `#${value.slice(1).replace(/./g, '$&$&')}` : value;
  }
  return Object.hasOwn(COLOR_NAMES, value) ? (COLOR_NAMES[value] ?? null) : null;
}

/** `dh_text_color`: empty for none, else an HTML colour name or a hex colour (kept in lower case). */
export function checkTextColor(raw: string, rules: ButtonStyleRules): Checked<string | null> {
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
  if (rules.hexColorPattern.test(lower)) return {ok: true, value: lower};
  if (Object.hasOwn(COLOR_NAMES, lower)) return {ok: true, value: lower};
  if (rules.hexColorPattern.test(`#${lower}`)) {
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
export function checkChannel(raw: string, rules: ButtonStyleRules): Checked<string> {
  const {character, maxLength} = rules.twitchChannel;
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
  const bad = [...new Set(Array.from(value).filter((each) => !character.test(each)))].slice(0, 5);
  if (bad.length > 0) {
    const names = bad.map((each) =>
      /\s/.test(each) ? translate({id: 'help.styleBuilder.error.spaces', message: 'the spaces'}) : quote(each),
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
  if (value.length > maxLength) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.error.channelLength', message: 'A Twitch channel name has at most {max} characters.'},
        {max: maxLength},
      ),
    };
  }
  return {ok: true, value};
}

function isOneOf(values: readonly string[], value: unknown): value is string {
  return typeof value === 'string' && values.includes(value);
}

/** What the builder's fields hold, as typed. */
export type StyleForm = {
  textColor: string;
  removeShadow: boolean;
  align: string;
  fontWeight: string;
  fontStyle: string;
  embedOn: boolean;
  channel: string;
  embedType: string;
};

export function formFromStyle(style: ButtonStyle, rules: ButtonStyleRules): StyleForm {
  return {
    textColor: style.textColor ?? '',
    removeShadow: style.removeShadow,
    align: style.align,
    fontWeight: style.fontWeight,
    fontStyle: style.fontStyle,
    embedOn: style.embed !== null,
    channel: style.embed?.channel ?? '',
    embedType: style.embed?.type ?? rules.values.embedType[0] ?? '',
  };
}

export const defaultForm = (rules: ButtonStyleRules): StyleForm => formFromStyle(defaultStyle(rules), rules);

export type FormErrors = {textColor?: string; channel?: string};

/** The style the form describes, leaving out every field that fails its check, and those checks' messages. */
export function readForm(form: StyleForm, rules: ButtonStyleRules): {style: ButtonStyle; errors: FormErrors} {
  const errors: FormErrors = {};
  const color = checkTextColor(form.textColor, rules);
  if (!color.ok) errors.textColor = color.message;
  let embed: ButtonStyle['embed'] = null;
  if (form.embedOn) {
    const channel = checkChannel(form.channel, rules);
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
function readChoice(
  styles: Record<string, unknown>,
  key: string,
  values: readonly string[],
  issues: string[],
): string | undefined {
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

function readEmbed(value: unknown, rules: ButtonStyleRules, issues: string[]): ButtonStyle['embed'] {
  const key = rules.keys.embed;
  const {embedKeys} = rules;
  const embedTypes = rules.values.embedType;
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
  const known: readonly string[] = Object.values(embedKeys);
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
  const rawChannel = value[embedKeys.channel];
  if (typeof rawChannel !== 'string') {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedNoChannel',
          message: '"{key}" needs a "{channelKey}", the Twitch channel name; the embed was not loaded.',
        },
        {key, channelKey: embedKeys.channel},
      ),
    );
  } else {
    const checked = checkChannel(rawChannel, rules);
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
  const type = value[embedKeys.type];
  if (!isOneOf(embedTypes, type)) {
    issues.push(
      type === undefined
        ? translate(
            {
              id: 'help.styleBuilder.paste.embedNoType',
              message: '"{key}" needs a "{typeKey}": {values}; the embed was not loaded.',
            },
            {key, typeKey: embedKeys.type, values: codeList(embedTypes)},
          )
        : translate(
            {
              id: 'help.styleBuilder.paste.embedBadType',
              message: '"{key}" type {value} is not {values}; the embed was not loaded.',
            },
            {key, value: quote(type), values: codeList(embedTypes)},
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
export function parseStyleText(text: string, rules: ButtonStyleRules): ParsedStyle {
  const {stylesKey, keys} = rules;
  const source = text.trim();
  if (source === '') {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.paste.empty', message: 'Paste a {key} object first.'},
        {key: stylesKey},
      ),
    };
  }
  if (source.length > MAX_PASTE_LENGTH) {
    return {
      ok: false,
      message: translate(
        {id: 'help.styleBuilder.paste.tooLong', message: 'This is too long to be a {key} object.'},
        {key: stylesKey},
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
        {example: `{"${stylesKey}": {…}}`},
      ),
    };
  }

  const issues: string[] = [];
  let styles: Record<string, unknown> = parsed;
  if (Object.hasOwn(parsed, stylesKey)) {
    const inner = parsed[stylesKey];
    if (!isObject(inner)) {
      return {
        ok: false,
        message: translate(
          {id: 'help.styleBuilder.paste.innerNotObject', message: '"{key}" must be an object, in braces {braces}.'},
          {key: stylesKey, braces: '{ }'},
        ),
      };
    }
    styles = inner;
    const others = Object.keys(parsed).filter((name) => name !== stylesKey);
    if (others.length > 0) {
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.otherVariables',
            message: 'Other init variables were left out, as the builder only makes "{key}": {names}.',
          },
          {key: stylesKey, names: others.map(quote).join(', ')},
        ),
      );
    }
  }

  const style = defaultStyle(rules);
  const known: readonly string[] = Object.values(keys);
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

  const color = styles[keys.textColor];
  if (color !== undefined) {
    const checked = typeof color === 'string' ? checkTextColor(color, rules) : null;
    if (checked?.ok) style.textColor = checked.value;
    else
      issues.push(
        translate(
          {id: 'help.styleBuilder.paste.badColour', message: '"{key}" {value} was left out: {problem}'},
          {
            key: keys.textColor,
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

  if (Object.hasOwn(styles, keys.textShadow)) {
    style.removeShadow = true;
    const value = styles[keys.textShadow];
    if (value === false || value === null || value === 0 || value === 'false') {
      issues.push(
        translate(
          {
            id: 'help.styleBuilder.paste.shadowValue',
            message: '"{key}" is {value}, but its presence alone removes the shadow, whatever its value.',
          },
          {key: keys.textShadow, value: quote(value)},
        ),
      );
    }
  }

  style.align = readChoice(styles, keys.align, rules.values.align, issues) ?? style.align;
  style.fontWeight = readChoice(styles, keys.fontWeight, rules.values.fontWeight, issues) ?? style.fontWeight;
  style.fontStyle = readChoice(styles, keys.fontStyle, rules.values.fontStyle, issues) ?? style.fontStyle;

  if (styles[keys.embed] !== undefined) style.embed = readEmbed(styles[keys.embed], rules, issues);

  return {ok: true, style, issues};
}
