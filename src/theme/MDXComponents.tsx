import MDXComponents from '@theme-original/MDXComponents';
import Accordion from '@site/src/components/Accordion';
import AccordionGroup from '@site/src/components/AccordionGroup';
import FaqStructuredData from '@site/src/components/FaqStructuredData';
import {DhEmbedTable, DhStylesExample, DhStylesTable} from '@site/src/components/ButtonStyleReference';
import MediaChecker from '@site/src/components/MediaChecker';
import {AutoCloseNever} from '@site/src/components/MediaRules';
import StyleBuilder from '@site/src/components/StyleBuilder';

/** Components every MDX file may use without importing them. */
export default {
  ...MDXComponents,
  Accordion,
  AccordionGroup,
  FaqStructuredData,
  DhStylesTable,
  DhEmbedTable,
  DhStylesExample,
  StyleBuilder,
  MediaChecker,
  AutoCloseNever,
};
