import { filsToAed } from './money';
import type { components } from '../generated/openapi-types';
import type { Partition } from './partition';
import { stampView } from './serializer';
import { post, balance, type BalanceRow } from './ledger';
import { recordEvent } from './events';

type AccountBalance = components['schemas']['AccountBalance'];

export type { BalanceView } from './partition';

/** The wallet or the credit line as the API shows them: the statements overview's balance, named. */
export async function balanceSnapshot<Name extends 'wallet' | 'credit_line'>(partition: Partition, object: Name): Promise<{ object: Name; sandbox: boolean } & AccountBalance> {
  const { balanceView } = partition.sections;
  if (balanceView === null) throw new Error('no balance view: the billing section is not among the service\'s sections');
  return stampView<{ object: Name; sandbox: boolean } & AccountBalance>(partition, object, await balanceView(partition));
}

/**
 * Money received into a partition's wallet: a bank transfer the trade desk credits (live), or a
 * test helper's top-up (test). The ledger entry and its inbox notice commit together.
 */
export async function creditWallet(partition: Partition, amountFils: number, reference: string): Promise<BalanceRow> {
  return partition.transaction(async (p) => {
    const entry = await post(p, { kind: 'topup', amountFils, reference, description: `Wallet top-up, ${reference}` });
    const aed = filsToAed(amountFils).toFixed(2);
    await recordEvent(p, {
      type: 'wallet.credited',
      subjectType: 'wallet',
      subjectId: p.accountId,
      data: await balanceSnapshot(p, 'wallet'),
      notice: { kind: 'payment_received', title: `Wallet credited: AED ${aed}`, body: `AED ${aed} received (${reference}); the wallet now holds AED ${filsToAed(entry.balance_after_fils).toFixed(2)}.` },
    });
    return balance(p);
  });
}

/**
 * A credited bank transfer taken back out of the live wallet (credited to the wrong partner,
 * returned by the bank): a reversing entry, never an edit of the credit's, with its event and
 * inbox notice, in the caller's transaction. It records whatever the wallet holds: a balance it
 * takes below zero is what the partner owes, and bookings are refused until it is made good.
 */
export async function reverseWalletCredit(partition: Partition, amountFils: number, reference: string, reason: string): Promise<BalanceRow> {
  const entry = await post(partition, { kind: 'adjustment', amountFils: -amountFils, reference, description: `Wallet top-up reversed, ${reference}: ${reason}`, overdraw: true });
  const aed = filsToAed(amountFils).toFixed(2);
  await recordEvent(partition, {
    type: 'wallet.credit_reversed',
    subjectType: 'wallet',
    subjectId: partition.accountId,
    data: await balanceSnapshot(partition, 'wallet'),
    notice: {
      kind: 'payment_received',
      title: `Wallet credit reversed: AED ${aed}`,
      body: `The credit of AED ${aed} (${reference}) was reversed by the operator's finance team: ${reason}. The wallet now holds AED ${filsToAed(entry.balance_after_fils).toFixed(2)}.`,
    },
  });
  return balance(partition);
}
