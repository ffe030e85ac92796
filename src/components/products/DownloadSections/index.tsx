import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Admonition from '@theme/Admonition';
import Heading from '@theme/Heading';
import PageSection from '@site/src/components/site/PageSection';
import {IosEdition} from '@site/src/components/products/Editions';
import PriceTag from '@site/src/components/products/PriceTag';
import StoreWidget from '@site/src/components/products/StoreWidget';
import StoreButton from '@site/src/components/products/StoreButton';
import {LINUX_PACKAGE, MIN_ANDROID_VERSION, PRICES, TOOL_NAME, TRIAL_DAYS} from '@site/src/data/constants';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {EDITION_NAMES} from '@site/src/data/editions';
import {STORE_WIDGETS} from '@site/src/data/media';
import {ROUTES} from '@site/src/data/routes';
import {desktopSystemsText} from '@site/src/texts/platforms';
import styles from './styles.module.css';

export function AndroidSection(): ReactNode {
  return (
    <PageSection id="android" title="Android">
      <p>
        <Translate id="download.android.text" description="{days}: the trial length" values={{days: TRIAL_DAYS}}>
          {
            'Get Deck Hopper from Google Play and try it free for {days} days. After the trial, keep using it with Basic, free on Android, or upgrade to Pro.'
          }
        </Translate>
      </p>
      <p className={styles.requirement}>
        <Translate
          id="download.android.requirement"
          description="{version}: the oldest supported Android version"
          values={{version: MIN_ANDROID_VERSION}}
        >
          {'Needs Android {version} or later with an up-to-date system web view (or browser).'}
        </Translate>
      </p>
      <StoreButton platform="android" />
    </PageSection>
  );
}

export function IosSection(): ReactNode {
  return (
    <PageSection id="ios" title="iOS">
      <p>
        <Translate
          id="download.ios.text"
          description="{edition}: the sentence saying iOS has no trial and no Basic"
          values={{edition: <IosEdition />}}
        >
          {
            'Buy Deck Hopper on the App Store. {edition} Pro is unlocked at once, and an iOS purchase is separate from Android and desktop licences.'
          }
        </Translate>
      </p>
      <StoreButton platform="ios" />
    </PageSection>
  );
}

/** Its anchor is the app's deep link to the purchase widgets. */
export function DesktopSection(): ReactNode {
  return (
    <PageSection
      id={SECTION_ANCHORS.downloadPurchase}
      title={translate({id: 'download.desktop.title', message: 'Desktop'})}
    >
      <p>
        <Translate
          id="download.desktop.text"
          description="{systems}: the desktop operating systems; {days}: the trial length"
          values={{systems: desktopSystemsText(), days: TRIAL_DAYS}}
        >
          {
            'For {systems}, sold on itch.io. Try it free for {days} days, then choose an edition, each a one-time purchase:'
          }
        </Translate>
      </p>
      <ul className={styles.prices}>
        <li>
          <Translate
            id="download.desktop.basicPrice"
            description="{edition}: the bold edition name; {price}: its price"
            values={{edition: <strong>{EDITION_NAMES.basic}</strong>, price: <PriceTag price={PRICES.basic} />}}
          >
            {'{edition}: {price}, with ads and without the Pro features'}
          </Translate>
        </li>
        <li>
          <Translate
            id="download.desktop.proPrice"
            description="{edition}: the bold edition name; {price}: its price; {compare}: a link to the features page"
            values={{
              edition: <strong>{EDITION_NAMES.pro}</strong>,
              price: <PriceTag price={PRICES.pro} />,
              compare: (
                <Link to={ROUTES.features}>
                  <Translate id="download.desktop.compareLink">compare</Translate>
                </Link>
              ),
            }}
          >
            {'{edition}: {price}, ads removed and every advanced feature ({compare})'}
          </Translate>
        </li>
      </ul>
      <Admonition type="warning" title="Linux">
        <p>
          <Translate
            id="download.desktop.linuxFuse"
            description="{fuse}: the package name, as code"
            values={{fuse: <code>{LINUX_PACKAGE}</code>}}
          >
            {
              "Deck Hopper needs the {fuse} package on Linux. Install it with your distribution's package manager before you start the app."
            }
          </Translate>
        </p>
      </Admonition>
      <div className={styles.widgets}>
        {(['basic', 'pro'] as const).map((edition) => (
          <div key={edition}>
            <Heading as="h3" className={styles.widgetTitle}>
              {EDITION_NAMES[edition]}
            </Heading>
            <StoreWidget widget={STORE_WIDGETS[edition === 'pro' ? 'desktopPro' : 'desktopBasic']} />
          </div>
        ))}
      </div>
    </PageSection>
  );
}

export function ExtensionSection(): ReactNode {
  return (
    <PageSection id="extension" title={translate({id: 'download.extension.title', message: 'Advanced Extension'})}>
      <p>
        <Translate id="download.extension.text" description="{tool}: SAMMI" values={{tool: TOOL_NAME}}>
          {
            'The free Advanced Extension is installed in {tool}. With it running, Deck Hopper can block and unblock buttons, vibrate your device, show popups, open URLs, generate custom button text, and use embed and proxy buttons. Some of these features also need Pro.'
          }
        </Translate>
      </p>
      <StoreWidget widget={STORE_WIDGETS.extension} />
    </PageSection>
  );
}
