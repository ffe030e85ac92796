import type {PlatformId} from '@site/src/data/platforms';
import {createContext, useContext} from 'react';

export type AccordionGroupState = {
  /** The `name` its entries' `<details>` share: the browser keeps one of them open. */
  name: string;
  /** The visitor's platform and Deck Hopper version (null until known, and in the server's HTML). */
  platform: PlatformId | null;
  appVersion: string | null;
  /** Entries end with "Still stuck?" whatever the answer (troubleshooting). */
  stillStuck: boolean;
  /** The connection check's answers, once it has some: every summary of the page carries them. */
  checkedRef: {current: readonly string[]};
};

export const AccordionGroupContext = createContext<AccordionGroupState | null>(null);

export function useAccordionGroup(): AccordionGroupState {
  const group = useContext(AccordionGroupContext);
  if (!group) {
    throw new Error('<Accordion> must be placed inside an <AccordionGroup>, which keeps one entry open at a time.');
  }
  return group;
}
