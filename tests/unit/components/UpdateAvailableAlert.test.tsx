import {act, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {MemoryRouter} from 'react-router-dom';
import {collected} from '../__mocks__/useBrokenLinks';
import {withTestBaseUrl} from '../__mocks__/useBaseUrl';
import UpdateAvailableAlert from '@site/src/components/patchNotes/UpdateAvailableAlert';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';

const at = (path: string) => (
  <MemoryRouter initialEntries={[path]}>
    <UpdateAvailableAlert />
  </MemoryRouter>
);

const ANCHOR = SECTION_ANCHORS.updateAvailable;
const PAGE = ROUTES.patchNotes;
const MESSAGE = 'Update Available! Deck Hopper will update automatically after restarting.';

describe('UpdateAvailableAlert', () => {
  it('is in the static HTML, for CSS to show when it is the target of the address', () => {
    const html = renderToString(at(PAGE));
    expect(html).toContain(`id="${ANCHOR}"`);
    expect(html).toContain('Update Available!');
  });

  it('announces the update with a download link when the hash is its anchor', () => {
    render(at(`${PAGE}#${ANCHOR}`));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(MESSAGE);
    expect(status.className).toMatch(/visible/);
    expect(screen.getByRole('link', {name: 'Download here'})).toHaveAttribute('href', withTestBaseUrl(ROUTES.download));
  });

  it.each([PAGE, `${PAGE}#v1.6`, `${PAGE}#${ANCHOR.toLowerCase()}`, `${PAGE}#%E0%A4%A`])(
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
    render(at(PAGE));
    expect(collected.anchors).toContain(ANCHOR);
  });
});
