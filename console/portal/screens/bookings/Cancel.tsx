import { useEffect, useState } from 'react';
import { Failure } from '../../../src/Failure';
import { ModalActions } from '../../../src/ModalActions';
import { useModal } from '../../../src/useModal';
import { defineWords, fill, useLang } from '../../i18n';
import { useAttempt } from '../../queries/attempt';
import { isManaged, useBooking, useCancelBooking, type ManagedBooking } from '../../queries/bookings';
import { formatWhen, money } from './format';
import { PolicyInWords } from './Terms';

/**
 * Cancelling a booking with its fee shown first: the dialog reads the booking again as it opens
 * (the fee depends on the moment: free until `free_until`, the late fee after), says what
 * cancelling now costs and what comes back, and cancels only when the person confirms. What was
 * kept and refunded is said once it is done.
 */
const useWords = defineWords({
  en: {
    title: 'Cancellation',
    cancel: 'Cancel this booking',
    dialogTitle: 'Cancel {reference}?',
    checking: 'Checking what cancelling costs now…',
    free: 'Cancelling now is free: {refund} comes back to your account.',
    fee: 'Cancelling now costs {fee}: {refund} of the {charged} charged comes back to your account.',
    confirm: 'Cancel the booking',
    cancelling: 'Cancelling…',
    keep: 'Keep the booking',
    done: 'Cancelled. Kept as a fee: {fee}; refunded: {refund}.',
    notCancellable: 'This booking can no longer be cancelled here.',
    cancelledOn: 'Cancelled {when}. Kept as a fee: {fee}.',
  },
  ar: {
    title: 'الإلغاء',
    cancel: 'إلغاء هذا الحجز',
    dialogTitle: 'إلغاء {reference}؟',
    checking: 'جارٍ التحقق من تكلفة الإلغاء الآن…',
    free: 'الإلغاء الآن مجاني: يُعاد {refund} إلى حسابك.',
    fee: 'الإلغاء الآن يكلّف {fee}: يُعاد {refund} من أصل {charged} إلى حسابك.',
    confirm: 'إلغاء الحجز',
    cancelling: 'جارٍ الإلغاء…',
    keep: 'الإبقاء على الحجز',
    done: 'أُلغي الحجز. رسوم محتجزة: {fee}؛ المبلغ المسترد: {refund}.',
    notCancellable: 'لم يعد ممكنًا إلغاء هذا الحجز من هنا.',
    cancelledOn: 'أُلغي {when}. رسوم محتجزة: {fee}.',
  },
});

const CANCELLABLE: Readonly<Record<ManagedBooking['object'], readonly string[]>> = {
  transport_booking: ['confirmed', 'driver_assigned'],
  activity_booking: ['on_request', 'confirmed', 'driver_assigned'],
  client_booking: ['on_request', 'confirmed', 'driver_assigned'],
};

export const cancellable = (booking: ManagedBooking): boolean => CANCELLABLE[booking.object].includes(booking.status);

const amountDueOf = (booking: ManagedBooking): number => booking.price.amount_due_aed;

export function Cancellation({ booking, reference, canCancel }: { booking: ManagedBooking; reference: string; canCancel: boolean }) {
  const words = useWords();
  const { lang } = useLang();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<ManagedBooking | null>(null);
  // A booking that ended otherwise (declined, completed, a no-show) has nothing to cancel.
  if (booking.status !== 'cancelled' && !cancellable(booking)) return null;
  return (
    <section className="card" aria-labelledby="cancellation-title">
      <h2 id="cancellation-title">{words.title}</h2>
      {booking.status === 'cancelled' ? (
        <p>{fill(words.cancelledOn, { when: booking.cancelled_at ? formatWhen(booking.cancelled_at, lang) : '', fee: money(booking.money.cancellation_fee_aed, lang) })}</p>
      ) : (
        <PolicyInWords policy={booking.cancellation} amountDue={amountDueOf(booking)} feeNow={booking.cancellation.fee_if_cancelled_now_aed} onRequest={booking.status === 'on_request'} />
      )}
      <p role="status" aria-live="polite">
        {done && fill(words.done, { fee: money(done.money.cancellation_fee_aed, lang), refund: money(done.money.refunded_aed, lang) })}
      </p>
      {canCancel && cancellable(booking) && (
        <button type="button" className="danger" onClick={() => setOpen(true)}>
          {words.cancel}
        </button>
      )}
      {open && (
        <CancelDialog
          reference={reference}
          onClose={(cancelled) => {
            setOpen(false);
            if (cancelled) setDone(cancelled);
          }}
        />
      )}
    </section>
  );
}

function CancelDialog({ reference, onClose }: { reference: string; onClose: (cancelled: ManagedBooking | null) => void }) {
  const words = useWords();
  const { lang } = useLang();
  const modal = useModal<ManagedBooking>(onClose);
  const current = useBooking(reference);
  const attempt = useAttempt();
  const [checked, setChecked] = useState(false);
  // The fee as it is now: the booking read again as the dialog opens, not as the page first loaded it.
  useEffect(() => {
    void current.refetch().then(() => setChecked(true));
  }, []);
  const cancel = useCancelBooking(reference, (cancelled) => {
    attempt.done();
    modal.close(cancelled);
  });
  const booking = checked && current.data && isManaged(current.data) ? current.data : null;
  const fee = booking?.cancellation.fee_if_cancelled_now_aed ?? 0;
  const charged = booking ? booking.money.charged_aed - booking.money.refunded_aed : 0;
  return (
    <dialog {...modal.dialog} aria-labelledby="cancel-title" className="wide-dialog">
      <h2 id="cancel-title">{fill(words.dialogTitle, { reference })}</h2>
      {!checked ? (
        <p role="status">{words.checking}</p>
      ) : booking === null || !cancellable(booking) ? (
        <p>{words.notCancellable}</p>
      ) : (
        <p className="cancel-fee" role="status">
          {fee > 0
            ? fill(words.fee, { fee: money(fee, lang), refund: money(Math.max(0, Math.round((charged - fee) * 100) / 100), lang), charged: money(charged, lang) })
            : fill(words.free, { refund: money(charged, lang) })}
        </p>
      )}
      {current.isError && <Failure error={current.error} />}
      {cancel.isError && <Failure error={cancel.error} />}
      <ModalActions
        action={words.confirm}
        running={words.cancelling}
        pending={cancel.isPending}
        disabled={booking === null || !cancellable(booking)}
        danger
        cancel={words.keep}
        onCancel={modal.cancel}
        onAction={() => {
          if (booking) cancel.mutate({ booking, key: attempt.keyFor({ cancel: booking.reference }) });
        }}
      />
    </dialog>
  );
}
