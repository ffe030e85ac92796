/**
 * @jest-environment node
 */
import colorNames from 'color-name';
import {BUTTON_STYLES as RULES} from '@site/docs/_data/buttonStyles';
import {PRODUCT_NAME} from '@site/src/data/constants';
import {listInText} from '@site/src/texts/platforms';
import {
  defaultStyle,
  exampleStyle,
  initVariablesJson,
  styleParamValue,
} from '@site/src/plugins/help/theme/HelpTools/dhStyles';
import {
  MAX_PASTE_LENGTH,
  checkChannel,
  checkTextColor,
  colorHex,
  defaultForm,
  formFromStyle,
  parseStyleText,
  readForm,
} from '@site/src/plugins/help/theme/HelpTools/StyleBuilder/checks';

const {stylesKey, keys, embedKeys, values, twitchChannel} = RULES;
const DEFAULT = defaultStyle(RULES);
const EXAMPLE = exampleStyle(RULES);
const choices = (list: readonly string[]) => listInText(list, 'or');
const [firstEmbedType, secondEmbedType] = values.embedType;
const lastEmbedType = values.embedType.at(-1)!;

describe('dh_text_color', () => {
  it('accepts every HTML colour name, in any case, and gives the colour picker its hex', () => {
    for (const [name, rgb] of Object.entries(colorNames)) {
      expect(checkTextColor(` ${name.toUpperCase()} `, RULES)).toEqual({ok: true, value: name});
      expect(colorHex(name, RULES)).toBe(`#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`);
    }
  });

  it.each([
    ['#FF8800', '#ff8800', '#ff8800'],
    ['#F80', '#f80', '#ff8800'],
  ])('accepts the hex colour %j in lower case, and gives the picker six digits', (raw, value, hex) => {
    expect(checkTextColor(raw, RULES)).toEqual({ok: true, value});
    expect(colorHex(raw, RULES)).toBe(hex);
  });

  it.each(['', '   '])('reads %j as no colour', (raw) => {
    expect(checkTextColor(raw, RULES)).toEqual({ok: true, value: null});
  });

  it.each([
    ['ff8800', /starts with #: write #ff8800/],
    ['#ff88', /3 or 6/],
    ['#ggg', /3 or 6/],
    ['#ff8800aa', /3 or 6/],
    ['orang', /^"orang" is not an HTML colour name/],
    ['red; background: url(https://example.com/x)', /too long/],
    ['red;', /not an HTML colour name/],
    ['<script>alert(1)</script>', /not an HTML colour name/],
    ['expression(alert(1))', /not an HTML colour name/],
    ['transparent', /not an HTML colour name/],
    ['currentcolor', /not an HTML colour name/],
    ['toString', /^"toString" is not an HTML colour name/],
    ['__proto__', /not an HTML colour name/],
    ['constructor', /not an HTML colour name/],
    ['rgb(255, 0, 0)', /not an HTML colour name/],
    ['x'.repeat(10_000), /too long/],
  ])('refuses %j, saying why in one short message', (raw, message) => {
    const checked = checkTextColor(raw, RULES);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.message).toMatch(message);
      expect(checked.message.length).toBeLessThan(200);
    }
  });

  it('gives the picker nothing for what is not a colour', () => {
    expect(colorHex('nope', RULES)).toBeNull();
    expect(colorHex('hasOwnProperty', RULES)).toBeNull();
  });
});

describe('the Twitch channel', () => {
  it('is trimmed, lower-cased, and may be as long as Twitch allows', () => {
    expect(checkChannel(' DeckHopper_Live1 ', RULES)).toEqual({ok: true, value: 'deckhopper_live1'});
    const longest = 'a'.repeat(twitchChannel.maxLength);
    expect(checkChannel(longest, RULES)).toEqual({ok: true, value: longest});
  });

  it.each([
    ['', /^Enter the Twitch channel name\.$/],
    ['a'.repeat(twitchChannel.maxLength + 1), new RegExp(`at most ${twitchChannel.maxLength} characters`)],
    ['deck hopper', /remove the spaces\.$/],
    ['deck-hopper', /remove "-"\.$/],
    ['déjà', /remove "é" and "à"\.$/],
    ['<img src=x onerror=alert(1)>', /letters, digits and underscores: remove "<", the spaces, "=", "\(" and "\)"\.$/],
    ['https://twitch.tv/deckhopper', /channel name only/],
    ['twitch.tv/deckhopper', /channel name only/],
  ])('refuses %j', (raw, message) => {
    const checked = checkChannel(raw, RULES);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });
});

describe('the builder form', () => {
  it('starts at the defaults', () => {
    expect(readForm(defaultForm(RULES), RULES)).toEqual({style: DEFAULT, errors: {}});
  });

  it('keeps invalid values out of the style, with a message for each field', () => {
    const {style, errors} = readForm(
      {...defaultForm(RULES), textColor: 'red;', align: values.align.at(-1)!, embedOn: true, channel: 'bad name'},
      RULES,
    );
    expect(style).toEqual({...DEFAULT, align: values.align.at(-1)});
    expect(errors.textColor).toMatch(/not an HTML colour name/);
    expect(errors.channel).toMatch(/letters, digits and underscores/);
    expect(initVariablesJson(style, RULES)).not.toMatch(/red;|bad name/);
  });

  it('round-trips a style', () => {
    const style = {...EXAMPLE, embed: {channel: 'deckhopper', type: lastEmbedType}};
    expect(readForm(formFromStyle(style, RULES), RULES)).toEqual({style, errors: {}});
  });
});

describe('a pasted dh_styles object', () => {
  const paste = (object: unknown) => parseStyleText(JSON.stringify(object), RULES);

  it('loads the init variables the help shows, the bare object, and its keys without braces', () => {
    const loaded = {ok: true, style: EXAMPLE, issues: []};
    expect(parseStyleText(initVariablesJson(EXAMPLE, RULES), RULES)).toEqual(loaded);
    const bare = styleParamValue(EXAMPLE, RULES)!;
    expect(parseStyleText(bare, RULES)).toEqual(loaded);
    expect(parseStyleText(bare.slice(1, -1), RULES)).toEqual(loaded);
  });

  it('loads an embed, lower-casing its channel and saying so', () => {
    expect(
      paste({[stylesKey]: {[keys.embed]: {[embedKeys.channel]: 'DeckHopper', [embedKeys.type]: secondEmbedType}}}),
    ).toEqual({
      ok: true,
      style: {...DEFAULT, embed: {channel: 'deckhopper', type: secondEmbedType}},
      issues: [`"${keys.embed}" channel "DeckHopper" was changed to lower case: "deckhopper".`],
    });
  });

  it('lists every unknown or invalid key, in order, instead of dropping it silently', () => {
    const parsed = paste({
      [stylesKey]: {
        [keys.textColor]: 'red; x',
        [keys.align]: 'middle',
        [keys.fontWeight]: 700,
        [keys.fontStyle]: values.fontStyle.at(-1)!.toUpperCase(),
        dh_font_size: 12,
        ['__proto__']: {polluted: true},
        [keys.embed]: {[embedKeys.channel]: 'deck hopper', [embedKeys.type]: 'clip', extra: 1},
      },
      other_variable: 1,
    });
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.style).toEqual(DEFAULT);
    const expected = [
      /^Other init variables.*"other_variable"/,
      new RegExp(`^Unknown key "dh_font_size": ${PRODUCT_NAME} does not read it`),
      /^Unknown key "__proto__"/,
      new RegExp(`^"${keys.textColor}" "red; x" was left out: "red; x" is not an HTML colour name`),
      `"${keys.align}" "middle" was left out: use ${choices(values.align)}.`,
      new RegExp(`^"${keys.fontWeight}" 700 was left out`),
      new RegExp(`^"${keys.fontStyle}" "${values.fontStyle.at(-1)!.toUpperCase()}" was left out`),
      `"${keys.embed}" has a key ${PRODUCT_NAME} does not read, "extra"; it was left out.`,
      new RegExp(`^"${keys.embed}" channel "deck hopper": A Twitch channel name .* The embed was not loaded\\.$`),
      `"${keys.embed}" type "clip" is not ${choices(values.embedType)}; the embed was not loaded.`,
    ];
    expect(parsed.issues).toHaveLength(expected.length);
    expected.forEach((message, index) => expect(parsed.issues[index]).toMatch(message));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the first few of many unknown keys or other variables and counts the rest', () => {
    // As many as fit in a paste the builder reads.
    const many = (prefix: string) => Object.fromEntries(Array.from({length: 300}, (_, i) => [`${prefix}${i}`, 1]));
    const parsed = paste({...many('v'), [stylesKey]: {...many('x'), [keys.embed]: many('e')}});
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const [others, ...rest] = parsed.issues;
    expect(others).toMatch(/"v0", "v1", "v2", "v3", "v4" and 295 more\.$/);
    const unknownKeys = rest.filter((issue) => issue.startsWith('Unknown key'));
    expect(unknownKeys).toHaveLength(5);
    expect(rest).toContain(`Other keys ${PRODUCT_NAME} does not read were left out too: 295 more.`);
    // The embed's keys are counted the same way.
    expect(rest.filter((issue) => /"e\d+"/.test(issue))).toHaveLength(5);
    expect(rest.filter((issue) => issue.startsWith('Other keys'))).toHaveLength(2);
    expect(parsed.issues.length).toBeLessThan(20);
  });

  it('says a colour that is not text must be in quotes', () => {
    expect(paste({[keys.textColor]: 255})).toEqual({
      ok: true,
      style: DEFAULT,
      issues: [`"${keys.textColor}" 255 was left out: it must be a colour name or a hex colour, in quotes.`],
    });
  });

  it('treats any dh_text_shadow as removing the shadow, and says so when the value reads as off', () => {
    expect(paste({[keys.textShadow]: ''})).toEqual({ok: true, style: {...DEFAULT, removeShadow: true}, issues: []});
    for (const off of [false, null, 0, 'false']) {
      const parsed = paste({[keys.textShadow]: off});
      expect(parsed).toMatchObject({ok: true, style: {removeShadow: true}});
      if (parsed.ok) expect(parsed.issues).toEqual([expect.stringMatching(/presence alone removes the shadow/)]);
    }
  });

  it('says what is missing from an embed, and does not load it', () => {
    expect(paste({[keys.embed]: {[embedKeys.channel]: 'deckhopper'}})).toEqual({
      ok: true,
      style: DEFAULT,
      issues: [`"${keys.embed}" needs a "${embedKeys.type}": ${choices(values.embedType)}; the embed was not loaded.`],
    });
    expect(paste({[keys.embed]: {[embedKeys.type]: firstEmbedType}})).toMatchObject({
      style: {embed: null},
      issues: [`"${keys.embed}" needs a "${embedKeys.channel}", the Twitch channel name; the embed was not loaded.`],
    });
    expect(paste({[keys.embed]: 'deckhopper'})).toMatchObject({
      style: {embed: null},
      issues: [expect.stringMatching(/must be an object/)],
    });
  });

  it.each([
    ['', new RegExp(`Paste a ${stylesKey} object first`)],
    [`{"${keys.align}": "left",}`, /not valid JSON/],
    ['[1, 2]', /Paste a JSON object/],
    ['"right"', /Paste a JSON object/],
    ['null', /Paste a JSON object/],
    [`{"${stylesKey}": [1]}`, /must be an object/],
    [`{"${stylesKey}": "x"}`, /must be an object/],
    ['<script>alert(1)</script>', /not valid JSON/],
    [' '.repeat(5) + 'x'.repeat(MAX_PASTE_LENGTH + 1), /too long/],
    // JSON reads it as Infinity and would write it back as null: the message quotes what was typed.
    [`{"${keys.textShadow}": 1e309, "${keys.align}": "1e999"}`, /^1e309 is too large to be a number/],
    [`{"${keys.textShadow}": -2.5E+400}`, /^-2\.5E\+400 is too large/],
  ])('refuses %j with a reason', (text, message) => {
    const parsed = parseStyleText(text, RULES);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
