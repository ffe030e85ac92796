import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import SupportForm from '@site/src/components/forms/SupportForm';
import {formTexts} from '@site/src/components/forms/SupportForm/texts';
import SupportNeeds from '@site/src/components/forms/SupportNeeds';
import {COMMUNITY_LINKS} from '@site/src/data/links';

function ContactGuidance(): ReactNode {
  return (
    <>
      <p>
        <Translate id="contact.guidance.accountOnly" description="First line of the contact page">
          This form is for problems with your Deck Hopper account only.
        </Translate>
      </p>
      <p>
        <Translate
          id="contact.guidance.bugReports"
          description="Where to report bugs instead; {bugsTitle} is the bold lead-in, {menuPath} the app's menu path (English, as the app shows it), {discord} the link to the Discord server"
          values={{
            bugsTitle: (
              <strong>
                <Translate id="contact.guidance.bugReports.title">Found a bug?</Translate>
              </strong>
            ),
            menuPath: 'Menu › Help',
            discord: (
              <Link href={COMMUNITY_LINKS.discord.href}>
                <Translate id="contact.guidance.bugReports.discordLink">Discord server</Translate>
              </Link>
            ),
          }}
        >
          {
            '{bugsTitle} Report it in the app under {menuPath}, or post it in the bug reports channel of the community {discord}.'
          }
        </Translate>
      </p>
      <SupportNeeds />
    </>
  );
}

export default function Contact(): ReactNode {
  const {title, description} = formTexts('contact');
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
