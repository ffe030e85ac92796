import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

/** The green note above the comparison: iOS has one edition, with everything. */
export default function IosNotice(): ReactNode {
  return (
    <div className={`alert alert--success ${styles.notice}`} role="note">
      <Translate
        id="features.iosNotice.text"
        description="Note above the features table; {onIos} is the bold lead-in"
        values={{
          onIos: (
            <strong>
              <Translate id="features.iosNotice.onIos">On iOS</Translate>
            </strong>
          ),
        }}
      >
        {'{onIos}, every Pro feature is included with your purchase: there is no separate Basic edition and no trial.'}
      </Translate>
    </div>
  );
}
