/**
 * Fails the build when a doc, post or MDX page links to (or embeds) an address
 * whose scheme is not one of http, https, irc, ircs, mailto, xmpp, or a
 * relative address. This is the allow-list the product's markdown renderer
 * applies; here it is enforced once, at build time, with the file and line.
 */
import {filePath, walk, type MdastNode as Node, type VFileLike} from './mdast';

export const ALLOWED_SCHEMES = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

const URL_NODES = new Set(['link', 'image', 'definition']);
const JSX_NODES = new Set(['mdxJsxFlowElement', 'mdxJsxTextElement']);
const URL_ATTRIBUTES = new Set(['href', 'src', 'to', 'action', 'formAction', 'poster', 'srcSet']);

/** The scheme of an address, lower-cased, or null for a relative address. */
export function schemeOf(url: string): string | null {
  // Browsers ignore control characters and spaces inside a scheme
  // ("java\tscript:"), so they are ignored here too.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here.
  const compact = url.replace(/[\u0000-\u0020\u007f]/g, '');
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(compact)?.[1];
  return scheme ? scheme.toLowerCase() : null;
}

export function isAllowedUrl(url: string): boolean {
  const scheme = schemeOf(url);
  // `pathname://` is Docusaurus' marker for a file in static/: the build makes it a relative address.
  return scheme === null || scheme === 'pathname' || (ALLOWED_SCHEMES as readonly string[]).includes(scheme);
}

/** The addresses of a link, an image or a definition, and the address attributes of a JSX element. */
function* urlsOf(node: Node): Generator<string> {
  if (URL_NODES.has(node.type) && typeof node.url === 'string') yield node.url;
  if (!JSX_NODES.has(node.type)) return;
  for (const {type, name, value} of node.attributes ?? []) {
    if (type === 'mdxJsxAttribute' && URL_ATTRIBUTES.has(name as string) && typeof value === 'string') yield value;
  }
}

type DisallowedLink = {url: string; line?: number; column?: number};

export function findDisallowedLinks(tree: Node): DisallowedLink[] {
  const found: DisallowedLink[] = [];
  walk(tree, (node) => {
    for (const url of urlsOf(node)) {
      if (!isAllowedUrl(url)) found.push({url, line: node.position?.start?.line, column: node.position?.start?.column});
    }
  });
  return found;
}

export default function remarkLinkAllowList() {
  return (tree: Node, file: VFileLike): void => {
    const problems = findDisallowedLinks(tree);
    if (problems.length === 0) return;
    const path = filePath(file);
    const lines = problems.map(
      ({url, line, column}) => `  ${path}:${line ?? '?'}:${column ?? '?'}  "${url.slice(0, 80)}"`,
    );
    throw new Error(
      `Links with a scheme outside ${ALLOWED_SCHEMES.join(', ')} (or a relative address) are not allowed:\n${lines.join('\n')}`,
    );
  };
}
