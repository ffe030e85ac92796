import {render, screen} from '@testing-library/react';
import {collected} from '../__mocks__/useBrokenLinks';
import {
  AndroidSection,
  DesktopSection,
  ExtensionSection,
  IosSection,
} from '@site/src/components/products/DownloadSections';
import {MIN_ANDROID_VERSION, PRICES, TRIAL_DAYS, formatPrice} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {STORE_LINKS} from '@site/src/data/links';
import {desktopSystemsText} from '@site/src/texts/platforms';

describe('download sections', () => {
  it('links Android to Google Play with the trial and the Android requirement', () => {
    render(<AndroidSection />);
    expect(screen.getByRole('link', {name: 'Get it on Google Play'})).toHaveAttribute(
      'href',
      STORE_LINKS.googlePlay.href,
    );
    expect(document.body).toHaveTextContent(`${TRIAL_DAYS} days`);
    expect(document.body).toHaveTextContent(`Android ${MIN_ANDROID_VERSION} or later`);
  });

  it('links iOS to the App Store and says there is no trial', () => {
    render(<IosSection />);
    expect(screen.getByRole('link', {name: 'Download on the App Store'})).toHaveAttribute(
      'href',
      STORE_LINKS.appStore.href,
    );
    expect(document.body).toHaveTextContent(/On iOS there is no trial and no Basic/);
  });

  it('names the desktop systems from the platform data', () => {
    render(<DesktopSection />);
    expect(document.body).toHaveTextContent(`For ${desktopSystemsText()}, sold on itch.io.`);
  });

  it('shows each desktop price struck from its regular price, the Linux warning and the store links', () => {
    const {container} = render(<DesktopSection />);
    const struck = [...container.querySelectorAll('del')].map((del) => del.textContent);
    expect(struck).toEqual([
      `regular price ${formatPrice(PRICES.basic.regular)}`,
      `regular price ${formatPrice(PRICES.pro.regular)}`,
    ]);
    expect(container).toHaveTextContent(`now ${formatPrice(PRICES.basic.amount)}`);
    expect(container).toHaveTextContent(`now ${formatPrice(PRICES.pro.amount)}`);
    expect(screen.getByRole('note')).toHaveTextContent('fuse');
    // One clear button per edition while no widget id is set, never two alike.
    const buttons = screen.getAllByRole('link', {name: /on itch\.io$/});
    expect(buttons.map((link) => link.textContent)).toEqual([
      'Buy Basic for desktop on itch.io',
      'Buy Pro for desktop on itch.io',
    ]);
    expect(buttons.map((link) => link.getAttribute('href'))).toEqual([
      STORE_LINKS.itchDesktop.href,
      STORE_LINKS.itchDesktop.href,
    ]);
    expect(container.querySelector(`#${SECTION_ANCHORS.downloadPurchase}`)).not.toBeNull();
    expect(collected.anchors).toContain(SECTION_ANCHORS.downloadPurchase);
  });

  it('links the Advanced Extension to its store page', () => {
    render(<ExtensionSection />);
    expect(screen.getByRole('link', {name: 'Get the free Advanced Extension on itch.io'})).toHaveAttribute(
      'href',
      STORE_LINKS.itchExtension.href,
    );
  });
});
