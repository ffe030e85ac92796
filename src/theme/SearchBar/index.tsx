import {useEffect, useRef, type ReactNode, type RefObject} from 'react';
import {translate} from '@docusaurus/Translate';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';
import styles from './styles.module.css';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

/**
 * Once the box has been focused, the plugin focuses it again whenever its
 * index finishes loading, even if the visitor has moved on meanwhile (Tab
 * through the header) or only hovered the box after a switch of docs
 * version. Such a late call is ignored while another element has the focus;
 * a call made during a key press (the Ctrl/⌘ K shortcut) still goes through.
 */
function useNoLateFocus(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const input = container.current?.querySelector('input');
    if (!input) return undefined;
    let pressing = false;
    const onKeyDown = () => {
      pressing = true;
      window.setTimeout(() => {
        pressing = false;
      });
    };
    const focus = input.focus.bind(input);
    input.focus = (options?: FocusOptions) => {
      const active = document.activeElement;
      const elsewhere = active !== null && active !== document.body && active !== input;
      if (elsewhere && !pressing) return;
      focus(options);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      delete (input as Partial<HTMLInputElement>).focus;
    };
  }, [container]);
}

/**
 * The plugin translates the box's placeholder but writes its ARIA label in
 * English ("Search"): screen readers get the page's language too once hydrated.
 */
function useTranslatedLabel(container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    container.current?.querySelector('input')?.setAttribute(
      'aria-label',
      translate({
        id: 'theme.SearchBar.label',
        message: 'Search',
        description: 'The ARIA label and placeholder for search button',
      }),
    );
  }, [container]);
}

function GuardedSearchBar(props: Props): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  useNoLateFocus(container);
  useTranslatedLabel(container);
  return (
    <div ref={container} className={styles.container}>
      <SearchBar {...props} />
    </div>
  );
}

/** The search plugin's search box, a fresh instance per docs version, without late focus grabs. */
export default function SearchBarWrapper(props: Props): ReactNode {
  const versionPath = useActiveVersion(undefined)?.path ?? '';
  return <GuardedSearchBar key={versionPath} {...props} />;
}
