import {DEFAULT_BUTTON_STYLE, EXAMPLE_BUTTON_STYLE} from '@site/src/data/buttonStyles';
import {initVariablesJson, styleParamValue} from '@site/src/utils/dhStyles';
import {
  DEFAULT_FORM,
  MAX_PASTE_LENGTH,
  checkChannel,
  checkTextColor,
  colorHex,
  formFromStyle,
  parseStyleText,
  readForm,
} from '@site/src/utils/dhStylesInput';

describe('dh_text_color', () => {
  it.each([
    ['orange', 'orange'],
    ['  Orange ', 'orange'],
    ['REBECCAPURPLE', 'rebeccapurple'],
    ['#ff8800', '#ff8800'],
    ['#FF8800', '#ff8800'],
    ['#f80', '#f80'],
    ['', null],
    ['   ', null],
  ])('accepts %j', (raw, value) => {
    expect(checkTextColor(raw)).toEqual({ok: true, value});
  });

  it.each([
    ['ff8800', /starts with #: write #ff8800/],
    ['#ff88', /3 or 6/],
    ['#ggg', /3 or 6/],
    ['#ff8800aa', /3 or 6/],
    ['orang', /not an HTML colour name/],
    ['red; background: url(https://example.com/x)', /too long/],
    ['red;', /not an HTML colour name/],
    ['<script>alert(1)</script>', /not an HTML colour name/],
    ['expression(alert(1))', /not an HTML colour name/],
    ['transparent', /not an HTML colour name/],
    ['currentcolor', /not an HTML colour name/],
    ['toString', /not an HTML colour name/],
    ['__proto__', /not an HTML colour name/],
    ['constructor', /not an HTML colour name/],
    ['rgb(255, 0, 0)', /not an HTML colour name/],
    ['x'.repeat(10_000), /too long/],
  ])('refuses %j', (raw, message) => {
    const checked = checkTextColor(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) {
      expect(checked.message).toMatch(message);
      expect(checked.message.length).toBeLessThan(200);
    }
  });

  it('gives the colour picker a six-digit hex', () => {
    expect(colorHex('orange')).toBe('#ffa500');
    expect(colorHex('#F80')).toBe('#ff8800');
    expect(colorHex('#ff8800')).toBe('#ff8800');
    expect(colorHex('nope')).toBeNull();
    expect(colorHex('hasOwnProperty')).toBeNull();
  });
});

describe('the Twitch channel', () => {
  it('is lower-cased and checked for the characters a channel name allows', () => {
    expect(checkChannel('DeckHopper_Live')).toEqual({ok: true, value: 'deckhopper_live'});
    expect(checkChannel(' abc123 ')).toEqual({ok: true, value: 'abc123'});
    expect(checkChannel('a'.repeat(25))).toEqual({ok: true, value: 'a'.repeat(25)});
  });

  it.each([
    ['', /Enter the Twitch channel name/],
    ['a'.repeat(26), /at most 25/],
    ['deck hopper', /remove the spaces\.$/],
    ['deck-hopper', /remove "-"/],
    ['déjà', /remove "é" and "à"\.$/],
    ['<img src=x onerror=alert(1)>', /letters, digits and underscores: remove "<", the spaces, "=", "\(" and "\)"/],
    ['https://twitch.tv/deckhopper', /channel name only/],
    ['twitch.tv/deckhopper', /channel name only/],
  ])('refuses %j', (raw, message) => {
    const checked = checkChannel(raw);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.message).toMatch(message);
  });
});

describe('the builder form', () => {
  it('starts at the defaults', () => {
    expect(readForm(DEFAULT_FORM)).toEqual({style: DEFAULT_BUTTON_STYLE, errors: {}});
  });

  it('keeps invalid values out of the style, with a message for each field', () => {
    const {style, errors} = readForm({
      ...DEFAULT_FORM,
      textColor: 'red;',
      align: 'right',
      embedOn: true,
      channel: 'bad name',
    });
    expect(style).toEqual({...DEFAULT_BUTTON_STYLE, align: 'right'});
    expect(errors.textColor).toMatch(/not an HTML colour name/);
    expect(errors.channel).toMatch(/letters, digits and underscores/);
    expect(initVariablesJson(style)).not.toMatch(/red;|bad name/);
  });

  it('round-trips a style', () => {
    const style = {...EXAMPLE_BUTTON_STYLE, embed: {channel: 'deckhopper', type: 'video-chat' as const}};
    expect(readForm(formFromStyle(style))).toEqual({style, errors: {}});
  });
});

describe('a pasted dh_styles object', () => {
  it('loads the init variables the help shows', () => {
    expect(parseStyleText(initVariablesJson(EXAMPLE_BUTTON_STYLE))).toEqual({
      ok: true,
      style: EXAMPLE_BUTTON_STYLE,
      issues: [],
    });
  });

  it('loads a bare dh_styles object, and its keys without braces', () => {
    expect(parseStyleText(styleParamValue(EXAMPLE_BUTTON_STYLE)!)).toEqual({
      ok: true,
      style: EXAMPLE_BUTTON_STYLE,
      issues: [],
    });
    expect(parseStyleText('"dh_align": "left", "dh_font_weight": "normal"')).toEqual({
      ok: true,
      style: {...DEFAULT_BUTTON_STYLE, align: 'left', fontWeight: 'normal'},
      issues: [],
    });
  });

  it('loads an embed, lower-casing its channel and saying so', () => {
    const parsed = parseStyleText('{"dh_styles": {"dh_embed": {"channel": "DeckHopper", "type": "chat"}}}');
    expect(parsed).toEqual({
      ok: true,
      style: {...DEFAULT_BUTTON_STYLE, embed: {channel: 'deckhopper', type: 'chat'}},
      issues: ['"dh_embed" channel "DeckHopper" was changed to lower case: "deckhopper".'],
    });
  });

  it('lists every unknown or invalid key instead of dropping it silently', () => {
    const parsed = parseStyleText(
      JSON.stringify({
        dh_styles: {
          dh_text_color: 'red; x',
          dh_align: 'middle',
          dh_font_weight: 700,
          dh_font_style: 'Italic',
          dh_font_size: 12,
          ['__proto__']: {polluted: true},
          dh_embed: {channel: 'deck hopper', type: 'clip', extra: 1},
        },
        other_variable: 1,
      }),
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.style).toEqual(DEFAULT_BUTTON_STYLE);
    const text = parsed.issues.join('\n');
    for (const expected of [
      /Other init variables.*"other_variable"/,
      /Unknown key "dh_font_size"/,
      /Unknown key "__proto__"/,
      /"dh_text_color" "red; x" was left out/,
      /"dh_align" "middle" was left out: use left, center or right/,
      /"dh_font_weight" 700 was left out/,
      /"dh_font_style" "Italic" was left out/,
      /"dh_embed" has a key Deck Hopper does not read, "extra"/,
      /"dh_embed" channel "deck hopper"/,
      /"dh_embed" type "clip" is not video, chat or video-chat/,
    ]) {
      expect(text).toMatch(expected);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('treats any dh_text_shadow as removing the shadow, and says so when the value reads as off', () => {
    expect(parseStyleText('{"dh_text_shadow": ""}')).toEqual({
      ok: true,
      style: {...DEFAULT_BUTTON_STYLE, removeShadow: true},
      issues: [],
    });
    const parsed = parseStyleText('{"dh_text_shadow": false}');
    expect(parsed).toMatchObject({ok: true, style: {removeShadow: true}});
    if (parsed.ok) expect(parsed.issues[0]).toMatch(/presence alone removes the shadow/);
  });

  it('says what is missing from an embed', () => {
    const parsed = parseStyleText('{"dh_embed": {"channel": "deckhopper"}}');
    expect(parsed).toMatchObject({ok: true, style: {embed: null}});
    if (parsed.ok)
      expect(parsed.issues).toEqual([
        '"dh_embed" needs a "type": video, chat or video-chat; the embed was not loaded.',
      ]);
    const notObject = parseStyleText('{"dh_embed": "deckhopper"}');
    if (notObject.ok) expect(notObject.issues[0]).toMatch(/must be an object/);
  });

  it.each([
    ['', /Paste a dh_styles object first/],
    ['{"dh_align": "left",}', /not valid JSON/],
    ['[1, 2]', /Paste a JSON object/],
    ['"right"', /Paste a JSON object/],
    ['null', /Paste a JSON object/],
    ['{"dh_styles": [1]}', /must be an object/],
    ['{"dh_styles": "x"}', /must be an object/],
    ['<script>alert(1)</script>', /not valid JSON/],
    [' '.repeat(5) + 'x'.repeat(MAX_PASTE_LENGTH + 1), /too long/],
  ])('refuses %j with a reason', (text, message) => {
    const parsed = parseStyleText(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });
});
