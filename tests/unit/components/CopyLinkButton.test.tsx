import {fireEvent, render, screen} from '@testing-library/react';
import CopyLinkButton, {linkToAnchor} from '@site/src/plugins/help/theme/CopyLinkButton';

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
