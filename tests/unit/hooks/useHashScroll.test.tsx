import type {ReactNode} from 'react';
import {render} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {HASH_SCROLL_DELAY_MS, HASH_SCROLL_OFFSET_PX} from '@site/src/data/constants';
import {useHashScroll} from '@site/src/hooks/useHashScroll';

const TARGETS = {purchase: 'desktop-section'};

function Page(): ReactNode {
  useHashScroll(TARGETS);
  return <section id="desktop-section">Desktop</section>;
}

function renderAt(hash: string) {
  return render(
    <MemoryRouter initialEntries={[`/download${hash}`]}>
      <Page />
    </MemoryRouter>,
  );
}

describe('useHashScroll', () => {
  let scrollTo: jest.Mock;

  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(window, 'scrollY', {value: 200, configurable: true});
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({top: 1000} as DOMRect);
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('scrolls smoothly to the target, offset below the header, after the delay', () => {
    renderAt('#purchase');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({top: 1000 + 200 - HASH_SCROLL_OFFSET_PX, behavior: 'smooth'});
  });

  it('jumps without animation when the visitor prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({matches: true}) as unknown as typeof window.matchMedia;
    renderAt('#purchase');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({behavior: 'auto'}));
  });

  it.each(['', '#', '#other', '#%E0%A4%A', '#toString', '#__proto__', '#desktop-section', "#x'],[id='purchase"])(
    'does nothing for the hash %p',
    (hash) => {
      renderAt(hash);
      jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
      expect(scrollTo).not.toHaveBeenCalled();
    },
  );

  it('does nothing when the target element is missing', () => {
    function Empty(): ReactNode {
      useHashScroll({purchase: 'nowhere'});
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/download#purchase']}>
        <Empty />
      </MemoryRouter>,
    );
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('cancels the pending scroll when the page unmounts', () => {
    const {unmount} = renderAt('#purchase');
    unmount();
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('never scrolls above the top of the page', () => {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({top: 10} as DOMRect);
    Object.defineProperty(window, 'scrollY', {value: 0, configurable: true});
    renderAt('#purchase');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({top: 0}));
  });
});
