import type { TestData } from '../../engine/testData';
import type { SeedContext } from '../../engine/partitions';
import type { Partition } from '../../engine/partition';
import { advanceBooking, cancelBooking } from '../../engine/bookings';
import { balance, post } from '../../engine/ledger';
import { recordCreated, move } from '../../engine/stateMachine';
import { openRequest, answerRequest, withdrawRequest } from '../../engine/requests';
import { createReferral, type ReferralSource } from '../../engine/referrals';
import { offerPriceFils, publicOffers, type PublicOffer } from '../../public/offers';
import { newId } from '../../platform/ids';
import { DAY_MS, addDays, uaeDate } from '../../platform/uaeTime';
import { filsToAed } from '../../engine/money';
import { storeLink, type LandingPage, type LinkRow } from './links';
import { maskedIban, storeBankDetails } from './bankDetails';
import { ARRIVES_WITHIN_DAYS, payoutStates } from './payouts';
import { CLICK_SUBJECT } from './stats';
import { landingOffers } from './landing';
import { DEFAULT_SETTINGS, saveWidget } from '../../engine/widgets';

/**
 * The affiliate programme of a fresh test partition, as it would have happened over the last five
 * months: links of several channels, their clicks day by day, booking requests attributed to the
 * link clicked last and made in the widget (most completed, so their commission is in the
 * earnings book, some cancelled, some still ahead), and payouts in every state drawn on what was
 * earned.
 */
const CHANNELS: ReadonlyArray<{ name: string; landing: LandingPage; source: string; medium: string; campaign: string; content: string | null; term?: string; clicksPerDay: number; daysAgo: number }> = [
  { name: 'Instagram bio', landing: 'desert_safaris', source: 'instagram', medium: 'social', campaign: 'winter_safari_2026', content: 'bio_link', clicksPerDay: 2, daysAgo: 150 },
  { name: 'Newsletter', landing: 'home', source: 'newsletter', medium: 'email', campaign: 'always_on', content: null, clicksPerDay: 1, daysAgo: 120 },
  { name: 'Blog post: Dubai with kids', landing: 'theme_parks', source: 'blog', medium: 'referral', campaign: 'dubai_with_kids', content: 'inline_link', clicksPerDay: 1, daysAgo: 95 },
  { name: 'Flyer at the villa', landing: 'airport_transfers', source: 'flyer', medium: 'qr', campaign: 'villa_welcome', content: null, clicksPerDay: 1, daysAgo: 70 },
  { name: 'YouTube description', landing: 'dhow_cruises', source: 'youtube', medium: 'video', campaign: 'marina_by_night', content: 'description', clicksPerDay: 1, daysAgo: 45 },
  { name: 'Google Ads', landing: 'city_tours', source: 'google', medium: 'cpc', campaign: 'new_year_2027', content: null, term: 'dubai_city_tour', clicksPerDay: 2, daysAgo: 20 },
];

/** How a seeded booking request ended: most were served, some were not, the latest are still ahead. */
type Outcome = 'completed' | 'cancelled' | 'declined' | 'confirmed' | 'on_request';

/**
 * The booking requests of the last five months, through a link (credited to the last click) or
 * the widget. Few enough that a fresh test partition is seeded quickly, and served often enough
 * that the payouts below have earnings to draw on.
 */
const REFERRALS: ReadonlyArray<{ daysAgo: number; via: 'link' | 'widget'; outcome: Outcome }> = [
  { daysAgo: 140, via: 'link', outcome: 'completed' },
  { daysAgo: 128, via: 'link', outcome: 'completed' },
  { daysAgo: 117, via: 'widget', outcome: 'completed' },
  { daysAgo: 105, via: 'link', outcome: 'declined' },
  { daysAgo: 96, via: 'link', outcome: 'completed' },
  { daysAgo: 84, via: 'link', outcome: 'completed' },
  { daysAgo: 77, via: 'widget', outcome: 'cancelled' },
  { daysAgo: 70, via: 'link', outcome: 'completed' },
  { daysAgo: 55, via: 'link', outcome: 'completed' },
  { daysAgo: 47, via: 'widget', outcome: 'completed' },
  { daysAgo: 38, via: 'link', outcome: 'completed' },
  { daysAgo: 29, via: 'link', outcome: 'completed' },
  { daysAgo: 21, via: 'link', outcome: 'cancelled' },
  { daysAgo: 14, via: 'widget', outcome: 'completed' },
  { daysAgo: 8, via: 'link', outcome: 'confirmed' },
  { daysAgo: 3, via: 'link', outcome: 'on_request' },
];

/**
 * Payouts, each of a share of what was available then: one the desk declined, one paid, one
 * withdrawn, and one with the desk that leaves enough available for the contract's example
 * request (AED 750).
 */
const PAYOUTS: ReadonlyArray<{ daysAgo: number; share: number; end: 'paid' | 'rejected' | 'cancelled' | null; note: string | null }> = [
  { daysAgo: 62, share: 0.9, end: 'rejected', note: 'Summer commission' },
  { daysAgo: 50, share: 0.4, end: 'paid', note: 'Summer commission' },
  { daysAgo: 6, share: 0.9, end: 'cancelled', note: null },
  { daysAgo: 2, share: 0.3, end: null, note: 'November commission' },
];

const HOUR_MS = 3_600_000;
/** Parties are sized so that a request is worth about this much: what a family spends on a day out. */
const TYPICAL_PARTY_FILS = 250_000;
/** What a seeded request is worth at least: the trips people book through a partner's page, not a single ticket. */
const SMALLEST_FILS = 150_000;

const partyOf = (offer: PublicOffer): { adults: number; children: number } => {
  const perPerson = offer.unit === 'per_person' ? (offer.adultFils ?? 0) : 0;
  return { adults: perPerson > 0 ? Math.min(Math.max(2, Math.round(TYPICAL_PARTY_FILS / perPerson)), offer.maxGuests) : Math.min(3, offer.maxGuests), children: 0 };
};
const worthSeeding = (offers: readonly PublicOffer[]): PublicOffer[] =>
  offers.filter((offer) => {
    const { adults, children } = partyOf(offer);
    return offerPriceFils(offer, adults, children) >= SMALLEST_FILS;
  });

/** A visitor as the pages count them (16 hex characters, see visitorOf in engine/publicLinks.ts). */
const visitorOf = (data: TestData): string => `${data.int(0, 0xfffffff).toString(16).padStart(8, '0')}${data.int(0, 0xfffffff).toString(16).padStart(8, '0')}`;

interface Step {
  at: number;
  run: () => Promise<void>;
}

/** Clicks as opening the links would have recorded them, inserted a batch at a time: a seed writes months of them. */
async function insertClicks(partition: Partition, rows: ReadonlyArray<{ id: string; link: string; visitor: string; at: number }>): Promise<void> {
  const stamped = rows.map((row) => ({ id: row.id, token: row.link, kind: 'click', subject_type: CLICK_SUBJECT, subject_id: row.link, visitor: row.visitor, created_at: new Date(row.at).toISOString() }));
  for (let i = 0; i < stamped.length; i += 200) await partition.insert('public_hits', stamped.slice(i, i + 200));
}

export async function seedAffiliates(partition: Partition, context: SeedContext): Promise<void> {
  const data = partition.testData('affiliates');
  const now = partition.clock.now().getTime();
  const steps: Step[] = [];

  // Links, each made on its day.
  const links: Array<LinkRow & { clicksPerDay: number }> = [];
  for (const channel of CHANNELS) {
    const madeAt = now - channel.daysAgo * DAY_MS - data.int(1, 8) * HOUR_MS;
    const row = await storeLink(partition.at(new Date(madeAt)), context.urls?.publicBaseUrl ?? '', {
      name: `${channel.name} - ${channel.landing.replace(/_/g, ' ')}`,
      landing_page: channel.landing,
      utm: { source: channel.source, medium: channel.medium, campaign: channel.campaign, ...(channel.content ? { content: channel.content } : {}), ...(channel.term ? { term: channel.term } : {}) },
    });
    links.push({ ...row, clicksPerDay: channel.clicksPerDay });
  }

  // Clicks, day by day from each link's first day.
  const clicks: Array<{ id: string; link: string; visitor: string; at: number }> = [];
  for (const link of links) {
    const first = Date.parse(link.created_at);
    for (let day = Math.ceil((now - first) / DAY_MS) - 1; day >= 0; day--) {
      for (let i = data.int(0, 2 * link.clicksPerDay); i > 0; i--) {
        const at = Math.max(first + 60_000, now - day * DAY_MS - data.int(1, 23 * 60) * 60_000);
        clicks.push({ id: newId('hit'), link: link.id, visitor: visitorOf(data), at });
      }
    }
  }

  // The widget on the partner's site, and the booking requests: a link's visitor asks a few hours after their click.
  const site = `https://www.${await partition.seedValue(async (p) => (await accountSlug(p)) || 'partner')}.example`;
  const widget = await saveWidget(partition.at(new Date(now - 120 * DAY_MS)), context.urls?.publicBaseUrl ?? '', () => ({
    settings: { ...DEFAULT_SETTINGS, languages: { default: 'en', enabled: ['en', 'ar', 'ru', 'de'] }, allowed_origins: [site, site.replace('://www.', '://blog.')] },
  }));
  for (const planned of REFERRALS) {
    const askedAt = now - planned.daysAgo * DAY_MS - data.int(1, 10) * HOUR_MS;
    if (planned.via === 'widget') {
      referralSteps(steps, partition, data, { type: 'widget', id: widget.id }, askedAt, worthSeeding(publicOffers()), null, planned.outcome);
      continue;
    }
    const link = data.pick(links.filter((l) => Date.parse(l.created_at) < askedAt - 2 * DAY_MS && worthSeeding(landingOffers(l.landing_page)).length > 0));
    const click = { id: newId('hit'), link: link.id, visitor: visitorOf(data), at: askedAt - data.int(1, 5) * HOUR_MS };
    clicks.push(click);
    referralSteps(steps, partition, data, { type: 'affiliate_link', id: link.id }, askedAt, worthSeeding(landingOffers(link.landing_page)), click.id, planned.outcome);
  }
  await insertClicks(partition, clicks.sort((a, b) => a.at - b.at));

  // Bank details on file since before the first payout, sealed with the service's key (a
  // partition opened without it, by a script, has none), and the payouts sent to them.
  const iban = data.pick(['AE070331234567890123456', 'AE460260001015333439201', 'AE250350000000123456789']);
  const bankAt = now - 90 * DAY_MS;
  if (context.dataKey !== null) {
    const key = context.dataKey;
    steps.push({ at: bankAt, run: async () => void (await storeBankDetails(partition.at(new Date(bankAt)), key, { account_holder_type: 'company', account_holder_name: `${(await accountName(partition)) || 'Test partner'} LLC`, iban, swift_bic: null, bank_name: 'Emirates NBD' })) });
  }
  for (const payout of PAYOUTS) {
    const at = now - payout.daysAgo * DAY_MS - data.int(1, 6) * HOUR_MS;
    steps.push({ at, run: () => seedPayout(partition, at, payout, iban.slice(-4)) });
  }

  steps.sort((a, b) => a.at - b.at);
  for (const step of steps) await step.run();
}

async function accountName(partition: Partition): Promise<string> {
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  return account?.name ?? '';
}

const accountSlug = async (partition: Partition): Promise<string> => (await accountName(partition)).toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, 30);

/**
 * A visitor's booking request at `askedAt` credited to `source` (or the click), and how it ended:
 * answered by the desk within hours, served on its day (its commission earned) or cancelled
 * before it.
 */
function referralSteps(steps: Step[], partition: Partition, data: TestData, source: ReferralSource, askedAt: number, offers: readonly PublicOffer[], clickId: string | null, outcome: Outcome): void {
  const now = partition.clock.now().getTime();
  const offer: PublicOffer = data.pick(offers);
  const { adults, children } = partyOf(offer);
  const ahead = outcome === 'confirmed' || outcome === 'on_request';
  const serviceDate = addDays(uaeDate(new Date(askedAt)), ahead ? data.int(10, 20) : data.int(2, 5));
  const servedAt = Math.min(Date.parse(`${serviceDate}T20:00:00+04:00`), now - HOUR_MS);
  const person = data.person();
  const contact = {
    name: `${person.first_name} ${person.last_name}`,
    email: `${person.first_name}.${person.last_name}.${data.int(10, 99)}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, ''),
    phone: `+9715${data.int(10000000, 89999999)}`,
  };
  let bookingId = '';
  const at = (when: number): Partition => partition.at(new Date(when));
  steps.push({
    at: askedAt,
    run: async () => {
      const request = { offer: { id: offer.id, name: offer.name, kind: offer.kind }, serviceDate, adults, children, priceFils: offerPriceFils(offer, adults, children), contact, note: null };
      bookingId = (await createReferral(at(askedAt), source, request, clickId)).id;
    },
  });
  if (outcome === 'on_request') return;
  const answeredAt = Math.min(askedAt + data.int(2, 20) * HOUR_MS, now);
  if (outcome === 'declined') {
    steps.push({ at: answeredAt, run: async () => void (await advanceBooking(at(answeredAt), bookingId, 'declined', { note: 'No availability on that day' })) });
    return;
  }
  steps.push({ at: answeredAt, run: async () => void (await advanceBooking(at(answeredAt), bookingId, 'confirmed')) });
  if (outcome === 'completed') steps.push({ at: servedAt, run: async () => void (await advanceBooking(at(servedAt), bookingId, 'completed')) });
  if (outcome === 'cancelled') {
    const cancelledAt = Math.min(answeredAt + data.int(1, 48) * HOUR_MS, servedAt - DAY_MS, now);
    steps.push({ at: cancelledAt, run: async () => void (await cancelBooking(at(cancelledAt), 'referral', bookingId, () => 0)) });
  }
}

/**
 * A payout as the API and the desk would have made it, of its share of what was available then
 * (in whole tens of dirhams, at least the minimum); the plan above earns enough for each.
 */
async function seedPayout(partition: Partition, at: number, plan: (typeof PAYOUTS)[number], last4: string): Promise<void> {
  const { end, note } = plan;
  const p = partition.at(new Date(at));
  const available = (await balance(p)).earnings_fils;
  const amountFils = Math.max(50_000, Math.floor((available * plan.share) / 1000) * 1000);
  if (amountFils > available) throw new Error(`the affiliate seed had AED ${filsToAed(available)} to pay out at ${new Date(at).toISOString()}: plan more earnings before it`);
  const id = newId('po');
  const amount = `AED ${filsToAed(amountFils).toFixed(2)}`;
  const request = await openRequest(p, { kind: 'affiliate_payout', bookingId: null, details: { payout: id, amount_aed: filsToAed(amountFils), method: 'bank_transfer', iban_masked: maskedIban(last4), note }, summary: `Affiliate payout ${id}: ${amount}` });
  await p.insert('affiliate_payouts', { id, request_id: request.id, status: 'requested', amount_fils: amountFils, note, iban_last4: last4, expected_by: uaeDate(new Date(at + ARRIVES_WITHIN_DAYS * DAY_MS)), created_at: p.now() });
  await recordCreated(p, payoutStates, id, 'requested');
  await post(p, { book: 'earnings', kind: 'payout', amountFils: -amountFils, reference: id, description: `Payout ${id} requested: ${amount} by bank transfer` });
  if (end === null) return;
  const later = partition.at(new Date(at + (end === 'cancelled' ? 5 : 40) * HOUR_MS));
  if (end === 'cancelled') {
    await move(later, payoutStates, id, 'cancelled', { cancelled_at: later.now() });
    await withdrawRequest(later, request.id);
    await post(later, { book: 'earnings', kind: 'payout_return', amountFils, reference: id, description: `Payout ${id} withdrawn: ${amount} returned` });
    return;
  }
  // The desk's answer, through the same hooks as a live answer (paid, or rejected and returned).
  await answerRequest(later, request.id, { accept: end === 'paid', note: end === 'paid' ? null : 'The account holder name does not match the IBAN: send bank details in the name on the account.', amountFils: null });
}
