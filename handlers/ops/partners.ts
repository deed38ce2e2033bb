import { auditOriginOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { recordAudit } from '../../src/engine/audit';
import { AccountDetailsError, accountLegalDetails, setAccountLegalDetails } from '../../src/engine/accountLegalDetails';
import { setLiveCreditLine } from '../../src/engine/operator';
import { keysetPage } from '../../src/engine/pagination';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { createApiKey, findAccount, listApiKeys, NotFoundError, revokeApiKey, setCommercialTerms, setLiveAccess, type AccountRow } from '../../src/apiKeys/store';
import { errors } from '../../src/errors';
import type { Db } from '../../src/platform/db';

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
  created_at: string;
}

export const listPartners: OpsOperationHandler<'listPartners'> = async (ctx) => {
  const rows = ctx.db('accounts').select('id', 'name', 'legal_name', 'trn', 'live_access', 'created_at');
  const q = ctx.query.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    rows.where((w) => {
      void w
        .where('id', q)
        .orWhereRaw("lower(name) like ? escape '\\'", [like])
        .orWhereRaw("lower(coalesce(legal_name, '')) like ? escape '\\'", [like])
        .orWhereRaw("coalesce(trn, '') like ? escape '\\'", [like]);
    });
  }
  const page = await keysetPage<PartnerRow>(ctx.db.select('*').from(rows.as('partners')), ctx.query.limit ?? 50, ctx.query.cursor);
  return { status: 200, body: { data: page.data.map((row) => ({ ...row, live_access: Boolean(row.live_access) })), next_cursor: page.next_cursor } };
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
