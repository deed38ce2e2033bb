import type { components } from '../generated/openapi-types';
import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { unstoredWrite } from '../platform/dbErrors';
import { newDeskReference } from '../platform/ids';
import { filsToAed, aedToFils } from '../engine/money';
import { queueTask, type DeskTaskKind } from '../engine/desk';
import type { SectionCatalog } from '../engine/sections';

/** What linking a request to its partner asks of the sections: who an e-mail address belongs to. */
type PeopleSections = Pick<SectionCatalog, 'accountsOfPerson'>;

type CreditLineRequest = components['schemas']['CreditLineApplicationRequest'];
type CreditLineReceipt = components['schemas']['CreditLineApplicationReceipt'];
type WalletTopupRequest = components['schemas']['WalletTopupRequest'];
type WalletTopupReceipt = components['schemas']['WalletTopupReceipt'];

/** The desk tasks the account actions queue (no account yet: the applicant is a company). */
export type DeskRequestKind = Extract<DeskTaskKind, 'credit_line_application' | 'wallet_topup'>;

export interface CreditLineApplicationRow {
  reference: string;
  company_legal_name: string;
  trade_licence_number: string;
  licence_authority: string | null;
  trn: string;
  contact_name: string | null;
  contact_email: string;
  requested_terms: string;
  requested_limit_fils: number | null;
  client_ip: string;
  created_at: string;
}

export interface WalletTopupRow {
  reference: string;
  company_name: string;
  contact_email: string;
  amount_fils: number;
  purchase_order: string | null;
  client_ip: string;
  created_at: string;
}

const NOT_STORED = 'The request could not be stored, so nothing was passed to the trade desk';

/**
 * The partner a request from the account actions comes from, when it names exactly one: by the
 * TRN the desk keeps on the account, or by the e-mail of one of its people: the contact of its
 * approved partner application, or an active person of its live partition (whatever the
 * e-mail's case). Test partitions' people do not count: anyone with a test key may add any
 * address there. Anyone may send these requests, so a match only files the task under the
 * account for the desk; the desk still decides, and links it by hand when nothing (or more than
 * one account) matches.
 */
async function knownPartner(sections: PeopleSections, db: Db, who: { trn?: string; email: string }): Promise<string | null> {
  const byTrn = who.trn === undefined ? [] : ((await db('accounts').where({ trn: who.trn }).select('id')) as Array<{ id: string }>).map((row) => row.id);
  const byContact = (
    (await db('partner_applications')
      .where({ status: 'approved' })
      .whereNotNull('account_id')
      .whereRaw('lower(email) = ?', [who.email.trim().toLowerCase()])
      .distinct('account_id')) as Array<{ account_id: string }>
  ).map((row) => row.account_id);
  const found = new Set([...byTrn, ...byContact, ...(await sections.accountsOfPerson(db, who.email))]);
  return found.size === 1 ? ([...found][0] as string) : null;
}

/**
 * A request that needs a person is stored and queued for the trade desk in one transaction, and
 * only then answered; if either write fails, nothing is stored and the caller gets 503.
 */
async function storeForDesk(
  sections: PeopleSections,
  db: Db,
  kind: DeskRequestKind,
  table: string,
  row: { reference: string; created_at: string },
  summary: string,
  from: { trn?: string; email: string },
): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      await trx(table).insert(row);
      const accountId = await knownPartner(sections, trx, from);
      await queueTask(trx, { kind, reference: row.reference, summary, createdAt: row.created_at, accountId, subjectType: table, subjectId: row.reference });
    });
  } catch (cause) {
    throw unstoredWrite(NOT_STORED, cause);
  }
}

export async function applyForCreditLine(sections: PeopleSections, db: Db, clock: Clock, request: CreditLineRequest, clientIp: string): Promise<CreditLineReceipt> {
  const row: CreditLineApplicationRow = {
    reference: newDeskReference('CLA'),
    company_legal_name: request.company_legal_name,
    trade_licence_number: request.trade_licence_number,
    licence_authority: request.licence_authority ?? null,
    trn: request.trn,
    contact_name: request.contact_name ?? null,
    contact_email: request.contact_email,
    requested_terms: request.requested_terms,
    requested_limit_fils: request.requested_limit_aed === undefined ? null : aedToFils(request.requested_limit_aed),
    client_ip: clientIp,
    created_at: clock.now().toISOString(),
  };
  const limit = row.requested_limit_fils === null ? 'no limit stated' : `AED ${filsToAed(row.requested_limit_fils).toFixed(2)}`;
  await storeForDesk(sections, db, 'credit_line_application', 'credit_line_applications', row,
    `Credit line ${request.requested_terms} (${limit}) for ${request.company_legal_name}, TRN ${request.trn}; contact ${request.contact_email}`,
    { trn: request.trn, email: request.contact_email });
  return {
    action: 'credit_line_application',
    reference: row.reference,
    status: 'received',
    received_at: row.created_at,
    company_legal_name: row.company_legal_name,
    requested_terms: request.requested_terms,
    requested_limit_aed: row.requested_limit_fils === null ? null : filsToAed(row.requested_limit_fils),
    next_steps:
      'A person at the trade desk reviews every application, checks the trade licence and TRN, and answers by email to the contact given. Until a credit line is approved, bookings are prepaid.',
  };
}

export async function requestWalletTopup(sections: PeopleSections, db: Db, clock: Clock, request: WalletTopupRequest, clientIp: string): Promise<WalletTopupReceipt> {
  const row: WalletTopupRow = {
    reference: newDeskReference('WTU'),
    company_name: request.company_name,
    contact_email: request.contact_email,
    amount_fils: aedToFils(request.amount_aed),
    purchase_order: request.purchase_order ?? null,
    client_ip: clientIp,
    created_at: clock.now().toISOString(),
  };
  const amount = `AED ${filsToAed(row.amount_fils).toFixed(2)}`;
  await storeForDesk(sections, db, 'wallet_topup', 'wallet_topups', row,
    `Wallet top-up of ${amount} for ${request.company_name}${row.purchase_order ? `, PO ${row.purchase_order}` : ''}; invoice to ${request.contact_email}`,
    { email: request.contact_email });
  return {
    action: 'wallet_topup',
    reference: row.reference,
    status: 'received',
    received_at: row.created_at,
    amount_aed: filsToAed(row.amount_fils),
    currency: 'AED',
    purchase_order: row.purchase_order,
    payment_method: 'bank_transfer',
    card_topups_available: false,
    next_steps: `Card top-ups are unavailable. The trade desk will email a pro-forma invoice for ${amount} to ${request.contact_email}; quote ${row.reference}, its payment reference, on the bank transfer. The wallet is credited when the transfer arrives and is matched by that reference.`,
  };
}

