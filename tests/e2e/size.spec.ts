import {test, expect} from './fixtures';
import {BUDGETS, BUDGETS_FILE, KINDS, type Kind} from './budgets';
import {ROUTES} from '../../src/data/routes';
import {DEFAULT_LOCALE, LOCALES} from '../../src/data/locales';

/**
 * The size budgets file (tests/size-budgets.json) itself; every page is held
 * to its budget in pages.spec.ts, on the same load as its other checks.
 */
test.describe('size budgets', () => {
  test('every budget in the file names a canonical route, or every patch note', () => {
    const routes: string[] = [...Object.values(ROUTES), `${ROUTES.patchNotes}/*`];
    expect(Object.keys(BUDGETS.locales)).toEqual(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE));
    for (const set of [BUDGETS, ...Object.values(BUDGETS.locales)]) {
      const unknown = Object.keys(set.routes).filter((route) => !routes.includes(route));
      expect(unknown, `${BUDGETS_FILE} has budgets for routes that do not exist`).toEqual([]);
      for (const kind of Object.keys(KINDS) as Kind[]) {
        expect(set.default[kind], `${BUDGETS_FILE} needs a default ${kind} budget`).toBeGreaterThan(0);
      }
    }
    expect(BUDGETS.content.perPage, `${BUDGETS_FILE} holds content apart`).toBeGreaterThan(0);
    expect(BUDGETS.content.perFile, `${BUDGETS_FILE} holds content apart`).toBeGreaterThan(0);
    expect(BUDGETS.content.perThousandCharacters, `${BUDGETS_FILE} holds content apart`).toBeGreaterThan(0);
  });
});
