import { defineWords, fill, useLang } from '../../i18n';
import type { Schemas } from '../../api';
import { formatWhen, money } from './format';

/**
 * What a price and a cancellation policy say, in words: the price under the account's terms (the
 * public price, less the commission or the discount), and when cancelling is free and what it
 * costs after, as the quote, the booking and the voucher carry them.
 */
const useWords = defineWords({
  en: {
    tariff: 'You pay the public price, {due}.',
    commission: 'Public price {public}, less your {percent} % commission ({commission}): you pay {due}, and sell at the public price.',
    netRate: 'Public price {public}, less your {percent} % discount: you pay {due}.',
    freeUntil: 'Free cancellation until {when} (UAE time). After that, cancelling costs {late} % of the amount due ({fee}).',
    lateFromStart: 'The start is less than the free-cancellation period away: once booked, cancelling costs {late} % of the amount due ({fee}).',
    lateNow: 'Free cancellation has ended: cancelling now costs {late} % of the amount due ({fee}).',
    noShow: 'A no-show costs {noShow} % of the amount due.',
    onRequest: 'While the trade desk has not confirmed it, cancelling is free.',
  },
  ar: {
    tariff: 'تدفع السعر العام، {due}.',
    commission: 'السعر العام {public}، ناقص عمولتك {percent} ٪ ({commission}): تدفع {due}، وتبيع بالسعر العام.',
    netRate: 'السعر العام {public}، ناقص خصمك {percent} ٪: تدفع {due}.',
    freeUntil: 'الإلغاء مجاني حتى {when} (بتوقيت الإمارات). بعد ذلك يكلّف الإلغاء {late} ٪ من المبلغ المستحق ({fee}).',
    lateFromStart: 'موعد البدء أقرب من فترة الإلغاء المجاني: بعد الحجز يكلّف الإلغاء {late} ٪ من المبلغ المستحق ({fee}).',
    lateNow: 'انتهت فترة الإلغاء المجاني: الإلغاء الآن يكلّف {late} ٪ من المبلغ المستحق ({fee}).',
    noShow: 'عدم الحضور يكلّف {noShow} ٪ من المبلغ المستحق.',
    onRequest: 'الإلغاء مجاني ما دام مكتب الحجوزات لم يؤكد الحجز.',
  },
});

interface Pricing {
  terms: Schemas['CommercialTerms'];
  terms_percent?: number;
  public_price_aed: number;
  amount_due_aed: number;
  commission_aed: number | null;
}

/** The price under the account's terms, in one sentence. */
export function PriceInWords({ pricing }: { pricing: Pricing }) {
  const words = useWords();
  const { lang } = useLang();
  const values = {
    public: money(pricing.public_price_aed, lang),
    due: money(pricing.amount_due_aed, lang),
    commission: money(pricing.commission_aed ?? 0, lang),
    percent: pricing.terms_percent ?? 0,
  };
  const text = pricing.terms === 'commission' ? words.commission : pricing.terms === 'net_rate' ? words.netRate : words.tariff;
  return <p className="terms-price">{fill(text, values)}</p>;
}

interface Policy {
  free_until: string | null;
  late_cancellation_fee_percent: number;
  no_show_fee_percent: number;
}

/**
 * The cancellation policy in words: free until when, and what cancelling costs after (the late
 * fee on `amountDue`). Whether free cancellation is still ahead is the service's word, never the
 * browser's clock (a test partition keeps its own): a booking's fee if cancelled now
 * (`feeNow`), or for a quote the moment it was priced (`quotedAt`). `onRequest`: the trade desk
 * has yet to confirm it, and cancelling is free until it does.
 */
export function PolicyInWords({ policy, amountDue, feeNow, quotedAt, onRequest = false }: { policy: Policy; amountDue: number; feeNow?: number; quotedAt?: string; onRequest?: boolean }) {
  const words = useWords();
  const { lang } = useLang();
  const late = policy.late_cancellation_fee_percent;
  const fee = money(Math.round(amountDue * late) / 100, lang);
  const freeUntil = policy.free_until;
  const stillFree = freeUntil !== null && (feeNow !== undefined ? feeNow === 0 : quotedAt === undefined || new Date(freeUntil).getTime() > new Date(quotedAt).getTime());
  const first = stillFree ? fill(words.freeUntil, { when: formatWhen(freeUntil, lang), late, fee }) : fill(feeNow !== undefined ? words.lateNow : words.lateFromStart, { late, fee: feeNow !== undefined && feeNow > 0 ? money(feeNow, lang) : fee });
  return (
    <div className="terms-policy">
      {onRequest && <p>{words.onRequest}</p>}
      <p>{first}</p>
      <p>{fill(words.noShow, { noShow: policy.no_show_fee_percent })}</p>
    </div>
  );
}
