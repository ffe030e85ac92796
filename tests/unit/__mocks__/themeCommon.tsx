import type {ReactNode} from 'react';

/** The few theme-common exports our components use, without the theme context. */
export function useAnchorTargetClassName(id: string | undefined): string | undefined {
  return id ? 'anchorTargetStickyNavbar' : undefined;
}

export function PageMetadata(_props: {title?: string; description?: string; children?: ReactNode}) {
  return null;
}

export const ThemeClassNames = {common: {}, docs: {}, page: {}, wrapper: {}};

export function useColorMode() {
  return {colorMode: 'light' as const, setColorMode: () => undefined};
}
