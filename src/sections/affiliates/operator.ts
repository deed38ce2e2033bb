import type { KeyObject } from 'node:crypto';
import type { Db } from '../../platform/db';
import type { Clock } from '../../platform/clock';
import { Partition } from '../../engine/partition';
import { OperatorError } from '../../engine/operator';
import { readBankDetails } from './bankDetails';
import { setWidgetSuspension } from '../../engine/widgets';

/**
 * What the operator does from the CLI about the affiliate programme: read the bank details a
 * payout is sent to (the one place they are ever opened), and suspend a booking widget or lift
 * its suspension. Test partitions can be acted on too, so a partner can rehearse a suspension.
 */
async function partitionOf(db: Db, clock: Clock, accountId: string, mode: 'test' | 'live', operator: string): Promise<Partition> {
  const account = (await db('accounts').where({ id: accountId }).first('id')) as { id: string } | undefined;
  if (!account) throw new OperatorError(`no account ${accountId}`);
  return Partition.forDesk(db, clock, accountId, operator, mode);
}

export async function bankDetailsForDesk(db: Db, clock: Clock, key: KeyObject, accountId: string, mode: 'test' | 'live') {
  const details = await readBankDetails(await partitionOf(db, clock, accountId, mode, 'cli'), key);
  if (!details) throw new OperatorError(`account ${accountId} has no ${mode} bank details on file`);
  return { account_id: accountId, mode, bank_details: details };
}

export async function suspendWidget(db: Db, clock: Clock, publicBaseUrl: string, accountId: string, mode: 'test' | 'live', reason: string, operator = 'cli') {
  const row = await setWidgetSuspension(await partitionOf(db, clock, accountId, mode, operator), publicBaseUrl, { reason });
  return { account_id: accountId, mode, widget: { id: row.id, status: row.status, suspension_reason: row.suspension_reason } };
}

export async function liftWidgetSuspension(db: Db, clock: Clock, publicBaseUrl: string, accountId: string, mode: 'test' | 'live', to: 'active' | 'paused', operator = 'cli') {
  const row = await setWidgetSuspension(await partitionOf(db, clock, accountId, mode, operator), publicBaseUrl, { lift: to });
  return { account_id: accountId, mode, widget: { id: row.id, status: row.status, suspension_reason: row.suspension_reason } };
}
