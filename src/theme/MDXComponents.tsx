import MDXComponents from '@theme-original/MDXComponents';
import Accordion from '@theme/Accordion';
import AccordionGroup from '@theme/AccordionGroup';

/**
 * Components every MDX file may use without an import. Everything here is in
 * the code of every MDX page: a component one page needs is imported there.
 */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
};
