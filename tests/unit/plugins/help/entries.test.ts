/**
 * @jest-environment node
 */
import {
  entryHash,
  entryIdsOf,
  pageText,
  splitEntries,
  stringProp,
  withStringProp,
} from '@site/src/plugins/help/entries';

const DOC = `---
title: Setup
---

import X from './_data/x';

Intro text.

<AccordionGroup>

<Accordion id="first" title="First entry" pro limits="server">

Body of **first**, with <Tool value={{a: '>'}} />.

</Accordion>

<Accordion
  id="second"
  title='Second "quoted"'
>
Second body.
</Accordion>

</AccordionGroup>

Closing text.
`;

describe('a help doc as text', () => {
  it('slices each entry out, with what surrounds them', () => {
    const {head, entries, tail} = splitEntries(DOC);
    expect(entries.map(({id, title}) => [id, title])).toEqual([
      ['first', 'First entry'],
      ['second', 'Second "quoted"'],
    ]);
    expect(head.endsWith('<AccordionGroup>\n\n')).toBe(true);
    expect(tail.startsWith('\n\n</AccordionGroup>')).toBe(true);
    expect(entries[0]?.openTag).toBe('<Accordion id="first" title="First entry" pro limits="server">');
    // An expression with ">" inside does not end a tag: only the entry's own opening tag does.
    expect(entries[0]?.body).toContain("<Tool value={{a: '>'}} />");
    expect(DOC.slice(entries[1]!.start, entries[1]!.end)).toMatch(/^<Accordion\n[\s\S]*<\/Accordion>$/);
    expect(entryIdsOf(DOC)).toEqual(['first', 'second']);
  });

  it('names the line of an entry that cannot be sliced out', () => {
    expect(() => splitEntries('text\n<Accordion id="a" title="A">\nbody </Accordion>\n', 'setup.mdx')).toThrow(
      'setup.mdx:2: <Accordion> must end with </Accordion> on a line of its own.',
    );
    expect(() => splitEntries('<Accordion title="A">\n</Accordion>\n', 'faq.mdx')).toThrow(
      'faq.mdx:1: <Accordion> id must be a plain string',
    );
  });

  it('reads and writes plain string props of an opening tag', () => {
    const tag = '<Accordion id="a" title="Old">';
    expect(stringProp(tag, 'title')).toBe('Old');
    expect(stringProp(tag, 'keywords')).toBeUndefined();
    expect(withStringProp(tag, 'title', 'New "one"')).toBe('<Accordion id="a" title="New &quot;one&quot;">');
    expect(withStringProp(tag, 'translation', 'stale')).toBe('<Accordion id="a" title="Old" translation="stale">');
  });

  it('hashes what a translation translates: the title and the body, not the facts', () => {
    const [first] = splitEntries(DOC).entries;
    const moreLimits = splitEntries(DOC.replace('limits="server"', 'limits="server launchFlags"')).entries[0]!;
    const newTitle = splitEntries(DOC.replace('First entry', 'First')).entries[0]!;
    expect(entryHash(moreLimits)).toBe(entryHash(first!));
    expect(entryHash(newTitle)).not.toBe(entryHash(first!));
  });

  it('gives the text of the page outside its entries and its code', () => {
    const text = pageText(DOC);
    expect(text).toContain('Intro text.');
    expect(text).toContain('Closing text.');
    expect(text).not.toContain('import X');
    expect(text).not.toContain('Body of');
  });
});
