import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import PageSection from '@site/src/components/PageSection';
import PriceTag from '@site/src/components/PriceTag';
import StoreWidget from '@site/src/components/StoreWidget';
import {MIN_ANDROID_VERSION, PRICES, TOOL_NAME, TRIAL_DAYS} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {IOS_EDITION} from '@site/src/data/editions';
import {STORE_LINKS} from '@site/src/data/links';
import {STORE_WIDGETS} from '@site/src/data/media';
import {DESKTOP_SYSTEMS_TEXT} from '@site/src/data/platforms';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/** Anchors of the download page's sections; `purchase` is the app's deep link. */
const DOWNLOAD_SECTION_IDS = {
  android: 'android',
  ios: 'ios',
  desktop: SECTION_ANCHORS.downloadPurchase,
  extension: 'extension',
} as const;

export function AndroidSection(): ReactNode {
  return (
    <PageSection id={DOWNLOAD_SECTION_IDS.android} title="Android">
      <p>
        Get Deck Hopper from Google Play and try it free for {TRIAL_DAYS} days. After the trial, keep using it with
        Basic, free on Android, or upgrade to Pro.
      </p>
      <p className={styles.requirement}>
        Needs Android {MIN_ANDROID_VERSION} or later with an up-to-date system web view (or browser).
      </p>
      <Link className="button button--primary" href={STORE_LINKS.googlePlay.href}>
        {STORE_LINKS.googlePlay.label}
      </Link>
    </PageSection>
  );
}

export function IosSection(): ReactNode {
  return (
    <PageSection id={DOWNLOAD_SECTION_IDS.ios} title="iOS">
      <p>
        Buy Deck Hopper on the App Store. {IOS_EDITION} Pro is unlocked at once, and an iOS purchase is separate from
        Android and desktop licences.
      </p>
      <Link className="button button--primary" href={STORE_LINKS.appStore.href}>
        {STORE_LINKS.appStore.label}
      </Link>
    </PageSection>
  );
}

export function DesktopSection(): ReactNode {
  return (
    <PageSection id={DOWNLOAD_SECTION_IDS.desktop} title="Desktop">
      <p>
        For {DESKTOP_SYSTEMS_TEXT}, sold on itch.io. Try it free for {TRIAL_DAYS} days, then choose an edition, each a
        one-time purchase:
      </p>
      <ul className={styles.prices}>
        <li>
          <strong>Basic</strong>: <PriceTag price={PRICES.basic} />, with ads and without the Pro features
        </li>
        <li>
          <strong>Pro</strong>: <PriceTag price={PRICES.pro} />, ads removed and every advanced feature (
          <Link to={ROUTES.features}>compare</Link>)
        </li>
      </ul>
      <Admonition type="warning" title="Linux">
        <p>
          Deck Hopper needs the <code>fuse</code> package on Linux. Install it with your distribution&apos;s package
          manager before you start the app.
        </p>
      </Admonition>
      <div className={styles.widgets}>
        <div>
          <Heading as="h3" className={styles.widgetTitle}>
            Basic
          </Heading>
          <StoreWidget widget={STORE_WIDGETS.desktopBasic} />
        </div>
        <div>
          <Heading as="h3" className={styles.widgetTitle}>
            Pro
          </Heading>
          <StoreWidget widget={STORE_WIDGETS.desktopPro} />
        </div>
      </div>
    </PageSection>
  );
}

export function ExtensionSection(): ReactNode {
  return (
    <PageSection id={DOWNLOAD_SECTION_IDS.extension} title="Advanced Extension">
      <p>
        The free Advanced Extension is installed in {TOOL_NAME}. With it running, Deck Hopper can block and unblock
        buttons, vibrate your device, show popups, open URLs, generate custom button text, and use embed and proxy
        buttons. Some of these features also need Pro.
      </p>
      <StoreWidget widget={STORE_WIDGETS.extension} />
    </PageSection>
  );
}
