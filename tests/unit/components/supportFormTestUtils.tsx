import type {ComponentType} from 'react';
import {render} from '@testing-library/react';
import {MemoryRouter, Route} from 'react-router-dom';

/** Records what a form would post: a submit event nobody prevented. */
export function captureSubmissions() {
  const sent: Record<string, string>[] = [];
  const listener = (event: Event) => {
    if (!event.defaultPrevented) {
      const data = new FormData(event.target as HTMLFormElement);
      sent.push(
        Object.fromEntries(
          [...data.entries()].map(([key, value]) => [key, typeof value === 'string' ? value : value.name]),
        ),
      );
    }
    // jsdom cannot navigate; stop it from trying.
    event.preventDefault();
  };
  window.addEventListener('submit', listener);
  return {sent, stop: () => window.removeEventListener('submit', listener)};
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
