import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import type { KeyMode } from '../apiKeys/format';
import type { Scope } from '../apiKeys/scopes';
import { createApiKey, findAccount, listApiKeys, NotFoundError, revokeApiKey, setCommercialTerms, setLiveAccess, type AccountRow, type ApiKeySummary, type CommercialTerms } from '../apiKeys/store';
import { accountLegalDetails, setAccountLegalDetails, vatStatusOf, type AccountLegalChanges, type AccountLegalDetails } from '../engine/accountLegalDetails';
import { recordAudit, type AuditOrigin } from '../engine/audit';
import { filsToAed } from '../engine/money';
import { keysetPage } from '../engine/pagination';
import { Partition, type PartitionSections } from '../engine/partition';
import { OperatorError, setLiveCreditLine, type CreditTerms } from '../engine/operator';
import { bankDetailsForDesk } from '../sections/affiliates/operator';
import type { KeyObject } from 'node:crypto';

/**
 * The operator's changes to a partner account (its legal details and terms, live access, keys),
 * the same from the console and from the command line: each writes its audit row, naming its
 * origin, in its own transaction. A key never reaches the log, only what identifies it.
 */

/** The account, or 404 in the API's words (the command line prints the same message). */
export async function partnerAccount(db: Db, accountId: string): Promise<AccountRow> {
  try {
    return await findAccount(db, accountId);
  } catch (err) {
    if (err instanceof NotFoundError) throw errors.operatorNotFound('partner account', accountId);
    throw err;
  }
}

export const termsOf = (account: AccountRow) => ({ terms: account.commercial_terms, percent: account.terms_basis_points / 100 });

export interface PartnerChanges {
  legal?: AccountLegalChanges;
  terms?: { terms: CommercialTerms; basisPoints: number };
}

/** Sets the legal details and terms given, keeping the others; one audit row with both before and after. */
export async function updatePartnerAccount(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, changes: PartnerChanges): Promise<{ account: AccountRow; legal: AccountLegalDetails }> {
  const { legal, terms } = changes;
  if (terms && terms.terms !== 'tariff' && terms.basisPoints <= 0) throw errors.invalidField('commercial_terms.percent', `must be above 0 with ${terms.terms}`);
  return db.transaction(async (trx) => {
    const account = await partnerAccount(trx, accountId);
    const before = { legal: await accountLegalDetails(trx, accountId), commercial_terms: termsOf(account) };
    const legalAfter = legal && Object.keys(legal).length > 0 ? await setAccountLegalDetails(trx, clock, accountId, legal) : before.legal;
    const accountAfter = terms ? await setCommercialTerms(trx, clock, accountId, terms.terms, terms.basisPoints) : account;
    await recordAudit(trx, clock, origin, {
      action: 'account.updated',
      subjectType: 'account',
      subjectId: accountId,
      change: { before, after: { legal: legalAfter, commercial_terms: termsOf(accountAfter) } },
    });
    return { account: accountAfter, legal: legalAfter };
  });
}

/** Switches live access; audited when it changes (switching it to what it is changes nothing). */
export async function switchLiveAccess(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, on: boolean): Promise<AccountRow> {
  return db.transaction(async (trx) => {
    const account = await partnerAccount(trx, accountId);
    if (account.live_access === on) return account;
    const after = await setLiveAccess(trx, clock, accountId, on);
    await recordAudit(trx, clock, origin, {
      action: 'account.live_access_set',
      subjectType: 'account',
      subjectId: accountId,
      change: { before: { live_access: account.live_access }, after: { live_access: on } },
    });
    return after;
  });
}

/** Issues a key, answered this once with its secret. */
export async function issuePartnerKey(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, mode: KeyMode, scopes: readonly Scope[]): Promise<{ key: string; summary: ApiKeySummary }> {
  return db.transaction(async (trx) => {
    await partnerAccount(trx, accountId);
    const created = await createApiKey(trx, clock, accountId, mode, scopes);
    await recordAudit(trx, clock, origin, {
      action: 'api_key.issued',
      subjectType: 'api_key',
      subjectId: created.summary.id,
      change: { account_id: accountId, mode: created.summary.mode, prefix: created.summary.prefix, scopes: created.summary.scopes },
    });
    return created;
  });
}

/** Revokes a key for good; audited the first time (revoking a revoked key changes nothing). */
export async function revokePartnerKey(db: Db, clock: Clock, origin: AuditOrigin, keyId: string): Promise<ApiKeySummary> {
  return db.transaction(async (trx) => {
    const before = (await trx('api_keys').where({ id: keyId }).first('revoked_at')) as { revoked_at: string | null } | undefined;
    if (!before) throw errors.operatorNotFound('API key', keyId);
    const revoked = await revokeApiKey(trx, clock, keyId);
    if (before.revoked_at === null) {
      await recordAudit(trx, clock, origin, {
        action: 'api_key.revoked',
        subjectType: 'api_key',
        subjectId: keyId,
        change: { account_id: revoked.account_id, mode: revoked.mode, prefix: revoked.prefix, revoked_at: revoked.revoked_at },
      });
    }
    return revoked;
  });
}

/** A new key of the same mode and scopes in place of one, which stops working at once: one transaction. */
export async function rollPartnerKey(db: Db, clock: Clock, origin: AuditOrigin, keyId: string): Promise<{ key: string; summary: ApiKeySummary; replaced: ApiKeySummary }> {
  return db.transaction(async (trx) => {
    // Read under the transaction's write (forUpdate on PostgreSQL): two rolls at once make one new key.
    const old = (await trx('api_keys').where({ id: keyId }).forUpdate().first('account_id', 'mode', 'scopes', 'revoked_at')) as
      | { account_id: string; mode: KeyMode; scopes: string; revoked_at: string | null }
      | undefined;
    if (!old) throw errors.operatorNotFound('API key', keyId);
    if (old.revoked_at !== null) throw errors.deskRefused(`The API key ${keyId} was revoked at ${old.revoked_at}: a revoked key cannot be rolled; issue a new one.`);
    const created = await createApiKey(trx, clock, old.account_id, old.mode, old.scopes.split(' ').filter(Boolean) as Scope[]);
    const replaced = await revokeApiKey(trx, clock, keyId);
    await recordAudit(trx, clock, origin, {
      action: 'api_key.rolled',
      subjectType: 'api_key',
      subjectId: keyId,
      change: { account_id: old.account_id, mode: old.mode, prefix: replaced.prefix, revoked_at: replaced.revoked_at, replaced_by: { id: created.summary.id, prefix: created.summary.prefix, scopes: created.summary.scopes } },
    });
    return { key: created.key, summary: created.summary, replaced };
  });
}

/** The bookings a partner still has in hand: neither served nor ended. */
const OPEN_BOOKING_STATUSES = ['on_request', 'confirmed', 'driver_assigned'];

const count = async (query: ReturnType<Db>): Promise<number> => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

/** The legal details as the desk reads them, with what they mean for VAT (registered, in the UAE without a TRN, abroad). */
async function legalView(db: Db, accountId: string) {
  const legal = await accountLegalDetails(db, accountId);
  return { ...legal, vat_status: vatStatusOf(legal) };
}

/**
 * A partner as the operator's staff see it: legal details, terms, live access, the live credit
 * line and wallet, its keys (never their secrets), and its open desk tasks and live bookings.
 */
export async function partnerDetail(db: Db, accountId: string) {
  const account = await partnerAccount(db, accountId);
  const balance = (await db('balances').where({ account_id: accountId, mode: 'live' }).first('balance_fils', 'credit_limit_fils', 'credit_terms')) as
    | { balance_fils: number | string; credit_limit_fils: number | string; credit_terms: 'NET_15' | 'NET_30' | 'NET_45' | 'NET_60' | null }
    | undefined;
  const limitFils = Number(balance?.credit_limit_fils ?? 0);
  return {
    id: account.id,
    name: account.name,
    legal: await legalView(db, accountId),
    commercial_terms: termsOf(account),
    live_access: account.live_access,
    credit_line: { limit_aed: filsToAed(limitFils), terms: limitFils > 0 ? (balance?.credit_terms ?? null) : null, balance_aed: filsToAed(Number(balance?.balance_fils ?? 0)) },
    keys: await listApiKeys(db, accountId),
    open_tasks: await count(db('desk_queue').where({ account_id: accountId, status: 'open' })),
    open_bookings: await count(db('bookings').where({ account_id: accountId, mode: 'live' }).whereIn('status', OPEN_BOOKING_STATUSES)),
    created_at: account.created_at,
    updated_at: account.updated_at,
  };
}

interface PartnerRow {
  id: string;
  name: string;
  legal_name: string | null;
  country: string | null;
  trn: string | null;
  live_access: boolean | number;
  credit_limit_fils: number | string | null;
  balance_fils: number | string | null;
  open_tasks: number | string;
  created_at: string;
}

/**
 * Partner accounts, newest first, in keyset pages; `q` finds one by its id, or by part of its
 * name, legal name or TRN, in any case.
 */
export async function searchPartners(db: Db, q: string | undefined, limit: number, cursor: string | undefined) {
  const openTasks = db('desk_queue').where({ status: 'open' }).where('desk_queue.account_id', db.ref('accounts.id')).count({ n: '*' });
  const rows = db('accounts')
    .leftJoin('balances', (on) => void on.on('balances.account_id', '=', 'accounts.id').andOnVal('balances.mode', '=', 'live'))
    .select('accounts.id', 'accounts.name', 'accounts.legal_name', 'accounts.legal_country as country', 'accounts.trn', 'accounts.live_access', 'accounts.created_at', 'balances.credit_limit_fils', 'balances.balance_fils', openTasks.as('open_tasks'));
  const search = q?.trim();
  if (search) {
    const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows.where((w) => {
      void w
        .where('accounts.id', search)
        .orWhereRaw("lower(accounts.name) like ? escape '\\'", [like])
        .orWhereRaw("lower(coalesce(accounts.legal_name, '')) like ? escape '\\'", [like])
        .orWhereRaw("coalesce(accounts.trn, '') like ? escape '\\'", [like]);
    });
  }
  const page = await keysetPage<PartnerRow>(db.select('*').from(rows.as('partners')), limit, cursor);
  return {
    data: page.data.map(({ credit_limit_fils, balance_fils, open_tasks, ...row }) => ({
      ...row,
      vat_status: vatStatusOf(row),
      live_access: Boolean(row.live_access),
      credit_limit_aed: filsToAed(Number(credit_limit_fils ?? 0)),
      balance_aed: filsToAed(Number(balance_fils ?? 0)),
      open_tasks: Number(open_tasks),
    })),
    next_cursor: page.next_cursor,
  };
}

/** The live partition of a partner, as the operator's staff read its records: the account must exist (404 otherwise). */
export async function partnerPartition(sections: PartitionSections, db: Db, clock: Clock, accountId: string, staffId: string): Promise<Partition> {
  await partnerAccount(db, accountId);
  return Partition.forDesk(sections, db, clock, accountId, staffId);
}

/** A change of a partner from the console: legal details, and terms with their percentage (kept in basis points). */
export interface PartnerEdit extends AccountLegalChanges {
  commercial_terms?: { terms: CommercialTerms; percent: number };
}

/** Changes a partner from the console (see updatePartnerAccount), answered as the partner now reads. */
export async function changePartner(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, edit: PartnerEdit) {
  const { commercial_terms, ...legal } = edit;
  const terms = commercial_terms && { terms: commercial_terms.terms, basisPoints: Math.round(commercial_terms.percent * 100) };
  await updatePartnerAccount(db, clock, origin, accountId, { legal, ...(terms ? { terms } : {}) });
  return partnerDetail(db, accountId);
}

/** Switches a partner's live access from the console, answered as the partner now reads. */
export async function changePartnerLiveAccess(db: Db, clock: Clock, origin: AuditOrigin, accountId: string, on: boolean) {
  await switchLiveAccess(db, clock, origin, accountId, on);
  return partnerDetail(db, accountId);
}

/** Sets a partner's live credit line (0 makes its bookings prepaid); the account must exist (404 otherwise). */
export async function changePartnerCreditLine(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, accountId: string, limitFils: number, terms: CreditTerms) {
  await partnerAccount(db, accountId);
  return setLiveCreditLine(sections, db, clock, origin, accountId, limitFils, terms);
}

/** The live bank details a partner's affiliate payouts go to, opened (and audited) for the operator's staff; 404 for a partner or details that do not exist. */
export async function partnerPayoutBankDetails(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, key: KeyObject, accountId: string) {
  await partnerAccount(db, accountId);
  try {
    return await bankDetailsForDesk(sections, db, clock, origin, key, accountId, 'live');
  } catch (err) {
    if (err instanceof OperatorError && err.code === 'not_found') throw errors.operatorNotFound('payout bank details for partner', accountId);
    throw err;
  }
}
