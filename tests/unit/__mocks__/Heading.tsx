import type {ComponentProps, ElementType} from 'react';

type Props = ComponentProps<'h2'> & {as: ElementType};

export default function Heading({as: As, children, ...props}: Props) {
  return <As {...props}>{children}</As>;
}
