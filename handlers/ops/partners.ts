import { auditOriginOf, staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import {
  changePartner,
  changePartnerCreditLine,
  changePartnerLiveAccess,
  issuePartnerKey as issueKey,
  partnerDetail,
  partnerPartition,
  partnerPayoutBankDetails,
  revokePartnerKey as revokeKey,
  rollPartnerKey as rollKey,
  searchPartners,
} from '../../src/ops/partnerAccounts';
import { aedToFils } from '../../src/engine/money';
import { ALL_SCOPES } from '../../src/apiKeys/scopes';
import { emailPage, ledgerPage, noticePage, peoplePage } from '../../src/ops/accountRecords';
import type { Partition } from '../../src/engine/partition';
import { inviteAccountOwner } from '../../src/ops/accountOwner';

export const listPartners: OpsOperationHandler<'listPartners'> = async (ctx) => ({ status: 200, body: await searchPartners(ctx.db, ctx.query.q, ctx.query.limit ?? 50, ctx.query.cursor) });

export const getPartner: OpsOperationHandler<'getPartner'> = async (ctx) => ({ status: 200, body: await partnerDetail(ctx.db, ctx.params.accountId) });

export const updatePartner: OpsOperationHandler<'updatePartner'> = async (ctx) => ({
  status: 200,
  body: await changePartner(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, ctx.body),
});

export const setPartnerLiveAccess: OpsOperationHandler<'setPartnerLiveAccess'> = async (ctx) => ({
  status: 200,
  body: await changePartnerLiveAccess(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, ctx.body.on),
});

export const issuePartnerKey: OpsOperationHandler<'issuePartnerKey'> = async (ctx) => {
  const issued = await issueKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, ctx.body.mode, ctx.body.scopes ?? ALL_SCOPES);
  return { status: 201, body: { key: issued.key, summary: issued.summary }, headers: { 'Cache-Control': 'no-store' } };
};

export const revokePartnerKey: OpsOperationHandler<'revokePartnerKey'> = async (ctx) => ({
  status: 200,
  body: await revokeKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.keyId),
});

export const setPartnerCreditLine: OpsOperationHandler<'setPartnerCreditLine'> = async (ctx) => {
  const line = await changePartnerCreditLine(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.accountId, aedToFils(ctx.body.limit_aed), ctx.body.terms);
  return { status: 200, body: { limit_aed: line.credit_limit_aed, terms: line.credit_limit_aed > 0 ? line.terms : null, balance_aed: line.balance_aed } };
};

/** The partner's live partition, as the operator's staff read its records. */
const partitionOf = (ctx: Parameters<OpsOperationHandler<'listPartnerLedger' | 'listPartnerPeople' | 'listPartnerNotices' | 'listPartnerEmails'>>[0]): Promise<Partition> =>
  partnerPartition(ctx.services.sections, ctx.db, ctx.services.clock, ctx.params.accountId, staffOf(ctx).staff.id);

export const listPartnerLedger: OpsOperationHandler<'listPartnerLedger'> = async (ctx) => ({
  status: 200,
  body: await ledgerPage(await partitionOf(ctx), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const listPartnerPeople: OpsOperationHandler<'listPartnerPeople'> = async (ctx) => ({
  status: 200,
  body: await peoplePage(await partitionOf(ctx), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const listPartnerNotices: OpsOperationHandler<'listPartnerNotices'> = async (ctx) => ({
  status: 200,
  body: await noticePage(await partitionOf(ctx), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const listPartnerEmails: OpsOperationHandler<'listPartnerEmails'> = async (ctx) => ({
  status: 200,
  body: await emailPage(await partitionOf(ctx), ctx.query.limit ?? 50, ctx.query.cursor),
});

export const rollPartnerKey: OpsOperationHandler<'rollPartnerKey'> = async (ctx) => ({
  status: 201,
  body: await rollKey(ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.params.keyId),
  headers: { 'Cache-Control': 'no-store' },
});

export const getPartnerPayoutBankDetails: OpsOperationHandler<'getPartnerPayoutBankDetails'> = async (ctx) => {
  const opened = await partnerPayoutBankDetails(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.services.keys.dataEncryption, ctx.params.accountId);
  return { status: 200, body: { account_id: ctx.params.accountId, mode: 'live' as const, bank_details: opened.bank_details } };
};

export const invitePartnerOwner: OpsOperationHandler<'invitePartnerOwner'> = async (ctx) => {
  const invited = await inviteAccountOwner(ctx.services.sections, ctx.db, ctx.services.clock, auditOriginOf(ctx), ctx.services.config.publicBaseUrl, ctx.params.accountId, ctx.body);
  const { user } = invited;
  return {
    status: 201,
    body: {
      account_id: invited.account_id,
      person: {
        id: user.id,
        name: `${user.first_name} ${user.last_name}`.trim(),
        email: user.email,
        role: user.role,
        status: user.status,
        invited_at: user.invited_at,
        joined_at: user.joined_at,
        last_active_at: user.last_active_at,
      },
      invitation_emailed_to: invited.invitation_emailed_to,
      invitation_expires_at: user.invitation_expires_at ?? user.invited_at,
    },
  };
};
