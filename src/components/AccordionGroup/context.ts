import {createContext, useContext} from 'react';

export type AccordionGroupState = {
  /** The `name` its entries' `<details>` share: the browser keeps one of them open. */
  name: string;
};

export const AccordionGroupContext = createContext<AccordionGroupState | null>(null);

export function useAccordionGroup(): AccordionGroupState {
  const group = useContext(AccordionGroupContext);
  if (!group) {
    throw new Error('<Accordion> must be placed inside an <AccordionGroup>, which keeps one entry open at a time.');
  }
  return group;
}
