/**
 * The site's texts as the build compiles them (see ./index.ts).
 *
 * - A translation's `description` is for translators (`write-translations`
 *   reads it from the source); the browser never uses it, so it is blanked,
 *   every line and column kept where it was.
 * - In another language's build, a text written in the code with its English
 *   (`translate({id, message: 'English'})`, `<Translate id="…">English</Translate>`)
 *   gets the translation in its place: the component carries its own words,
 *   and the translations every page loads leave them out (`remainingMessages`).
 */
import ts from 'typescript';

/** The component and the function whose texts are compiled here. */
const TRANSLATE_COMPONENT = 'Translate';
const TRANSLATE_FUNCTION = 'translate';
const DESCRIPTION = 'description';

/** Texts by translation id, as `i18n/<locale>/code.json` gives them. */
export type Messages = Readonly<Record<string, string>>;

type Edit = {start: number; end: number; text: string | null};

/** What one text of a file is: its id, and where its English and its description are. */
type Usage = {
  /** The id, or null when it is computed (then nothing is inlined for it). */
  id: string | null;
  /** The English to replace, or null when the code gives none (`<Translate id="x" />`). */
  message: {start: number; end: number; jsx: boolean} | null;
  descriptions: {start: number; end: number}[];
};

const literal = (node: ts.Node | undefined): string | null =>
  node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;

/** A JSX attribute's value when it is a plain string (`id="x"` or `id={'x'}`). */
const attributeText = ({initializer}: ts.JsxAttribute): string | null =>
  initializer && ts.isJsxExpression(initializer) ? literal(initializer.expression) : literal(initializer);

/** The end of a property, with the comma that follows it, if any. */
const withComma = (text: string, end: number): number => end + (/^\s*,/.exec(text.slice(end))?.[0].length ?? 0);

function usagesOf(source: string, fileName: string): Usage[] {
  if (!source.includes(TRANSLATE_FUNCTION) && !source.includes(TRANSLATE_COMPONENT)) return [];
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.ts') ? ts.ScriptKind.TS : fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.JSX,
  );
  const usages: Usage[] = [];
  const named = <T extends ts.JsxAttribute | ts.PropertyAssignment>(nodes: readonly T[], name: string): T[] =>
    nodes.filter((node) => node.name.getText(file) === name);
  const visit = (node: ts.Node): void => {
    const opening = ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null;
    if (opening && ts.isIdentifier(opening.tagName) && opening.tagName.text === TRANSLATE_COMPONENT) {
      const attributes = opening.attributes.properties.filter(ts.isJsxAttribute);
      const [id] = named(attributes, 'id');
      const usage: Usage = {
        id: id ? attributeText(id) : null,
        message: null,
        descriptions: named(attributes, DESCRIPTION).map((item) => ({start: item.getStart(file), end: item.getEnd()})),
      };
      if (ts.isJsxElement(node)) {
        const [child, ...others] = node.children.filter(
          (candidate) => !(ts.isJsxText(candidate) && candidate.containsOnlyTriviaWhiteSpaces),
        );
        const text =
          child && ts.isJsxText(child)
            ? child.text.trim()
            : child && ts.isJsxExpression(child)
              ? literal(child.expression)
              : null;
        if (text !== null && others.length === 0) {
          usage.message = {start: node.openingElement.getEnd(), end: node.closingElement.getStart(file), jsx: true};
          if (!id) usage.id = text;
        }
      }
      usages.push(usage);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === TRANSLATE_FUNCTION) {
      const [options] = node.arguments;
      const assignments =
        options && ts.isObjectLiteralExpression(options) ? options.properties.filter(ts.isPropertyAssignment) : [];
      const [id] = named(assignments, 'id');
      const message = named(assignments, 'message').find(({initializer}) => literal(initializer) !== null);
      usages.push({
        id: literal(id ? id.initializer : message?.initializer),
        message: message
          ? {start: message.initializer.getStart(file), end: message.initializer.getEnd(), jsx: false}
          : null,
        descriptions: named(assignments, DESCRIPTION).map((item) => ({
          start: item.getStart(file),
          end: withComma(source, item.getEnd()),
        })),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return usages;
}

/** The text with its edits made (null: blanked, every line break kept). */
function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = '';
  let from = 0;
  for (const {start, end, text: replacement} of [...edits].sort((a, b) => a.start - b.start)) {
    result += text.slice(from, start) + (replacement ?? text.slice(start, end).replace(/[^\n]/g, ' '));
    from = end;
  }
  return result + text.slice(from);
}

/**
 * The file as the build compiles it: descriptions blanked, and with
 * `messages` (another language's), each text the code writes in English
 * given in that language.
 */
export function compileTranslations(source: string, fileName: string, messages: Messages | null = null): string {
  const edits: Edit[] = [];
  for (const {id, message, descriptions} of usagesOf(source, fileName)) {
    edits.push(...descriptions.map(({start, end}) => ({start, end, text: null})));
    const translated = messages && id !== null && Object.hasOwn(messages, id) ? messages[id] : undefined;
    if (message && translated !== undefined) {
      const text = JSON.stringify(translated);
      edits.push({start: message.start, end: message.end, text: message.jsx ? `{${text}}` : text});
    }
  }
  return edits.length === 0 ? source : applyEdits(source, edits);
}

/**
 * The translation file every page loads, without the texts the code now
 * carries: those that every use writes in the code with its English.
 */
export function remainingMessages(messages: Messages, files: readonly {source: string; fileName: string}[]): Messages {
  const inlined = new Set<string>();
  const read = new Set<string>();
  for (const {source, fileName} of files) {
    for (const {id, message} of usagesOf(source, fileName)) {
      if (id === null) {
        throw new Error(
          `${fileName}: a translate() or <Translate> with a computed id; write each id as a plain string, so the build knows its text.`,
        );
      }
      (message ? inlined : read).add(id);
    }
  }
  return Object.fromEntries(Object.entries(messages).filter(([id]) => !inlined.has(id) || read.has(id)));
}
