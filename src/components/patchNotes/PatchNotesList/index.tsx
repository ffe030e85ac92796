import {createContext, useContext, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
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
import {useLocation} from '@docusaurus/router';
import UpdateAvailableAlert from '@site/src/components/patchNotes/UpdateAvailableAlert';
import VersionNotice from '@site/src/plugins/help/theme/HelpVisitor/VersionNotice';
import {isNewSince} from '@site/src/data/appVersion';
import {SECTION_ANCHORS} from '@site/src/data/deepLinks';
import {isVersion} from '@site/src/utils/compareVersions';
import {useAppVersion} from '@site/src/hooks/useVisitor';
import styles from './styles.module.css';

type NewSince = {version: string | null; onlyNew: boolean};

const NewSinceContext = createContext<NewSince>({version: null, onlyNew: false});

/** A post's release number (checked when the build sorts the posts), or '' if it has none. */
function releaseOf(frontMatter: Record<string, unknown>): string {
  return isVersion(frontMatter.version) ? frontMatter.version : '';
}

/** One release, marked "New since your version" when it came after the visitor's (`?app=`). */
function ReleaseItem({children}: {children: ReactNode}): ReactNode {
  const {version, onlyNew} = useContext(NewSinceContext);
  const release = releaseOf(useBlogPost().metadata.frontMatter);
  const isNew = isNewSince(release, version);
  return (
    <div className={clsx(isNew && styles.newRelease)} data-release={release} hidden={onlyNew && !isNew}>
      {isNew && (
        <p className={styles.newBadge} data-new-since="">
          <Translate id="patchNotes.newSince.badge" description="Mark on a release newer than the visitor's app">
            New since your version
          </Translate>
        </p>
      )}
      <BlogPostItem>{children}</BlogPostItem>
    </div>
  );
}

/** "Only what's new since 1.5.0": shown when the visitor's version is known and older than a release. */
function NewSinceFilter({
  version,
  onlyNew,
  onChange,
}: {
  version: string;
  onlyNew: boolean;
  onChange: (value: boolean) => void;
}): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <input id={id} type="checkbox" checked={onlyNew} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>
        <Translate
          id="patchNotes.newSince.filter"
          description="{version}: the visitor's app version"
          values={{version}}
        >
          {'Show only the releases new since your version ({version})'}
        </Translate>
      </label>
    </div>
  );
}

/**
 * The blog's list page, used as the patch notes (`blogListComponent` in
 * docusaurus.config.ts). It is theme-classic's BlogListPage plus a visible
 * h1, the "update available" alert and, for a visitor whose app named its
 * version (`?app=1.5.2`), the "is available" notice, a mark on each newer
 * release and a filter to them. Metadata stays as the original.
 */
export default function PatchNotesList(props: Props): ReactNode {
  const {hash} = useLocation();
  const {metadata, items, sidebar} = props;
  const {siteConfig} = useDocusaurusContext();
  const title = metadata.permalink === '/' ? siteConfig.title : metadata.blogTitle;
  const version = useAppVersion();
  const [onlyNew, setOnlyNew] = useState(false);
  const anyNew = items.some(({content}) => isNewSince(releaseOf(content.metadata.frontMatter), version));
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
        {/* The app's own "Update Available!" already says it: one notice, not two. */}
        {hash !== `#${SECTION_ANCHORS.updateAvailable}` && <VersionNotice onPatchNotes />}
        {version && anyNew && <NewSinceFilter version={version} onlyNew={onlyNew} onChange={setOnlyNew} />}
        <NewSinceContext.Provider value={{version, onlyNew: onlyNew && anyNew}}>
          <BlogPostItems items={items} component={ReleaseItem} />
        </NewSinceContext.Provider>
        <BlogListPaginator metadata={metadata} />
      </BlogLayout>
    </HtmlClassNameProvider>
  );
}
