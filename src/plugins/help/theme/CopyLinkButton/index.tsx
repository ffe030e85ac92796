import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {entrySection, twinPath} from '@site/src/utils/markdownTwin';
import {APP_QUERY_KEY} from '@site/src/data/appVersion';
import {PLATFORM_QUERY_KEY} from '@site/src/data/platforms';
import {CHECK_QUERY_KEY} from '../HelpTools/ConnectionChecker/machine';
import {useCopyStatus, type CopyMessages, type CopyState} from './useCopyStatus';
import styles from './styles.module.css';
import {SCRIPT_ONLY_PROPS} from '../../contract';

/** What Copy link says afterwards; also the style builder's "Copy link to this style". */
export function linkCopyMessages(): CopyMessages {
  return {
    copied: translate({id: 'help.copyLink.copied', message: 'Link copied', description: 'After a link was copied'}),
    failed: translate({
      id: 'help.copyLink.failed',
      message: 'Could not copy. Copy the address from the address bar instead.',
      description: 'When the clipboard refused a link',
    }),
  };
}

/** The parameters a shared address keeps: the visitor's device and app, and how far the connection check went. */
const SHARED_PARAMS = [PLATFORM_QUERY_KEY, APP_QUERY_KEY, CHECK_QUERY_KEY];

/** The current page's address plus `#anchor`, with the site's own parameters alone, each a plain token. */
export function linkToAnchor(anchor: string): string {
  const {origin, pathname, search} = window.location;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of SHARED_PARAMS) {
    const value = params.get(key);
    if (value && /^[\w.-]{1,200}$/.test(value)) kept.set(key, value);
  }
  return `${origin}${pathname}${kept.size > 0 ? `?${kept.toString()}` : ''}#${anchor}`;
}

/** The entry's section of the page's Markdown twin (`/setup.md`); rejects without one (`npm start` writes none). */
async function entryMarkdown(anchor: string): Promise<string> {
  const twin = twinPath(window.location.pathname);
  const response = await fetch(twin);
  if (!response.ok) throw new Error(`${twin}: ${response.status}`);
  const section = entrySection(await response.text(), anchor);
  if (section === null) throw new Error(`${twin} has no entry "${anchor}"`);
  return section;
}

/** A button of the row, with its icon (the path of a 24-unit square). */
function CopyButton({icon, onClick, children}: {icon: string; onClick: () => void; children: ReactNode}): ReactNode {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d={icon} />
      </svg>
      {children}
    </button>
  );
}

const LINK_ICON =
  'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2.1-2.1a1 1 0 1 1 1.4 1.4L7.1 11.7a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z';
const MARKDOWN_ICON = 'M6 2h9l5 5v15H6V2Zm2 2v16h10V8h-4V4H8Zm2 8h6v2h-6v-2Zm0 4h6v2h-6v-2Z';

/** "Copy link" and "Copy as Markdown" for one anchor, with an announced confirmation. */
export default function CopyLinkButton({anchor}: {anchor: string}): ReactNode {
  const [status, copy] = useCopyStatus();
  const copyMarkdown = () =>
    void copy(entryMarkdown(anchor), {
      copied: translate({
        id: 'help.copyMarkdown.copied',
        message: 'Entry copied as Markdown',
        description: 'After a help entry was copied as Markdown',
      }),
      failed: translate({
        id: 'help.copyMarkdown.failed',
        message: 'Could not copy the entry. Try again in a moment.',
        description: 'When a help entry could not be copied as Markdown',
      }),
    });

  return (
    <div className={styles.copyLink} {...SCRIPT_ONLY_PROPS}>
      <CopyButton icon={LINK_ICON} onClick={() => void copy(linkToAnchor(anchor), linkCopyMessages())}>
        <Translate id="help.copyLink.button" description="Button that copies the address of a help entry">
          Copy link
        </Translate>
      </CopyButton>
      <CopyButton icon={MARKDOWN_ICON} onClick={copyMarkdown}>
        <Translate id="help.copyMarkdown.button" description="Button that copies a help entry as Markdown">
          Copy as Markdown
        </Translate>
      </CopyButton>
      <CopyStatus status={status} />
    </div>
  );
}

/** How the last copy went, announced, for a while (`useCopyStatus`). */
export function CopyStatus({status}: {status: CopyState}): ReactNode {
  return (
    <span role="status" aria-live="polite" className={clsx(styles.status, status.failed && styles.failed)}>
      {status.message}
    </span>
  );
}
