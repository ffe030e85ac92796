import {act, render, screen} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {TOOL_READY_ATTRIBUTE} from '@site/src/plugins/help/contract';
import {onDemand} from '@site/src/plugins/help/theme/HelpTools/OnDemand';

const mockEnvironment = {canUseDOM: true};
let mockIsBrowser = true;
jest.mock('@docusaurus/ExecutionEnvironment', () => ({
  __esModule: true,
  default: {
    get canUseDOM() {
      return mockEnvironment.canUseDOM;
    },
  },
}));
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}));

function Tool({label}: {label: string}) {
  return <p>{label}</p>;
}

/** A dynamic import the test settles by hand. */
function deferredImport() {
  let resolve!: () => void;
  const promise = new Promise<{default: typeof Tool}>((settle) => {
    resolve = () => settle({default: Tool});
  });
  return {load: jest.fn(() => promise), resolve: async () => act(async () => resolve())};
}

type Observer = {callback: IntersectionObserverCallback; element?: Element};
let observers: Observer[] = [];

beforeEach(() => {
  mockEnvironment.canUseDOM = true;
  mockIsBrowser = true;
  observers = [];
  (window as {IntersectionObserver?: unknown}).IntersectionObserver = class {
    private readonly record: Observer;
    constructor(callback: IntersectionObserverCallback) {
      this.record = {callback};
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.element = element;
    }
    disconnect() {
      observers = observers.filter((observer) => observer !== this.record);
    }
  };
});

afterAll(() => {
  delete (window as {IntersectionObserver?: unknown}).IntersectionObserver;
});

function tool(load: () => Promise<{default: typeof Tool}>) {
  const OnDemandTool = onDemand(load);
  return <OnDemandTool label="the tool" />;
}

describe('OnDemand', () => {
  it('renders the tool into the server HTML, marked as needing JavaScript', async () => {
    mockEnvironment.canUseDOM = false;
    const load = jest.fn(async () => ({default: Tool}));
    const OnDemandTool = onDemand(load);
    await Promise.resolve();
    await Promise.resolve();
    const html = renderToString(<OnDemandTool label="the tool" />);
    expect(html).toBe('<div data-needs-script="" data-search-ignore="" inert=""><p>the tool</p></div>');
  });

  it('keeps the server HTML while hydrating, and swaps in the tool once it has loaded', async () => {
    mockIsBrowser = false;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = '<div data-needs-script="" data-search-ignore="" inert=""><p>the tool</p></div>';
    document.body.append(container);
    const {load, resolve} = deferredImport();
    await act(async () => {
      hydrateRoot(container, tool(load));
    });
    expect(container.innerHTML).toContain('<p>the tool</p>');
    expect(container.firstElementChild).toHaveAttribute('inert');
    expect(container.querySelector(`[${TOOL_READY_ATTRIBUTE}]`)).toBeNull();
    expect(load).not.toHaveBeenCalled();

    act(() =>
      observers[0]!.callback([{isIntersecting: true} as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(container.querySelector(`[${TOOL_READY_ATTRIBUTE}]`)).toHaveTextContent('the tool');
    expect(container.querySelector('[inert]')).toBeNull();
    expect(container.querySelectorAll('p')).toHaveLength(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('waits in a closed entry until the entry is opened', async () => {
    const {load, resolve} = deferredImport();
    render(<details>{tool(load)}</details>);
    expect(load).not.toHaveBeenCalled();
    const details = document.querySelector('details')!;
    details.open = true;
    act(() => {
      details.dispatchEvent(new Event('toggle'));
    });
    expect(load).toHaveBeenCalledTimes(1);
    await resolve();
    expect(screen.getByText('the tool').parentElement).toHaveAttribute(TOOL_READY_ATTRIBUTE);
    expect(observers).toEqual([]);
  });

  it('says so when the tool cannot load', async () => {
    const load = jest.fn(() => Promise.reject(new Error('Loading chunk 7 failed.')));
    render(<details open>{tool(load)}</details>);
    expect(await screen.findByRole('alert')).toHaveTextContent('This tool could not load');
  });
});
