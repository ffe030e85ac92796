import {act, useState} from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot} from 'react-dom/client';
import {useBrowserValue} from '@site/src/plugins/help/client/useBrowserValue';

// Raw `act` around `hydrateRoot`, as React's own tests do.
(globalThis as {IS_REACT_ACT_ENVIRONMENT?: boolean}).IS_REACT_ACT_ENVIRONMENT = true;

/** A store of the browser: a value and its listeners. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    read: () => value,
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const store = createStore('android');
const rendered: Array<string | null> = [];

function Reader({name}: {name: string}): React.ReactNode {
  const value = useBrowserValue(store.subscribe, store.read);
  rendered.push(value);
  return <p data-name={name}>{value ?? 'unknown'}</p>;
}

function Page(): React.ReactNode {
  const [more, setMore] = useState(false);
  return (
    <>
      <Reader name="first" />
      <button type="button" onClick={() => setMore(true)}>
        more
      </button>
      {more && <Reader name="later" />}
    </>
  );
}

const reader = (container: HTMLElement, name: string) => container.querySelector(`[data-name="${name}"]`);

// One page, hydrated once: the hook knows whether the page has been hydrated for the rest of the visit.
it('is null in the server HTML and while hydrating, then the browser value; later readers have it at once; changes follow', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  expect(reader(container, 'first')).toHaveTextContent('unknown');

  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, <Page />, {onRecoverableError});
  });
  // A first render with the browser's value would not match the server's HTML.
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(reader(container, 'first')).toHaveTextContent(store.read());

  rendered.length = 0;
  await act(async () => container.querySelector('button')!.click());
  expect(reader(container, 'later')).toHaveTextContent(store.read());
  expect(rendered).not.toContain(null);

  await act(async () => store.set('ios'));
  expect(reader(container, 'first')).toHaveTextContent('ios');
  expect(reader(container, 'later')).toHaveTextContent('ios');
});
