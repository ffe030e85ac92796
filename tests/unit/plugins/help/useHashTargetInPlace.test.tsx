import {render} from '@testing-library/react';
import {useHashTargetInPlace} from '@site/src/plugins/help/client/useHashTargetInPlace';

function Keeper({shown}: {shown: boolean}): null {
  useHashTargetInPlace(shown);
  return null;
}

/** A deep-linked element whose place on the screen the test sets. */
function target(): {moveTo: (top: number) => void} {
  const element = document.createElement('section');
  element.id = 'entry';
  document.body.append(element);
  window.history.replaceState(null, '', `#${element.id}`);
  let top = 90;
  element.getBoundingClientRect = () => ({top}) as DOMRect;
  return {moveTo: (next) => void (top = next)};
}

let scrollBy: jest.SpyInstance;
beforeEach(() => {
  document.body.replaceChildren();
  scrollBy = jest.spyOn(window, 'scrollBy').mockImplementation(() => {});
});
afterEach(() => scrollBy.mockRestore());

test('what appears above the deep-linked element is scrolled away, so the element stays where it was', () => {
  const {moveTo} = target();
  const {rerender} = render(<Keeper shown={false} />);
  moveTo(225);
  rerender(<Keeper shown />);
  expect(scrollBy).toHaveBeenCalledWith(0, 135);
});

test('a visitor who scrolled before it appeared keeps the place they scrolled to', () => {
  const {moveTo} = target();
  const {rerender} = render(<Keeper shown={false} />);
  window.dispatchEvent(new WheelEvent('wheel', {deltaY: 400}));
  moveTo(-310);
  rerender(<Keeper shown />);
  expect(scrollBy).not.toHaveBeenCalled();
});
