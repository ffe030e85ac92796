import sectionHashScroll, {scrollToSection} from '@site/src/clientModules/sectionHashScroll';
import {HASH_SCROLL_DELAY_MS} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';

const scrollIntoView = jest.fn();

beforeEach(() => {
  jest.useFakeTimers();
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  document.body.innerHTML = Object.values(SECTION_ANCHORS)
    .map((id) => `<section id="${id}"></section>`)
    .join('');
});

afterEach(() => jest.useRealTimers());

const navigate = (hash: string) =>
  sectionHashScroll.onRouteDidUpdate!({location: {hash} as Location, previousLocation: null} as never);

describe('the scroll to a page section the app opens', () => {
  it.each(Object.values(SECTION_ANCHORS))('scrolls smoothly to #%s after the delay of the spec', (id) => {
    navigate(`#${id}`);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS - 1);
    expect(scrollIntoView).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'smooth', block: 'start'});
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(id));
  });

  it.each(['', '#', '#android', '#nope', '#%E0%A4%A', `#${'purchase'.repeat(40)}`])('leaves %s alone', (hash) => {
    navigate(hash);
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('cancels a pending scroll when the visitor navigates on', () => {
    navigate('#purchase');
    navigate('');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS * 10);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing when the section is not on the page', () => {
    document.body.innerHTML = '';
    const cancel = scrollToSection('#purchase');
    jest.advanceTimersByTime(HASH_SCROLL_DELAY_MS);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(typeof cancel).toBe('function');
  });
});
