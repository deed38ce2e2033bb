import type { components, operations } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { fromFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';

type Credit = components['schemas']['ClientBookingCredit'];
type CreditList = components['schemas']['ClientBookingCreditList'];
type ListQuery = NonNullable<operations['listClientBookingCredits']['parameters']['query']>;

const DAY_MS = 86_400_000;
const TEST_CREDITS_PER_ACCOUNT = 42;
/** The account's share of what the traveller paid, by channel, in percent. */
const CREDIT_PERCENT: Readonly<Record<Credit['channel'], number>> = { booking_widget: 10, white_label_site: 12, tracking_link: 8, welcome_guide: 10 };

function source(data: TestData, channel: Credit['channel']): string | null {
  switch (channel) {
    case 'tracking_link':
      return `TL-${data.id('x').slice(2, 14).toUpperCase()}`;
    case 'welcome_guide':
      return data.pick(['Marina Gate 2, apt 1804', 'Palm villa 12', 'Downtown Views, apt 3102', 'JBR Sadaf 5, apt 905']);
    case 'white_label_site':
      return data.pick(['/transfers', '/tours/desert-safari', '/airport-transfers/dxb']);
    default:
      return null;
  }
}

/** One deterministic credited booking, dated relative to today. */
function testCredit(seed: string, now: Date): Credit {
  const data = new TestData(seed);
  const channel = data.pick(['booking_widget', 'white_label_site', 'tracking_link', 'tracking_link', 'welcome_guide'] as const);
  const bookedAt = new Date(now.getTime() - data.int(1, 120) * DAY_MS - data.int(0, 86_399) * 1000);
  const serviceAt = new Date(bookedAt.getTime() + data.int(1, 30) * DAY_MS);
  const delivered = serviceAt.getTime() < now.getTime();
  const bookingStatus = delivered ? data.pick(['completed', 'completed', 'completed', 'no_show', 'cancelled'] as const) : data.pick(['confirmed', 'confirmed', 'driver_assigned', 'cancelled'] as const);
  const creditStatus: Credit['credit_status'] = bookingStatus === 'cancelled' ? 'reversed' : delivered ? 'earned' : 'pending';
  const valueFils = data.int(30, 240) * 500;
  const percent = CREDIT_PERCENT[channel];
  const person = data.person();
  return {
    object: 'booking_credit',
    sandbox: true,
    id: data.id('crd'),
    booking_ref: data.id('bkr'),
    channel,
    source: source(data, channel),
    service_type: data.chance(0.8) ? 'airport_transfer' : 'chauffeur_hire',
    service_date: serviceAt.toISOString().slice(0, 10),
    traveller: `${person.first_name} ${person.last_name.charAt(0)}.`,
    booking_status: bookingStatus,
    booking_value_aed: fromFils(valueFils),
    credit_percent: percent,
    credit_aed: fromFils(Math.round((valueFils * percent) / 100)),
    credit_status: creditStatus,
    statement_period: creditStatus === 'earned' ? serviceAt.toISOString().slice(0, 7) : null,
    booked_at: bookedAt.toISOString(),
  };
}

export function listCredits(principal: ApiPrincipal, query: ListQuery, clock: Clock): CreditList {
  if (query.booked_from !== undefined && query.booked_to !== undefined && query.booked_to < query.booked_from) {
    throw errors.invalidField('booked_to', 'may not be before booked_from');
  }
  const sandbox = principal.mode === 'test';
  const now = clock.now();
  const credits: Credit[] = [];
  for (let i = 0; sandbox && credits.length < TEST_CREDITS_PER_ACCOUNT; i++) {
    const credit = testCredit(`${principal.account.id}:credit:${i}`, now);
    if (!isMissingTestId(credit.booking_ref)) credits.push(credit);
  }
  const matching = credits
    .filter((credit) => query.channel === undefined || credit.channel === query.channel)
    .filter((credit) => query.credit_status === undefined || credit.credit_status === query.credit_status)
    .filter((credit) => query.booked_from === undefined || credit.booked_at.slice(0, 10) >= query.booked_from)
    .filter((credit) => query.booked_to === undefined || credit.booked_at.slice(0, 10) <= query.booked_to)
    .sort((a, b) => Date.parse(b.booked_at) - Date.parse(a.booked_at) || a.id.localeCompare(b.id));
  return { object: 'list', sandbox, ...paginate(matching, query.limit, query.cursor) };
}
