import {scrollBehavior} from '@site/src/utils/location';

describe('reduced motion', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  });

  it.each([
    [true, 'auto'],
    [false, 'smooth'],
  ])('reduce=%p scrolls with %p', (reduce, behavior) => {
    window.matchMedia = ((query: string) => ({
      matches: reduce && query.includes('reduce'),
    })) as unknown as typeof window.matchMedia;
    expect(scrollBehavior()).toBe(behavior);
  });

  it('scrolls smoothly where matchMedia does not exist', () => {
    window.matchMedia = undefined as unknown as typeof window.matchMedia;
    expect(scrollBehavior()).toBe('smooth');
  });
});
