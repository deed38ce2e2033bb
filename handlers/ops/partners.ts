import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { AccountDetailsError, accountLegalDetails } from '../../src/engine/accountLegalDetails';
import { issuePartnerKey as issueKey, partnerAccount, revokePartnerKey as revokeKey, rollPartnerKey as rollKey, switchLiveAccess, termsOf, updatePartnerAccount } from '../../src/engine/partnerAccounts';
import { OperatorError, setLiveCreditLine } from '../../src/engine/operator';
import { bankDetailsForDesk } from '../../src/sections/affiliates/operator';
import { keysetPage } from '../../src/engine/pagination';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { listApiKeys } from '../../src/apiKeys/store';
import { errors } from '../../src/errors';
import type { Db } from '../../src/platform/db';
import { Partition } from '../../src/engine/partition';
import { walletEntryPage } from '../../src/engine/ledger';
import { emailPage, noticePage, peoplePage } from '../../src/engine/accountRecords';

/** The bookings a partner still has in hand: neither served nor ended. */
const OPEN_BOOKING_STATUSES = ['on_request', 'confirmed', 'driver_assigned'];

const count = async (query: ReturnType<Db>): Promise<number> => Number(((await query.count({ n: '*' }).first()) as { n: number | string } | undefined)?.n ?? 0);

const accountOr404 = partnerAccount;

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
  const terms = commercial_terms && { terms: commercial_terms.terms, basisPoints: Math.round(commercial_terms.percent * 100) };
  try {
    await updatePartnerAccount(ctx.db, ctx.services.clock, auditOriginOf(ctx), accountId, { legal, ...(terms ? { terms } : {}) });
  } catch (err) {
    // Its messages start with the field they are about: "trn must be …".
    if (err instanceof AccountDetailsError) throw errors.invalidField(err.message.split(' ')[0] ?? '', err.message.slice(err.message.indexOf(' ') + 1));
    throw err;
  }
  return { status: 200, body: await partnerDetail(ctx.db, accountId) };
};

export const setPartnerLiveAccess: OpsOperationHandler<'setPartnerLiveAccess'> = async (ctx) => {
  await switchLiveAccess(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, ctx.body.on);
  return { status: 200, body: await partnerDetail(ctx.db, ctx.params.accountId) };
};

export const issuePartnerKey: OpsOperationHandler<'issuePartnerKey'> = async (ctx) => {
  const issued = await issueKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, ctx.body.mode, ctx.body.scopes ?? ALL_SCOPES);
  return { status: 201, body: { key: issued.key, summary: issued.summary }, headers: { 'Cache-Control': 'no-store' } };
};

export const revokePartnerKey: OpsOperationHandler<'revokePartnerKey'> = async (ctx) => ({
  status: 200,
  body: await revokeKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.keyId),
});

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

export const rollPartnerKey: OpsOperationHandler<'rollPartnerKey'> = async (ctx) => ({
  status: 201,
  body: await rollKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.keyId),
  headers: { 'Cache-Control': 'no-store' },
});

export const getPartnerPayoutBankDetails: OpsOperationHandler<'getPartnerPayoutBankDetails'> = async (ctx) => {
  const { accountId } = ctx.params;
  await accountOr404(ctx.db, accountId);
  try {
    const opened = await bankDetailsForDesk(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.services.keys.dataEncryption, accountId, 'live');
    return { status: 200, body: { account_id: accountId, mode: 'live' as const, bank_details: opened.bank_details } };
  } catch (err) {
    if (err instanceof OperatorError) throw errors.operatorNotFound('payout bank details for partner', accountId);
    throw err;
  }
};
