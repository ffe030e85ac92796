import {act, render, screen} from '@testing-library/react';
import {useFirstVisible} from '@site/src/hooks/useFirstVisible';

type Callback = (entries: Array<{isIntersecting: boolean}>) => void;

function Probe(): React.ReactNode {
  const [ref, visible] = useFirstVisible<HTMLDivElement>();
  return <div ref={ref}>{visible ? 'visible' : 'not yet'}</div>;
}

describe('useFirstVisible', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('turns true when the element comes into view, and stops watching', () => {
    let callback: Callback = () => undefined;
    const disconnect = jest.fn();
    globalThis.IntersectionObserver = jest.fn((cb: Callback) => {
      callback = cb;
      return {observe: jest.fn(), disconnect};
    }) as unknown as typeof IntersectionObserver;

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
});
