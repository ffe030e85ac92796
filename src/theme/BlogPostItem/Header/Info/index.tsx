import type {ReactNode} from 'react';

/**
 * Patch notes are ordered by version and their release dates are not
 * published: this header line (date and reading time) is left out.
 */
export default function BlogPostItemHeaderInfo(): ReactNode {
  return null;
}
