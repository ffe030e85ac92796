/**
 * Words as the search reads them, in the records and in a query, and in the
 * snippets whose words typed are marked (client/searcher.ts): loaded with
 * the search, never with a page.
 */

/** Lower case, no accents, no apostrophes: `Can’t CONNECT` → `cant connect`. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`´]/g, '');
}

/**
 * The words of a text, folded: letters and digits, keeping `1.6.1`, `5.99`
 * (and `5,99`) whole, and parting `800x600`. A word joined by `_` or `-`
 * (`dh_embed`, `--no-window`) is read as its parts, then whole.
 */
export function words(text: string): string[] {
  const plain = fold(text)
    .replace(/(\d),(\d)/g, '$1.$2')
    .replace(/(\d)x(\d)/g, '$1 $2');
  return (plain.match(/[\p{L}\p{N}]+(?:[._-][\p{L}\p{N}]+)*/gu) ?? []).flatMap((word) =>
    /[_-]/.test(word) ? [...word.split(/[_-]/), word] : [word],
  );
}

/** `compute` of each key kept for the visit: typing meets the same words and passages at each key. */
export function cached<Value>(compute: (key: string) => Value): (key: string) => Value {
  const values = new Map<string, Value>();
  return (key) => {
    if (values.has(key)) return values.get(key) as Value;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
}
