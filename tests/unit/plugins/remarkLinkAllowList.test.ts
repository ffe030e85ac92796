/**
 * @jest-environment node
 */
import remarkLinkAllowList, {findDisallowedLinks, isAllowedUrl, schemeOf} from '@site/src/plugins/remarkLinkAllowList';
import type {MdastNode} from '@site/src/plugins/mdast';

const at = (line: number) => ({start: {line, column: 1}});
const link = (url: string, line = 3) => ({type: 'link', url, position: at(line), children: []});
const image = (url: string, line = 4) => ({type: 'image', url, position: at(line)});
const jsx = (name: string, attributes: Record<string, string>, line = 5) => ({
  type: 'mdxJsxFlowElement',
  name: 'a',
  attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
  position: at(line),
  children: [],
});
const root = (...children: object[]) => ({type: 'root', children: [{type: 'paragraph', children}]});
const run = (tree: object) => remarkLinkAllowList()(tree as never, {path: 'docs/faq.mdx'});

describe('link allow-list', () => {
  it.each([
    'https://sammi.solutions/docs',
    'http://127.0.0.1:9470',
    'mailto:someone@example.com',
    'irc://irc.example.net/channel',
    'ircs://irc.example.net/channel',
    'xmpp:someone@example.com',
    '/setup#proxyButtons',
    './faq',
    '../files/example.txt',
    '#canUseFree',
    '?form=success',
    'pathname:///examples/file.txt',
    '',
  ])('allows %p', (url) => {
    expect(isAllowedUrl(url)).toBe(true);
    expect(() => run(root(link(url), image(url), jsx('a', {href: url})))).not.toThrow();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
  ])('rejects %p in a link, an image and a JSX attribute, naming the file and line', (url) => {
    expect(isAllowedUrl(url)).toBe(false);
    expect(() => run(root(link(url, 7)))).toThrow(/docs\/faq\.mdx:7:1/);
    expect(() => run(root(image(url, 8)))).toThrow(/docs\/faq\.mdx:8:1/);
    expect(() => run(root(jsx('a', {href: url}, 9)))).toThrow(/docs\/faq\.mdx:9:1/);
  });

  it('reads addresses only where links, images, definitions and JSX elements keep them', () => {
    // Another plugin's node may carry its own `url` and an `attributes` object.
    const other = {type: 'element', url: 'data:x', attributes: {href: 'data:y'}, position: at(4)};
    expect(findDisallowedLinks({type: 'root', children: [other as unknown as MdastNode]})).toEqual([]);
  });

  it('checks link definitions too', () => {
    expect(
      findDisallowedLinks({type: 'root', children: [{type: 'definition', url: 'data:x', position: at(2)}]}),
    ).toEqual([{url: 'data:x', line: 2, column: 1}]);
  });

  it('lists every problem in one error', () => {
    expect(() => run(root(link('javascript:a', 1), link('data:b', 2)))).toThrow(/faq\.mdx:1:1[\s\S]*faq\.mdx:2:1/);
  });

  it('reads the scheme case-insensitively and treats relative addresses as scheme-less', () => {
    expect(schemeOf('HTTPS://x')).toBe('https');
    expect(schemeOf('/x:y')).toBeNull();
  });
});
