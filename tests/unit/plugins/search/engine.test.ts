/**
 * @jest-environment node
 */
import {
  createIndex,
  lettersOf,
  search,
  typoTolerance,
  typosIn,
  type SearchIndex,
  type SearchLanguage,
  type SearchRecord,
} from '@site/src/plugins/search/engine';
import {fold, words} from '@site/src/plugins/search/words';
import english from '@site/src/plugins/search/languages/en';
import spanish from '@site/src/plugins/search/languages/es';

/** A small help, written for these tests. */
const RECORDS: SearchRecord[] = [
  {
    url: '/setup#proxyButtons',
    title: 'Proxy buttons',
    page: 'Setup',
    text: 'A proxy button presses a button of another deck.',
  },
  {url: '/setup#floating', title: 'Floating button', page: 'Setup', text: 'A round button floats over other apps.'},
  {
    url: '/troubleshooting#closes',
    title: 'Desktop version instantly closes',
    page: 'Troubleshooting',
    text: 'Antivirus software stops the app as it starts.',
    keywords: 'defender',
  },
  {
    url: '/troubleshooting#connection',
    title: 'Cannot connect',
    page: 'Troubleshooting',
    text: 'Check the IP address and the port.',
  },
  {
    url: '/troubleshooting#connection',
    title: 'Cannot connect',
    page: 'Troubleshooting',
    text: 'Port: 9470 unless you changed it.',
  },
  {
    url: '/faq#price',
    title: 'What does Pro cost?',
    page: 'FAQ',
    text: 'Pro costs $5.99 once, and the connection stays local.',
  },
  {url: '/faq#watch', title: 'Does it run on a watch?', page: 'FAQ', text: 'Watches are not supported; phones are.'},
];

const LANGUAGE: SearchLanguage = {
  ...english,
  synonyms: {crash: 'closes', 'wont start': 'instantly closes', 'how much': 'price cost'},
};
let index: SearchIndex;
beforeAll(async () => {
  index = await createIndex(RECORDS, LANGUAGE);
});
const urls = (query: string) => search(index, query).map(({url}) => url);
const first = (query: string) => urls(query)[0];

/** The definition of a typo, one word against another: at most `edits` letters added, left out, changed, or neighbours swapped. */
function withinEdits(a: string, b: string, edits: number): boolean {
  const d = Array.from({length: a.length + 1}, (_, i) => Array.from({length: b.length + 1}, (_, j) => i + j));
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]! <= edits;
}

describe('words as typed', () => {
  it('folds case, accents and apostrophes, keeps versions and prices whole, and reads a joined name as its parts and whole', () => {
    expect(fold('Can’t CONNECT, Configuración')).toBe('cant connect, configuracion');
    expect(words("Won't start: 1.6.1 costs 5,99 — dh_styles at 800x600 --no-window")).toEqual([
      'wont',
      'start',
      '1.6.1',
      'costs',
      '5.99',
      'dh',
      'styles',
      'dh_styles',
      'at',
      '800',
      '600',
      'no',
      'window',
      'no-window',
    ]);
  });

  it('finds a word with or without its apostrophe, in any case and inflection', () => {
    expect(first('PROXIES')).toBe('/setup#proxyButtons');
    expect(first('floated')).toBe('/setup#floating');
    expect(urls("can't connect")).toEqual(urls('cant connect'));
  });

  it('matches the last word as a prefix, for the word being typed', () => {
    expect(first('prox')).toBe('/setup#proxyButtons');
  });
});

describe('typos', () => {
  it('allows no typo under four letters, one from four, two from eight (as typed)', () => {
    expect([
      typoTolerance('ios'),
      typoTolerance('port'),
      typoTolerance('antivirs'),
      typoTolerance('connection'),
    ]).toEqual([0, 1, 2, 2]);
  });

  it('counts a swap of two neighbouring letters as one typo', () => {
    const letters = lettersOf(['patch', 'refund', 'pitchy']);
    expect(typosIn(letters, 'ptach', 1, false)).toEqual(['patch']);
    expect(typosIn(letters, 'refnud', 1, false)).toEqual(['refund']);
    expect(typosIn(lettersOf(['pitchy']), 'patch', 1, false)).toEqual([]);
  });

  it('reads a word no answer uses as the words it is a typo of', () => {
    expect(first('flaoting')).toBe('/setup#floating');
    expect(first('antivrus')).toBe('/troubleshooting#closes');
  });

  it('never reads a word the answers use as a typo of another', () => {
    // "watch" is a word of the help: it is not also read as "match" or "patch".
    expect(urls('watch')).toEqual(['/faq#watch']);
  });

  it('reads a word being typed that starts words the answers use as one of them, not as a typo', () => {
    // "star" starts "starts"; it is not also read as "stays" with one letter changed.
    expect(urls('star')).toEqual(['/troubleshooting#closes']);
  });

  it('finds nothing for a short word no answer uses', () => {
    expect(urls('zq')).toEqual([]);
  });

  it('finds, along the shared beginnings of the words, each word that comparing it with every word finds', async () => {
    // Words that begin alike, so the walk shares and leaves beginnings.
    const text = 'connect connected connection contact content console control cannot port portal report support';
    const many = await createIndex([...RECORDS, {url: '/faq#words', title: 'Words', page: 'FAQ', text}], LANGUAGE);
    const vocabulary = [...many.vocabulary];
    /** The definition: a word within the typos allowed, or, for a word being typed, the start of one. */
    const near = (typed: string, written: string, edits: number, typing: boolean) =>
      withinEdits(written, typed, edits) ||
      (typing &&
        [typed.length - 1, typed.length, typed.length + 1].some((letters) =>
          withinEdits(typed, written.slice(0, letters), edits),
        ));
    // Each word with a letter left out, added, changed or swapped with the next, and each start of it.
    const typos = vocabulary.flatMap((word) =>
      Array.from(word, (letter, at) => [
        word.slice(0, at) + word.slice(at + 1),
        `${word.slice(0, at)}x${word.slice(at)}`,
        `${word.slice(0, at)}q${word.slice(at + 1)}`,
        word.slice(0, at) + (word[at + 1] ?? '') + letter + word.slice(at + 2),
        word.slice(0, at + 1),
      ]).flat(),
    );
    let compared = 0;
    for (const typed of new Set(typos)) {
      const edits = typoTolerance(typed);
      if (edits === 0) continue;
      for (const typing of [false, true]) {
        compared += 1;
        expect([typed, typing, typosIn(many.letters, typed, edits, typing)]).toEqual([
          typed,
          typing,
          vocabulary.filter((written) => near(typed, written, edits, typing)),
        ]);
      }
    }
    expect(compared).toBeGreaterThan(500);
  });
});

describe('ranking', () => {
  it('never dead-ends while a word matches: any word may match, and more matched words rank higher', () => {
    expect(urls('proxy zzzzz')).toEqual(['/setup#proxyButtons']);
    expect(first('connection port')).toBe('/troubleshooting#connection');
  });

  it('puts an answer whose title holds a word above one whose body does', () => {
    expect(urls('connect').indexOf('/troubleshooting#connection')).toBeLessThan(urls('connect').indexOf('/faq#price'));
  });

  it('lists each answer once, scored across all its passages', () => {
    const found = urls('address 9470');
    expect(found.filter((url) => url === '/troubleshooting#connection')).toHaveLength(1);
    expect(found[0]).toBe('/troubleshooting#connection');
  });

  it('drops words that say nothing about what is sought', () => {
    expect(urls('how do i the')).toEqual([]);
  });

  it('searches the keywords written beside an entry', () => {
    expect(first('defender')).toBe('/troubleshooting#closes');
  });
});

describe('legal text', () => {
  const records: SearchRecord[] = [
    {url: '/privacy-policy#connection', title: 'Your connection', page: 'Privacy', text: 'What the connection sends.'},
    {url: '/faq#remote', title: 'Remote connection', page: 'FAQ', text: 'From outside your network.'},
    {url: '/privacy-policy#email', title: 'Where your email is kept', page: 'Privacy', text: 'On our server.'},
    {url: '/faq#account', title: 'Accounts', page: 'FAQ', text: 'Your email is your login.'},
  ];
  it('comes after a help entry that matches every word of the query as closely, and before one that matches fewer', async () => {
    const legal = await createIndex(records, LANGUAGE);
    const found = (query: string) => search(legal, query).map(({url}) => url);
    expect(found('connection')).toEqual(['/faq#remote', '/privacy-policy#connection']);
    expect(found('email kept')[0]).toBe('/privacy-policy#email');
  });
});

describe('synonyms', () => {
  it('add the words of the help to a word of the user', () => {
    expect(first('crash')).toBe('/troubleshooting#closes');
  });

  it('add their words to a typo of a word of the user', () => {
    expect(first('crahs')).toBe('/troubleshooting#closes');
    expect(first('crahs defender')).toBe('/troubleshooting#closes');
  });

  it('to nothing leave out what the help does not cover, never reading it as a typo of another word', async () => {
    const unanswered = await createIndex(RECORDS, {...LANGUAGE, synonyms: {'stream deck': '', proxie: ''}});
    expect(search(unanswered, 'stream deck')).toEqual([]);
    expect(search(unanswered, 'proxie')).toEqual([]);
    expect(search(unanswered, 'stream deck proxy').map(({url}) => url)).toEqual(['/setup#proxyButtons']);
  });

  it('read a phrase as one word, so its words alone count for nothing more', () => {
    expect(first('app wont start')).toBe('/troubleshooting#closes');
    expect(first('how much is pro')).toBe('/faq#price');
  });
});

describe('Spanish', () => {
  const records: SearchRecord[] = [
    {url: '/setup#server', title: 'Deck Hopper Server', page: 'Configuración', text: 'Úsalo en un navegador o en OBS.'},
    {
      url: '/troubleshooting#vibration',
      title: 'Sin vibración',
      page: 'Solución de problemas',
      text: 'Activa la vibración del móvil.',
    },
  ];
  it('finds words typed without accents, and verbs with a pronoun joined', async () => {
    const spanishIndex = await createIndex(records, spanish);
    const found = (query: string) => search(spanishIndex, query).map(({url}) => url);
    expect(found('vibracion movil')[0]).toBe('/troubleshooting#vibration');
    expect(found('usarlo navegador')[0]).toBe('/setup#server');
  });
});

describe('snippets', () => {
  it('show the passage that matched, around the first matched word', () => {
    const [hit] = search(index, '9470');
    expect(hit!.snippet).toContain('9470');
  });

  it('start a long passage near the first word that starts like a matched one, not inside another word', async () => {
    const filler = 'Deck Hopper shows the decks of SAMMI on every device you own. '.repeat(4);
    const text = `${filler}Preconnect hooks run first. ${filler}Connect with the IP address and the port.`;
    const long = await createIndex([{url: '/setup#connect', title: 'Link', page: 'Setup', text}], LANGUAGE);
    const [hit] = search(long, 'connect');
    expect(hit!.snippet).toMatch(/^….*Connect with the IP/);
    expect(hit!.snippet).not.toContain('Preconnect');
  });
});

describe('building the index in steps', () => {
  it('pauses between steps and answers as the index built at once', async () => {
    // Enough passages for several steps.
    const many = Array.from({length: 5}, () => RECORDS).flat();
    let pauses = 0;
    const stepped = await createIndex(many, LANGUAGE, async () => {
      pauses += 1;
    });
    expect(pauses).toBeGreaterThan(1);
    const atOnce = await createIndex(many, LANGUAGE);
    for (const query of ['proxy', 'cant connect', 'how much', 'antivirs'])
      expect(search(stepped, query)).toEqual(search(atOnce, query));
  });
});
