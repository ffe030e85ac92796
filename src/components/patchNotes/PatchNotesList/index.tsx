import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import BlogPostItem from '@theme/BlogPostItem';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import UpdateAvailableAlert, {useUpdateAvailableShown} from '@site/src/components/patchNotes/UpdateAvailableAlert';
import VersionNotice from '@site/src/plugins/help/theme/HelpVisitor/VersionNotice';
import VisitorVersion from '@site/src/plugins/help/theme/HelpVisitor/VisitorVersion';
import {
  NEW_SINCE_ATTRIBUTE,
  NEW_SINCE_FILTER_ATTRIBUTE,
  OUTDATED_ONLY_ATTRIBUTE,
  RELEASE_ATTRIBUTE,
} from '@site/src/plugins/help/contract';
import {SEARCH_IGNORE_ATTRIBUTE} from '@site/src/data/search';
import styles from './styles.module.css';

/**
 * One release, marked "New since your version" when it came after the visitor's (`?app=`). The
 * mark is in the HTML of every release, and shown from the first paint on the newer ones only
 * (`visitorCss` in src/plugins/help/contract.ts).
 */
function ReleaseItem({children}: {children: ReactNode}): ReactNode {
  // Every post has one: the build checks them all when it sorts the posts.
  const release = String(useBlogPost().metadata.frontMatter.version);
  return (
    <div className={styles.release} {...{[RELEASE_ATTRIBUTE]: release}}>
      <p className={styles.newBadge} {...{[NEW_SINCE_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''}}>
        <Translate id="patchNotes.newSince.badge" description="Mark on a release newer than the visitor's app">
          New since your version
        </Translate>
      </p>
      <BlogPostItem>{children}</BlogPostItem>
    </div>
  );
}

/**
 * "Only what's new since 1.5.0", shown when the visitor's version is older than a release: a plain
 * checkbox that `visitorCss` reads, so it works from the first paint, before the site's scripts.
 */
function NewSinceFilter(): ReactNode {
  const id = useId();
  return (
    <div
      className={styles.filter}
      {...{[OUTDATED_ONLY_ATTRIBUTE]: '', [NEW_SINCE_FILTER_ATTRIBUTE]: '', [SEARCH_IGNORE_ATTRIBUTE]: ''}}
    >
      <input id={id} type="checkbox" />
      <label htmlFor={id}>
        <Translate
          id="patchNotes.newSince.filter"
          description="{version}: the visitor's app version"
          values={{version: <VisitorVersion />}}
        >
          {'Show only the releases new since your version ({version})'}
        </Translate>
      </label>
    </div>
  );
}

/**
 * The patch notes (`blogListComponent` in docusaurus.config.ts): theme-classic's BlogListPage plus
 * a visible h1, the "update available" alert and, for a visitor whose app named its version
 * (`?app=1.5.2`), the "is available" notice, a mark on each newer release and a filter to them.
 */
export default function PatchNotesList(props: Props): ReactNode {
  // Until hydrated, the static HTML leaves it to the address's target (styles.module.css).
  const alertSaysIt = useUpdateAvailableShown() === true;
  const {metadata, items, sidebar} = props;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={metadata.blogTitle} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.description}>{metadata.blogDescription}</p>
        </header>
        <UpdateAvailableAlert />
        {/* The app's own "Update Available!" already says it: one notice, not two. */}
        <div className={styles.versionNotice}>{!alertSaysIt && <VersionNotice onPatchNotes />}</div>
        <NewSinceFilter />
        <BlogPostItems items={items} component={ReleaseItem} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
