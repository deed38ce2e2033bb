import type { Partition } from './partition';
import { post, balance, type BalanceRow } from './ledger';
import { recordEvent } from './events';

/**
 * Money received into a partition's wallet: a bank transfer the trade desk credits (live), or a
 * test helper's top-up (test). The ledger entry and its inbox notice commit together.
 */
export async function creditWallet(partition: Partition, amountFils: number, reference: string): Promise<BalanceRow> {
  return partition.transaction(async (p) => {
    const entry = await post(p, { kind: 'topup', amountFils, reference, description: `Wallet top-up, ${reference}` });
    const aed = (amountFils / 100).toFixed(2);
    await recordEvent(p, {
      type: 'wallet.credited',
      subjectType: 'wallet',
      subjectId: p.accountId,
      data: { amount_fils: amountFils, balance_after_fils: entry.balance_after_fils, reference },
      notice: { kind: 'payment_received', title: `Wallet credited: AED ${aed}`, body: `AED ${aed} received (${reference}); the wallet now holds AED ${(entry.balance_after_fils / 100).toFixed(2)}.` },
    });
    return balance(p);
  });
}

