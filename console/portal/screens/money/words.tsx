import { formatAed } from '../../api';
import { defineWords, fill, type Lang } from '../../i18n';
import type { WalletTopUp } from '../../queries/wallet';

/**
 * Words the Money and Documents screens share: a ledger entry's kind, a top-up's and an
 * invoice's status.
 */
export const useMoneyWords = defineWords({
  en: {
    charge: 'Booking',
    cancellation_fee: 'Cancellation fee',
    refund: 'Refund',
    adjustment: 'Adjustment',
    topup: 'Top-up',
    payment: 'Payment',
    reversal: 'Payment reversed',
    issued: 'Waiting for payment',
    part_paid: 'Part paid',
    paid: 'Paid',
    outstanding: '{amount} outstanding',
    open: 'Open',
    overdue: 'Overdue',
    void: 'Void',
  },
  ar: {
    charge: 'حجز',
    cancellation_fee: 'رسوم إلغاء',
    refund: 'استرداد',
    adjustment: 'تسوية',
    topup: 'شحن',
    payment: 'دفعة',
    reversal: 'دفعة مستردة',
    issued: 'بانتظار الدفع',
    part_paid: 'مدفوعة جزئيًا',
    paid: 'مدفوعة',
    outstanding: 'المتبقي {amount}',
    open: 'مفتوحة',
    overdue: 'متأخرة',
    void: 'ملغاة',
  },
});

export type MoneyWords = ReturnType<typeof useMoneyWords>;

/** A top-up's status in words, with what is left to pay while part paid. */
export function TopUpStatus({ topUp, words, lang }: { topUp: WalletTopUp; words: MoneyWords; lang: Lang }) {
  return (
    <>
      <span className={`status status-${topUp.status}`}>{words[topUp.status]}</span>
      {topUp.status === 'part_paid' && (
        <div className="muted small nowrap">{fill(words.outstanding, { amount: formatAed(topUp.amount_outstanding_aed, lang) })}</div>
      )}
    </>
  );
}
