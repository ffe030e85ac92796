/**
 * The status of the site's translated strings (code.json and the plugins'
 * files): what a translation lacks, pasted in English, or breaks. The MDX
 * pages' parts are checked with the help plugin (tests/unit/plugins/help/translations.test.ts).
 */
import {messageStatus} from '@site/src/i18n/translationStatus';

describe('the status of translated strings', () => {
  const english = {
    'a.b': {message: 'Copy link'},
    'a.c': {message: 'Step {step} of {count}'},
    'a.d': {message: 'Discord'},
  };

  it('lists missing, untranslated, unknown strings and broken placeholders', () => {
    expect(
      messageStatus('code.json', english, {
        'a.b': {message: 'Copy link'},
        'a.c': {message: 'Paso {step} de {total}'},
        'a.d': {message: 'Discord'},
        'a.old': {message: 'Viejo'},
      }),
    ).toEqual([
      {file: 'code.json', key: 'a.b', state: 'untranslated'},
      {file: 'code.json', key: 'a.c', state: 'placeholders'},
      {file: 'code.json', key: 'a.old', state: 'unknown'},
    ]);
    expect(messageStatus('code.json', english, {})).toHaveLength(3);
  });
});
