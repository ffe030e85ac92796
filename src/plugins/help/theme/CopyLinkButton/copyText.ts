import copyWithTextArea from 'copy-text-to-clipboard';

/**
 * Puts text on the clipboard; resolves to whether it worked. The Clipboard API
 * where it is allowed, else a hidden text area's select-and-copy (in-app
 * browsers, plain http). Text still on its way is handed to a `ClipboardItem`,
 * so the copy starts within the click, as Safari requires.
 */
export async function copyText(text: string | Promise<string>): Promise<boolean> {
  // Absent on plain http pages and in some in-app browsers, whatever the DOM types say.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  try {
    if (typeof text !== 'string' && typeof clipboard?.write === 'function' && typeof ClipboardItem === 'function') {
      const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
      await clipboard.write([new ClipboardItem({'text/plain': blob})]);
      return true;
    }
  } catch {
    // Refused, or the text never came: try the plain ways below.
  }
  let plain: string;
  try {
    plain = await text;
  } catch {
    return false;
  }
  try {
    if (clipboard) {
      await clipboard.writeText(plain);
      return true;
    }
  } catch {
    // Refused (permission, insecure page): try the fallback below.
  }
  // The theme's own fallback: a hidden text area's select-and-copy.
  return copyWithTextArea(plain);
}
