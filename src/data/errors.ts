/** Texts of the site's error screens (SPEC.md section 8), written once. */

export const ERROR_TITLE = 'Unexpected Application Error!';

/** The bundler's wording when a page's code chunk cannot be loaded. */
export function chunkFailureText(chunkId: string): string {
  return chunkId ? `Loading chunk ${chunkId} failed.` : 'Loading a part of this page failed.';
}
