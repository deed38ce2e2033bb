import { newId, randomString } from '../../platform/ids';
import { addDays, uaeDate, uaeInstant } from '../../platform/uaeTime';
import type { SeedContext } from '../../engine/partitions';
import type { Partition } from '../../engine/partition';
import { answerRequest } from '../../engine/requests';
import { advanceBooking, cancelBooking } from '../../engine/bookings';
import { createReferral } from '../../engine/referrals';
import { offerPriceFils, publicOffers } from '../../public/offers';
import { readSite, requireSite, sitePath, subdomainOf, submitSite, updateSite, type SiteConfig, type SiteSettings } from './service';
import { lapseDomain, readDomain, storeDomainRequest } from './domains';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const TAGLINES = [
  'Airport transfers and desert safaris across the Emirates',
  'Private chauffeurs from every UAE airport',
  'Tours, transfers and days out in Dubai and Abu Dhabi',
];
const ACCENTS = ['#0E7C86', '#1F4E79', '#B5651D', '#7A1F5C', '#2E7D32'];
const LANGUAGE_SETS: Array<SiteSettings['languages']['enabled']> = [['en', 'ar'], ['en', 'ar', 'ru'], ['en', 'ar', 'de', 'fr']];
const CURRENCY_SETS: Array<SiteSettings['currencies']['offered']> = [['AED', 'USD'], ['AED', 'USD', 'EUR'], ['AED', 'GBP', 'EUR']];
const OFFICES: ReadonlyArray<[string, string]> = [
  ['Office 1204, Business Bay, Dubai', 'Office 1204, Bay Square 11, Business Bay, Dubai'],
  ['Unit 805, Deira, Dubai', 'Unit 805, Al Ghurair Centre Offices, Deira, Dubai'],
  ['Level 14, Al Maryah Island, Abu Dhabi', 'Office 32, Level 14, Al Maqam Tower, Al Maryah Island, Abu Dhabi'],
];

// A partition seeded without the service's addresses: its answers' events show addresses relative to the service.
const NO_CONFIG: SiteConfig = { publicBaseUrl: '', siteDomainTarget: '' };

/** A name for the test site no other test site uses: the account's, or the account's with a suffix. */
async function freeSubdomain(partition: Partition, name: string): Promise<string> {
  const base = subdomainOf(name).slice(0, 34).replace(/-+$/, '');
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomString('abcdefghijkmnpqrstuvwxyz23456789', 5)}`;
    const taken = await partition.db('sites').where({ mode: partition.mode }).where((q) => void q.where({ subdomain: candidate }).orWhere({ published_subdomain: candidate })).first('id');
    if (taken === undefined) return candidate;
  }
  return `site-${randomString('abcdefghijkmnpqrstuvwxyz23456789', 12)}`;
}

async function accountName(partition: Partition): Promise<string> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  return account?.name ?? 'Partner Travel';
}

/**
 * A test partition's site as a partner would have it after a few months: sent back once by the
 * trade desk (the office address), approved on the second submission and published, with an own
 * domain whose DNS records never appeared (a request that lapsed, to be asked for again).
 */
export async function seedSite(partition: Partition, context: SeedContext): Promise<void> {
  if (await readSite(partition)) return;
  const name = await accountName(partition);
  const data = partition.testData('site');
  const subdomain = await partition.seedValue(async (p) => freeSubdomain(p, await accountName(p)));
  const [draftOffice, office] = data.pick(OFFICES);
  const settings: SiteSettings = {
    brand: { name, tagline: data.pick(TAGLINES), logo_url: null, accent_hex: data.pick(ACCENTS) },
    address: { subdomain },
    languages: { default: 'en', enabled: [...data.pick(LANGUAGE_SETS)] },
    currencies: { default: 'AED', offered: [...data.pick(CURRENCY_SETS)] },
    contact: { email: `bookings@${subdomain}.example`, phone: `+9714${data.int(2000000, 8999999)}`, whatsapp: `+97150${data.int(1000000, 9999999)}`, office_address: draftOffice },
  };
  const now = partition.clock.now().getTime();
  const at = (daysAgo: number, hour: number): Partition => partition.at(new Date(now - daysAgo * DAY_MS + hour * HOUR_MS));
  const desk = (p: Partition): Partition => p.as('system');

  const config = context.urls ?? NO_CONFIG;
  await updateSite(at(75, 0), config, settings);
  const first = await submitSite(at(74, 1), config, { note: 'Our booking site, ready for review.' });
  await answerRequest(desk(at(73, 2)), first.submission?.request_id ?? '', {
    accept: false,
    note: 'The office address must match the trade licence; please add the building name.',
    amountFils: null,
  });
  await updateSite(at(72, 3), config, { ...settings, contact: { ...settings.contact, office_address: office } });
  const second = await submitSite(at(71, 4), config, { note: 'Building name added as asked.' });
  await answerRequest(desk(at(70, 5)), second.submission?.request_id ?? '', { accept: true, note: null, amountFils: null });

  const domain = await storeDomainRequest(at(30, 6), await requireSite(partition), `book.${subdomain}.example`, null);
  await lapseDomain(at(16, 6), await readDomain(partition, domain.id));
  await seedTraffic(partition, domain.site_id, subdomain);
}

/**
 * Three weeks of visits (a few dozen visitors coming back over the days) and the booking requests
 * they sent: some served (their commission earned), one cancelled, the latest waiting for the desk.
 */
async function seedTraffic(partition: Partition, siteId: string, subdomain: string): Promise<void> {
  const data = partition.testData('site-traffic');
  const today = uaeDate(partition.clock.now());
  const hex = (): string => data.int(0, 0xffff).toString(16).padStart(4, '0');
  const visitors = Array.from({ length: 30 }, () => `${hex()}${hex()}${hex()}${hex()}`);
  const hits: Array<Record<string, unknown>> = [];
  for (let daysAgo = 21; daysAgo >= 1; daysAgo--) {
    const views = data.int(3, 18);
    // Each day's visits fall between 07:00 and midnight of that UAE day, so the stats' default
    // period (the 30 days up to yesterday) holds them all whatever the hour the partition opens.
    const opens = uaeInstant(addDays(today, -daysAgo), '07:00').getTime();
    for (let i = 0; i < views; i++) {
      hits.push({
        id: newId('hit'),
        token: sitePath(partition.mode, subdomain),
        kind: 'view',
        subject_type: 'site',
        subject_id: siteId,
        visitor: data.pick(visitors.slice(0, 8 + daysAgo)),
        created_at: new Date(opens + data.int(0, 17 * 60 - 1) * 60_000).toISOString(),
      });
    }
  }
  await partition.insert('public_hits', hits);

  const offers = publicOffers();
  const tours = offers.filter((offer) => offer.kind === 'tour' && offer.unit === 'per_person');
  const transfers = offers.filter((offer) => offer.kind === 'transfer');
  const plan: ReadonlyArray<{ daysAgo: number; serviceIn: number; end: 'completed' | 'cancelled' | 'confirmed' | null }> = [
    { daysAgo: 19, serviceIn: 5, end: 'completed' },
    { daysAgo: 15, serviceIn: 3, end: 'completed' },
    { daysAgo: 11, serviceIn: 4, end: 'cancelled' },
    { daysAgo: 6, serviceIn: 12, end: 'confirmed' },
    { daysAgo: 2, serviceIn: 9, end: null },
  ];
  for (const [index, step] of plan.entries()) {
    const asked = partition.at(new Date(uaeInstant(addDays(today, -step.daysAgo), '09:00').getTime() + data.int(0, 11) * HOUR_MS));
    const offer = index % 2 === 0 ? data.pick(tours) : data.pick(transfers);
    const adults = offer.kind === 'tour' ? data.int(1, 3) : 2;
    const children = offer.kind === 'tour' ? data.int(0, 1) : 0;
    const traveller = data.person();
    const booking = await createReferral(asked, { type: 'site', id: siteId }, {
      offer: { id: offer.id, name: offer.name, kind: offer.kind },
      serviceDate: addDays(uaeDate(asked.clock.now()), step.serviceIn),
      adults,
      children,
      priceFils: offerPriceFils(offer, adults, children),
      contact: { name: `${traveller.first_name} ${traveller.last_name}`, email: `${traveller.first_name}.${traveller.last_name}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com', phone: `+4479${data.int(10000000, 99999999)}` },
      note: index === 0 ? 'Hotel pickup, please.' : null,
    });
    if (step.end === null) continue;
    const desk = (hoursLater: number): Partition => partition.at(new Date(asked.clock.now().getTime() + hoursLater * HOUR_MS)).as('system');
    await advanceBooking(desk(3), booking.id, 'confirmed');
    if (step.end === 'completed') await advanceBooking(desk(step.serviceIn * 24 + 10), booking.id, 'completed');
    if (step.end === 'cancelled') await cancelBooking(desk(30), 'referral', booking.id, () => 0);
  }
}
