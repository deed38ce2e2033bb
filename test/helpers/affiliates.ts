import { landingOffers } from '../../src/sections/affiliates/landing';

/**
 * A partner's tracking link as test/public/affiliates.test.ts and its browser test make it: the
 * affiliate path of the v1 API, the link's body, and a safari its landing page offers per person.
 */
export const V1 = '/api/b2b/v1/affiliate';
export const linkBody = (name: string, landing = 'desert_safaris') => ({ name, landing_page: landing, utm: { source: 'instagram', medium: 'social', campaign: 'winter_safari_2026', content: 'bio_link' } });
export const safari = landingOffers('desert_safaris').find((offer) => offer.unit === 'per_person')!;
