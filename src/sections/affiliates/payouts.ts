import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils, toFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { paginate } from '../../engine/pagination';
import { uaeDate } from './period';

type AffiliatePayout = components['schemas']['AffiliatePayout'];
type AffiliatePayoutStatus = components['schemas']['AffiliatePayoutStatus'];
type AffiliatePayoutRequest = components['schemas']['AffiliatePayoutRequest'];
type AffiliatePayoutList = components['schemas']['AffiliatePayoutList'];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
export const MINIMUM_PAYOUT_AED = 500;
/** Sent within 3 business days; the money should arrive 6 days after the request. */
const ARRIVES_WITHIN_DAYS = 6;
const HELD: readonly AffiliatePayoutStatus[] = ['requested', 'processing'];

const NOTES = ['October commission', 'Q3 earnings', 'Summer campaign', 'Monthly payout', 'Blog commission'];
const FAILURES = [
  'The beneficiary bank returned the transfer: the account is closed.',
  'The beneficiary bank returned the transfer: the account holder name does not match the IBAN.',
  'The beneficiary bank returned the transfer: the IBAN is not valid at that bank.',
];

const minuteOf = (at: number): Date => new Date(Math.floor(at / 60_000) * 60_000);

/** The deterministic test payout of a reference; its dates follow the clock, so its status always fits. */
export function testPayout(reference: string, clock: Clock): AffiliatePayout {
  if (isMissingTestId(reference)) throw errors.resourceNotFound('affiliate payout', reference);
  const data = new TestData(reference);
  const now = clock.now().getTime();
  const status = data.pick<AffiliatePayoutStatus>(['requested', 'processing', 'paid', 'paid', 'paid', 'paid', 'failed', 'cancelled']);
  const ageHours: Record<AffiliatePayoutStatus, [number, number]> = {
    requested: [1, 47],
    processing: [48, 120],
    paid: [8 * 24, 420 * 24],
    failed: [8 * 24, 300 * 24],
    cancelled: [8 * 24, 300 * 24],
  };
  const [min, max] = ageHours[status];
  const created = minuteOf(now - data.int(min, max) * HOUR_MS - data.int(0, 59) * 60_000);
  const payout: AffiliatePayout = {
    object: 'affiliate_payout',
    sandbox: true,
    reference,
    status,
    currency: 'AED',
    amount_aed: fromFils(data.int(50_000, 480_000)),
    method: 'bank_transfer',
    note: data.chance(0.5) ? data.pick(NOTES) : null,
    expected_by: HELD.includes(status) ? uaeDate(new Date(created.getTime() + ARRIVES_WITHIN_DAYS * DAY_MS)) : null,
    created_at: created.toISOString(),
    paid_at: null,
    cancelled_at: null,
    failure_reason: null,
  };
  if (status === 'paid') payout.paid_at = minuteOf(created.getTime() + data.int(40, 120) * HOUR_MS).toISOString();
  if (status === 'cancelled') payout.cancelled_at = minuteOf(created.getTime() + data.int(1, 30) * HOUR_MS).toISOString();
  if (status === 'failed') payout.failure_reason = data.pick(FAILURES);
  return payout;
}

/** The account's test payouts, newest first, and its balance. */
function testAccount(accountId: string, clock: Clock): { payouts: AffiliatePayout[]; availableFils: number; pendingFils: number; bankDetailsAt: string } {
  const data = new TestData(`affiliate-payouts:${accountId}`);
  const payouts: AffiliatePayout[] = [];
  for (let count = data.int(3, 12); payouts.length < count; ) {
    const reference = data.id('po');
    if (!isMissingTestId(reference)) payouts.push(testPayout(reference, clock));
  }
  payouts.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.reference.localeCompare(b.reference));
  return {
    payouts,
    availableFils: data.int(80_000, 650_000),
    pendingFils: data.int(15_000, 300_000),
    bankDetailsAt: minuteOf(clock.now().getTime() - data.int(430, 700) * DAY_MS).toISOString(),
  };
}

const sumFils = (payouts: AffiliatePayout[], statuses: readonly AffiliatePayoutStatus[]): number =>
  payouts.filter((p) => statuses.includes(p.status)).reduce((sum, p) => sum + toFils(p.amount_aed), 0);

export function listAffiliatePayouts(principal: ApiPrincipal, limit: number | undefined, cursor: string | undefined, clock: Clock): AffiliatePayoutList {
  const balance = { currency: 'AED' as const, available_aed: 0, pending_aed: 0, in_payout_aed: 0, paid_out_aed: 0, minimum_payout_aed: MINIMUM_PAYOUT_AED };
  if (principal.mode === 'live') {
    return { object: 'list', sandbox: false, balance, bank_details: { on_file: false, updated_at: null }, ...paginate([], limit, cursor) };
  }
  const account = testAccount(principal.account.id, clock);
  return {
    object: 'list',
    sandbox: true,
    balance: {
      ...balance,
      available_aed: fromFils(account.availableFils),
      pending_aed: fromFils(account.pendingFils),
      in_payout_aed: fromFils(sumFils(account.payouts, HELD)),
      paid_out_aed: fromFils(sumFils(account.payouts, ['paid'])),
    },
    bank_details: { on_file: true, updated_at: account.bankDetailsAt },
    ...paginate(account.payouts, limit, cursor),
  };
}

/** Requests a payout: checked against the test balance and answered as it would be; live payouts open with production. */
export function createAffiliatePayout(principal: ApiPrincipal, request: AffiliatePayoutRequest, clock: Clock): AffiliatePayout {
  if (principal.mode === 'live') throw errors.liveNotOpen('affiliate payouts', 'requested');
  const available = testAccount(principal.account.id, clock).availableFils;
  const amountFils = request.amount_aed === undefined ? available : toFils(request.amount_aed);
  if (amountFils > available) {
    throw errors.invalidField('amount_aed', `exceeds the available balance of AED ${fromFils(available).toFixed(2)}`);
  }
  if (amountFils < toFils(MINIMUM_PAYOUT_AED)) {
    throw errors.invalidField('amount_aed', `the available balance of AED ${fromFils(available).toFixed(2)} is below the minimum payout of AED ${MINIMUM_PAYOUT_AED}`);
  }
  const now = clock.now();
  return {
    object: 'affiliate_payout',
    sandbox: true,
    reference: newId('po'),
    status: 'requested',
    currency: 'AED',
    amount_aed: fromFils(amountFils),
    method: 'bank_transfer',
    note: request.note ?? null,
    expected_by: uaeDate(new Date(now.getTime() + ARRIVES_WITHIN_DAYS * DAY_MS)),
    created_at: now.toISOString(),
    paid_at: null,
    cancelled_at: null,
    failure_reason: null,
  };
}

/** Withdraws a payout that is still `requested`; a test key gets it back withdrawn and nothing changes. */
export function cancelAffiliatePayout(principal: ApiPrincipal, reference: string, clock: Clock): AffiliatePayout {
  if (principal.mode === 'live') throw errors.resourceNotFound('affiliate payout', reference);
  const payout = testPayout(reference, clock);
  if (payout.status !== 'requested') throw errors.invalidState('affiliate payout', reference, payout.status, 'withdrawn');
  return { ...payout, status: 'cancelled', expected_by: null, cancelled_at: clock.now().toISOString() };
}
