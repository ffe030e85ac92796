/**
 * @jest-environment node
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

/**
 * The Spanish site follows its glossary (i18n/es/GLOSSARY.md): no form of its
 * "not" column is shown on a Spanish page. Search keywords, never shown, may
 * keep them as synonyms.
 */
const DIR = 'i18n/es';
const glossary = readFileSync(path.join(DIR, 'GLOSSARY.md'), 'utf8');

/** The forms to avoid, from the last column of the glossary's table. */
const AVOIDED = glossary
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*(English|---)/.test(line))
  .flatMap((line) => line.split('|').at(-2)!.split(','))
  .map((form) => form.trim())
  .filter(Boolean);

const files = (dir: string): string[] =>
  readdirSync(dir, {withFileTypes: true}).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
const SHOWN = files(DIR)
  .filter((file) => /\.(json|mdx?)$/.test(file) && !file.endsWith('GLOSSARY.md'))
  .map((file) => ({file, text: readFileSync(file, 'utf8').replace(/\bkeywords="[^"]*"/g, '')}));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the Spanish glossary', () => {
  it('lists forms to avoid', () => {
    expect(AVOIDED.length).toBeGreaterThan(0);
  });

  it.each(AVOIDED)('"%s" is not shown on the Spanish site', (form) => {
    // A bold form (`**Accept**`) is avoided only as a named button or link; the others anywhere.
    const pattern = new RegExp(form.startsWith('**') ? escape(form) : `(?<![\\p{L}])${escape(form)}(?![\\p{L}])`, 'iu');
    expect(SHOWN.filter(({text}) => pattern.test(text)).map(({file}) => file)).toEqual([]);
  });
});

describe('the Spanish privacy policy', () => {
  const message = (file: string, key: string) =>
    (JSON.parse(readFileSync(path.join(DIR, file), 'utf8')) as Record<string, {message: string}>)[key]!.message;

  it('names the consent banner’s answers and the footer’s link as they are shown', () => {
    const policy = readFileSync(path.join(DIR, 'docusaurus-plugin-content-pages/privacy-policy.mdx'), 'utf8');
    for (const name of [
      message('analytics-consent/banner.json', 'accept'),
      message('analytics-consent/banner.json', 'decline'),
      message('docusaurus-theme-classic/footer.json', 'link.item.label.Privacy settings'),
    ]) {
      expect(policy).toContain(`**${name}**`);
    }
  });
});
