import { staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { auditPage, subjectAuditPage } from '../../src/ops/auditTrail';

export const listAuditEvents: OpsOperationHandler<'listAuditEvents'> = async (ctx) => ({ status: 200, body: await auditPage(ctx.db, ctx.query) });

export const listSubjectAuditEvents: OpsOperationHandler<'listSubjectAuditEvents'> = async (ctx) => ({
  status: 200,
  body: await subjectAuditPage(ctx.db, staffOf(ctx).roles, ctx.params, ctx.query),
});
