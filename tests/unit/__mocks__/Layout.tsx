import type {ReactNode} from 'react';

type Props = {children?: ReactNode; title?: string; description?: string};

/** The title and description the last rendered page gave its layout. */
export const layoutProps: Pick<Props, 'title' | 'description'> = {};

export default function Layout({children, title, description}: Props) {
  Object.assign(layoutProps, {title, description});
  // The real Layout wraps pages in a plain wrapper; pages bring their own <main>.
  return <div className="main-wrapper">{children}</div>;
}
