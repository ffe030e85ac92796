import {fireEvent, render, screen, within} from '@testing-library/react';
import Builder from '@site/src/plugins/help/theme/HelpTools/StyleBuilder/Builder';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

/** The JSON the builder shows, parsed. */
function shownJson(): unknown {
  return JSON.parse(document.querySelector('pre')!.textContent);
}

const caption = () => document.querySelector('figcaption')!.textContent;
const previewText = () => document.querySelector<HTMLElement>('figure [aria-hidden="true"] span:last-child')!;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), {target: {value}});

beforeEach(() => {
  window.history.replaceState(null, '', '/deckhopper/setup?platform=android');
});

afterAll(() => setClipboard(undefined));

describe('the style builder', () => {
  it('starts at the defaults, with an empty dh_styles and a described preview', () => {
    render(<Builder entry="customButtonText" />);
    expect(shownJson()).toEqual({dh_styles: {}});
    expect(caption()).toBe('Preview: centred text with shadow.');
    expect(screen.getByLabelText('Alignment')).toHaveValue('center');
    expect(screen.getByLabelText('Weight')).toHaveValue('bold');
    expect(screen.getByLabelText('Style')).toHaveValue('normal');
    expect(screen.queryByLabelText('Channel')).not.toBeInTheDocument();
    // Nothing is written to the address until the visitor changes something.
    expect(window.location.search).toBe('?platform=android');
  });

  it('follows every field: the preview, its description, the JSON and the address', () => {
    render(<Builder entry="customButtonText" />);
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
      dh_text_color: '#ff8800',
      dh_text_shadow: true,
      dh_align: 'right',
      dh_font_weight: 'lighter',
      dh_font_style: 'italic',
    };
    expect(shownJson()).toEqual({dh_styles: styles});
    const address = new URL(window.location.href);
    expect(address.searchParams.get('platform')).toBe('android');
    expect(JSON.parse(address.searchParams.get('style')!)).toEqual(styles);
    expect(address.hash).toBe('#customButtonText');
  });

  it('sets the colour from the picker, and the picker from a colour name', () => {
    render(<Builder entry="customButtonText" />);
    const picker = screen.getByLabelText('Pick the text colour');
    expect(picker).toHaveValue('#ffffff');
    type('Text colour', 'orange');
    expect(picker).toHaveValue('#ffa500');
    fireEvent.change(picker, {target: {value: '#123456'}});
    expect(screen.getByLabelText('Text colour')).toHaveValue('#123456');
  });

  it('puts the message of an invalid value beside its field, and keeps the value out of the JSON', () => {
    render(<Builder entry="customButtonText" />);
    type('Text colour', 'red; background: red');
    const color = screen.getByLabelText('Text colour');
    expect(color).toHaveAttribute('aria-invalid', 'true');
    expect(color).toHaveAccessibleDescription(/"red; background: red" is not an HTML colour name/);
    expect(shownJson()).toEqual({dh_styles: {}});

    fireEvent.click(screen.getByLabelText('Show a Twitch embed on the button'));
    const channel = screen.getByLabelText('Channel');
    expect(channel).toHaveAccessibleDescription(/Enter the Twitch channel name/);
    type('Channel', 'Deck-Hopper');
    expect(channel).toHaveValue('deck-hopper');
    expect(channel).toHaveAccessibleDescription(/remove "-"/);
    expect(shownJson()).toEqual({dh_styles: {}});

    type('Channel', 'DeckHopper');
    type('Embed type', 'chat');
    expect(channel).toHaveValue('deckhopper');
    expect(channel).not.toHaveAttribute('aria-invalid');
    expect(shownJson()).toEqual({dh_styles: {dh_embed: {channel: 'deckhopper', type: 'chat'}}});
    expect(screen.getByText('Twitch chat: deckhopper')).toBeInTheDocument();
  });

  it('opens with the style of a shared address, and lists what it could not load', () => {
    const shared = JSON.stringify({
      dh_align: 'left',
      dh_font_style: 'upside-down',
      dh_embed: {channel: 'deckhopper', type: 'video'},
    });
    window.history.replaceState(null, '', `/deckhopper/setup?style=${encodeURIComponent(shared)}#twitchEmbeds`);
    render(<Builder entry="twitchEmbeds" />);
    expect(screen.getByLabelText('Alignment')).toHaveValue('left');
    expect(screen.getByLabelText('Channel')).toHaveValue('deckhopper');
    expect(screen.getByLabelText('Embed type')).toHaveValue('video');
    expect(screen.getByText(/"dh_font_style" "upside-down" was left out/)).toBeInTheDocument();
  });

  it.each(['%E0%A4%A', 'x'.repeat(3000), '[1]', '{"__proto__": {"a": 1}}'])(
    'ignores a broken or hostile shared style %#',
    (value) => {
      window.history.replaceState(null, '', `/deckhopper/setup?style=${value}`);
      render(<Builder entry="customButtonText" />);
      expect(shownJson()).toEqual({dh_styles: {}});
    },
  );

  it('copies the JSON and a link to the style, with the Copy link fallback', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});
    render(<Builder entry="customButtonText" />);
    type('Alignment', 'left');
    fireEvent.click(screen.getByRole('button', {name: 'Copy JSON'}));
    expect(await screen.findByText('JSON copied')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenLastCalledWith('{\n  "dh_styles": {\n    "dh_align": "left"\n  }\n}');
    fireEvent.click(screen.getByRole('button', {name: 'Copy link to this style'}));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenLastCalledWith(
      `http://localhost/deckhopper/setup?platform=android&style=${encodeURIComponent('{"dh_align":"left"}')}#customButtonText`,
    );

    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', {value: jest.fn().mockReturnValue(false), configurable: true});
    fireEvent.click(screen.getByRole('button', {name: 'Copy JSON'}));
    expect(await screen.findByText('Could not copy. Select the JSON and copy it by hand.')).toBeInTheDocument();
  });

  it('loads a pasted object, lists the rest, and resets to the defaults', () => {
    render(<Builder entry="customButtonText" />);
    type('Load an existing dh_styles', '{"dh_styles": {"dh_text_color": "teal", "dh_blink": true}}');
    fireEvent.click(screen.getByRole('button', {name: 'Load into the builder'}));
    expect(screen.getByLabelText('Text colour')).toHaveValue('teal');
    const report = screen.getByLabelText('Load an existing dh_styles').getAttribute('aria-describedby')!;
    const list = within(document.getElementById(report)!);
    expect(list.getByText('Loaded, except for:')).toBeInTheDocument();
    expect(list.getByText(/Unknown key "dh_blink"/)).toBeInTheDocument();

    type('Load an existing dh_styles', '{nope');
    fireEvent.click(screen.getByRole('button', {name: 'Load into the builder'}));
    expect(list.getByText(/not valid JSON/)).toBeInTheDocument();
    expect(screen.getByLabelText('Text colour')).toHaveValue('teal');

    fireEvent.click(screen.getByRole('button', {name: 'Reset'}));
    expect(screen.getByLabelText('Text colour')).toHaveValue('');
    expect(screen.getByLabelText('Load an existing dh_styles')).toHaveValue('');
    expect(shownJson()).toEqual({dh_styles: {}});
    expect(new URL(window.location.href).searchParams.has('style')).toBe(false);
  });
});
