import {FORM_PAGE_ATTRIBUTES, SUCCESS_PARAM} from '@site/src/data/forms';

/**
 * The inline script of a form page, run as its HTML is parsed (the site's
 * scripts start only after the load event):
 * - `?form=success` marks `<html>`, so the stylesheet shows the thank-you in
 *   the first paint instead of the empty form;
 * - a page framed by another one marks `<html>` too, and the form gives way
 *   to a link to its own page (the frame-busting a static host allows).
 * It is tiny and constant: its hash is in the page's Content-Security-Policy.
 */
export function formPageScript(): string {
  const success = `[?&]${SUCCESS_PARAM.name}=${SUCCESS_PARAM.value}(&|$)`;
  return (
    '(function(h){' +
    `if(/${success}/.test(location.search))h.setAttribute('${FORM_PAGE_ATTRIBUTES.success}','');` +
    `if(top!==self)h.setAttribute('${FORM_PAGE_ATTRIBUTES.framed}','');` +
    '})(document.documentElement)'
  );
}
