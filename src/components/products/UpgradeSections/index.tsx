import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import PageSection from '@site/src/components/site/PageSection';
import Price from '@site/src/components/products/Price';
import StoreWidget from '@site/src/components/products/StoreWidget';
import {YourStore} from '@site/src/components/products/StoreButton';
import {PRO_MIN_DONATION, TRIAL_DAYS} from '@site/src/data/constants';
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

function WhyUpgrade(): ReactNode {
  return (
    <PageSection id="why-pro" title={translate({id: 'upgrade.why.title', message: 'Why Upgrade to Pro?'})}>
      <ul className={styles.reasons}>
        <li>
          <strong>
            <Translate id="upgrade.why.noAds">Remove all ads.</Translate>
          </strong>
        </li>
        <li>
          <Translate
            id="upgrade.why.proFeatures"
            description="{lead} is the bold start of the reason"
            values={{
              lead: (
                <strong>
                  <Translate id="upgrade.why.proFeatures.lead">Access Pro features</Translate>
                </strong>
              ),
            }}
          >
            {'{lead} such as hiding decks, proxy buttons, Twitch embeds and advanced button menus.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="upgrade.why.support"
            description="{lead} is the bold start of the reason"
            values={{
              lead: (
                <strong>
                  <Translate id="upgrade.why.support.lead">Support the developer</Translate>
                </strong>
              ),
            }}
          >
            {"{lead} and the app's future."}
          </Translate>
        </li>
      </ul>
      <p>
        <Link to={ROUTES.features}>
          <Translate id="upgrade.why.compareLink">See every Basic and Pro feature</Translate>
        </Link>
      </p>
    </PageSection>
  );
}

function UpgradeOnAndroid(): ReactNode {
  return (
    <PageSection id="android" title={translate({id: 'upgrade.android.title', message: 'Upgrade on Android'})}>
      <ol>
        <li>
          <Translate
            id="upgrade.android.step1"
            description="{store} is a link named Google Play"
            values={{store: <Link href={STORE_LINKS.googlePlay.href}>{STORE_LINKS.googlePlay.label}</Link>}}
          >
            {'Download Deck Hopper from {store}.'}
          </Translate>
        </li>
        <li>
          <Translate
            id="upgrade.android.step2"
            description="{menuPath}: the app's menu path, in English as the app shows it"
            values={{menuPath: <MenuPath steps={['Menu', 'Account', 'Purchase Pro']} />}}
          >
            {'In the app, open {menuPath}.'}
          </Translate>
        </li>
      </ol>
      <p>
        <Translate
          id="upgrade.android.restore"
          description="{button}: the app's Restore Purchase button, in English as the app shows it"
          values={{button: <MenuPath steps={['Restore Purchase']} />}}
        >
          {'Moving to a new device? Choose {button} there to get Pro back.'}
        </Translate>
      </p>
    </PageSection>
  );
}

function UpgradeOnDesktop(): ReactNode {
  return (
    <PageSection
      id={SECTION_ANCHORS.upgradeDesktop}
      title={translate({id: 'upgrade.desktop.title', message: 'Upgrade on Desktop'})}
    >
      <ol>
        <li>
          <Translate
            id="upgrade.desktop.step1"
            description="{price}: the smallest donation"
            values={{price: <Price amount={PRO_MIN_DONATION} />}}
          >
            {'Buy Deck Hopper Pro on itch.io with a donation of at least {price}.'}
          </Translate>
        </li>
        <li>
          <Translate id="upgrade.desktop.step2">
            Claim the download key that itch.io gives you after the purchase.
          </Translate>
        </li>
        <li>
          <Translate
            id="upgrade.desktop.step3"
            description="{menuPath}: the app's menu path, in English as the app shows it"
            values={{menuPath: <MenuPath steps={['Menu', 'Account', 'Register Download Key']} />}}
          >
            {'In the app, open {menuPath} and enter the key.'}
          </Translate>
        </li>
      </ol>
      <StoreWidget widget={STORE_WIDGETS.desktopPro} />
    </PageSection>
  );
}

function UpgradeOnIos(): ReactNode {
  return (
    <PageSection id="ios" title={translate({id: 'upgrade.ios.title', message: 'Upgrade on iOS'})}>
      <p>
        <Translate
          id="upgrade.ios.purchase"
          description="{store}: a link named App Store; {days}: the trial length on other platforms"
          values={{store: <Link href={STORE_LINKS.appStore.href}>{STORE_LINKS.appStore.label}</Link>, days: TRIAL_DAYS}}
        >
          {
            'Buying Deck Hopper on the {store} unlocks every Pro feature at once. Unlike Android and desktop, there is no {days}-day trial on iOS.'
          }
        </Translate>
      </p>
      <p>
        <Translate id="upgrade.ios.notShared">
          An iOS purchase cannot be shared with or restored on other platforms.
        </Translate>
      </p>
    </PageSection>
  );
}

function AccessOnOtherDevices(): ReactNode {
  return (
    <PageSection
      id="other-devices"
      title={translate({id: 'upgrade.otherDevices.title', message: 'Access Pro on Other Devices'})}
    >
      <p>
        <Translate
          id="upgrade.otherDevices.text"
          description="{menuPath}: the app's menu path, in English as the app shows it"
          values={{menuPath: <MenuPath steps={['Menu', 'Account', 'Login']} />}}
        >
          {
            'Pro belongs to your account. On another Android or desktop device, log in with the same account ({menuPath}) and Pro is active there too. Pro and staying logged in need an internet connection.'
          }
        </Translate>
      </p>
    </PageSection>
  );
}

/** The whole guide, in the order the upgrade page shows it. */
export function UpgradeGuide(): ReactNode {
  useBrokenLinks().collectAnchor(SECTION_ANCHORS.upgradeNow);
  return (
    <>
      <WhyUpgrade />
      {/* The ways to upgrade, one section per platform, where the download page's banner links to. */}
      <div id={SECTION_ANCHORS.upgradeNow}>
        <YourStore />
        <UpgradeOnAndroid />
        <UpgradeOnDesktop />
        <UpgradeOnIos />
        <AccessOnOtherDevices />
      </div>
    </>
  );
}
