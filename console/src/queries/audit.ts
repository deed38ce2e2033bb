import { api, unwrap, type AuditSubjectType } from '../api';
import { cursorOf, usePaged } from './paged';

/** What the audit log is filtered by: a member of staff, a kind of subject, one subject. */
export interface AuditFilters {
  staff_id?: string;
  subject_type?: AuditSubjectType | '';
  subject_id?: string;
}

export const auditKeys = {
  /** Every audit list: each change a member of staff makes marks them stale. */
  all: ['audit'] as const,
  list: (filters: AuditFilters) => [...auditKeys.all, filters] as const,
};

const PAGE = 50;

/**
 * Audit events matching the filters, newest first, a page at a time. A subject named alone is its
 * history, which any member of staff may read; anything else is the audit log's list (admins).
 */
export function useAuditEvents(filters: AuditFilters) {
  const subjectId = filters.subject_id?.trim() ?? '';
  const subject = filters.subject_type && subjectId && !filters.staff_id ? { subjectType: filters.subject_type, subjectId } : null;
  return usePaged(auditKeys.list(filters), (cursor) => {
    const page = { limit: PAGE, ...cursorOf(cursor) };
    if (subject) return unwrap(api.GET('/api/ops/v1/audit-events/{subjectType}/{subjectId}', { params: { path: subject, query: page } }));
    return unwrap(
      api.GET('/api/ops/v1/audit-events', {
        params: {
          query: {
            ...page,
            ...(filters.staff_id ? { staff_id: filters.staff_id } : {}),
            ...(filters.subject_type ? { subject_type: filters.subject_type } : {}),
            ...(filters.subject_type && subjectId ? { subject_id: subjectId } : {}),
          },
        },
      }),
    );
  });
}
