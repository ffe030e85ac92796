/**
 * "Still stuck?": where a help entry sends a visitor it has not helped. The
 * contact form reads `?about=<entry id>` and starts the message with the
 * entry's name; the visitor can change it.
 */
import {ROUTES} from './routes';

/** The query parameter of the contact form that names a help entry. */
export const CONTACT_ABOUT_KEY = 'about';

/** `/contact?about=connectionIssues`. */
export function contactAboutPath(entryId: string): string {
  return `${ROUTES.contact}?${CONTACT_ABOUT_KEY}=${encodeURIComponent(entryId)}`;
}
