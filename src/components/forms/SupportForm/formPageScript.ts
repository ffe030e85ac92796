import {FORM_PAGE_ATTRIBUTES, SUCCESS_PARAM} from '@site/src/data/forms';

/**
 * The inline script of a form page, run as its HTML is parsed: `?form=success`
 * marks the form's wrapper (the script's parent), so the stylesheet shows the
 * thank-you in the first paint. Constant: its hash is in the page's
 * Content-Security-Policy.
 */
export function formPageScript(): string {
  const success = `[?&]${SUCCESS_PARAM.name}=${SUCCESS_PARAM.value}(&|$)`;
  return (
    '(function(w){' +
    `if(/${success}/.test(location.search))w.setAttribute('${FORM_PAGE_ATTRIBUTES.success}','');` +
    '})(document.currentScript.parentNode)'
  );
}
