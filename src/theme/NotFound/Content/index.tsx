import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import NotFoundLinks, {OtherLanguageHomes} from '@site/src/components/site/NotFoundLinks';

/**
 * GitHub Pages (and Netlify) answer every unknown address with the top, English
 * `404.html`: its first script sends an address under another language's path
 * (`/es/…`) to that language's 404 page before anything is painted.
 */
function OtherLanguageNotFound(): ReactNode {
  const {currentLocale, defaultLocale, localeConfigs} = useDocusaurusContext().i18n;
  if (currentLocale !== defaultLocale) return null;
  const bases = Object.entries(localeConfigs)
    .filter(([locale]) => locale !== defaultLocale)
    .map(([, config]) => config.baseUrl);
  const source = `${JSON.stringify(bases)}.forEach(function(b){if(location.pathname.indexOf(b)===0&&location.pathname!==b+"404.html"){document.documentElement.hidden=true;location.replace(b+"404.html")}})`;
  // In the page's HTML, not <Head>, which would insert it again, unminified, after hydration, where
  // the Content-Security-Policy (hashes of the scripts as built) blocks it. React runs no script it renders.
  return <script dangerouslySetInnerHTML={{__html: source}} />;
}

export default function NotFoundContent({className}: Props): ReactNode {
  const title = translate({
    id: 'site.notFound.title',
    message: 'Page not found',
    description: 'Title and heading of the 404 page',
  });
  return (
    <>
      {/* With docs at the root, DocRoot renders only this component, so it sets the title itself. */}
      <PageMetadata title={title} />
      <OtherLanguageNotFound />
      <main className={clsx('container margin-vert--xl', className)}>
        <div className="row">
          <div className="col col--8 col--offset-2">
            <Heading as="h1">{title}</Heading>
            <p>
              <Translate id="site.notFound.text">
                This address does not lead to a page. It may have been mistyped, or the page may have moved. One of
                these should get you where you were going:
              </Translate>
            </p>
            <NotFoundLinks />
            <OtherLanguageHomes />
          </div>
        </div>
      </main>
    </>
  );
}
