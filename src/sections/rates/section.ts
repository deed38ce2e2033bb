import type { SectionDefinition } from '../../engine/sections';
import { quoteRequestEvents, wholesaleRequestEvents } from './requests';

/** Rates, quote requests and wholesale requests. */
export const rates: SectionDefinition = {
  name: 'rates',
  // A quote request is an object of the feed of its own (`quote_request.*`); a wholesale request is a request to the desk.
  requestKinds: { quote_request: { view: quoteRequestEvents }, wholesale_request: { view: wholesaleRequestEvents } },
};
