import {translate} from '@docusaurus/Translate';
import type {FormDefinition} from '@site/src/data/forms';
import {APP_QUERY_KEY} from '@site/src/data/appVersion';
import {parseAppVersion} from '@site/src/utils/compareVersions';
import {PLATFORM_QUERY_KEY, parsePlatform} from '@site/src/data/platforms';
import {CONTACT_ABOUT_KEY} from '@site/src/data/stillStuck';
import {visitorLines} from '@site/src/plugins/help/client/summary';
import type {HelpGlobalData} from '@site/src/plugins/help';
import {platformLabel} from '@site/src/texts/platforms';
import type {FormValues} from './validate';

/** How the message names a help page, in the page's language. */
function pageLabel(page: string): string {
  const labels: Partial<Record<string, string>> = {
    setup: translate({id: 'contact.about.page.setup', message: 'Setup'}),
    troubleshooting: translate({id: 'contact.about.page.troubleshooting', message: 'Troubleshooting'}),
    faq: translate({id: 'contact.about.page.faq', message: 'FAQ'}),
  };
  return (Object.hasOwn(labels, page) && labels[page]) || page;
}

/**
 * The first line of a message sent from a help entry's "Still stuck?" link:
 * `?about=proVersionIssues` → "About: Pro or Basic not recognised" (an account
 * entry, named by its title), any other entry by its page and id ("About:
 * Setup › proxyButtons"). Only entries of the help count, in any docs version;
 * anything else gives null and the form starts empty.
 */
export function aboutLine(search: string, help: Pick<HelpGlobalData, 'entries' | 'accountEntries'>): string | null {
  const id = new URLSearchParams(search).get(CONTACT_ABOUT_KEY);
  if (!id) return null;
  for (const pages of Object.values(help.entries)) {
    const page = Object.keys(pages).find((name) => pages[name]?.includes(id));
    if (!page) continue;
    const title = (Object.hasOwn(help.accountEntries, id) && help.accountEntries[id]) || `${pageLabel(page)} › ${id}`;
    return translate(
      {
        id: 'contact.about.line',
        message: 'About: {title}',
        description: 'First line of a message sent from a help entry',
      },
      {title},
    );
  }
  return null;
}

/**
 * The values an address fills in: the about line, the device and app version
 * the link names (`?platform=`, `?app=`, checked as everywhere), then an
 * empty line to write on.
 */
export function aboutPrefill(form: FormDefinition, search: string, help: HelpGlobalData): FormValues {
  const line = form.aboutField ? aboutLine(search, help) : null;
  if (!line || !form.aboutField) return {};
  const params = new URLSearchParams(search);
  const platform = parsePlatform(params.get(PLATFORM_QUERY_KEY));
  const visitor = visitorLines({
    platform: platform && platformLabel(platform),
    appVersion: parseAppVersion(params.get(APP_QUERY_KEY), help.latestRelease),
  });
  return {[form.aboutField]: `${[line, ...visitor].join('\n')}\n\n`};
}
