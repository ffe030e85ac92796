import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import PageSection from '@site/src/components/PageSection';
import StoreWidget from '@site/src/components/StoreWidget';
import {PRO_MIN_DONATION, TRIAL_DAYS, formatPrice} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {STORE_LINKS} from '@site/src/data/links';
import {STORE_WIDGETS} from '@site/src/data/media';
import {ROUTES} from '@site/src/data/routes';
import styles from './styles.module.css';

/**
 * A path through the app's menus, e.g. Menu › Account › Purchase Pro. It may
 * wrap between steps on a narrow phone, never inside one.
 */
function MenuPath({steps}: {steps: readonly string[]}): ReactNode {
  return (
    <strong>
      {steps.map((step, index) => (
        <Fragment key={step}>
          {index > 0 ? ' › ' : null}
          <span className={styles.menuStep}>{step}</span>
        </Fragment>
      ))}
    </strong>
  );
}

const UPGRADE_SECTION_IDS = {
  android: 'android',
  desktop: SECTION_ANCHORS.upgradeDesktop,
  ios: 'ios',
  otherDevices: 'other-devices',
} as const;

export function WhyUpgrade(): ReactNode {
  return (
    <PageSection id="why-pro" title="Why Upgrade to Pro?">
      <ul className={styles.reasons}>
        <li>
          <strong>Remove all ads.</strong>
        </li>
        <li>
          <strong>Access Pro features</strong> such as hiding decks, proxy buttons, Twitch embeds and advanced button
          menus.
        </li>
        <li>
          <strong>Support the developer</strong> and the app&apos;s future.
        </li>
      </ul>
      <p>
        <Link to={ROUTES.features}>See every Basic and Pro feature</Link>
      </p>
    </PageSection>
  );
}

/**
 * The ways to upgrade, one section per platform, under the `upgrade-now`
 * anchor that the download page's banner links to.
 */
export function UpgradeNow({children}: {children: ReactNode}): ReactNode {
  useBrokenLinks().collectAnchor(SECTION_ANCHORS.upgradeNow);
  return <div id={SECTION_ANCHORS.upgradeNow}>{children}</div>;
}

export function UpgradeOnAndroid(): ReactNode {
  return (
    <PageSection id={UPGRADE_SECTION_IDS.android} title="Upgrade on Android">
      <ol>
        <li>
          Download Deck Hopper from <Link href={STORE_LINKS.googlePlay.href}>Google Play</Link>.
        </li>
        <li>
          In the app, open <MenuPath steps={['Menu', 'Account', 'Purchase Pro']} />.
        </li>
      </ol>
      <p>
        Moving to a new device? Choose <MenuPath steps={['Restore Purchase']} /> there to get Pro back.
      </p>
    </PageSection>
  );
}

export function UpgradeOnDesktop(): ReactNode {
  return (
    <PageSection id={UPGRADE_SECTION_IDS.desktop} title="Upgrade on Desktop">
      <ol>
        <li>Buy Deck Hopper Pro on itch.io with a donation of at least {formatPrice(PRO_MIN_DONATION)}.</li>
        <li>Claim the download key that itch.io gives you after the purchase.</li>
        <li>
          In the app, open <MenuPath steps={['Menu', 'Account', 'Register Download Key']} /> and enter the key.
        </li>
      </ol>
      <StoreWidget widget={STORE_WIDGETS.desktopPro} />
    </PageSection>
  );
}

export function UpgradeOnIos(): ReactNode {
  return (
    <PageSection id={UPGRADE_SECTION_IDS.ios} title="Upgrade on iOS">
      <p>
        Buying Deck Hopper on the <Link href={STORE_LINKS.appStore.href}>App Store</Link> unlocks every Pro feature at
        once. Unlike Android and desktop, there is no {TRIAL_DAYS}-day trial on iOS.
      </p>
      <p>An iOS purchase cannot be shared with or restored on other platforms.</p>
    </PageSection>
  );
}

export function AccessOnOtherDevices(): ReactNode {
  return (
    <PageSection id={UPGRADE_SECTION_IDS.otherDevices} title="Access Pro on Other Devices">
      <p>
        Pro belongs to your account. On another Android or desktop device, log in with the same account (
        <MenuPath steps={['Menu', 'Account', 'Login']} />) and Pro is active there too. Pro and staying logged in need
        an internet connection.
      </p>
    </PageSection>
  );
}

/** The whole guide, in the order the upgrade page shows it. */
export function UpgradeGuide(): ReactNode {
  return (
    <>
      <WhyUpgrade />
      <UpgradeNow>
        <UpgradeOnAndroid />
        <UpgradeOnDesktop />
        <UpgradeOnIos />
        <AccessOnOtherDevices />
      </UpgradeNow>
    </>
  );
}
