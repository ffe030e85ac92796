/**
 * A translation's `description` tells translators where a text shows
 * (`<Translate id="…" description="…">`, `translate({id, message, description})`).
 * Docusaurus reads it from the source (`npm run write-translations`) and
 * writes it into `i18n/<locale>/code.json`; the browser never uses it. This
 * blanks it out of the code the build compiles, keeping every line and
 * column where it was, so nothing else moves.
 */
import ts from 'typescript';

/** The component and the function whose descriptions are blanked. */
const TRANSLATE_COMPONENT = 'Translate';
const TRANSLATE_FUNCTION = 'translate';
const DESCRIPTION = 'description';

/** The text with `[start, end)` ranges replaced by spaces (line breaks kept). */
function blank(text: string, ranges: readonly [number, number][]): string {
  let result = '';
  let from = 0;
  for (const [start, end] of [...ranges].sort((a, b) => a[0] - b[0])) {
    result += text.slice(from, start) + text.slice(start, end).replace(/[^\n]/g, ' ');
    from = end;
  }
  return result + text.slice(from);
}

/** The end of a property, with the comma that follows it, if any. */
function withComma(text: string, end: number): number {
  const rest = /^\s*,/.exec(text.slice(end));
  return rest ? end + rest[0].length : end;
}

export function stripTranslationDescriptions(source: string, fileName: string): string {
  if (!source.includes(DESCRIPTION)) return source;
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.ts') ? ts.ScriptKind.TS : fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
  );
  const cuts: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      node.tagName.text === TRANSLATE_COMPONENT
    ) {
      for (const attribute of node.attributes.properties) {
        if (ts.isJsxAttribute(attribute) && attribute.name.getText(file) === DESCRIPTION) {
          cuts.push([attribute.getStart(file), attribute.getEnd()]);
        }
      }
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === TRANSLATE_FUNCTION) {
      const [options] = node.arguments;
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          if (ts.isPropertyAssignment(property) && property.name.getText(file) === DESCRIPTION) {
            cuts.push([property.getStart(file), withComma(source, property.getEnd())]);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return cuts.length === 0 ? source : blank(source, cuts);
}
