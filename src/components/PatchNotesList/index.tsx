import type {ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {HtmlClassNameProvider, PageMetadata, ThemeClassNames} from '@docusaurus/theme-common';
import BlogLayout from '@theme/BlogLayout';
import BlogListPaginator from '@theme/BlogListPaginator';
import BlogPostItems from '@theme/BlogPostItems';
import BlogListPageStructuredData from '@theme/BlogListPage/StructuredData';
import type {Props} from '@theme/BlogListPage';
import Heading from '@theme/Heading';
import SearchMetadata from '@theme/SearchMetadata';
import UpdateAvailableAlert from '@site/src/components/UpdateAvailableAlert';
import styles from './styles.module.css';

/**
 * The blog's list page, used as the patch notes (`blogListComponent` in
 * docusaurus.config.ts). It is theme-classic's BlogListPage plus a visible
 * h1 and the "update available" alert; metadata stays as the original.
 */
export default function PatchNotesList(props: Props): ReactNode {
  const {metadata, items, sidebar} = props;
  const {siteConfig} = useDocusaurusContext();
  const title = metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
  return (
    <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.blogPages, ThemeClassNames.page.blogListPage)}>
      <PageMetadata title={title} description={metadata.blogDescription} />
      <SearchMetadata tag="blog_posts_list" />
      <BlogListPageStructuredData {...props} />
      <BlogLayout sidebar={sidebar}>
        <header className={styles.header}>
          <Heading as="h1">{metadata.blogTitle}</Heading>
          <p className={styles.description}>{metadata.blogDescription}</p>
        </header>
        <UpdateAvailableAlert />
        <BlogPostItems items={items} />
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
