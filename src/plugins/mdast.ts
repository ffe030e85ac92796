/**
 * The little of the Markdown syntax tree (mdast, with MDX's JSX and ESM
 * nodes) that the site's remark plugins read, typed by shape so the plugins
 * need none of the ESM-only mdast packages.
 */

export type Position = {start?: {line?: number; column?: number}};

export type EstreeNode = {type: string; [key: string]: unknown};

export type MdxAttribute = {
  type: string;
  name?: unknown;
  /** A string, null for a bare boolean attribute, or an expression `{…}`. */
  value?: unknown;
};

export type MdastNode = {
  type: string;
  value?: string;
  url?: string;
  depth?: number;
  name?: string | null;
  attributes?: MdxAttribute[];
  position?: Position;
  children?: MdastNode[];
  data?: {id?: string; estree?: EstreeNode | null; [key: string]: unknown};
};

/** The file a remark plugin is given: its path, and its text as the parser read it. */
export type VFileLike = {path?: string; history?: string[]; value?: unknown};

/** Calls `visit` on the node and all its descendants, in document order. */
export function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node);
  for (const child of node.children ?? []) walk(child, visit);
}

/** The file's path for error messages. */
export function filePath(file: VFileLike): string {
  return file.path ?? file.history?.[0] ?? 'unknown file';
}
