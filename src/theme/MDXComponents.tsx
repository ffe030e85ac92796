import MDXComponents from '@theme-original/MDXComponents';
import Accordion from '@theme/Accordion';
import AccordionGroup from '@theme/AccordionGroup';

/**
 * Components every MDX file may use without importing them. Keep this list to
 * what most help pages use: everything here is in the code of every MDX page.
 * A component one page needs (the setup page's tools) is imported by that page.
 */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
};
