import {EMBED_ATTRIBUTE, EMBED_STORAGE_SUFFIX} from '../data/embed';

/** Whether this page is embedded (embed mode's page script marked `<html>`). False on the server. */
export const isEmbedded = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(EMBED_ATTRIBUTE);

/** A storage key of the site, namespaced while embedded: `deckhopper.formDraft.contact.embed`. */
export const storageKey = (key: string): string => (isEmbedded() ? `${key}${EMBED_STORAGE_SUFFIX}` : key);
