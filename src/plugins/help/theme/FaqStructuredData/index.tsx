import type {ComponentProps, ReactElement, ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import DataText from '../../../../components/site/DataText';
import Price from '../../../../components/products/Price';
import StructuredData from '../../../../components/site/StructuredData';
import {formatPrice} from '@site/src/data/constants';
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
  const t = useDataText();
  const {i18n} = useDocusaurusContext();
  // The texts a translated FAQ shows through components, as the page shows them.
  const elementText = (element: ReactElement): string | null => {
    if (element.type === DataText) return t((element.props as ComponentProps<typeof DataText>).text);
    if (element.type === Price) {
      const {amount, whole} = element.props as ComponentProps<typeof Price>;
      return formatPrice(amount, i18n.currentLocale, whole);
    }
    return null;
  };
  const entries = faqEntries(children, elementText);
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
