/**
 * @jest-environment node
 */
import {entryHash, pageText, parseDoc, type HelpEntry} from '@site/src/plugins/help/source';

const FILE = 'docs/faq.mdx';
const factsOf = async (text: string) =>
  (await parseDoc(text, FILE)).entries.map(
    ({openTag, attributes, body, start, end, hash, ...facts}): Omit<HelpEntry, 'hash'> & {line: number} => facts,
  );
const plain = {pro: false, account: false, formerIds: [], limits: [], statedLimits: [], related: [], checklist: false};

describe('help entries read from a doc', () => {
  it('reads their facts in page order: id, title, Pro flag, former ids, related entries', async () => {
    const source = [
      '<AccordionGroup>',
      '',
      '<Accordion id="proxyButtons" title="Proxy buttons" pro formerIds={[\'proxy\', "proxies"]} related="navigation">',
      '',
      'Body',
      '',
      '</Accordion>',
      '',
      '<Accordion id="navigation" title="Navigation" pro={false} account keywords="swipe arrows">',
      '',
      'Body',
      '',
      '</Accordion>',
      '',
      '</AccordionGroup>',
    ].join('\n');
    expect(await factsOf(source)).toEqual([
      {
        ...plain,
        id: 'proxyButtons',
        title: 'Proxy buttons',
        pro: true,
        formerIds: ['proxy', 'proxies'],
        related: ['navigation'],
        line: 3,
      },
      {...plain, id: 'navigation', title: 'Navigation', account: true, keywords: 'swipe arrows', line: 9},
    ]);
  });

  it('reads the platform limits an entry is about, those its body states itself, its release and its checklist', async () => {
    const source = [
      '<Accordion id="a" title="A" limits="server  twitchEmbeds" partly since="1.6">\n\n<PlatformLimitNote />\n\n</Accordion>',
      '<Accordion id="b" title="B" limits="vibrate hapticFeedback">\n\n{limitSentence(\'vibrate\')}\n\n</Accordion>',
      '<Accordion id="c" title="C" limits="twitchEmbeds">\n\n- Log in.\n- {limitSentence(\'twitchEmbeds\')}\n\n</Accordion>',
      '<Accordion id="d" title="D" limits="launchFlags">\n\nText. {limitSentence(\'twitchLogin\')}\n\n<ConnectionChecker>\n</ConnectionChecker>\n\n</Accordion>',
    ].join('\n\n');
    const facts = await factsOf(source);
    expect(
      facts.map(({id, limits, statedLimits, since, checklist}) => ({id, limits, statedLimits, since, checklist})),
    ).toEqual([
      {
        id: 'a',
        limits: ['server', 'twitchEmbeds'],
        statedLimits: ['server', 'twitchEmbeds'],
        since: '1.6',
        checklist: false,
      },
      {id: 'b', limits: ['vibrate', 'hapticFeedback'], statedLimits: ['vibrate'], since: undefined, checklist: false},
      {id: 'c', limits: ['twitchEmbeds'], statedLimits: ['twitchEmbeds'], since: undefined, checklist: false},
      {id: 'd', limits: ['launchFlags'], statedLimits: [], since: undefined, checklist: true},
    ]);
  });

  it('finds no entries in a doc without any', async () => {
    expect(await factsOf('# Title\n\nText.\n')).toEqual([]);
  });

  it.each([
    [
      'an id used twice',
      '<Accordion id="a" title="A">x</Accordion>\n\n<Accordion id="a" title="B">x</Accordion>',
      /docs\/faq\.mdx:3: the id "a" is used by another entry/,
    ],
    [
      'a former id that is a live id',
      '<Accordion id="a" title="A">x</Accordion>\n\n<Accordion id="b" title="B" formerIds={["a"]}>x</Accordion>',
      /the former id "a" of "b" is the id of a live entry/,
    ],
    [
      'a former id listed by two entries',
      '<Accordion id="a" title="A" formerIds={["old"]}>x</Accordion>\n\n<Accordion id="b" title="B" formerIds={["old"]}>x</Accordion>',
      /the former id "old" is listed twice/,
    ],
    [
      'an id that is not camelCase',
      '<Accordion id="proxy-buttons" title="A">x</Accordion>',
      /"proxy-buttons" is not a camelCase id/,
    ],
    [
      'a former id that is not camelCase',
      '<Accordion id="a" title="A" formerIds={["Old id"]}>x</Accordion>',
      /"Old id" is not a camelCase id/,
    ],
    [
      'an id computed in code',
      '<Accordion id={someId} title="A">x</Accordion>',
      /docs\/faq\.mdx:1: <Accordion> id must be a plain string/,
    ],
    [
      'a title computed in code',
      '<Accordion id="a" title={someTitle}>x</Accordion>',
      /"a": title must be a plain string/,
    ],
    [
      'former ids computed in code',
      '<Accordion id="a" title="A" formerIds={OLD_IDS}>x</Accordion>',
      /formerIds must be a list of strings written in the doc/,
    ],
    [
      'a Pro flag computed in code',
      '<Accordion id="a" title="A" pro={isPro}>x</Accordion>',
      /pro must be written bare/,
    ],
    [
      'a release that is no release number',
      '<Accordion id="a" title="A" since="soon">x</Accordion>',
      /since must be a release number/,
    ],
    [
      'a platform limit that does not exist',
      '<Accordion id="a" title="A" limits="server teleport">x</Accordion>',
      /"a": "teleport" is not a platform limit of src\/data\/platforms\.ts/,
    ],
    [
      'a translation state written by hand',
      '<Accordion id="a" title="A" translation="stale">x</Accordion>',
      /"a": translation is written by the build/,
    ],
  ])('fail the build on %s, naming the file and line', async (_label, source, message) => {
    await expect(parseDoc(source, FILE)).rejects.toThrow(message);
  });

  it('take only their words from a translation: a fact written there fails the build', async () => {
    const translated = {translated: true};
    await expect(
      parseDoc('<Accordion id="a" title="A" keywords="b c">x</Accordion>', FILE, translated),
    ).resolves.toBeDefined();
    await expect(
      parseDoc('<Accordion id="a" title="A" pro limits="server">x</Accordion>', FILE, translated),
    ).rejects.toThrow(/"a": pro, limits are facts of the English entry; a translation writes only id, title, keywords/);
  });
});

const DOC = `---
title: Setup
---

import X from './_data/x';

Intro text.

<AccordionGroup faq>

<Accordion id="first" title="First entry" pro limits="server">

Body of **first**, with <Tool value={{a: '>'}} />.

</Accordion>

<Accordion
  id="second"
  title='Second "quoted"'
>
Second body.
</Accordion>

Text <Accordion id="third" title="Third">inline</Accordion>

</AccordionGroup>

Closing text.
`;

describe('a help doc around its entries', () => {
  it('keeps each entry’s opening tag and body as written, and the text before and after them', async () => {
    const doc = await parseDoc(DOC, FILE);
    const [first, second, third] = doc.entries;
    expect(first?.openTag).toBe('<Accordion id="first" title="First entry" pro limits="server">');
    // An expression with ">" inside does not end the body: only the entry's own closing tag does.
    expect(first?.body).toContain("<Tool value={{a: '>'}} />");
    expect(second?.title).toBe('Second "quoted"');
    expect(second?.openTag).toMatch(/^<Accordion\n[\s\S]*\n>$/);
    expect(second?.body.trim()).toBe('Second body.');
    expect(third?.body).toBe('inline');
    expect(doc.head.endsWith('<AccordionGroup faq>\n\n')).toBe(true);
    expect(doc.head).not.toContain('import X');
    expect(doc.esm).toEqual(["import X from './_data/x';"]);
    expect(doc.tail.startsWith('\n\n</AccordionGroup>')).toBe(true);
    expect(doc.faq).toBe(true);
  });

  it('hashes what a translation translates: the title and the body, not the facts', async () => {
    const [first] = (await parseDoc(DOC, FILE)).entries;
    const [moreLimits] = (await parseDoc(DOC.replace('limits="server"', 'limits="server launchFlags"'), FILE)).entries;
    const [newTitle] = (await parseDoc(DOC.replace('First entry', 'First'), FILE)).entries;
    expect(moreLimits?.hash).toBe(first?.hash);
    expect(newTitle?.hash).not.toBe(first?.hash);
    expect(first?.hash).toBe(entryHash('First entry', first!.body));
  });

  it('gives the text of the page outside its entries and its code', async () => {
    const text = pageText(await parseDoc(DOC, FILE));
    expect(text).toContain('Intro text.');
    expect(text).toContain('Closing text.');
    expect(text).not.toContain('import X');
    expect(text).not.toContain('Body of');
  });
});
