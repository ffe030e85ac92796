/**
 * @jest-environment node
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {SAME_IN_TRANSLATION, readMessages} from '@site/src/i18n/translationStatus';
import {placeholdersOf} from '@site/src/i18n/dataText';
import {DATA_TEXTS} from '@site/src/i18n/dataTexts';
import {dataTextKeys} from '@site/src/plugins/dataTexts';
import {CONNECTION_STEPS, fixPlaceholders, fixTemplate} from '@site/src/data/connectionSteps';
import {APP_SETTINGS} from '@site/src/data/settings';
import {NOT_ON_IOS_SENTENCE, PLATFORM_LIMITS, limitSentence, type PlatformLimitId} from '@site/src/data/platforms';
import {SUPPORT_NEEDS_SENTENCE} from '@site/src/data/support';

/*
 * The help in Spanish: every text of src/data the help shows has a Spanish
 * message in i18n/es/deckhopper-data-texts/help.json, and every interface
 * string of the help's components has one in i18n/es/code.json.
 */

const ROOT = path.resolve(__dirname, '../../..');

const read = (file: string) => readMessages(path.join(ROOT, file));

const HELP = read('i18n/es/deckhopper-data-texts/help.json');
const CODE = read('i18n/es/code.json');

describe('the help’s data texts in Spanish', () => {
  const keys = dataTextKeys().help;

  it('has a Spanish message for every text of the help group, differing from the English', () => {
    const missing = keys.filter((key) => !HELP[key]);
    expect(missing).toEqual([]);
    const untranslated = keys.filter((key) => HELP[key]?.message === key && !SAME_IN_TRANSLATION.test(key));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder of a template, so facts, code and links land in the Spanish', () => {
    const broken = keys.filter((key) => placeholdersOf(HELP[key]?.message ?? '').join() !== placeholdersOf(key).join());
    expect(broken).toEqual([]);
  });

  it('lists the sentences the help docs show with <DataText>', () => {
    const listed = new Set(DATA_TEXTS.help);
    const limits = (Object.keys(PLATFORM_LIMITS) as PlatformLimitId[]).map(limitSentence);
    for (const text of [...limits, NOT_ON_IOS_SENTENCE, SUPPORT_NEEDS_SENTENCE]) expect(listed).toContain(text);
  });

  it('lists each connection fix as one text with a placeholder per code or link', () => {
    for (const {fix} of CONNECTION_STEPS) {
      const template = fixTemplate(fix);
      expect(keys).toContain(template);
      expect(placeholdersOf(template)).toHaveLength(fixPlaceholders(fix).length);
    }
  });

  it('translates the linked words of a setting inside its translated description', () => {
    for (const {description, see} of APP_SETTINGS) {
      if (see) expect(HELP[description]?.message).toContain(HELP[see.words]?.message);
    }
  });
});

/** The help's components and the modules whose messages they show. */
const HELP_SOURCES = [
  ...readdirSync(path.join(ROOT, 'src/plugins/help/theme'), {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `src/plugins/help/theme/${file}`),
  'src/utils/dhStyles.ts',
  'src/utils/dhStylesInput.ts',
  'src/utils/mediaAddress.ts',
];

/** `id="help.x"` and `id: 'help.x'`: the Translate ids the help's sources use. */
const helpIds = (): string[] => [
  ...new Set(
    HELP_SOURCES.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\bid(?:=|:\s*)['"](help\.[\w.]+)['"]/g)].map(
        ([, id]) => id!,
      ),
    ),
  ),
];

describe('the help’s interface strings in Spanish', () => {
  it('finds the ids in the sources', () => {
    expect(helpIds().length).toBeGreaterThan(150);
  });

  it('has a Spanish message for every id the help’s components use', () => {
    expect(helpIds().filter((id) => !CODE[id]?.message)).toEqual([]);
  });
});
