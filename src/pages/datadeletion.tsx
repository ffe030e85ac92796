import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import SupportForm from '@site/src/components/SupportForm';
import {FORMS} from '@site/src/data/forms';
import {ROUTES} from '@site/src/data/routes';

const {title, description} = FORMS.dataDeletion;

function DeletionGuidance(): ReactNode {
  return (
    <p>
      Ask here for the data kept about your Deck Hopper account to be deleted. Give the e-mail address and user ID the
      request is about, so we can find it. What is stored, and why, is explained in the{' '}
      <Link to={ROUTES.privacyPolicy}>privacy policy</Link> and the{' '}
      <Link to={ROUTES.privacyPolicyPro}>Pro privacy policy</Link>.
    </p>
  );
}

export default function DataDeletion(): ReactNode {
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
