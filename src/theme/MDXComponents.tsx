import MDXComponents from '@theme-original/MDXComponents';
import Accordion from '@site/src/components/Accordion';
import AccordionGroup from '@site/src/components/AccordionGroup';
import FaqStructuredData from '@site/src/components/FaqStructuredData';

/** Components every MDX file may use without importing them. */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
  FaqStructuredData,
};
