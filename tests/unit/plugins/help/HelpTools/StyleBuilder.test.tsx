import {fireEvent, render, screen, within} from '@testing-library/react';
import {BUTTON_STYLES as RULES} from '@site/docs/_data/buttonStyles';
import Builder, {STYLE_PARAM} from '@site/src/plugins/help/theme/HelpTools/StyleBuilder/Builder';
import {valueLabel} from '@site/src/plugins/help/theme/HelpTools/dhStyles';
import type {ButtonStyleRules} from '@site/src/plugins/help/theme/HelpTools/rules';
import {SPANISH, inSpanish} from '../../../helpers/spanish';

const {stylesKey, keys, embedKeys, values, defaults} = RULES;
const chat = values.embedType[1];

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

/** The JSON the builder shows, parsed. */
function shownJson(): unknown {
  return JSON.parse(document.querySelector('pre')!.textContent);
}

const json = (styles: Record<string, unknown>) => ({[stylesKey]: styles});
const caption = () => document.querySelector('figcaption')!.textContent;
const previewText = () => document.querySelector<HTMLElement>('figure [aria-hidden="true"] span:last-child')!;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});
const pasteLabel = `Load an existing ${stylesKey}`;
const builder = (entry = 'customButtonText', rules: ButtonStyleRules = RULES) => (
  <Builder entry={entry} rules={rules} />
);

beforeEach(() => {
  window.history.replaceState(null, '', '/deckhopper/setup?platform=android');
});

afterAll(() => setClipboard(undefined));

describe('the style builder', () => {
  it('starts at the defaults, with an empty dh_styles and a described preview', () => {
    render(builder());
    expect(shownJson()).toEqual(json({}));
    expect(caption()).toBe('Preview: centred text with shadow.');
    expect(screen.getByLabelText('Alignment')).toHaveValue(defaults.align);
    expect(screen.getByLabelText('Weight')).toHaveValue(defaults.fontWeight);
    expect(screen.getByLabelText('Style')).toHaveValue(defaults.fontStyle);
    expect(screen.queryByLabelText('Channel')).not.toBeInTheDocument();
    // Nothing is written to the address until the visitor changes something.
    expect(window.location.search).toBe('?platform=android');
  });

  it('offers each value of the rules by its label, the default marked, and a new value as written', () => {
    const withNewValue = {...RULES, values: {...values, align: [...values.align, 'justify']}};
    render(builder('customButtonText', withNewValue));
    const options = within(screen.getByLabelText('Alignment')).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('value'))).toEqual([...values.align, 'justify']);
    expect(options.map((option) => option.textContent)).toEqual([
      ...values.align.map((value) =>
        value === defaults.align ? `${valueLabel('align', value)} (default)` : valueLabel('align', value),
      ),
      'justify',
    ]);
    for (const value of values.align) expect(valueLabel('align', value)).not.toBe(value);
  });

  it('names the values in the page’s language', () => {
    inSpanish();
    render(builder());
    const spanish = SPANISH.codeTranslations;
    const label = (value: string) => spanish[`help.styleBuilder.value.align.${value}`]!;
    const options = within(screen.getByLabelText(spanish['help.styleBuilder.alignment']!)).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(
      values.align.map((value) =>
        value === defaults.align
          ? spanish['help.styleBuilder.defaultOption']!.replace('{label}', label(value))
          : label(value),
      ),
    );
  });

  it('follows every field: the preview, its description, the JSON and the address', () => {
    render(builder());
    type('Text colour', '#FF8800');
    fireEvent.click(screen.getByLabelText('Remove the text shadow'));
    type('Alignment', 'right');
    type('Weight', 'lighter');
    type('Style', 'italic');
    expect(caption()).toBe('Preview: right-aligned lighter italic orange text without shadow.');
    expect(previewText()).toHaveStyle({
      textAlign: 'right',
      fontStyle: 'italic',
      fontWeight: 'lighter',
      color: '#ff8800',
      textShadow: 'none',
    });
    const styles = {
      [keys.textColor]: '#ff8800',
      [keys.textShadow]: RULES.textShadowValue,
      [keys.align]: 'right',
      [keys.fontWeight]: 'lighter',
      [keys.fontStyle]: 'italic',
    };
    expect(shownJson()).toEqual(json(styles));
    const address = new URL(window.location.href);
    expect(address.searchParams.get('platform')).toBe('android');
    expect(JSON.parse(address.searchParams.get(STYLE_PARAM)!)).toEqual(styles);
    expect(address.hash).toBe('#customButtonText');
  });

  it('sets the colour from the picker, and the picker from a colour name', () => {
    render(builder());
    const picker = screen.getByLabelText('Pick the text colour');
    expect(picker).toHaveValue('#ffffff');
    type('Text colour', 'orange');
    expect(picker).toHaveValue('#ffa500');
    fireEvent.change(picker, {target: {value: '#123456'}});
    expect(screen.getByLabelText('Text colour')).toHaveValue('#123456');
  });

  it('puts the message of an invalid value beside its field, and keeps the value out of the JSON', () => {
    render(builder());
    type('Text colour', 'red; background: red');
    const color = screen.getByLabelText('Text colour');
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(color).toHaveAccessibleDescription(/"red; background: red" is not an HTML colour name/);
    expect(shownJson()).toEqual(json({}));

    fireEvent.click(screen.getByLabelText('Show a Twitch embed on the button'));
    const channel = screen.getByLabelText('Channel');
    expect(channel).toHaveAccessibleDescription(/Enter the Twitch channel name/);
    type('Channel', 'Deck-Hopper');
    expect(channel).toHaveValue('deck-hopper');
    expect(channel).toHaveAccessibleDescription(/remove "-"/);
    expect(shownJson()).toEqual(json({}));

    type('Channel', 'DeckHopper');
    type('Embed type', chat);
    expect(channel).toHaveValue('deckhopper');
    expect(channel).not.toHaveAttribute('aria-invalid');
    expect(shownJson()).toEqual(json({[keys.embed]: {[embedKeys.channel]: 'deckhopper', [embedKeys.type]: chat}}));
    expect(screen.getByText(`Twitch ${valueLabel('embedType', chat).toLowerCase()}: deckhopper`)).toBeInTheDocument();
  });

  it('opens with the style of a shared address, and lists what it could not load', () => {
    const shared = JSON.stringify({
      [keys.align]: 'left',
      [keys.fontStyle]: 'upside-down',
      [keys.embed]: {[embedKeys.channel]: 'deckhopper', [embedKeys.type]: chat},
    });
    window.history.replaceState(
      null,
      '',
      `/deckhopper/setup?${STYLE_PARAM}=${encodeURIComponent(shared)}#twitchEmbeds`,
    );
    render(builder('twitchEmbeds'));
    expect(screen.getByLabelText('Alignment')).toHaveValue('left');
    expect(screen.getByLabelText('Channel')).toHaveValue('deckhopper');
    expect(screen.getByLabelText('Embed type')).toHaveValue(chat);
    expect(screen.getByText(`"${keys.fontStyle}" "upside-down" was left out`, {exact: false})).toBeInTheDocument();
  });

  it.each(['%E0%A4%A', 'x'.repeat(3000), '[1]', '{"__proto__": {"a": 1}}'])(
    'ignores a broken or hostile shared style %#',
    (value) => {
      window.history.replaceState(null, '', `/deckhopper/setup?${STYLE_PARAM}=${value}`);
      render(builder());
      expect(shownJson()).toEqual(json({}));
    },
  );

  it('copies the JSON and a link to the style, with the Copy link fallback', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});
    render(builder());
    type('Alignment', 'left');
    fireEvent.click(screen.getByRole('button', {name: 'Copy JSON'}));
    expect(await screen.findByText('JSON copied')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenLastCalledWith(JSON.stringify(json({[keys.align]: 'left'}), null, 2));
    fireEvent.click(screen.getByRole('button', {name: 'Copy link to this style'}));
    await screen.findByText('Link copied');
    const shared = encodeURIComponent(JSON.stringify({[keys.align]: 'left'}));
    expect(writeText).toHaveBeenLastCalledWith(
      `http://localhost/deckhopper/setup?platform=android&${STYLE_PARAM}=${shared}#customButtonText`,
    );

    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', {value: jest.fn().mockReturnValue(false), configurable: true});
    fireEvent.click(screen.getByRole('button', {name: 'Copy JSON'}));
    expect(await screen.findByText('Could not copy. Select the JSON and copy it by hand.')).toBeInTheDocument();
  });

  it('loads a pasted object, lists the rest, and resets to the defaults', () => {
    render(builder());
    type(pasteLabel, JSON.stringify(json({[keys.textColor]: 'teal', dh_blink: true})));
    fireEvent.click(screen.getByRole('button', {name: 'Load into the builder'}));
    expect(screen.getByLabelText('Text colour')).toHaveValue('teal');
    const report = screen.getByLabelText(pasteLabel).getAttribute('aria-describedby')!;
    const list = within(document.getElementById(report)!);
    expect(list.getByText('Loaded, except for:')).toBeInTheDocument();
    expect(list.getByText(/Unknown key "dh_blink"/)).toBeInTheDocument();

    type(pasteLabel, '{nope');
    fireEvent.click(screen.getByRole('button', {name: 'Load into the builder'}));
    expect(list.getByText(/not valid JSON/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text colour')).toHaveValue('teal');

    fireEvent.click(screen.getByRole('button', {name: 'Reset'}));
    expect(screen.getByLabelText('Text colour')).toHaveValue('');
    expect(screen.getByLabelText(pasteLabel)).toHaveValue('');
    expect(shownJson()).toEqual(json({}));
    expect(new URL(window.location.href).searchParams.has(STYLE_PARAM)).toBe(false);
  });
});
