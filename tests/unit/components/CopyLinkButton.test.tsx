import {fireEvent, render, screen} from '@testing-library/react';
import CopyLinkButton, {linkToAnchor} from '@site/src/plugins/help/theme/CopyLinkButton';
import {entryHeading, entrySection} from '@site/src/utils/markdownTwin';

const EXPECTED = 'http://localhost/deckhopper/setup#proxyButtons';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
}

const execCommand = jest.fn<boolean, [string]>();

beforeEach(() => {
  window.history.replaceState(null, '', '/deckhopper/setup?from=app#somewhereElse');
  execCommand.mockReset().mockReturnValue(true);
  // The fallback the component uses where the Clipboard API is missing.
  Object.defineProperty(document, 'execCommand', {value: execCommand, configurable: true});
});

afterAll(() => setClipboard(undefined));

async function copy() {
  render(<CopyLinkButton anchor="proxyButtons" />);
  const button = screen.getByRole('button', {name: 'Copy link'});
  button.focus();
  fireEvent.click(button);
  return screen.findByText(/Link copied|Could not copy/);
}

describe('CopyLinkButton', () => {
  it('builds the page address plus the anchor, without query or other hash', () => {
    expect(linkToAnchor('proxyButtons')).toBe(EXPECTED);
  });

  it('copies with the Clipboard API and announces it', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});
    const message = await copy();
    expect(writeText).toHaveBeenCalledWith(EXPECTED);
    expect(execCommand).not.toHaveBeenCalled();
    expect(message).toHaveTextContent('Link copied');
    expect(screen.getByRole('status')).toBe(message);
  });

  it('falls back to a hidden text area when the Clipboard API is missing', async () => {
    setClipboard(undefined);
    let copiedValue = '';
    execCommand.mockImplementation(() => {
      copiedValue = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    const message = await copy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copiedValue).toBe(EXPECTED);
    expect(document.querySelector('textarea')).toBeNull();
    expect(message).toHaveTextContent('Link copied');
  });

  it('falls back when the Clipboard API refuses', async () => {
    setClipboard({writeText: jest.fn().mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))});
    const message = await copy();
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(message).toHaveTextContent('Link copied');
  });

  it('says so when no method can copy', async () => {
    setClipboard(undefined);
    execCommand.mockReturnValue(false);
    const message = await copy();
    expect(message).toHaveTextContent(/Could not copy/);
  });

  it('gives focus back to the button after the fallback', async () => {
    setClipboard(undefined);
    await copy();
    expect(screen.getByRole('button', {name: 'Copy link'})).toHaveFocus();
  });
});

describe('Copy as Markdown', () => {
  const TWIN = `# Setup\n\n${entryHeading('Proxy buttons', 'proxyButtons')}\n\nThe text.\n\n${entryHeading('Other', 'other')}\n\nMore.\n`;
  const fetchMock = jest.fn<Promise<Pick<Response, 'ok' | 'status' | 'text'>>, [string]>();

  beforeEach(() => {
    fetchMock.mockReset().mockResolvedValue({ok: true, status: 200, text: () => Promise.resolve(TWIN)});
    Object.defineProperty(window, 'fetch', {value: fetchMock, configurable: true});
  });

  async function copyMarkdown() {
    render(<CopyLinkButton anchor="proxyButtons" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy as Markdown'}));
    return screen.findByText(/Entry copied as Markdown|Could not copy/);
  }

  it('copies the entry’s section of the page’s twin', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});
    expect(await copyMarkdown()).toHaveTextContent('Entry copied as Markdown');
    expect(fetchMock).toHaveBeenCalledWith('/deckhopper/setup.md');
    expect(writeText).toHaveBeenCalledWith(entrySection(TWIN, 'proxyButtons'));
  });

  it('starts the copy within the click where a clipboard item may wait for its text', async () => {
    const items: {data: Record<string, Promise<Blob>>}[] = [];
    Object.defineProperty(window, 'ClipboardItem', {
      value: class {
        data: Record<string, Promise<Blob>>;
        constructor(data: Record<string, Promise<Blob>>) {
          this.data = data;
          items.push(this);
        }
      },
      configurable: true,
    });
    const write = jest.fn().mockResolvedValue(undefined);
    setClipboard({write, writeText: jest.fn()});
    expect(await copyMarkdown()).toHaveTextContent('Entry copied as Markdown');
    expect(write).toHaveBeenCalledTimes(1);
    const blob = await items[0]!.data['text/plain']!;
    // jsdom's Blob has no text(): read it as a browser of its age would.
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(blob);
    });
    expect(text).toBe(entrySection(TWIN, 'proxyButtons'));
    Reflect.deleteProperty(window, 'ClipboardItem');
  });

  it('says so when the twin is missing', async () => {
    fetchMock.mockResolvedValue({ok: false, status: 404, text: () => Promise.resolve('')});
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({writeText});
    expect(await copyMarkdown()).toHaveTextContent(/Could not copy the entry/);
    expect(writeText).not.toHaveBeenCalled();
  });
});
