import {lazy, Suspense, type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';

/**
 * The draft and unlisted banners load only on a page that shows one: every
 * help page and patch note imports this component, and none is a draft or
 * unlisted today. The conditions are the theme's own.
 */
const Banners = lazy(() => import('@theme-original/ContentVisibility'));

export default function ContentVisibility({metadata}: Props): ReactNode {
  const {unlisted, frontMatter} = metadata;
  if (!unlisted && !frontMatter.unlisted && !frontMatter.draft) return null;
  return (
    <Suspense fallback={null}>
      <Banners metadata={metadata} />
    </Suspense>
  );
}
