import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import { PARTITION_TABLES, type Partition } from '../../engine/partition';
import { advanceBooking } from '../../engine/bookings';
import { creditWallet } from '../../engine/wallet';
import { payProforma, proformaQuotedIn, walletTopUpViews } from '../../engine/proforma';
import { dropPartitionRecord } from '../../engine/partitions';
import { answerRequest, requestFieldsOf } from '../../engine/requests';
import { stampView } from '../../engine/serializer';
import { advancePartitionClock, advanceTarget } from '../../engine/testClock';

type AdvanceRequest = components['schemas']['TestBookingAdvanceRequest'];
type TestBooking = components['schemas']['TestBooking'];
type TestWallet = components['schemas']['TestWallet'];
type TestWalletTopUp = components['schemas']['TestWalletTopupRequest'];
type TestPartitionReset = components['schemas']['TestPartitionReset'];
type AnswerRequest = components['schemas']['TestRequestAnswer'];
type TestRequest = components['schemas']['TestRequest'];
type TestClock = components['schemas']['TestClock'];
type TestClockAdvance = components['schemas']['TestClockAdvanceRequest'];

/** Test helpers act on a test partition only; live objects move when the trade desk acts. */
function testOnly(partition: Partition): Partition {
  if (!partition.allowsTestHelpers) throw errors.testModeOnly();
  return partition.as(`test_helper:${partition.actor.replace(/^key:/, '')}`);
}

export async function advanceTestBooking(partition: Partition, id: string, request: AdvanceRequest): Promise<TestBooking> {
  const helper = testOnly(partition);
  if (request.status === 'driver_assigned' && !request.driver) throw errors.invalidField('driver', 'is required to assign a driver');
  if (request.status !== 'driver_assigned' && request.driver) throw errors.invalidField('driver', 'is given only with status driver_assigned');
  const booking = await advanceBooking(helper, id, request.status, { ...(request.driver ? { driver: request.driver } : {}), ...(request.note ? { note: request.note } : {}) });
  return stampView<TestBooking>(helper, 'booking', { id: booking.id, reference: booking.reference, kind: booking.kind, status: booking.status, driver: booking.driver, updated_at: booking.updated_at });
}

/**
 * Credits the test wallet, as finance credits a bank transfer to a live one; one that quotes a test
 * top-up's payment reference pays its pro-forma too (in part or in full), in the same transaction.
 */
export async function topUpTestWallet(partition: Partition, request: TestWalletTopUp): Promise<TestWallet> {
  const helper = testOnly(partition);
  const amountFils = aedToFils(request.amount_aed);
  return helper.transaction(async (p) => {
    const quoted = request.payment_reference === undefined ? null : await proformaQuotedIn(p, request.payment_reference);
    if (request.payment_reference !== undefined && quoted === null) {
      throw errors.invalidField('payment_reference', 'quotes no top-up of the test partition, such as WTU-7KQ2M9XH4P');
    }
    const reference = quoted?.payment_reference ?? `TEST-TOPUP-${p.now().slice(0, 10)}`;
    const paid = quoted === null ? null : await payProforma(p, quoted.number, amountFils, reference);
    const after = await creditWallet(p, amountFils, reference);
    return stampView<TestWallet>(p, 'test_wallet', {
      balance_aed: filsToAed(after.balance_fils),
      credit_limit_aed: after.credit_limit_fils > 0 ? filsToAed(after.credit_limit_fils) : null,
      top_up: paid === null ? null : ((await walletTopUpViews(p, [paid]))[0] ?? null),
    });
  });
}

export async function resetTestPartition(partition: Partition): Promise<TestPartitionReset> {
  const helper = testOnly(partition);
  await helper.transaction(async (p) => {
    for (const table of PARTITION_TABLES) await p.table(table).delete();
    await p.db('allotments').where({ pool: p.allotmentPool }).delete();
    await dropPartitionRecord(p);
  });
  return stampView<TestPartitionReset>(helper, 'test_partition_reset', { reset_at: helper.now() });
}

export async function answerTestRequest(partition: Partition, id: string, answer: AnswerRequest): Promise<TestRequest> {
  const helper = testOnly(partition);
  if (answer.decision === 'declined' && answer.amount_aed !== undefined) throw errors.invalidField('amount_aed', 'is given only with decision accepted');
  const request = await answerRequest(helper, id, {
    accept: answer.decision === 'accepted',
    note: answer.note ?? null,
    amountFils: answer.amount_aed === undefined ? null : aedToFils(answer.amount_aed),
  });
  return stampView<TestRequest>(helper, 'request', requestFieldsOf(request));
}

/** The test partition's own clock: what everything in the partition reads as now. */
export function readTestClock(partition: Partition): TestClock {
  const helper = testOnly(partition);
  return stampView<TestClock>(helper, 'test_clock', { now: helper.now() });
}

/**
 * Moves the test partition's clock forward by `minutes` or to `to` (exactly one), playing what
 * falls due on the way (src/engine/testClock.ts); forward only, at most 30 days a call.
 */
export async function advanceTestClock(partition: Partition, request: TestClockAdvance): Promise<TestClock> {
  const helper = testOnly(partition);
  if (request.minutes !== undefined && request.to !== undefined) throw errors.invalidField('to', 'cannot be given with minutes: move the clock by minutes or to an instant, not both');
  if (request.minutes === undefined && request.to === undefined) throw errors.invalidField('minutes', 'or to is required: how far to move the test clock');
  const asked = request.minutes !== undefined ? { minutes: request.minutes } : { to: new Date(request.to as string) };
  const now = await advancePartitionClock(helper, (from) => advanceTarget(asked, from, (field, message) => errors.invalidField(field, message)));
  return stampView<TestClock>(helper, 'test_clock', { now: now.toISOString() });
}
