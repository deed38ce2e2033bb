import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { recordAudit } from '../../src/engine/audit';
import { AccountDetailsError, accountLegalDetails, setAccountLegalDetails } from '../../src/engine/accountLegalDetails';
import { setLiveCreditLine } from '../../src/engine/operator';
import { keysetPage } from '../../src/engine/pagination';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { createApiKey, findAccount, listApiKeys, NotFoundError, revokeApiKey, setCommercialTerms, setLiveAccess, type AccountRow } from '../../src/apiKeys/store';
import { errors } from '../../src/errors';
import type { Db } from '../../src/platform/db';
import { Partition } from '../../src/engine/partition';
import { walletEntryPage } from '../../src/engine/ledger';
import { emailPage, noticePage, peoplePage } from '../../src/engine/accountRecords';
import type { Scope } from '../../src/apiKeys/scopes';

/** The bookings a partner still has in hand: neither served nor ended. */
const OPEN_BOOKING_STATUSES = ['on_request', 'confirmed', 'driver_assigned'];

const count = async (query: ReturnType<Db>): Promise<number> => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

async function accountOr404(db: Db, accountId: string): Promise<AccountRow> {
  try {
    return await findAccount(db, accountId);
  } catch (err) {
    if (err instanceof NotFoundError) throw errors.resourceNotFound('partner account', accountId);
    throw err;
  }
}

const termsOf = (account: AccountRow) => ({ terms: account.commercial_terms, percent: account.terms_basis_points / 100 });

async function partnerDetail(db: Db, accountId: string) {
  const account = await accountOr404(db, accountId);
  const balance = (await db('balances').where({ account_id: accountId, mode: 'live' }).first('balance_fils', 'credit_limit_fils', 'credit_terms')) as
    | { balance_fils: number | string; credit_limit_fils: number | string; credit_terms: 'NET_15' | 'NET_30' | 'NET_45' | 'NET_60' | null }
    | undefined;
  const limitFils = Number(balance?.credit_limit_fils ?? 0);
  return {
    id: account.id,
    name: account.name,
    legal: await accountLegalDetails(db, accountId),
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
  trn: string | null;
  live_access: boolean | number;
  credit_limit_fils: number | string | null;
  balance_fils: number | string | null;
  open_tasks: number | string;
  created_at: string;
}

export const listPartners: OpsOperationHandler<'listPartners'> = async (ctx) => {
  const { db } = ctx;
  const openTasks = db('desk_queue').where({ status: 'open' }).where('desk_queue.account_id', db.ref('accounts.id')).count({ n: '*' });
  const rows = db('accounts')
    .leftJoin('balances', (on) => void on.on('balances.account_id', '=', 'accounts.id').andOnVal('balances.mode', '=', 'live'))
    .select('accounts.id', 'accounts.name', 'accounts.legal_name', 'accounts.trn', 'accounts.live_access', 'accounts.created_at', 'balances.credit_limit_fils', 'balances.balance_fils', openTasks.as('open_tasks'));
  const q = ctx.query.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows.where((w) => {
      void w
        .where('accounts.id', q)
        .orWhereRaw("lower(accounts.name) like ? escape '\\'", [like])
        .orWhereRaw("lower(coalesce(accounts.legal_name, '')) like ? escape '\\'", [like])
        .orWhereRaw("coalesce(accounts.trn, '') like ? escape '\\'", [like]);
    });
  }
  const page = await keysetPage<PartnerRow>(ctx.db.select('*').from(rows.as('partners')), ctx.query.limit ?? 50, ctx.query.cursor);
  return {
    status: 200,
    body: {
      data: page.data.map(({ credit_limit_fils, balance_fils, open_tasks, ...row }) => ({
        ...row,
        live_access: Boolean(row.live_access),
        credit_limit_aed: filsToAed(Number(credit_limit_fils ?? 0)),
        balance_aed: filsToAed(Number(balance_fils ?? 0)),
        open_tasks: Number(open_tasks),
      })),
      next_cursor: page.next_cursor,
    },
  };
};

export const getPartner: OpsOperationHandler<'getPartner'> = async (ctx) => ({ status: 200, body: await partnerDetail(ctx.db, ctx.params.accountId) });

export const updatePartner: OpsOperationHandler<'updatePartner'> = async (ctx) => {
  const { accountId } = ctx.params;
  const { commercial_terms, ...legal } = ctx.body;
  const detail = await ctx.db.transaction(async (trx) => {
    const account = await accountOr404(trx, accountId);
    const before = { legal: await accountLegalDetails(trx, accountId), commercial_terms: termsOf(account) };
    if (Object.keys(legal).length > 0) {
      try {
        await setAccountLegalDetails(trx, ctx.services.clock, accountId, legal);
      } catch (err) {
        // Its messages start with the field they are about: "trn must be …".
        if (err instanceof AccountDetailsError) throw errors.invalidField(err.message.split(' ')[0] ?? '', err.message.slice(err.message.indexOf(' ') + 1));
        throw err;
      }
    }
    if (commercial_terms !== undefined) {
      if (commercial_terms.terms !== 'tariff' && commercial_terms.percent <= 0) throw errors.invalidField('commercial_terms.percent', `must be above 0 with ${commercial_terms.terms}`);
      await setCommercialTerms(trx, ctx.services.clock, accountId, commercial_terms.terms, Math.round(commercial_terms.percent * 100));
    }
    const after = await partnerDetail(trx, accountId);
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'account.updated',
      subjectType: 'account',
      subjectId: accountId,
      change: { before, after: { legal: after.legal, commercial_terms: after.commercial_terms } },
    });
    return after;
  });
  return { status: 200, body: detail };
};

export const setPartnerLiveAccess: OpsOperationHandler<'setPartnerLiveAccess'> = async (ctx) => {
  const { accountId } = ctx.params;
  const detail = await ctx.db.transaction(async (trx) => {
    const account = await accountOr404(trx, accountId);
    if (account.live_access !== ctx.body.on) {
      await setLiveAccess(trx, ctx.services.clock, accountId, ctx.body.on);
      await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
        action: 'account.live_access_set',
        subjectType: 'account',
        subjectId: accountId,
        change: { before: { live_access: account.live_access }, after: { live_access: ctx.body.on } },
      });
    }
    return partnerDetail(trx, accountId);
  });
  return { status: 200, body: detail };
};

export const issuePartnerKey: OpsOperationHandler<'issuePartnerKey'> = async (ctx) => {
  const { accountId } = ctx.params;
  const issued = await ctx.db.transaction(async (trx) => {
    await accountOr404(trx, accountId);
    const created = await createApiKey(trx, ctx.services.clock, accountId, ctx.body.mode, ctx.body.scopes ?? ALL_SCOPES);
    // The key itself never reaches the log: only what identifies it.
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'api_key.issued',
      subjectType: 'api_key',
      subjectId: created.summary.id,
      change: { account_id: accountId, mode: created.summary.mode, prefix: created.summary.prefix, scopes: created.summary.scopes },
    });
    return created;
  });
  return { status: 201, body: { key: issued.key, summary: issued.summary }, headers: { 'Cache-Control': 'no-store' } };
};

export const revokePartnerKey: OpsOperationHandler<'revokePartnerKey'> = async (ctx) => {
  const { keyId } = ctx.params;
  const summary = await ctx.db.transaction(async (trx) => {
    const before = (await trx('api_keys').where({ id: keyId }).first('revoked_at')) as { revoked_at: string | null } | undefined;
    if (!before) throw errors.resourceNotFound('API key', keyId);
    const revoked = await revokeApiKey(trx, ctx.services.clock, keyId);
    if (before.revoked_at === null) {
      await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
        action: 'api_key.revoked',
        subjectType: 'api_key',
        subjectId: keyId,
        change: { account_id: revoked.account_id, mode: revoked.mode, prefix: revoked.prefix, revoked_at: revoked.revoked_at },
      });
    }
    return revoked;
  });
  return { status: 200, body: summary };
};

export const setPartnerCreditLine: OpsOperationHandler<'setPartnerCreditLine'> = async (ctx) => {
  const { accountId } = ctx.params;
  await accountOr404(ctx.db, accountId);
  const line = await setLiveCreditLine(ctx.db, ctx.services.clock, auditOriginOf(ctx), accountId, aedToFils(ctx.body.limit_aed), ctx.body.terms);
  return { status: 200, body: { limit_aed: line.credit_limit_aed, terms: line.credit_limit_aed > 0 ? line.terms : null, balance_aed: line.balance_aed } };
};

/** The partner's live partition, as the operator reads it: the account must exist (404 otherwise). */
async function livePartition(ctx: { db: Db; services: { clock: Parameters<typeof Partition.forDesk>[1] } }, accountId: string, staffId: string): Promise<Partition> {
  await accountOr404(ctx.db, accountId);
  return Partition.forDesk(ctx.db, ctx.services.clock, accountId, staffId);
}

export const listPartnerLedger: OpsOperationHandler<'listPartnerLedger'> = async (ctx) => {
  const partition = await livePartition(ctx, ctx.params.accountId, staffOf(ctx).staff.id);
  const page = await walletEntryPage(partition, ctx.query.limit ?? 50, ctx.query.cursor);
  return {
    status: 200,
    body: {
      data: page.data.map((entry) => ({
        id: entry.id,
        kind: entry.kind as 'topup' | 'charge' | 'refund' | 'cancellation_fee' | 'adjustment',
        description: entry.description,
        reference: entry.reference,
        amount_aed: filsToAed(entry.amount_fils),
        balance_after_aed: filsToAed(entry.balance_after_fils),
        booking_id: entry.booking_id,
        booking_reference: entry.booking_reference,
        created_at: entry.created_at,
      })),
      next_cursor: page.next_cursor,
    },
  };
};

export const listPartnerPeople: OpsOperationHandler<'listPartnerPeople'> = async (ctx) => ({
  status: 200,
  body: await peoplePage(await livePartition(ctx, ctx.params.accountId, staffOf(ctx).staff.id), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const listPartnerNotices: OpsOperationHandler<'listPartnerNotices'> = async (ctx) => ({
  status: 200,
  body: await noticePage(await livePartition(ctx, ctx.params.accountId, staffOf(ctx).staff.id), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const listPartnerEmails: OpsOperationHandler<'listPartnerEmails'> = async (ctx) => ({
  status: 200,
  body: await emailPage(await livePartition(ctx, ctx.params.accountId, staffOf(ctx).staff.id), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const rollPartnerKey: OpsOperationHandler<'rollPartnerKey'> = async (ctx) => {
  const { keyId } = ctx.params;
  const rolled = await ctx.db.transaction(async (trx) => {
    // Read under the transaction's write (forUpdate on PostgreSQL): two rolls at once make one new key.
    const old = (await trx('api_keys').where({ id: keyId }).forUpdate().first('account_id', 'mode', 'scopes', 'revoked_at')) as
      | { account_id: string; mode: 'test' | 'live'; scopes: string; revoked_at: string | null }
      | undefined;
    if (!old) throw errors.resourceNotFound('API key', keyId);
    if (old.revoked_at !== null) throw errors.deskRefused(`The API key ${keyId} was revoked at ${old.revoked_at}: a revoked key cannot be rolled; issue a new one.`);
    const created = await createApiKey(trx, ctx.services.clock, old.account_id, old.mode, old.scopes.split(' ').filter(Boolean) as Scope[]);
    const replaced = await revokeApiKey(trx, ctx.services.clock, keyId);
    // The new key itself never reaches the log: only what identifies it.
    await recordAudit(trx, ctx.services.clock, auditOriginOf(ctx), {
      action: 'api_key.rolled',
      subjectType: 'api_key',
      subjectId: keyId,
      change: { account_id: old.account_id, mode: old.mode, prefix: replaced.prefix, revoked_at: replaced.revoked_at, replaced_by: { id: created.summary.id, prefix: created.summary.prefix, scopes: created.summary.scopes } },
    });
    return { key: created.key, summary: created.summary, replaced };
  });
  return { status: 201, body: rolled, headers: { 'Cache-Control': 'no-store' } };
};
