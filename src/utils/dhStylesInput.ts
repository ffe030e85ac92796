/**
 * The checks of what a streamer types or pastes into the style builder, as
 * valibot schemas: each field's value, the builder's form, and a pasted
 * `dh_styles` object, by the rules of a docs version (`ButtonStyleRules`). A
 * value that fails a check never reaches the style (and so never the JSON);
 * the first rule it breaks says why, in words meant for the person who typed
 * it.
 *
 * The messages are in the page's language (`translate` reads the built
 * locale's code.json); keys, values and JSON stay as they are.
 */
import {translate} from '@docusaurus/Translate';
import colorNames from 'color-name';
import * as v from 'valibot';
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
/** What a channel check treats as an address rather than a name. */
const CHANNEL_ADDRESS = /twitch\.tv|\//;
/** How many names (unknown keys, other variables) the messages list; the rest are counted. */
const MAX_LISTED_NAMES = 5;
/** How many of a channel's wrong characters a message names. */
const MAX_NAMED_CHARACTERS = 5;
/** Values of `dh_text_shadow` that read as "keep the shadow", though any value removes it. */
const SHADOW_OFF_VALUES: readonly unknown[] = [false, null, 0, 'false'];

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

/** A JSON number outside strings, or a string (matched only to be skipped). */
const JSON_TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/**
 * The first number of a JSON text too large to hold, as typed: `1e309` parses
 * as Infinity and would be written back as null.
 */
function hugeNumberIn(text: string): string | undefined {
  return text.match(JSON_TOKEN)?.find((token) => !token.startsWith('"') && !Number.isFinite(Number(token)));
}

/** Checks stop at the first rule broken: one message per value. */
const FIRST_ISSUE = {abortEarly: true} as const;

/** What `schema` makes of `input`, or the message of the first rule it breaks. */
function check<T>(schema: v.GenericSchema<unknown, T>, input: unknown): Checked<T> {
  const result = v.safeParse(schema, input, FIRST_ISSUE);
  return result.success ? {ok: true, value: result.output} : {ok: false, message: result.issues[0].message};
}

/** An object in braces (not an array, not null). */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isColorName = (value: string) => Object.hasOwn(colorNames, value);

/** `dh_text_color`: empty for none, else an HTML colour name or a hex colour, kept in lower case. */
function textColorSchema({hexColorPattern}: ButtonStyleRules) {
  const isColor = (value: string) => {
    const lower = value.toLowerCase();
    return lower === '' || hexColorPattern.test(lower) || isColorName(lower);
  };
  return v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(MAX_COLOR_LENGTH, () =>
      translate({
        id: 'help.styleBuilder.error.colourTooLong',
        message: 'This is too long for a colour. Use a colour name such as orange, or a hex colour such as #ff8800.',
      }),
    ),
    v.check(
      (value) => isColor(value) || !hexColorPattern.test(`#${value}`),
      (issue) =>
        translate(
          {id: 'help.styleBuilder.error.hexWithoutHash', message: 'A hex colour starts with #: write #{value}.'},
          {value: issue.input.toLowerCase()},
        ),
    ),
    v.check(
      (value) => isColor(value) || !value.startsWith('#'),
      () =>
        translate({
          id: 'help.styleBuilder.error.badHex',
          message: 'A hex colour is # followed by 3 or 6 of the digits 0 to 9 and the letters a to f, such as #ff8800.',
        }),
    ),
    v.check(isColor, (issue) =>
      translate(
        {
          id: 'help.styleBuilder.error.unknownColour',
          message: '{value} is not an HTML colour name. Use a name such as orange, or a hex colour such as #ff8800.',
        },
        {value: quote(issue.input)},
      ),
    ),
    v.toLowerCase(),
    v.transform((value) => (value === '' ? null : value)),
  );
}

/** An embed's `channel`: a Twitch channel name, in lower case. */
function channelSchema({twitchChannel}: ButtonStyleRules) {
  const wrongCharacters = (value: string) => [
    ...new Set(Array.from(value).filter((character) => !twitchChannel.character.test(character))),
  ];
  return v.pipe(
    v.string(),
    v.trim(),
    v.toLowerCase(),
    v.nonEmpty(() => translate({id: 'help.styleBuilder.error.noChannel', message: 'Enter the Twitch channel name.'})),
    v.check(
      (value) => !CHANNEL_ADDRESS.test(value),
      () =>
        translate({
          id: 'help.styleBuilder.error.channelAddress',
          message: 'Enter the channel name only, without twitch.tv/ or slashes.',
        }),
    ),
    v.check(
      (value) => wrongCharacters(value).length === 0,
      (issue) => {
        const names = wrongCharacters(issue.input)
          .slice(0, MAX_NAMED_CHARACTERS)
          .map((character) =>
            /\s/.test(character)
              ? translate({id: 'help.styleBuilder.error.spaces', message: 'the spaces'})
              : quote(character),
          );
        return translate(
          {
            id: 'help.styleBuilder.error.channelCharacters',
            message: 'A Twitch channel name has only letters, digits and underscores: remove {characters}.',
          },
          {characters: listInText(names)},
        );
      },
    ),
    v.maxLength(twitchChannel.maxLength, () =>
      translate(
        {id: 'help.styleBuilder.error.channelLength', message: 'A Twitch channel name has at most {max} characters.'},
        {max: twitchChannel.maxLength},
      ),
    ),
  );
}

export function checkTextColor(raw: string, rules: ButtonStyleRules): Checked<string | null> {
  return check(textColorSchema(rules), raw);
}

export function checkChannel(raw: string, rules: ButtonStyleRules): Checked<string> {
  return check(channelSchema(rules), raw);
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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A streamer may copy the keys without the braces around them.
    return JSON.parse(`{${text}}`);
  }
}

/**
 * A pasted text as a whole: JSON holding an object, either a `dh_styles`
 * object itself or init variables with one (whose `dh_styles` must then be
 * an object too).
 */
function pastedObjectSchema({stylesKey: key}: ButtonStyleRules) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(() => translate({id: 'help.styleBuilder.paste.empty', message: 'Paste a {key} object first.'}, {key})),
    v.maxLength(MAX_PASTE_LENGTH, () =>
      translate({id: 'help.styleBuilder.paste.tooLong', message: 'This is too long to be a {key} object.'}, {key}),
    ),
    v.rawTransform(({dataset, addIssue, NEVER}) => {
      const huge = hugeNumberIn(dataset.value);
      if (huge !== undefined) {
        addIssue({
          message: translate(
            {id: 'help.styleBuilder.paste.hugeNumber', message: '{value} is too large to be a number in JSON.'},
            {value: huge},
          ),
        });
        return NEVER;
      }
      try {
        return parseJson(dataset.value);
      } catch {
        addIssue({
          message: translate(
            {
              id: 'help.styleBuilder.paste.notJson',
              message: 'This is not valid JSON. Check the quotes, the commas and the braces {braces}.',
            },
            {braces: '{ }'},
          ),
        });
        return NEVER;
      }
    }),
    v.custom<Record<string, unknown>>(isObject, () =>
      translate(
        {id: 'help.styleBuilder.paste.notObject', message: 'Paste a JSON object, in braces: {example}.'},
        {example: `{"${key}": {…}}`},
      ),
    ),
    v.check(
      (object) => !Object.hasOwn(object, key) || isObject(object[key]),
      () =>
        translate(
          {id: 'help.styleBuilder.paste.innerNotObject', message: '"{key}" must be an object, in braces {braces}.'},
          {key, braces: '{ }'},
        ),
    ),
  );
}

/**
 * The schema of each key of a pasted `dh_styles` object, by what it sets;
 * its message says why a value was left out.
 */
function styleKeySchemas(rules: ButtonStyleRules) {
  const {keys, values} = rules;
  const choice = (key: string, allowed: readonly string[]) =>
    v.picklist(allowed, (issue) =>
      translate(
        {id: 'help.styleBuilder.paste.badChoice', message: '"{key}" {value} was left out: use {values}.'},
        {key, value: quote(issue.input), values: codeList(allowed)},
      ),
    );
  return {
    keyName: v.picklist(Object.values(keys), (issue) =>
      translate(
        {
          id: 'help.styleBuilder.paste.unknownKey',
          message: 'Unknown key {name}: {product} does not read it, so it was left out.',
        },
        {name: quote(issue.input), product: PRODUCT_NAME},
      ),
    ),
    textColor: v.pipe(
      v.unknown(),
      v.rawTransform(({dataset, addIssue, NEVER}) => {
        const color = dataset.value;
        const checked = typeof color === 'string' ? checkTextColor(color, rules) : null;
        if (checked?.ok) return checked.value;
        addIssue({
          message: translate(
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
        });
        return NEVER;
      }),
    ),
    // Its presence alone removes the shadow: a value that reads as "off" only earns a note.
    textShadow: v.pipe(
      v.unknown(),
      v.check(
        (value) => !SHADOW_OFF_VALUES.includes(value),
        (issue) =>
          translate(
            {
              id: 'help.styleBuilder.paste.shadowValue',
              message: '"{key}" is {value}, but its presence alone removes the shadow, whatever its value.',
            },
            {key: keys.textShadow, value: quote(issue.input)},
          ),
      ),
    ),
    align: choice(keys.align, values.align),
    fontWeight: choice(keys.fontWeight, values.fontWeight),
    fontStyle: choice(keys.fontStyle, values.fontStyle),
  };
}

/** The schemas of a pasted `dh_embed` object, its keys and their values. */
function embedSchemas(rules: ButtonStyleRules) {
  const {embedKeys, values} = rules;
  const key = rules.keys.embed;
  return {
    object: v.custom<Record<string, unknown>>(isObject, () =>
      translate(
        {
          id: 'help.styleBuilder.paste.embedNotObject',
          message: '"{key}" must be an object with "{channelKey}" and "{typeKey}"; it was not loaded.',
        },
        {key, channelKey: embedKeys.channel, typeKey: embedKeys.type},
      ),
    ),
    keyName: v.picklist(Object.values(embedKeys), (issue) =>
      translate(
        {
          id: 'help.styleBuilder.paste.embedUnknownKey',
          message: '"{key}" has a key {product} does not read, {name}; it was left out.',
        },
        {key, product: PRODUCT_NAME, name: quote(issue.input)},
      ),
    ),
    channel: v.pipe(
      v.string(() =>
        translate(
          {
            id: 'help.styleBuilder.paste.embedNoChannel',
            message: '"{key}" needs a "{channelKey}", the Twitch channel name; the embed was not loaded.',
          },
          {key, channelKey: embedKeys.channel},
        ),
      ),
      v.rawTransform(({dataset, addIssue, NEVER}) => {
        const checked = checkChannel(dataset.value, rules);
        if (checked.ok) return checked.value;
        addIssue({
          message: translate(
            {
              id: 'help.styleBuilder.paste.embedBadChannel',
              message: '"{key}" channel {value}: {problem} The embed was not loaded.',
            },
            {key, value: quote(dataset.value), problem: checked.message},
          ),
        });
        return NEVER;
      }),
    ),
    type: v.picklist(values.embedType, (issue) =>
      issue.input === undefined
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
            {key, value: quote(issue.input), values: codeList(values.embedType)},
          ),
    ),
  };
}

/**
 * Checks each key name with `schema` (the keys a version reads); the first few
 * unknown ones are named in `issues`, the rest counted in one more line.
 */
function readKeyNames(names: readonly string[], schema: v.GenericSchema<unknown, string>, issues: string[]) {
  const unknown = names
    .map((name) => check(schema, name))
    .filter((checked): checked is {ok: false; message: string} => !checked.ok);
  issues.push(...unknown.slice(0, MAX_LISTED_NAMES).map(({message}) => message));
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

/** Reads a value with `schema`: what it makes of it, or undefined and the reason in `issues`. */
function read<T>(schema: v.GenericSchema<unknown, T>, value: unknown, issues: string[]): T | undefined {
  const checked = check(schema, value);
  if (checked.ok) return checked.value;
  issues.push(checked.message);
  return undefined;
}

function readEmbed(value: unknown, rules: ButtonStyleRules, issues: string[]): ButtonStyle['embed'] {
  const schemas = embedSchemas(rules);
  const embed = read(schemas.object, value, issues);
  if (!embed) return null;
  readKeyNames(Object.keys(embed), schemas.keyName, issues);
  const rawChannel = embed[rules.embedKeys.channel];
  const channel = read(schemas.channel, rawChannel, issues);
  if (channel !== undefined && channel !== rawChannel) {
    issues.push(
      translate(
        {
          id: 'help.styleBuilder.paste.embedLowerCase',
          message: '"{key}" channel {value} was changed to lower case: {channel}.',
        },
        {key: rules.keys.embed, value: quote(rawChannel), channel: quote(channel)},
      ),
    );
  }
  const type = read(schemas.type, embed[rules.embedKeys.type], issues);
  return channel === undefined || type === undefined ? null : {channel, type};
}

/**
 * Reads a pasted `dh_styles` object, the init variables holding one
 * (`{"dh_styles": {…}}`), or the keys without their braces. Every value that
 * fails its check is left out and listed, as is every key Deck Hopper does
 * not read.
 */
export function parseStyleText(text: string, rules: ButtonStyleRules): ParsedStyle {
  const pasted = check(pastedObjectSchema(rules), text);
  if (!pasted.ok) return pasted;

  const {stylesKey, keys} = rules;
  const issues: string[] = [];
  let styles = pasted.value;
  const inner = pasted.value[stylesKey];
  // The schema made sure that a `dh_styles` present is an object.
  if (Object.hasOwn(pasted.value, stylesKey) && isObject(inner)) {
    styles = inner;
    const others = Object.keys(pasted.value).filter((name) => name !== stylesKey);
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
  }

  const schemas = styleKeySchemas(rules);
  readKeyNames(Object.keys(styles), schemas.keyName, issues);
  const present = (key: string) => Object.hasOwn(styles, key);
  const readKey = <T>(key: string, schema: v.GenericSchema<unknown, T>) =>
    present(key) ? read(schema, styles[key], issues) : undefined;

  const style = defaultStyle(rules);
  style.textColor = readKey(keys.textColor, schemas.textColor) ?? style.textColor;
  style.removeShadow = present(keys.textShadow);
  readKey(keys.textShadow, schemas.textShadow);
  style.align = readKey(keys.align, schemas.align) ?? style.align;
  style.fontWeight = readKey(keys.fontWeight, schemas.fontWeight) ?? style.fontWeight;
  style.fontStyle = readKey(keys.fontStyle, schemas.fontStyle) ?? style.fontStyle;
  if (present(keys.embed)) style.embed = readEmbed(styles[keys.embed], rules, issues);

  return {ok: true, style, issues};
}
