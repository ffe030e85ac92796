import {render, screen} from '@testing-library/react';
import {MemoryRouter} from 'react-router-dom';
import {collected} from '../__mocks__/useBrokenLinks';
import UpdateAvailableAlert from '@site/src/components/UpdateAvailableAlert';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <UpdateAvailableAlert />
    </MemoryRouter>,
  );
}

describe('UpdateAvailableAlert', () => {
  const scrollIntoView = jest.fn();

  beforeEach(() => {
    scrollIntoView.mockClear();
    // jsdom has no layout, hence no scrollIntoView.
    Element.prototype.scrollIntoView = scrollIntoView;
  });

  it('announces the update with a download link when the hash is #updateAvailable', () => {
    renderAt('/patch-notes#updateAvailable');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Update Available! Deck Hopper will update automatically after restarting.');
    expect(screen.getByRole('link', {name: 'Download here'})).toHaveAttribute('href', '/deckhopper/download');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it.each(['/patch-notes', '/patch-notes#v1.6', '/patch-notes#updateavailable'])('stays empty at %s', (path) => {
    renderAt(path);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('link')).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('registers its anchor with the broken-anchor check', () => {
    renderAt('/patch-notes');
    expect(collected.anchors).toContain('updateAvailable');
    expect(document.getElementById('updateAvailable')).not.toBeNull();
  });
});
