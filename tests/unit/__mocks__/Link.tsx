import type {ComponentProps} from 'react';

type Props = ComponentProps<'a'> & {to?: string};

/** Plain anchor; internal `to` targets get the test base path like the real Link. */
export default function Link({to, href, children, ...props}: Props) {
  const target = to ?? href ?? '';
  const resolved = to && to.startsWith('/') ? `/deckhopper${to}` : target;
  return (
    <a href={resolved} {...props}>
      {children}
    </a>
  );
}
