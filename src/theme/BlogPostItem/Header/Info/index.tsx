import type {ReactNode} from 'react';

/**
 * Patch notes are ordered by version, not by date, and their release dates
 * are not published: this header line (date and reading time) is left out.
 * See src/theme/README.md.
 */
export default function BlogPostItemHeaderInfo(): ReactNode {
  return null;
}
