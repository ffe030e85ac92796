import {faqStructuredData} from '@site/src/plugins/help/faqStructuredData';
import {ENTRY_ANSWER_ATTRIBUTE, ENTRY_ATTRIBUTE, ENTRY_TITLE_ATTRIBUTE} from '@site/src/plugins/help/contract';

/** An entry as the Accordion renders it, around its answer. */
const entry = (id: string, question: string, answer: string) =>
  `<section ${ENTRY_ATTRIBUTE}><h2 id="${id}"><span ${ENTRY_TITLE_ATTRIBUTE}>${question}</span><span>Pro</span></h2>` +
  `<details><summary></summary><div><p role="note">Not on iOS</p><div ${ENTRY_ANSWER_ATTRIBUTE}>${answer}</div>` +
  `<p>Still stuck?</p><button>Copy link</button></div></details></section>`;

const page = (main: string) =>
  `<!DOCTYPE html><html><head><title>FAQ</title></head><body><main>${main}</main></body></html>`;

/** The page's FAQPage blocks, as data. */
const blocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as unknown,
  );

describe("the FAQ's structured data, written into the built page", () => {
  it('gives each entry its question, from the help source, and its answer as rendered, as plain text', () => {
    const html = page(
      entry(
        'price',
        'What does it cost?',
        '<p>Basic is <strong>$2.99</strong>.</p><ul><li>once</li><li>for life</li></ul>',
      ) + entry('other', 'Not asked', '<p>x</p>'),
    );
    const questions = [
      {id: 'price', title: 'What does it cost?'},
      {id: 'ios', title: 'Q </script>?'},
    ];
    expect(() => faqStructuredData(html, questions)).toThrow('The FAQ entry "ios" is not in its built page.');
    const written = faqStructuredData(html + page(entry('ios', 'Q', '<p>Yes &amp; no.</p>')), questions);
    expect(written.indexOf('application/ld+json')).toBeLessThan(written.indexOf('</head>'));
    expect(blocks(written)).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          {
            '@type': 'Question',
            name: 'What does it cost?',
            acceptedAnswer: {'@type': 'Answer', text: 'Basic is $2.99. once for life'},
          },
          {'@type': 'Question', name: 'Q </script>?', acceptedAnswer: {'@type': 'Answer', text: 'Yes & no.'}},
        ],
      },
    ]);
    // Safe inside a script element.
    expect(written).not.toContain('Q </script>');
  });
});
