/**
 * A component announces what happened; the analytics plugin (src/plugins/analytics) forwards it
 * only with consent. Events carry no personal data: ids, answers, counts, languages, versions.
 */
import {ANALYTICS_EVENT} from '../data/analytics';

export type TrackedEvent = {name: string; params: Record<string, string | number | boolean | null>};

export function track(name: string, params: TrackedEvent['params']): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackedEvent>(ANALYTICS_EVENT, {detail: {name, params}}));
}
