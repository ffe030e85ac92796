import {render, screen} from '@testing-library/react';
import {collected} from '../__mocks__/useBrokenLinks';
import {UpgradeGuide} from '@site/src/components/products/UpgradeSections';
import {PRO_MIN_DONATION, formatPrice} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {ROUTES} from '@site/src/data/routes';
import {withTestBaseUrl} from '../__mocks__/useBaseUrl';

describe('upgrade sections', () => {
  it('render the spec sections with the deep-link anchors registered', () => {
    const {container} = render(<UpgradeGuide />);
    expect(screen.getAllByRole('heading', {level: 2}).map((h) => h.textContent)).toEqual([
      'Why Upgrade to Pro?',
      'Upgrade on Android',
      'Upgrade on Desktop',
      'Upgrade on iOS',
      'Access Pro on Other Devices',
    ]);
    const {upgradeNow, upgradeDesktop} = SECTION_ANCHORS;
    expect(container.querySelector(`#${upgradeNow}`)).not.toBeNull();
    expect(container.querySelector(`#${upgradeDesktop}`)).toHaveTextContent('Upgrade on Desktop');
    expect(collected.anchors).toEqual(expect.arrayContaining([upgradeNow, upgradeDesktop]));
    expect(screen.getByRole('link', {name: /every Basic and Pro feature/})).toHaveAttribute(
      'href',
      withTestBaseUrl(ROUTES.features),
    );
    expect(container).toHaveTextContent('Menu › Account › Purchase Pro');
    expect(container).toHaveTextContent('Restore Purchase');
    expect(container).toHaveTextContent('Menu › Account › Register Download Key');
    expect(container).toHaveTextContent(`at least ${formatPrice(PRO_MIN_DONATION)}`);
  });
});
