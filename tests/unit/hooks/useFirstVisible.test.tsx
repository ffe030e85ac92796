import {act, render, screen} from '@testing-library/react';
import {useFirstVisible} from '@site/src/hooks/useFirstVisible';

type Callback = (entries: Array<{isIntersecting: boolean}>) => void;

function Probe({whenEntryOpen}: {whenEntryOpen?: boolean}): React.ReactNode {
  const [ref, visible] = useFirstVisible<HTMLDivElement>(whenEntryOpen);
  return <div ref={ref}>{visible ? 'visible' : 'not yet'}</div>;
}

describe('useFirstVisible', () => {
  const original = globalThis.IntersectionObserver;
  let callback: Callback;
  let disconnect: jest.Mock;
  beforeEach(() => {
    callback = () => undefined;
    disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((cb: Callback) => {
      callback = cb;
      return {observe: jest.fn(), disconnect};
    }) as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  const toggle = (open: boolean) =>
    act(() => {
      const details = document.querySelector('details')!;
      details.open = open;
      details.dispatchEvent(new Event('toggle'));
    });

  it('turns true when the element comes near the view, and stops watching', () => {
    render(<Probe />);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => callback([{isIntersecting: false}]));
    expect(screen.getByText('not yet')).toBeInTheDocument();
    act(() => callback([{isIntersecting: true}]));
    expect(screen.getByText('visible')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('counts as visible at once without IntersectionObserver', () => {
    // @ts-expect-error: a browser without the API
    delete globalThis.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('visible')).toBeInTheDocument();
  });

  it('waits for the view, not for the entry, unless asked', () => {
    render(
      <details>
        <Probe />
      </details>,
    );
    toggle(true);
    expect(screen.getByText('not yet')).toBeInTheDocument();
  });

  it('with whenEntryOpen, turns true when its entry is opened, and stops watching', () => {
    render(
      <details>
        <Probe whenEntryOpen />
      </details>,
    );
    toggle(false);
    expect(screen.getByText('not yet')).toBeInTheDocument();
    toggle(true);
    expect(screen.getByText('visible')).toBeInTheDocument();
    expect(disconnect).toHaveBeenCalled();
  });

  it('with whenEntryOpen, counts as visible at once in an entry already open', () => {
    render(
      <details open>
        <Probe whenEntryOpen />
      </details>,
    );
    expect(screen.getByText('visible')).toBeInTheDocument();
    expect(globalThis.IntersectionObserver).not.toHaveBeenCalled();
  });
});
