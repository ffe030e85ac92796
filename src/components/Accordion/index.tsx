import {useEffect, useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import CopyLinkButton from '../CopyLinkButton';
import ProBadge from '../ProBadge';
import {ENTRY_ATTRIBUTE, PANEL_ATTRIBUTE} from '../AccordionGroup';
import {useAccordionGroup} from '../AccordionGroup/context';
import styles from './styles.module.css';

type Props = {
  /** Anchor id: the app links to `page#id`, so never rename a published one. */
  id: string;
  title: string;
  /** Marks a Deck Hopper Pro feature with the star badge. */
  pro?: boolean;
  /** Heading level of the title; h2 for a page's own entries. */
  as?: 'h2' | 'h3';
  children: ReactNode;
};

// Server rendering has no layout; React only warns about that before 19.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * One collapsible help entry inside an `<AccordionGroup>`. The title is a
 * real heading carrying the anchor id (collected by the broken-anchor check,
 * kept clear of the fixed header); the body is always in the HTML.
 */
export default function Accordion({id, title, pro = false, as = 'h2', children}: Props): ReactNode {
  const {openId, toggle, reveal} = useAccordionGroup();
  const isOpen = openId === id;
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonId = `${id}-toggle`;
  const panelId = `${id}-panel`;

  // React writes `hidden` as a plain boolean; "until-found" keeps a closed
  // body searchable with the browser's find-in-page.
  useBrowserLayoutEffect(() => {
    if (!isOpen) panelRef.current?.setAttribute('hidden', 'until-found');
  }, [isOpen]);

  // Find-in-page opened the body itself: record it as the open entry.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return undefined;
    const onBeforeMatch = () => reveal(id);
    panel.addEventListener('beforematch', onBeforeMatch);
    return () => panel.removeEventListener('beforematch', onBeforeMatch);
  }, [id, reveal]);

  return (
    <section className={clsx(styles.entry, isOpen && styles.open)}>
      <Heading as={as} id={id} className={styles.title} {...{[ENTRY_ATTRIBUTE]: ''}}>
        <button
          type="button"
          id={buttonId}
          className={styles.toggle}
          aria-expanded={isOpen}
          aria-controls={panelId}
          onClick={() => toggle(id)}>
          <span className={styles.label}>{title}</span>
          {pro && <ProBadge />}
          <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path fill="currentColor" d="M12 15.6 5.7 9.3l1.4-1.4 4.9 4.9 4.9-4.9 1.4 1.4z" />
          </svg>
        </button>
      </Heading>
      <div id={panelId} ref={panelRef} hidden={!isOpen} {...{[PANEL_ATTRIBUTE]: ''}}>
        <div className={styles.body}>
          {children}
          <CopyLinkButton anchor={id} />
        </div>
      </div>
    </section>
  );
}
