import { staffOf, type OpsOperationHandler } from '../../src/http/opsHandler';
import { listAuditEvents as readAudit } from '../../src/engine/audit';
import { checkTaskHistoryReadable } from '../../src/ops/deskQueue';

export const listAuditEvents: OpsOperationHandler<'listAuditEvents'> = async (ctx) => {
  const { staff_id, subject_type, subject_id, limit, cursor } = ctx.query;
  const page = await readAudit(ctx.db, { staffId: staff_id, subjectType: subject_type, subjectId: subject_id, limit: limit ?? 50, cursor });
  return { status: 200, body: page };
};

export const listSubjectAuditEvents: OpsOperationHandler<'listSubjectAuditEvents'> = async (ctx) => {
  const { subjectType, subjectId } = ctx.params;
  const { limit, cursor } = ctx.query;
  if (subjectType === 'desk_task') await checkTaskHistoryReadable(ctx.db, staffOf(ctx).roles, subjectId);
  return { status: 200, body: await readAudit(ctx.db, { subjectType, subjectId, limit: limit ?? 50, cursor }) };
};
