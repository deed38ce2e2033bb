import { useState } from 'react';
import { Failure } from '../../../src/Failure';
import { ModalActions } from '../../../src/ModalActions';
import { useModal } from '../../../src/useModal';
import { defineWords, fill } from '../../i18n';
import { useAttempt } from '../../queries/attempt';
import { useSendVoucher, type VoucherEmail } from '../../queries/bookings';
import { useCan } from './can';

/**
 * A booking's documents: the traveller's voucher (to download as PDF, or to e-mail to the
 * traveller) and the driver's name board (PDF), by the operations every booking kind shares
 * (`/bookings/{ref}/voucher/pdf`, `/bookings/{ref}/name-board/pdf`). The files are plain links:
 * the browser fetches them with the session, and saves them under the booking's reference.
 */
const useWords = defineWords({
  en: {
    title: 'Documents',
    voucher: 'Download the voucher (PDF)',
    nameBoard: 'Download the name board (PDF)',
    email: 'E-mail the voucher',
    noVoucher: 'This booking has no voucher in its state.',
    emailTitle: 'E-mail the voucher to the traveller',
    to: 'Send to',
    toHint: 'The traveller’s e-mail address; leave it as it is to use the one on the booking.',
    testNote: 'Test data: the e-mail is checked and recorded, and sent to no one.',
    send: 'Send the voucher',
    sending: 'Sending…',
    cancel: 'Cancel',
    queued: 'The voucher is on its way to {to}.',
    notSent: 'Recorded for {to}; test bookings’ e-mail reaches no one.',
  },
  ar: {
    title: 'المستندات',
    voucher: 'تنزيل القسيمة (PDF)',
    nameBoard: 'تنزيل لوحة الاسم (PDF)',
    email: 'إرسال القسيمة بالبريد الإلكتروني',
    noVoucher: 'لا توجد قسيمة لهذا الحجز في حالته الحالية.',
    emailTitle: 'إرسال القسيمة إلى المسافر بالبريد الإلكتروني',
    to: 'الإرسال إلى',
    toHint: 'البريد الإلكتروني للمسافر؛ اتركه كما هو لاستخدام البريد المسجل في الحجز.',
    testNote: 'بيانات اختبار: يُتحقق من البريد ويُسجَّل، ولا يُرسل إلى أحد.',
    send: 'إرسال القسيمة',
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',
    queued: 'القسيمة في طريقها إلى {to}.',
    notSent: 'سُجّل الإرسال إلى {to}؛ بريد حجوزات الاختبار لا يصل إلى أحد.',
  },
});

export interface DocumentsOf {
  id: string;
  reference: string;
  sandbox: boolean;
  hasVoucher: boolean;
  hasNameBoard: boolean;
  travellerEmail: string | null;
}

const fileName = (what: string, reference: string): string => `${what}-${reference}.pdf`;

export function Documents({ booking, headingLevel = 2 }: { booking: DocumentsOf; headingLevel?: 2 | 3 }) {
  const words = useWords();
  const can = useCan();
  const [emailing, setEmailing] = useState(false);
  const [sent, setSent] = useState<VoucherEmail | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const base = `/api/b2b/v1/bookings/${encodeURIComponent(booking.id)}`;
  return (
    <section className="documents" aria-labelledby={`documents-${booking.id}`}>
      <Heading id={`documents-${booking.id}`}>{words.title}</Heading>
      {booking.hasVoucher ? (
        <div className="document-actions">
          <a className="button-link" href={`${base}/voucher/pdf`} download={fileName('voucher', booking.reference)}>
            {words.voucher}
          </a>
          {booking.hasNameBoard && (
            <a className="button-link" href={`${base}/name-board/pdf`} download={fileName('name-board', booking.reference)}>
              {words.nameBoard}
            </a>
          )}
          {can('bookings:manage') && (
            <button type="button" onClick={() => setEmailing(true)}>
              {words.email}
            </button>
          )}
        </div>
      ) : (
        <p className="muted">{words.noVoucher}</p>
      )}
      <p role="status" aria-live="polite">
        {sent && fill(sent.status === 'queued' ? words.queued : words.notSent, { to: sent.to })}
      </p>
      {emailing && (
        <EmailVoucher
          booking={booking}
          onClose={(result) => {
            setEmailing(false);
            if (result) setSent(result);
          }}
        />
      )}
    </section>
  );
}

function EmailVoucher({ booking, onClose }: { booking: DocumentsOf; onClose: (sent: VoucherEmail | null) => void }) {
  const words = useWords();
  const modal = useModal<VoucherEmail>(onClose);
  const [to, setTo] = useState(booking.travellerEmail ?? '');
  const attempt = useAttempt();
  const send = useSendVoucher(booking.id, (result) => {
    attempt.done();
    modal.close(result);
  });
  return (
    <dialog {...modal.dialog} aria-labelledby="email-voucher-title" className="wide-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate({ to, key: attempt.keyFor({ to: to.trim() }) });
        }}
      >
        <h2 id="email-voucher-title">{words.emailTitle}</h2>
        {booking.sandbox && <p className="notice">{words.testNote}</p>}
        <div className="field">
          <label htmlFor="email-voucher-to">{words.to}</label>
          <input id="email-voucher-to" type="email" autoComplete="off" required={booking.travellerEmail === null} value={to} onChange={(event) => setTo(event.target.value)} aria-describedby="email-voucher-hint" />
          <p className="hint" id="email-voucher-hint">
            {words.toHint}
          </p>
        </div>
        {send.isError && <Failure error={send.error} />}
        <ModalActions action={words.send} running={words.sending} pending={send.isPending} cancel={words.cancel} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}
