/**
 * Analytics events from the site's components. A component only announces
 * what happened; the consent module (src/plugins/analytics/client.ts)
 * forwards it to the analytics tag, and only when the site has analytics and
 * the visitor accepted it. Without either, the announcement goes nowhere.
 * Events carry no personal data: ids, answers, counts, languages, versions.
 */
import {ANALYTICS_EVENT} from '../data/analytics';

export type TrackedEvent = {name: string; params: Record<string, string | number | boolean | null>};

export function track(name: string, params: TrackedEvent['params']): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<TrackedEvent>(ANALYTICS_EVENT, {detail: {name, params}}));
}
