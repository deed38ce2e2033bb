import type { Db } from '../platform/db';
import { listAuditEvents, type AuditSubjectType } from '../engine/audit';
import type { operations } from '../generated/ops/openapi-types';
import { checkTaskHistoryReadable } from './deskQueue';

/**
 * The audit log as the operator's staff read it: the whole log (an admin's), or one subject's
 * history, which a desk task shows only to the roles that work its kind (its rows carry the answers).
 */

/** The log's search as the operator API takes it. */
export type AuditQuery = NonNullable<operations['listAuditEvents']['parameters']['query']>;

/** One page of the log, newest first (50 a page unless asked otherwise). */
export const auditPage = (db: Db, query: AuditQuery) =>
  listAuditEvents(db, { staffId: query.staff_id, subjectType: query.subject_type, subjectId: query.subject_id, limit: query.limit ?? 50, cursor: query.cursor });

/** One page of a subject's history, refused for a desk task whose kind `roles` do not work. */
export async function subjectAuditPage(db: Db, roles: readonly string[], subject: { subjectType: AuditSubjectType; subjectId: string }, page: { limit?: number | undefined; cursor?: string | undefined }) {
  if (subject.subjectType === 'desk_task') await checkTaskHistoryReadable(db, roles, subject.subjectId);
  return listAuditEvents(db, { subjectType: subject.subjectType, subjectId: subject.subjectId, limit: page.limit ?? 50, cursor: page.cursor });
}
