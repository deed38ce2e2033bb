import { subjectReadScopes } from '../../generated/subjects';
import type { components } from '../../generated/openapi-types';
import { errors, type ApiError } from '../../errors';
import { newId } from '../../platform/ids';
import { DAY_MS, uaeDate } from '../../platform/uaeTime';
import { filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { keysetPage } from '../../engine/pagination';
import { balance, post } from '../../engine/ledger';
import { defineMachine, move, recordCreated } from '../../engine/stateMachine';
import { recordEvent, type EventType } from '../../engine/events';
import { openRequest, withdrawRequest, type RequestRow } from '../../engine/requests';
import type { RequestKindParts } from '../../engine/sections';
import type { DeskDecision } from '../../engine/desk';
import { bankDetailsOnFile, maskedIban } from './bankDetails';
import { stampList, stampView } from '../../engine/serializer';

type AffiliatePayout = components['schemas']['AffiliatePayout'];
type AffiliatePayoutStatus = components['schemas']['AffiliatePayoutStatus'];
type AffiliatePayoutRequest = components['schemas']['AffiliatePayoutRequest'];
type AffiliatePayoutList = components['schemas']['AffiliatePayoutList'];

export const MINIMUM_PAYOUT_AED = 500;
/** Sent within 3 business days; the money should arrive 6 days after the request. */
export const ARRIVES_WITHIN_DAYS = 6;

/** requested → paid or rejected by the trade desk, or cancelled by the partner while the desk has not acted. */
export const payoutStates = defineMachine<AffiliatePayoutStatus>({
  subject: 'affiliate payout',
  table: 'affiliate_payouts',
  moves: { requested: ['paid', 'rejected', 'cancelled'], paid: [], rejected: [], cancelled: [] },
  actions: { paid: 'paid', rejected: 'rejected', cancelled: 'withdrawn' },
});

export interface PayoutRow {
  id: string;
  request_id: string;
  status: AffiliatePayoutStatus;
  amount_fils: number;
  note: string | null;
  iban_last4: string;
  expected_by: string;
  created_at: string;
  paid_at: string | null;
  rejected_at: string | null;
  rejection_reason: string | null;
  cancelled_at: string | null;
}

const rowOf = (row: Record<string, unknown>): PayoutRow => ({ ...(row as unknown as PayoutRow), amount_fils: Number(row.amount_fils) });

export function payoutOf(partition: Partition, row: PayoutRow): AffiliatePayout {
  return stampView(partition, 'affiliate_payout', {
    reference: row.id,
    status: row.status,
    currency: 'AED',
    amount_aed: filsToAed(row.amount_fils),
    method: 'bank_transfer',
    iban_masked: maskedIban(row.iban_last4),
    note: row.note,
    request_id: row.request_id,
    expected_by: row.status === 'requested' ? row.expected_by : null,
    created_at: row.created_at,
    paid_at: row.paid_at,
    rejected_at: row.rejected_at,
    rejection_reason: row.rejection_reason,
    cancelled_at: row.cancelled_at,
  });
}

async function findPayout(partition: Partition, where: { id: string } | { request_id: string }): Promise<PayoutRow> {
  const row = (await partition.table('affiliate_payouts').where(where).first()) as Record<string, unknown> | undefined;
  if (!row) throw errors.resourceNotFound('affiliate payout', 'id' in where ? where.id : `of request ${where.request_id}`);
  return rowOf(row);
}

async function sumOf(partition: Partition, status: AffiliatePayoutStatus): Promise<number> {
  const row = (await partition.table('affiliate_payouts').where({ status }).sum({ total: 'amount_fils' }).first()) as { total: number | string | null } | undefined;
  return Number(row?.total ?? 0);
}

/** Commission on attributed bookings that are not yet completed: what will become available. */
async function pendingFils(partition: Partition): Promise<number> {
  const row = (await partition.table('attributions').where({ status: 'pending' }).sum({ total: 'commission_fils' }).first()) as { total: number | string | null } | undefined;
  return Number(row?.total ?? 0);
}

export async function listAffiliatePayouts(partition: Partition, query: { limit?: number; cursor?: string }): Promise<AffiliatePayoutList> {
  const books = await balance(partition);
  const bank = await bankDetailsOnFile(partition);
  const page = await keysetPage<PayoutRow>(partition.table('affiliate_payouts'), query.limit, query.cursor);
  // What the payouts' list says beside the page: the earnings and where a payout would be sent.
  const beside: Omit<AffiliatePayoutList, 'object' | 'sandbox' | 'data' | 'next_cursor'> = {
    balance: {
      currency: 'AED',
      available_aed: filsToAed(books.earnings_fils),
      pending_aed: filsToAed(await pendingFils(partition)),
      in_payout_aed: filsToAed(await sumOf(partition, 'requested')),
      paid_out_aed: filsToAed(await sumOf(partition, 'paid')),
      minimum_payout_aed: MINIMUM_PAYOUT_AED,
    },
    bank_details: bank ? { on_file: true, iban_masked: maskedIban(bank.iban_last4), updated_at: bank.updated_at } : { on_file: false, iban_masked: null, updated_at: null },
  };
  return stampList(
    partition,
    page.data.map((row) => payoutOf(partition, rowOf(row as unknown as Record<string, unknown>))),
    page.next_cursor,
    beside,
  );
}

async function payoutEvent(p: Partition, type: EventType, id: string): Promise<PayoutRow> {
  const row = await findPayout(p, { id });
  await recordEvent(p, { type, subjectType: 'affiliate_payout', subjectId: id, data: payoutOf(p, row) });
  return row;
}

const overAvailable = (availableFils: number): ApiError => errors.invalidField('amount_aed', `exceeds the available balance of AED ${filsToAed(availableFils).toFixed(2)}`);

/**
 * Asks for a payout: the amount leaves the available earnings at once (held by a `payout` entry of
 * the earnings book) and a request goes to the trade desk, all in one transaction. The earnings
 * book's conditional debit is the last word on the balance, so two requests racing for the same
 * earnings cannot both hold them.
 */
export async function createAffiliatePayout(partition: Partition, request: AffiliatePayoutRequest): Promise<AffiliatePayout> {
  return partition.transaction(async (p) => {
    const bank = await bankDetailsOnFile(p);
    if (!bank) throw errors.invalidState('affiliate account', p.accountId, 'without bank details', 'paid out; save them first with POST /api/b2b/v1/affiliate/bank-details');
    const available = (await balance(p)).earnings_fils;
    const amountFils = request.amount_aed === undefined ? available : aedToFils(request.amount_aed);
    if (amountFils > available) throw overAvailable(available);
    if (amountFils < aedToFils(MINIMUM_PAYOUT_AED)) {
      throw errors.invalidField('amount_aed', `the available balance of AED ${filsToAed(available).toFixed(2)} is below the minimum payout of AED ${MINIMUM_PAYOUT_AED}`);
    }
    const id = newId('po');
    const amount = `AED ${filsToAed(amountFils).toFixed(2)}`;
    const opened = await openRequest(p, {
      kind: 'affiliate_payout',
      bookingId: null,
      details: {
        payout: id,
        amount_aed: filsToAed(amountFils),
        method: 'bank_transfer',
        iban_masked: maskedIban(bank.iban_last4),
        note: request.note ?? null,
        // The desk reads the details it pays to from the CLI; no task or e-mail carries them.
        bank_details: `npm run admin -- affiliate bank-details --account ${p.accountId} --mode ${p.mode}`,
      },
      summary: `Affiliate payout ${id}: ${amount} by bank transfer to IBAN ${maskedIban(bank.iban_last4)}`,
    });
    await p.insert('affiliate_payouts', {
      id,
      request_id: opened.id,
      status: 'requested',
      amount_fils: amountFils,
      note: request.note ?? null,
      iban_last4: bank.iban_last4,
      expected_by: uaeDate(new Date(p.clock.now().getTime() + ARRIVES_WITHIN_DAYS * DAY_MS)),
      created_at: p.now(),
    });
    await recordCreated(p, payoutStates, id, 'requested');
    // A payout racing this one may have taken the earnings since they were read: the same 422.
    await post(p, { book: 'earnings', kind: 'payout', amountFils: -amountFils, reference: id, description: `Payout ${id} requested: ${amount} by bank transfer`, refusal: overAvailable });
    return payoutOf(p, await payoutEvent(p, 'payout.requested', id));
  });
}

/** The held amount goes back to the available earnings: the payout was withdrawn or declined. */
async function returnHeld(p: Partition, payout: PayoutRow, why: string): Promise<void> {
  await post(p, { book: 'earnings', kind: 'payout_return', amountFils: payout.amount_fils, reference: payout.id, description: `Payout ${payout.id} ${why}: AED ${filsToAed(payout.amount_fils).toFixed(2)} returned` });
}

export async function cancelAffiliatePayout(partition: Partition, reference: string): Promise<AffiliatePayout> {
  return partition.transaction(async (p) => {
    const payout = await findPayout(p, { id: reference });
    await move(p, payoutStates, reference, 'cancelled', { cancelled_at: p.now() });
    await withdrawRequest(p, payout.request_id, ['affiliate_payout']);
    await returnHeld(p, payout, 'withdrawn');
    return payoutOf(p, await payoutEvent(p, 'payout.cancelled', reference));
  });
}

/** The desk sent the transfer. */
async function payoutPaid(p: Partition, request: RequestRow): Promise<void> {
  const payout = await findPayout(p, { request_id: request.id });
  await move(p, payoutStates, payout.id, 'paid', { paid_at: p.now() });
  await payoutEvent(p, 'payout.paid', payout.id);
}

/** The desk declined: the payout is rejected with its note and the amount is available again. */
async function payoutRejected(p: Partition, request: RequestRow, decision: DeskDecision): Promise<void> {
  const payout = await findPayout(p, { request_id: request.id });
  await move(p, payoutStates, payout.id, 'rejected', { rejected_at: p.now(), rejection_reason: decision.note });
  await returnHeld(p, payout, 'rejected');
  await payoutEvent(p, 'payout.rejected', payout.id);
}

/** A payout's request to the desk: accepting pays it, declining rejects it; it is read with the payout. */
export const payoutRequest: RequestKindParts = { accepted: payoutPaid, declined: payoutRejected, view: { readScope: subjectReadScopes.affiliate_payout } };
