import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import SupportForm from '@site/src/components/SupportForm';
import {ACCOUNT_ID_LOCATION, FORMS} from '@site/src/data/forms';
import {COMMUNITY_LINKS} from '@site/src/data/links';

const {title, description} = FORMS.contact;

function ContactGuidance(): ReactNode {
  return (
    <>
      <p>This form is for problems with your Deck Hopper account only.</p>
      <ul>
        <li>
          <strong>Found a bug?</strong> Report it in the app under Menu › Help, or post it in the bug
          reports channel of our <Link href={COMMUNITY_LINKS.discord.href}>Discord server</Link>.
        </li>
        <li>
          <strong>Billing issue?</strong> Include the link to your purchase receipt.
        </li>
        <li>
          <strong>What support needs from you:</strong> your user ID (in the app: {ACCOUNT_ID_LOCATION}),
          your e-mail address and your purchase receipt.
        </li>
      </ul>
    </>
  );
}

export default function Contact(): ReactNode {
  return (
    <Layout title={title} description={description}>
      <main className="container margin-vert--lg">
        <SupportForm formId="contact">
          <ContactGuidance />
        </SupportForm>
      </main>
    </Layout>
  );
}
