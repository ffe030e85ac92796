import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import SupportForm from '@site/src/components/SupportForm';
import SupportNeeds from '@site/src/components/SupportNeeds';
import {FORMS} from '@site/src/data/forms';
import {COMMUNITY_LINKS} from '@site/src/data/links';

const {title, description} = FORMS.contact;

function ContactGuidance(): ReactNode {
  return (
    <>
      <p>This form is for problems with your Deck Hopper account only.</p>
      <p>
        <strong>Found a bug?</strong> Report it in the app under Menu › Help, or post it in the bug reports channel of
        the community <Link href={COMMUNITY_LINKS.discord.href}>Discord server</Link>.
      </p>
      <SupportNeeds />
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
