import {SERVER_SINCE_VERSION} from '@site/src/data/constants';
import {DOCS_VERSION} from '@site/src/data/docsVersions';
import {latestRelease} from '@site/src/plugins/help';
import {compareVersions} from '@site/src/utils/compareVersions';
import {
  ALL_EXTERNAL_LINKS,
  FOOTER_SOCIAL_LINKS,
  SOCIAL_LINKS,
  STATIC_FORMS_ENDPOINT,
  type SocialLink,
} from '@site/src/data/links';
import {SITE_DIR} from '../helpers/helpDocs';

describe('versions', () => {
  it('serves the docs of the latest release line', () => {
    const latest = latestRelease(SITE_DIR);
    const served = latest === DOCS_VERSION || latest.startsWith(`${DOCS_VERSION}.`);
    // Said in full where it fails: what to write.
    expect(
      served
        ? ''
        : `The help served is ${DOCS_VERSION}, but the newest patch note is ${latest}: write blog/v${DOCS_VERSION}.mdx (npm run release leaves it as a draft) and remove its "draft: true".`,
    ).toBe('');
  });

  it('documents the server in the docs it serves', () => {
    // As numbers: "1.10" comes after "1.6", which a string comparison gets wrong.
    expect(compareVersions(SERVER_SINCE_VERSION, DOCS_VERSION)).toBeLessThanOrEqual(0);
  });
});

describe('external links', () => {
  it('uses https everywhere, with a readable label', () => {
    for (const link of [...ALL_EXTERNAL_LINKS, {label: 'forms', href: STATIC_FORMS_ENDPOINT}]) {
      expect(new URL(link.href).protocol).toBe('https:');
      expect(link.label.trim()).not.toBe('');
    }
  });

  it('leaves a social page out of the footer until its address is known', () => {
    const known = Object.values<SocialLink>(SOCIAL_LINKS).filter((link) => link.href !== null);
    expect(FOOTER_SOCIAL_LINKS.map((link) => link.label)).toEqual(known.map((link) => link.label));
  });
});
