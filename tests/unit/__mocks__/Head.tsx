import type {ReactNode} from 'react';

/** Head tags are a build concern; in unit tests they render nothing. */
export default function Head(_props: {children?: ReactNode}) {
  return null;
}
