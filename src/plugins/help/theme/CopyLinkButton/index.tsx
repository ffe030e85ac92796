import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate, {translate} from '@docusaurus/Translate';
import {useCopyStatus, type CopyMessages} from './useCopyStatus';
import {entryMarkdown} from './entryMarkdown';
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

/** What Copy as Markdown says afterwards. */
function markdownCopyMessages(): CopyMessages {
  return {
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
  };
}

/** The current page's address (without query or hash) plus `#anchor`. */
export function linkToAnchor(anchor: string): string {
  const {origin, pathname} = window.location;
  return `${origin}${pathname}#${anchor}`;
}

type Props = {anchor: string; className?: string};

/**
 * "Copy link" and "Copy as Markdown" (the entry's title, address and text,
 * for an assistant or a support message) for one anchor, with an announced
 * confirmation.
 */
export default function CopyLinkButton({anchor, className}: Props): ReactNode {
  const [status, copy] = useCopyStatus();

  return (
    <div className={clsx(styles.copyLink, className)} {...SCRIPT_ONLY_PROPS}>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy(linkToAnchor(anchor), linkCopyMessages())}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a3 3 0 1 1 4.2 4.2l-2.1 2.1a1 1 0 1 1-1.4-1.4l2.1-2.1a1 1 0 1 0-1.4-1.4L12 13.4a1 1 0 0 1-1.4 0Zm2.8-2.8a1 1 0 0 1 0 1.4l-3.5 3.5a3 3 0 1 1-4.2-4.2l2.1-2.1a1 1 0 1 1 1.4 1.4L7.1 11.7a1 1 0 1 0 1.4 1.4l3.5-3.5a1 1 0 0 1 1.4 0Z"
          />
        </svg>
        <Translate id="help.copyLink.button" description="Button that copies the address of a help entry">
          Copy link
        </Translate>
      </button>
      <button
        type="button"
        className={styles.button}
        onClick={() => void copy(entryMarkdown(anchor), markdownCopyMessages())}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M6 2h9l5 5v15H6V2Zm2 2v16h10V8h-4V4H8Zm2 8h6v2h-6v-2Zm0 4h6v2h-6v-2Z" />
        </svg>
        <Translate id="help.copyMarkdown.button" description="Button that copies a help entry as Markdown">
          Copy as Markdown
        </Translate>
      </button>
      <span role="status" aria-live="polite" className={clsx(styles.status, status.failed && styles.failed)}>
        {status.message}
      </span>
    </div>
  );
}
