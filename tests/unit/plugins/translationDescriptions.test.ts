import {stripTranslationDescriptions} from '@site/src/plugins/translationDescriptions/strip';

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
