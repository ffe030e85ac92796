import {faqEntriesOf, faqStructuredData} from '@site/src/plugins/help/faqStructuredData';
import {
  ENTRY_ANSWER_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  ENTRY_TITLE_ATTRIBUTE,
  FAQ_GROUP_ATTRIBUTE,
} from '@site/src/plugins/help/contract';

/** An entry as the Accordion renders it, around its answer. */
const entry = (id: string, question: string, answer: string) =>
  `<section ${ENTRY_ATTRIBUTE}><h2 id="${id}"><span ${ENTRY_TITLE_ATTRIBUTE}>${question}</span><span>Pro</span></h2>` +
  `<details><summary></summary><div><p role="note">Not on iOS</p><div ${ENTRY_ANSWER_ATTRIBUTE}>${answer}</div>` +
  `<p>Still stuck?</p><button>Copy link</button></div></details></section>`;

const page = (group: string) =>
  `<!DOCTYPE html><html><head><title>FAQ</title></head><body><main>${group}</main></body></html>`;

const FAQ = page(
  `<div ${FAQ_GROUP_ATTRIBUTE}>${entry('price', 'What does it cost?', '<p>Basic is <strong>$2.99</strong>.</p><ul><li>once</li><li>for life</li></ul>')}` +
    `${entry('ios', 'Is there an <em>iOS</em> app?', '<p>Yes &amp; no.</p>')}</div>`,
);

describe("the FAQ's structured data, written into the built page", () => {
  it('takes each entry of the FAQ group as rendered: its question, and its answer alone as plain text', () => {
    expect(faqEntriesOf(FAQ)).toEqual([
      {id: 'price', question: 'What does it cost?', answer: 'Basic is $2.99. once for life'},
      {id: 'ios', question: 'Is there an iOS app?', answer: 'Yes & no.'},
    ]);
  });

  it('leaves out entries of other groups on the page', () => {
    const html = page(
      `<div>${entry('other', 'Not a question', '<p>x</p>')}</div><div ${FAQ_GROUP_ATTRIBUTE}>${entry('q', 'Q?', '<p>A.</p>')}</div>`,
    );
    expect(faqEntriesOf(html).map(({id}) => id)).toEqual(['q']);
  });

  it('adds one FAQPage block to the head, safe inside a script element', () => {
    const html = faqStructuredData(
      page(`<div ${FAQ_GROUP_ATTRIBUTE}>${entry('q', 'Q &lt;/script&gt;?', '<p>A.</p>')}</div>`),
    );
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    expect(html.indexOf(blocks[0]![0])).toBeLessThan(html.indexOf('</head>'));
    expect(JSON.parse(blocks[0]![1]!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{'@type': 'Question', name: 'Q </script>?', acceptedAnswer: {'@type': 'Answer', text: 'A.'}}],
    });
  });

  it('fails the build on a FAQ group with no entries', () => {
    expect(() => faqStructuredData(page(`<div ${FAQ_GROUP_ATTRIBUTE}></div>`))).toThrow('A FAQ group with no entries');
  });
});
