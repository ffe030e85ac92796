import type {ReactNode} from 'react';

export default function Admonition({type, title, children}: {type: string; title?: ReactNode; children?: ReactNode}) {
  return (
    <div role="note" data-admonition={type}>
      {title ? <p>{title}</p> : null}
      {children}
    </div>
  );
}
