import { resolvePublicLink } from '../../src/engine/publicLinks';
import type { PublicRequest } from '../../src/engine/publicRoutes';
import type { SectionDefinition } from '../../src/engine/sections';
import { allSections } from '../../src/sections';
import { page, messagePage } from '../../src/public/layout';
import { offerList, submitBookingRequest } from '../../src/public/bookingForm';
import { publicOffers } from '../../src/public/offers';
import { uaeToday } from '../../src/platform/uaeTime';

/**
 * A public page defined here as a section defines its own, in a section the apps of
 * test/public/pages.test.ts and its browser test run beside the others: a guide link's page
 * with three offers and its booking-request form, under a brand whose name and colour would
 * break the page unescaped.
 */
const BRAND_NAME = 'Marina <b>Stays</b> & "Co"';

async function resolved(req: PublicRequest) {
  const found = await resolvePublicLink(req.services.sections, req.services.db, req.services.clock, 'guide', req.params.token ?? '');
  if (found.found === 'none') return { status: 404, html: messagePage({ title: 'Not found', message: 'No such page.', nonce: req.nonce }) } as const;
  if (found.found === 'gone') return { status: 410, html: messagePage({ title: 'This link has been replaced', message: 'Ask your host for the new one.', nonce: req.nonce }) } as const;
  return found;
}

const kitPages: SectionDefinition = {
  name: 'kit-test',
  publicRoutes: [
    {
      method: 'GET',
      path: '/kit-test/:token',
      async handle(req) {
        const found = await resolved(req);
        if ('status' in found) return found;
        const body = offerList({ offers: publicOffers().slice(0, 3), action: `/kit-test/${req.params.token}/book`, today: uaeToday(req.services.clock) });
        return { status: 200, html: page({ title: 'Welcome', brand: { name: BRAND_NAME, primaryColour: 'red;}body{display:none' }, test: found.partition.sandbox, nonce: req.nonce, body }) };
      },
    },
    {
      method: 'POST',
      path: '/kit-test/:token/book',
      limit: 'guide_booking',
      async handle(req) {
        const found = await resolved(req);
        if ('status' in found) return found;
        return submitBookingRequest(req, found.partition, { type: 'guide_property', id: found.link.subject_id }, { brand: { name: BRAND_NAME } });
      },
    },
  ],
};

/** Every section of the service, and the kit's page. */
export const sections = [...allSections, kitPages];

/** A tour priced per person, among the three offers the page lists. */
export const tour = publicOffers().find((offer) => offer.kind === 'tour' && offer.unit === 'per_person')!;
