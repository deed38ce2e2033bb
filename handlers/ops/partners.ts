import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { AccountDetailsError } from '../../src/engine/accountLegalDetails';
import { issuePartnerKey as issueKey, partnerAccount, partnerDetail, revokePartnerKey as revokeKey, rollPartnerKey as rollKey, searchPartners, switchLiveAccess, updatePartnerAccount } from '../../src/ops/partnerAccounts';
import { OperatorError, setLiveCreditLine } from '../../src/engine/operator';
import { bankDetailsForDesk } from '../../src/sections/affiliates/operator';
import { aedToFils, filsToAed } from '../../src/engine/money';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { errors } from '../../src/errors';
import type { Db } from '../../src/platform/db';
import { Partition } from '../../src/engine/partition';
import { walletEntryPage } from '../../src/engine/ledger';
import { emailPage, noticePage, peoplePage } from '../../src/ops/accountRecords';

export const listPartners: OpsOperationHandler<'listPartners'> = async (ctx) => ({ status: 200, body: await searchPartners(ctx.db, ctx.query.q, ctx.query.limit ?? 50, ctx.query.cursor) });

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
  await partnerAccount(ctx.db, accountId);
  const line = await setLiveCreditLine(ctx.db, ctx.services.clock, auditOriginOf(ctx), accountId, aedToFils(ctx.body.limit_aed), ctx.body.terms);
  return { status: 200, body: { limit_aed: line.credit_limit_aed, terms: line.credit_limit_aed > 0 ? line.terms : null, balance_aed: line.balance_aed } };
};

/** The partner's live partition, as the operator reads it: the account must exist (404 otherwise). */
async function livePartition(ctx: { db: Db; services: { clock: Parameters<typeof Partition.forDesk>[1] } }, accountId: string, staffId: string): Promise<Partition> {
  await partnerAccount(ctx.db, accountId);
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
  await partnerAccount(ctx.db, accountId);
  try {
    const opened = await bankDetailsForDesk(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.services.keys.dataEncryption, accountId, 'live');
    return { status: 200, body: { account_id: accountId, mode: 'live' as const, bank_details: opened.bank_details } };
  } catch (err) {
    if (err instanceof OperatorError) throw errors.operatorNotFound('payout bank details for partner', accountId);
    throw err;
  }
};
