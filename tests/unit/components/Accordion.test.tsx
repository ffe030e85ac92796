import type {ComponentProps, ElementType} from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {BrowserRouter} from 'react-router-dom';
import Accordion from '@site/src/components/Accordion';
import AccordionGroup from '@site/src/components/AccordionGroup';
import {collected} from '../__mocks__/useBrokenLinks';

// The theme's Heading reports its id to the broken-anchor check; the shared
// mock only renders, so this file uses one that also reports.
jest.mock('@theme/Heading', () => {
  const useBrokenLinks = jest.requireActual<typeof import('../__mocks__/useBrokenLinks')>('../__mocks__/useBrokenLinks').default;
  return function Heading({as: As, id, children, ...props}: ComponentProps<'h2'> & {as: ElementType}) {
    if (id) useBrokenLinks().collectAnchor(id);
    return (
      <As id={id} {...props}>
        {children}
      </As>
    );
  };
});

const scrollIntoView = jest.fn();

function setUrl(url: string) {
  window.history.replaceState(null, '', url);
}

function renderGroup() {
  return render(
    <BrowserRouter>
      <h2 id="notAnEntry">A plain heading</h2>
      <AccordionGroup>
        <Accordion id="first" title="First entry">
          <p>Body of the first entry.</p>
          <a href="#third">Go to the third entry</a>
        </Accordion>
        <Accordion id="second" title="Second entry" pro>
          <p>Body of the second entry.</p>
        </Accordion>
        <Accordion id="third" title="Third entry">
          <p>Body of the third entry.</p>
        </Accordion>
      </AccordionGroup>
    </BrowserRouter>,
  );
}

const toggle = (name: RegExp) => screen.getByRole('button', {name});
const openToggles = () =>
  screen.queryAllByRole('button', {expanded: true}).map((button) => button.textContent?.replace(/\W*Pro Feature$/, ''));

beforeEach(() => {
  setUrl('/deckhopper/faq');
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  collected.anchors.length = 0;
});

describe('Accordion entries', () => {
  it('start closed, with every body in the document but hidden until found', () => {
    renderGroup();
    expect(openToggles()).toEqual([]);
    for (const id of ['first', 'second', 'third']) {
      const panel = document.getElementById(`${id}-panel`);
      expect(panel).toHaveAttribute('hidden', 'until-found');
      expect(panel).toHaveTextContent(/Body of the/);
    }
  });

  it('put each title in a heading that carries the anchor id and controls its body', () => {
    renderGroup();
    const button = toggle(/First entry/);
    expect(button.closest('h2')).toHaveAttribute('id', 'first');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'first-panel');
    expect(screen.getByRole('heading', {name: /Second entry/, level: 2})).toBeInTheDocument();
  });

  it('report every entry id to the broken-anchor check', () => {
    renderGroup();
    expect(collected.anchors).toEqual(expect.arrayContaining(['first', 'second', 'third']));
  });

  it('keep one entry open at a time, and close the open one when it is chosen again', () => {
    renderGroup();
    fireEvent.click(toggle(/First entry/));
    expect(openToggles()).toEqual(['First entry']);
    expect(document.getElementById('first-panel')).not.toHaveAttribute('hidden');
    expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'smooth', block: 'start'});

    fireEvent.click(toggle(/Second entry/));
    expect(openToggles()).toEqual(['Second entry']);
    expect(document.getElementById('first-panel')).toHaveAttribute('hidden', 'until-found');

    fireEvent.click(toggle(/Second entry/));
    expect(openToggles()).toEqual([]);
  });

  it('scroll without animation when the user prefers reduced motion', () => {
    window.matchMedia = jest.fn().mockReturnValue({matches: true}) as unknown as typeof window.matchMedia;
    try {
      renderGroup();
      fireEvent.click(toggle(/Third entry/));
      expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'auto', block: 'start'});
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('toggle from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderGroup();
    await user.tab();
    expect(toggle(/First entry/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(openToggles()).toEqual(['First entry']);
    await user.keyboard(' ');
    expect(openToggles()).toEqual([]);
  });

  it('mark Pro entries with a star badge titled and read as "Pro Feature"', () => {
    renderGroup();
    const badge = screen.getByTitle('Pro Feature');
    expect(toggle(/Second entry/)).toContainElement(badge);
    expect(badge).toHaveTextContent('Pro Feature');
    expect(toggle(/Second entry/)).toHaveAccessibleName(/Pro Feature/);
    expect(toggle(/First entry/)).not.toHaveAccessibleName(/Pro Feature/);
  });

  it('refuse to render outside a group, with a message saying why', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Accordion id="alone" title="Alone">x</Accordion>)).toThrow(/inside an <AccordionGroup>/);
    jest.mocked(console.error).mockRestore();
  });
});

describe('Accordion URL hash', () => {
  it('opens and scrolls at once to the entry named on load', () => {
    setUrl('/deckhopper/faq#second');
    renderGroup();
    expect(openToggles()).toEqual(['Second entry']);
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'auto', block: 'start'});
  });

  it.each([
    ['an unknown id', '#nope'],
    ['a heading outside the group', '#notAnEntry'],
    ['broken percent-encoding', '#%E0%A4%A'],
    ['markup', '#"><img src=x onerror=alert(1)>'],
    ['a very long hash', `#${'a'.repeat(5000)}`],
    ['an empty hash', '#'],
  ])('ignores %s', (_label, hash) => {
    setUrl(`/deckhopper/faq${hash}`);
    expect(() => renderGroup()).not.toThrow();
    expect(openToggles()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('decodes a percent-encoded id', () => {
    setUrl('/deckhopper/faq#%74hird');
    renderGroup();
    expect(openToggles()).toEqual(['Third entry']);
  });

  it('follows later hash changes, ignoring odd ones', () => {
    renderGroup();
    act(() => {
      window.history.pushState(null, '', '#third');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(openToggles()).toEqual(['Third entry']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'smooth', block: 'start'});

    act(() => {
      window.history.pushState(null, '', '#%E0%A4%A');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    expect(openToggles()).toEqual(['Third entry']);
  });

  it('opens the target of a link from one entry to another', async () => {
    renderGroup();
    fireEvent.click(toggle(/First entry/));
    fireEvent.click(screen.getByRole('link', {name: 'Go to the third entry'}));
    await waitFor(() => expect(openToggles()).toEqual(['Third entry']));
  });

  it('reopens an entry linked with the hash already in the address bar', () => {
    setUrl('/deckhopper/faq#third');
    renderGroup();
    fireEvent.click(toggle(/First entry/));
    expect(openToggles()).toEqual(['First entry']);
    fireEvent.click(screen.getByRole('link', {name: 'Go to the third entry'}));
    expect(openToggles()).toEqual(['Third entry']);
  });

  it('records an entry opened by find-in-page as the open one', () => {
    renderGroup();
    fireEvent.click(toggle(/First entry/));
    act(() => {
      document.getElementById('second-panel')!.dispatchEvent(new Event('beforematch'));
    });
    expect(openToggles()).toEqual(['Second entry']);
  });
});
