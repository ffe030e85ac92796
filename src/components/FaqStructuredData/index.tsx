import type {ReactNode} from 'react';
import StructuredData from '../StructuredData';
import useDataText from '@site/src/i18n/useDataText';
import {faqPageJsonLd} from '@site/src/utils/structuredData';
import {faqEntries} from './faqEntries';

/**
 * Wraps a doc's `<AccordionGroup>` and adds a `FAQPage` JSON-LD block built
 * from its `<Accordion>` entries. Used once, in the FAQ:
 *
 *     <FaqStructuredData>
 *     <AccordionGroup>…</AccordionGroup>
 *     </FaqStructuredData>
 */
export default function FaqStructuredData({children}: {children: ReactNode}): ReactNode {
  const entries = faqEntries(children, useDataText());
  if (entries.length === 0) {
    throw new Error("<FaqStructuredData> found no <Accordion> entries: wrap the FAQ's <AccordionGroup> with it.");
  }
  return (
    <>
      <StructuredData data={faqPageJsonLd(entries)} />
      {children}
    </>
  );
}
