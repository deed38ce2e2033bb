import { filsToAed } from './money';
import type { components } from '../generated/openapi-types';
import type { Partition } from './partition';
import { post, balance, type BalanceRow } from './ledger';
import { recordEvent } from './events';

type AccountBalance = components['schemas']['AccountBalance'];

/**
 * The account's balance as the statements overview shows it. What is overdue is the billing
 * section's to say (its invoices), so it registers the view; the wallet's and the credit line's
 * events carry it.
 */
type BalanceView = (partition: Partition) => Promise<AccountBalance>;
let balanceView: BalanceView | null = null;

export function registerBalanceView(view: BalanceView): void {
  balanceView = view;
}

/** The wallet or the credit line as the API shows them: the statements overview's balance, named. */
export async function balanceSnapshot<Name extends 'wallet' | 'credit_line'>(partition: Partition, object: Name): Promise<{ object: Name; sandbox: boolean } & AccountBalance> {
  if (balanceView === null) throw new Error('no balance view is registered: import the billing section before moving money');
  return { object, sandbox: partition.sandbox, ...(await balanceView(partition)) };
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
