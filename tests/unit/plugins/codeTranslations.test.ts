/**
 * @jest-environment node
 */
import {
  compileTranslations,
  compileTranslations as stripTranslationDescriptions,
  remainingMessages,
} from '@site/src/plugins/codeTranslations/transform';

const lines = (text: string) => text.split('\n').map((line) => line.length);

describe("the translators' notes left out of the browser's code", () => {
  it('blanks the description of <Translate> and translate(), and nothing else moves', () => {
    const source = [
      'const a = translate({id: "x", message: "X", description: "Where X shows"});',
      'const b = translate({',
      '  id: "y",',
      "  description: 'Where Y shows',",
      '  message: "Y",',
      '});',
      'const c = <Translate id="z" description="Where Z shows">Z</Translate>;',
      'const d = <Translate id="w" description={"Where W shows"} values={{n: 1}} />;',
    ].join('\n');
    const stripped = stripTranslationDescriptions(source, 'texts.tsx');
    expect(stripped).not.toMatch(/description|shows/);
    expect(lines(stripped)).toEqual(lines(source));
    expect(stripped.replace(/\s+/g, ' ')).toBe(
      [
        'const a = translate({id: "x", message: "X", });',
        'const b = translate({ id: "y", message: "Y", });',
        'const c = <Translate id="z" >Z</Translate>;',
        'const d = <Translate id="w" values={{n: 1}} />;',
      ].join(' '),
    );
  });

  it('keeps every other description: page metadata, props, data', () => {
    const source = [
      'const meta = {title: "T", description: "Shown to search engines"};',
      'const page = <PageMetadata title="T" description="Shown to search engines" />;',
      'const other = format({id: "x", description: "kept"});',
    ].join('\n');
    expect(stripTranslationDescriptions(source, 'page.tsx')).toBe(source);
  });

  it('reads the theme’s JavaScript too', () => {
    const source = 'export default () => <Translate id="theme.x" description="A note">Text</Translate>;';
    expect(stripTranslationDescriptions(source, 'Note.js')).not.toContain('A note');
  });
});

describe("another language's texts, in the components that show them", () => {
  const messages = {
    'a.fn': 'Hola {name}',
    'a.jsx': 'Adiós',
    'a.bare': 'Sin inglés',
    'a.shared': 'Compartido',
    'theme.x': 'Tema',
  };

  it('replaces the English the code writes, and leaves texts with no translation as they are', () => {
    const source = [
      "const a = translate({id: 'a.fn', message: 'Hello {name}'}, {name});",
      'const b = <Translate id="a.jsx" description="Goodbye">Goodbye</Translate>;',
      "const c = <Translate id='a.missing'>{'Still English'}</Translate>;",
      'const d = <Translate id="a.bare" />;',
    ].join('\n');
    const compiled = compileTranslations(source, 'x.tsx', messages);
    expect(compiled).toContain('translate({id: \'a.fn\', message: "Hola {name}"}, {name})');
    expect(compiled.replace(/ +/g, ' ')).toContain('<Translate id="a.jsx" >{"Adiós"}</Translate>');
    expect(compiled).toContain("{'Still English'}");
    expect(compiled).toContain('<Translate id="a.bare" />');
  });

  it('leaves out of the translations every page loads only the texts every use carries itself', () => {
    const files = [
      {
        fileName: 'one.tsx',
        source: "translate({id: 'a.fn', message: 'Hello'}); <Translate id=\"a.shared\">S</Translate>;",
      },
      {fileName: 'two.tsx', source: '<Translate id="a.bare" /> <Translate id="a.shared" />'},
      {fileName: 'three.js', source: "translate({message: 'x', id: 'theme.x'})"},
    ];
    expect(remainingMessages(messages, files)).toEqual({
      'a.jsx': 'Adiós',
      'a.bare': 'Sin inglés',
      'a.shared': 'Compartido',
    });
  });

  it('fails the build on a computed id, whose text it could not know', () => {
    const files = [{fileName: 'odd.tsx', source: 'translate({id: `a.${kind}`, message: "x"})'}];
    expect(() => remainingMessages(messages, files)).toThrow(/odd\.tsx: .*computed id/);
  });
});
