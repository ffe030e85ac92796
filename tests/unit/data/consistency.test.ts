import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {renderHook} from '@testing-library/react';
import {useEditionCost} from '@site/src/components/products/Editions';
import {PRICES, PROJECT_ORIGIN, formatPrice} from '@site/src/data/constants';
import {FEATURES, type FeatureId} from '@site/src/data/features';
import {PLATFORM_LIMITS} from '@site/src/data/platforms';
import {helpSource} from '../helpers/helpDocs';

/**
 * One story everywhere: each fact below is written in one module of
 * src/data and read from there. These checks fail when a page, a component
 * or a help doc writes it again by hand, where it could drift.
 */

const ROOT = path.join(__dirname, '../../..');

/** Every source file a visitor reads the words of, relative to the site's folder. */
function sources(): {file: string; text: string}[] {
  const files = ['src', 'docs', 'versioned_docs', 'blog'].flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.(tsx?|mdx?)$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
  return [...files, 'docusaurus.config.ts'].map((file) => ({
    file,
    text: withoutComments(readFileSync(path.join(ROOT, file), 'utf8')),
  }));
}

/** Comments explain the code to maintainers; only what visitors read is checked. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

const ALL = sources();
const HELP_DOCS = ALL.filter(({file}) => /^(versioned_)?docs\//.test(file));
const filesMatching = (pattern: RegExp, except: readonly string[] = []) =>
  ALL.filter(({file, text}) => !except.includes(file) && pattern.test(text)).map(({file}) => file);

describe('prices', () => {
  it('are written only in src/data/constants.ts', () => {
    const figures = Object.values(PRICES).flatMap(({amount, regular}) => [amount, regular].map((n) => n.toFixed(2)));
    const pattern = new RegExp(`\\b(${figures.map((figure) => figure.replace('.', '\\.')).join('|')})\\b`);
    expect(filesMatching(pattern, ['src/data/constants.ts'])).toEqual([]);
  });

  it('say where Basic is free and where it is bought, in one wording', () => {
    const cost = (props: Parameters<typeof useEditionCost>[0]) =>
      renderHook(() => useEditionCost(props)).result.current;
    const basic = cost({edition: 'basic'});
    expect(cost({edition: 'basic', withPrice: true})).toBe(
      basic.replace(' on desktop', ` of ${formatPrice(PRICES.basic.amount)} on desktop`),
    );
    expect(cost({edition: 'pro', withPrice: true})).toBe(
      `a one-time purchase of ${formatPrice(PRICES.pro.amount)} on desktop`,
    );
    const plainlyFree = /free Basic|Basic is the free|Basic[^.\n]{0,20}free edition|free edition/i;
    expect(filesMatching(plainlyFree)).toEqual([]);
  });
});

describe('who makes the app', () => {
  it('is worded once', () => {
    expect(PROJECT_ORIGIN).toMatch(/founder of SAMMI/);
    expect(
      filesMatching(/founder of SAMMI|SAMMI's founder|former (SAMMI )?developer/i, ['src/data/constants.ts']),
    ).toEqual([]);
  });
});

describe('platforms', () => {
  it('are listed only in src/data/platforms.ts', () => {
    const handTyped = /Windows( 10)?, macOS|Android, iOS|macOS and Linux|(a|in a) browser (and|or) (as )?an? OBS dock/;
    expect(filesMatching(handTyped, ['src/data/platforms.ts'])).toEqual([]);
  });

  it('have their limits worded by src/data/platforms.ts in the help, not by hand', () => {
    const limitWords =
      /not (be )?(available )?on iOS|\b(Android|Windows|[Dd]esktop|[Mm]obile) only\b|\[(iOS|Android only|Windows only)\]/;
    expect(HELP_DOCS.filter(({text}) => limitWords.test(text)).map(({file}) => file)).toEqual([]);
  });

  it('give a setting and its row of the features table the same platforms, through the same limit', () => {
    const pairs: [string, FeatureId, keyof typeof PLATFORM_LIMITS][] = [
      ['Keep Awake', 'keepScreenActive', 'keepAwake'],
      ['Disable Haptic Feedback', 'hapticFeedback', 'hapticFeedback'],
      ['Always On Top', 'alwaysOnTop', 'alwaysOnTop'],
      ['Disable Context Menu', 'disableContextMenu', 'contextMenu'],
    ];
    for (const {file, text} of HELP_DOCS.filter(({file}) => file.endsWith('setup.mdx'))) {
      for (const [setting, feature, limit] of pairs) {
        expect(`${file}: ${new RegExp(`^<Setting name="${setting}" limit="${limit}">`, 'm').test(text)}`).toBe(
          `${file}: true`,
        );
        expect(FEATURES.find(({id}) => id === feature)?.limit).toBe(limit);
      }
    }
  });
});

describe('the help', () => {
  it('keeps "in edit mode" wherever it says to swipe between decks', () => {
    for (const {file, text} of HELP_DOCS) {
      for (const [line] of text.matchAll(/^.*[Ss]wipe up or down.*$/gm)) {
        expect(`${file}: ${line}`).toMatch(/in edit mode/);
      }
    }
  });

  it('states what support needs from the same list, on the contact page, in troubleshooting and in the FAQ', () => {
    const uses = (pattern: RegExp) =>
      ALL.filter(({text}) => pattern.test(text))
        .map(({file}) => file)
        .sort();
    // Each docs version's troubleshooting and FAQ pages, as the help plugin reads them.
    const helpPages = (name: string) =>
      helpSource()
        .pages.filter(({page}) => page === name)
        .map(({source}) => source);
    expect(uses(/<SupportNeeds \/>/)).toEqual([...helpPages('troubleshooting'), 'src/pages/contact.tsx'].sort());
    expect(uses(/(?<!import )\{SUPPORT_NEEDS_SENTENCE\}|<SupportNeedsSentence \/>/)).toEqual(helpPages('faq').sort());
  });

  it('calls the ID support asks for the user ID, as the app does', () => {
    const supportCopy = ALL.filter(({file}) =>
      /^(src\/data\/(forms|support)\.ts|src\/components\/forms\/|src\/pages\/(contact|datadeletion)\.tsx|(versioned_)?docs\/)/.test(
        file,
      ),
    );
    expect(supportCopy.filter(({text}) => /account ID/i.test(text)).map(({file}) => file)).toEqual([]);
  });
});
