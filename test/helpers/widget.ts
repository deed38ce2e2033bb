import { publicOffers } from '../../src/public/offers';

/** The widget's path of the v1 API, and a tour it offers (test/public/widget.test.ts and its browser test). */
export const WIDGET = '/api/b2b/v1/widget';
export const tour = publicOffers().find((offer) => offer.kind === 'tour' && offer.unit === 'per_person')!;
