/**
 * "Still stuck?": where a help entry sends a visitor it has not helped. An
 * account or purchase problem goes to the contact form, which reads
 * `?about=<entry id>` and starts the message with the entry's name (the
 * visitor can change it); every other problem to the community chat and the
 * app's own bug report.
 */
import {ROUTES} from './routes';

/** The query parameter of the contact form that names a help entry. */
export const CONTACT_ABOUT_KEY = 'about';

/** `/contact?about=connectionIssues`. */
export function contactAboutPath(entryId: string): string {
  return `${ROUTES.contact}?${CONTACT_ABOUT_KEY}=${encodeURIComponent(entryId)}`;
}

/** Where the app takes bug reports, named as the app labels it (its labels stay English in every language). */
export const APP_BUG_REPORT_MENU = 'Menu › Help';
