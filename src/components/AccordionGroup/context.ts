import {createContext, useContext} from 'react';

export type AccordionGroupState = {
  /** Id of the one open entry, or null when all are closed. */
  openId: string | null;
  /** Opens an entry (closing the others) or closes it when it is the open one. */
  toggle: (id: string) => void;
  /** Marks an entry open without scrolling (find-in-page revealed it). */
  reveal: (id: string) => void;
};

export const AccordionGroupContext = createContext<AccordionGroupState | null>(null);

export function useAccordionGroup(): AccordionGroupState {
  const group = useContext(AccordionGroupContext);
  if (!group) {
    throw new Error('<Accordion> must be placed inside an <AccordionGroup>, which keeps one entry open at a time.');
  }
  return group;
}
