import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import {collected} from '../__mocks__/useBrokenLinks';
import UpdateAvailableAlert from '@site/src/components/patchNotes/UpdateAvailableAlert';

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <UpdateAvailableAlert />
  </MemoryRouter>
);

const MESSAGE = 'Update Available! Deck Hopper will update automatically after restarting.';

describe('UpdateAvailableAlert', () => {
  it('is in the static HTML, for CSS to show when it is the target of the address', () => {
    const html = renderToString(at('/patch-notes'));
    expect(html).toContain('id="updateAvailable"');
    expect(html).toContain('Update Available!');
  });

  it('announces the update with a download link when the hash is #updateAvailable', () => {
    render(at('/patch-notes#updateAvailable'));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MESSAGE);
    expect(status.className).toMatch(/visible/);
    expect(screen.getByRole('link', {name: 'Download here'})).toHaveAttribute('href', '/deckhopper/download');
  });

  it.each(['/patch-notes', '/patch-notes#v1.6', '/patch-notes#updateavailable', '/patch-notes#%E0%A4%A'])(
    'removes it once hydrated at %s',
    async (path) => {
      await act(async () => {
        render(at(path));
      });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.queryByRole('link')).toBeNull();
    },
  );

  it('registers its anchor with the broken-anchor check', () => {
    render(at('/patch-notes'));
    expect(collected.anchors).toContain('updateAvailable');
  });
});
