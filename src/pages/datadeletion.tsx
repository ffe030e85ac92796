import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SupportForm from '@site/src/components/forms/SupportForm';
import {formTexts} from '@site/src/components/forms/SupportForm/texts';
import {ROUTES} from '@site/src/data/routes';

function DeletionGuidance(): ReactNode {
  return (
    <p>
      <Translate
        id="dataDeletion.guidance.text"
        description="Guidance above the data deletion form; {privacyPolicy} and {proPrivacyPolicy} are links to the two policies"
        values={{
          privacyPolicy: (
            <Link to={ROUTES.privacyPolicy}>
              <Translate id="dataDeletion.guidance.privacyPolicyLink">privacy policy</Translate>
            </Link>
          ),
          proPrivacyPolicy: (
            <Link to={ROUTES.privacyPolicyPro}>
              <Translate id="dataDeletion.guidance.proPrivacyPolicyLink">Pro privacy policy</Translate>
            </Link>
          ),
        }}
      >
        {
          'Ask here for the data kept about your Deck Hopper account to be deleted. Give the e-mail address and user ID the request is about, so we can find it. What is stored, and why, is explained in the {privacyPolicy} and the {proPrivacyPolicy}.'
        }
      </Translate>
    </p>
  );
}

export default function DataDeletion(): ReactNode {
  const {title, description} = formTexts('dataDeletion');
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <SupportForm formId="dataDeletion">
          <DeletionGuidance />
        </SupportForm>
      </main>
    </Layout>
  );
}
