import type {ReactNode} from 'react';

export default function Layout({children}: {children?: ReactNode; title?: string; description?: string}) {
  // The real Layout wraps pages in a plain wrapper; pages bring their own <main>.
  return <div className="main-wrapper">{children}</div>;
}
