import type { Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { errors } from '../errors';
import type { KeyMode } from '../apiKeys/format';
import type { Scope } from '../apiKeys/scopes';
import { createApiKey, findAccount, NotFoundError, revokeApiKey, setCommercialTerms, setLiveAccess, type AccountRow, type ApiKeySummary, type CommercialTerms } from '../apiKeys/store';
import { accountLegalDetails, setAccountLegalDetails, type AccountLegalChanges, type AccountLegalDetails } from './accountLegalDetails';
import { recordAudit, type AuditOrigin } from './audit';

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
