import type { KeyObject } from 'node:crypto';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { Partition, type PartitionSections } from '../../engine/partition';
import { partitionClock } from '../../engine/partitions';
import { OperatorError } from '../../engine/operator';
import { readBankDetails } from './bankDetails';
import { setWidgetSuspension } from '../../engine/widgets';
import { operatorOf, recordAudit, type AuditOrigin } from '../../engine/audit';

/**
 * What the operator does from the CLI about the affiliate programme: read the bank details a
 * payout is sent to (the one place they are ever opened), and suspend a booking widget or lift
 * its suspension. Test partitions can be acted on too, so a partner can rehearse a suspension.
 */
async function partitionOf(sections: PartitionSections, db: Db, clock: Clock, accountId: string, mode: 'test' | 'live', operator: string): Promise<Partition> {
  const account = (await db('accounts').where({ id: accountId }).first('id')) as { id: string } | undefined;
  if (!account) throw new OperatorError({ code: 'not_found', message: `no account ${accountId}` });
  return Partition.forDesk(sections, db, await partitionClock(db, clock, { account_id: accountId, mode }), accountId, operator, mode);
}

/** The bank details a payout goes to, opened for the desk: the opening itself is audited. */
export async function bankDetailsForDesk(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, key: KeyObject, accountId: string, mode: 'test' | 'live') {
  const partition = await partitionOf(sections, db, clock, accountId, mode, operatorOf(origin));
  return partition.transaction(async (p) => {
    const details = await readBankDetails(p, key);
    if (!details) throw new OperatorError({ code: 'not_found', message: `account ${accountId} has no ${mode} bank details on file` });
    await recordAudit(p.db, clock, origin, { action: 'account.bank_details_read', subjectType: 'account', subjectId: accountId, change: { mode } });
    return { account_id: accountId, mode, bank_details: details };
  });
}

/** Suspends the partner's booking widget (its pages stop selling), or lifts the suspension; audited with the reason. */
export async function suspendWidget(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, publicBaseUrl: string, accountId: string, mode: 'test' | 'live', reason: string) {
  return changeSuspension(sections, db, clock, origin, publicBaseUrl, accountId, mode, { reason });
}

export async function liftWidgetSuspension(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, publicBaseUrl: string, accountId: string, mode: 'test' | 'live', to: 'active' | 'paused') {
  return changeSuspension(sections, db, clock, origin, publicBaseUrl, accountId, mode, { lift: to });
}

async function changeSuspension(sections: PartitionSections, db: Db, clock: Clock, origin: AuditOrigin, publicBaseUrl: string, accountId: string, mode: 'test' | 'live', change: { reason: string } | { lift: 'active' | 'paused' }) {
  const partition = await partitionOf(sections, db, clock, accountId, mode, operatorOf(origin));
  return partition.transaction(async (p) => {
    const row = await setWidgetSuspension(p, publicBaseUrl, change);
    await recordAudit(p.db, clock, origin, {
      action: 'reason' in change ? 'account.widget_suspended' : 'account.widget_suspension_lifted',
      subjectType: 'account',
      subjectId: accountId,
      change: { mode, widget_id: row.id, status: row.status, ...('reason' in change ? { reason: change.reason } : {}) },
    });
    return { account_id: accountId, mode, widget: { id: row.id, status: row.status, suspension_reason: row.suspension_reason } };
  });
}
