import type {ComponentType} from 'react';
import {render} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';

/** A send the form made: the fields it posted, and a way to answer it. */
export type Send = {
  fields: Record<string, string>;
  signal: AbortSignal;
  answer: (response: Pick<Response, 'type' | 'ok' | 'text'>) => void;
};

/**
 * Stands in for the form service: records every `fetch` (jsdom has none)
 * and leaves it on its way until the test answers it. An abandoned send
 * rejects with an AbortError, as in browsers.
 */
export function captureSends() {
  const sent: Send[] = [];
  window.fetch = (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init!.signal!;
      signal.addEventListener('abort', () => reject(new DOMException('The send was abandoned.', 'AbortError')));
      sent.push({
        fields: Object.fromEntries(new URLSearchParams(init!.body as URLSearchParams)),
        signal,
        answer: (response) => resolve(response as Response),
      });
    });
  return {sent, stop: () => Reflect.deleteProperty(window, 'fetch')};
}

/** Renders a page inside a router at `entry`, exposing the router's current address. */
export function renderAt(Page: ComponentType, entry: string) {
  const current = {pathname: '', search: ''};
  const utils = render(
    <MemoryRouter initialEntries={[entry]}>
      <Page />
      <Route
        render={({location}) => {
          current.pathname = location.pathname;
          current.search = location.search;
          return null;
        }}
      />
    </MemoryRouter>,
  );
  return {...utils, current};
}

export function control(container: HTMLElement, name: string): HTMLInputElement | HTMLTextAreaElement {
  const element = container.querySelector(`[name="${name}"]`);
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) {
    throw new Error(`no field named ${name}`);
  }
  return element;
}
