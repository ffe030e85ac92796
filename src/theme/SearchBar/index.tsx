import type {ReactNode} from 'react';
import {useActiveVersion} from '@docusaurus/plugin-content-docs/client';
import SearchBar from '@theme-original/SearchBar';

type Props = {handleSearchBarToggle?: (expanded: boolean) => void};

/**
 * The search plugin's search box, started afresh for each docs version.
 * Once focused, the plugin remembers to focus the box whenever an index
 * finishes loading, and after a move to another docs version merely
 * hovering the box loads that version's index: the box then took the
 * keyboard focus from wherever it was. A new instance per version starts
 * without that memory.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const versionPath = useActiveVersion(undefined)?.path ?? '';
  return <SearchBar key={versionPath} {...props} />;
}
