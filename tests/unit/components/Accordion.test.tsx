import type {ComponentProps, ElementType} from 'react';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {BrowserRouter} from 'react-router-dom';
import Accordion from '@site/src/plugins/help/theme/Accordion';
import AccordionGroup from '@site/src/plugins/help/theme/AccordionGroup';
import {HASH_OPENED_ATTRIBUTE} from '@site/src/plugins/help/contract';
import {openHashEntrySource} from '@site/src/plugins/help/openHashEntry';
import {collected} from '../__mocks__/useBrokenLinks';

// The theme's Heading reports its id to the broken-anchor check; the shared
// mock only renders, so this file uses one that also reports.
jest.mock('@theme/Heading', () => {
  const useBrokenLinks =
    jest.requireActual<typeof import('../__mocks__/useBrokenLinks')>('../__mocks__/useBrokenLinks').default;
  return function Heading({as: As, id, children, ...props}: ComponentProps<'h2'> & {as: ElementType}) {
    const brokenLinks = useBrokenLinks();
    if (id) brokenLinks.collectAnchor(id);
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
  return render(group());
}

function group() {
  return (
    <BrowserRouter>
      <h2 id="notAnEntry">A plain heading</h2>
      <AccordionGroup>
        <Accordion id="first" title="First entry">
          <p>Body of the first entry.</p>
          <a href="#third">Go to the third entry</a>
        </Accordion>
        <Accordion id="second" title="Second entry" pro formerIds={['oldSecond']}>
          <p>Body of the second entry.</p>
        </Accordion>
        <Accordion id="third" title="Third entry">
          <p>Body of the third entry.</p>
        </Accordion>
      </AccordionGroup>
    </BrowserRouter>
  );
}

const details = (id: string) =>
  document.getElementById(id)!.closest('section')!.querySelector<HTMLDetailsElement>(':scope > details')!;
const summary = (id: string) => document.getElementById(`${id}-toggle`)!;
const openIds = () => ['first', 'second', 'third'].filter((id) => details(id).open);
/** The toggle event is queued; a macrotask later it has run. */
const toggled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// As on every page, the opener script runs first: it also keeps the open entry in the address.
beforeAll(() => {
  // The script is a string in every page's head; running it as the browser would needs an eval.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const script = new Function('document', 'location', 'history', openHashEntrySource()) as (...args: unknown[]) => void;
  script(document, window.location, window.history);
});

beforeEach(() => {
  setUrl('/deckhopper/faq');
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  // jsdom lays nothing out: the entry kept in place has nothing to make up for.
  window.scrollBy = () => undefined;
  collected.anchors.length = 0;
});

describe('Accordion entries', () => {
  it('start closed, each a heading with the anchor followed by a native details holding the body', () => {
    renderGroup();
    expect(openIds()).toEqual([]);
    for (const id of ['first', 'second', 'third']) {
      const heading = document.getElementById(id)!;
      expect(heading.tagName).toBe('H2');
      expect(heading.nextElementSibling).toBe(details(id));
      expect(details(id)).toContainElement(document.getElementById(`${id}-panel`));
      expect(document.getElementById(`${id}-panel`)).toHaveTextContent(/Body of the/);
    }
  });

  it('share one details name per group, which browsers use to keep one entry open', () => {
    renderGroup();
    const names = ['first', 'second', 'third'].map((id) => details(id).getAttribute('name'));
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('name each summary after its title', () => {
    renderGroup();
    expect(summary('first')).toHaveAccessibleName('First entry');
    expect(screen.getByRole('heading', {name: /Second entry/, level: 2})).toBeInTheDocument();
  });

  it('report every entry id and former id to the broken-anchor check, and keep former ids as anchors', () => {
    renderGroup();
    expect(collected.anchors).toEqual(expect.arrayContaining(['first', 'second', 'third', 'oldSecond']));
    expect(document.getElementById('oldSecond')?.closest('h2')).toBe(document.getElementById('second'));
  });

  it('open the chosen entry, scroll it smoothly into view and close the others', async () => {
    renderGroup();
    fireEvent.click(summary('first'));
    await toggled();
    expect(openIds()).toEqual(['first']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'smooth', block: 'start'});
    expect(scrollIntoView.mock.contexts.at(-1)).toBe(document.getElementById('first'));

    fireEvent.click(summary('second'));
    await toggled();
    expect(openIds()).toEqual(['second']);

    scrollIntoView.mockClear();
    fireEvent.click(summary('second'));
    await toggled();
    expect(openIds()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('do not scroll for an entry the browser opened itself (find-in-page)', async () => {
    renderGroup();
    details('third').open = true;
    await toggled();
    expect(openIds()).toEqual(['third']);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('scroll without animation when the user prefers reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({matches: true});
    try {
      renderGroup();
      fireEvent.click(summary('third'));
      await toggled();
      expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'auto', block: 'start'});
    } finally {
      delete (window as Partial<Window>).matchMedia;
    }
  });

  it('mark Pro entries with a star badge in the title, read as "Pro Feature"', () => {
    renderGroup();
    const badge = screen.getByTitle('Pro Feature');
    expect(document.getElementById('second')).toContainElement(badge);
    expect(screen.getByRole('heading', {name: /Second entry/})).toHaveAccessibleName(/Pro Feature/);
    expect(screen.getByRole('heading', {name: /First entry/})).not.toHaveAccessibleName(/Pro Feature/);
  });

  it('refuse to render outside a group, with a message saying why', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() =>
      render(
        <Accordion id="alone" title="Alone">
          x
        </Accordion>,
      ),
    ).toThrow(/inside an <AccordionGroup>/);
    jest.mocked(console.error).mockRestore();
  });
});

describe('Accordion URL hash', () => {
  it('opens the entry of an address reached by a navigation, without animation', () => {
    setUrl('/deckhopper/faq#second');
    renderGroup();
    expect(openIds()).toEqual(['second']);
    expect(scrollIntoView).toHaveBeenCalledWith({behavior: 'auto', block: 'start'});
  });

  it('opens the renamed entry for a former id', () => {
    setUrl('/deckhopper/faq#oldSecond');
    renderGroup();
    expect(openIds()).toEqual(['second']);
  });

  it('hydrates over the entry the page template opened, keeping what the visitor did since', async () => {
    setUrl('/deckhopper/faq#second');
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(group());
    // The template's script opened #second and marked it; then the visitor tapped #third.
    details('second').setAttribute(HASH_OPENED_ATTRIBUTE, '');
    details('third').open = true;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, group());
    });
    expect(openIds()).toEqual(['third']);
    expect(details('second')).not.toHaveAttribute(HASH_OPENED_ATTRIBUTE);
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it.each([
    ['a heading outside the group', '#notAnEntry'],
    ['broken percent-encoding', '#%E0%A4%A'],
    ['markup', '#"><img src=x onerror=alert(1)>'],
    ['a very long hash', `#${'a'.repeat(5000)}`],
    ['an empty hash', '#'],
  ])('ignores %s', (_label, hash) => {
    setUrl(`/deckhopper/faq${hash}`);
    expect(() => renderGroup()).not.toThrow();
    expect(openIds()).toEqual([]);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('decodes a percent-encoded id', () => {
    setUrl('/deckhopper/faq#%74hird');
    renderGroup();
    expect(openIds()).toEqual(['third']);
  });

  it('follows later hash changes, ignoring odd ones', async () => {
    renderGroup();
    act(() => {
      window.history.pushState(null, '', '#third');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await toggled();
    expect(openIds()).toEqual(['third']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({behavior: 'smooth', block: 'start'});

    act(() => {
      window.history.pushState(null, '', '#%E0%A4%A');
      window.dispatchEvent(new HashChangeEvent('hashchange'));
    });
    await toggled();
    expect(openIds()).toEqual(['third']);
  });

  it('opens the target of a link from one entry to another', async () => {
    renderGroup();
    fireEvent.click(summary('first'));
    await toggled();
    fireEvent.click(screen.getByRole('link', {name: 'Go to the third entry'}));
    await waitFor(() => expect(openIds()).toEqual(['third']));
  });

  it('writes the open entry into the address in place, so a link to the entry the page was opened at opens it again', async () => {
    setUrl('/deckhopper/faq?platform=ios#third');
    const entries = window.history.length;
    renderGroup();
    fireEvent.click(summary('first'));
    await toggled();
    expect(openIds()).toEqual(['first']);
    expect(window.location.search + window.location.hash).toBe('?platform=ios#first');
    expect(window.history.length).toBe(entries);
    fireEvent.click(screen.getByRole('link', {name: 'Go to the third entry'}));
    await waitFor(() => expect(openIds()).toEqual(['third']));
    fireEvent.click(summary('third'));
    await waitFor(() => expect(openIds()).toEqual([]));
    expect(window.location.search + window.location.hash).toBe('?platform=ios');
  });
});
