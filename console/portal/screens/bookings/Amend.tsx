import { useState } from 'react';
import { Failure } from '../../../src/Failure';
import { ModalActions } from '../../../src/ModalActions';
import { useModal } from '../../../src/useModal';
import type { Schemas } from '../../api';
import { defineWords, fill, useLang } from '../../i18n';
import { useAttempt } from '../../queries/attempt';
import { useAmendBooking, useBookingRequests, useWithdrawRequest, type Amendment, type ClientBooking, type DeskRequest, type TransportBooking } from '../../queries/bookings';
import { formatWhen, money } from './format';
import { useLabels } from './labels';

/**
 * Changes to a booking go through the trade desk: a request (a new pickup day or time, the party,
 * the flight, notes for the driver; or, on a booking for a client, a service such as meet and
 * greet) that the desk accepts, with any price difference, or declines. The booking's requests are
 * listed with the desk's answers, and an open one can be withdrawn.
 */
const useWords = defineWords({
  en: {
    title: 'Changes',
    lead: 'A change is a request to the trade desk: the booking changes once the desk accepts, with any price difference charged or refunded.',
    ask: 'Ask for a change',
    none: 'No change asked for yet.',
    loading: 'Loading the requests…',
    asked: 'Asked {when}',
    answer: 'The desk: {message}',
    difference: 'Price difference: {amount}',
    withdraw: 'Withdraw',
    withdrawing: 'Withdrawing…',
    dialogTitle: 'Ask the trade desk for a change',
    kind: 'What to ask for',
    change: 'A change to the booking',
    service: 'A service',
    serviceLabel: 'Service',
    date: 'New pickup date',
    time: 'New pickup time (UAE time)',
    passengers: 'Passengers',
    bags: 'Suitcases',
    flight: 'Arriving flight',
    notes: 'Notes for the driver',
    message: 'Message to the trade desk',
    nothing: 'Give at least one change.',
    send: 'Send the request',
    sending: 'Sending…',
    cancel: 'Cancel',
    sent: 'The request is with the trade desk.',
  },
  ar: {
    title: 'التعديلات',
    lead: 'التعديل طلب إلى مكتب الحجوزات: يتغير الحجز عند قبول المكتب، ويُخصم فرق السعر أو يُسترد.',
    ask: 'طلب تعديل',
    none: 'لم يُطلب أي تعديل بعد.',
    loading: 'جارٍ تحميل الطلبات…',
    asked: 'طُلب {when}',
    answer: 'رد المكتب: {message}',
    difference: 'فرق السعر: {amount}',
    withdraw: 'سحب',
    withdrawing: 'جارٍ السحب…',
    dialogTitle: 'طلب تعديل من مكتب الحجوزات',
    kind: 'ما تطلبه',
    change: 'تعديل على الحجز',
    service: 'خدمة',
    serviceLabel: 'الخدمة',
    date: 'تاريخ الاستلام الجديد',
    time: 'وقت الاستلام الجديد (بتوقيت الإمارات)',
    passengers: 'الركاب',
    bags: 'الحقائب',
    flight: 'رحلة الوصول',
    notes: 'ملاحظات للسائق',
    message: 'رسالة إلى مكتب الحجوزات',
    nothing: 'اذكر تعديلًا واحدًا على الأقل.',
    send: 'إرسال الطلب',
    sending: 'جارٍ الإرسال…',
    cancel: 'إلغاء',
    sent: 'الطلب لدى مكتب الحجوزات.',
  },
});

const AMENDABLE: readonly string[] = ['on_request', 'confirmed', 'driver_assigned'];

export function Changes({ booking, reference, canAsk }: { booking: TransportBooking | ClientBooking; reference: string; canAsk: boolean }) {
  const words = useWords();
  const labels = useLabels();
  const { lang } = useLang();
  const id = booking.object === 'transport_booking' ? booking.id : booking.ref;
  const requests = useBookingRequests(id);
  const withdraw = useWithdrawRequest(id);
  const attempt = useAttempt();
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState(false);
  const list: DeskRequest[] = requests.data?.data ?? [];
  return (
    <section className="card" aria-labelledby="changes-title">
      <h2 id="changes-title">{words.title}</h2>
      <p className="muted">{words.lead}</p>
      {requests.isPending ? (
        <p role="status">{words.loading}</p>
      ) : requests.isError ? (
        <Failure error={requests.error} />
      ) : list.length === 0 ? (
        <p className="muted">{words.none}</p>
      ) : (
        <ul className="plain-list requests">
          {list.map((request) => (
            <li key={request.id} className="request">
              <p>
                <strong>{request.type === 'service' && request.service ? labels.services[request.service] : describeChanges(request.changes, labels)}</strong> · <span className={`status request-${request.status}`}>{labels.requests[request.status]}</span>
              </p>
              {request.message && <p className="small">{request.message}</p>}
              <p className="muted small">{fill(words.asked, { when: formatWhen(request.created_at, lang) })}</p>
              {request.answer && (
                <p className="small">
                  {fill(words.answer, { message: request.answer.message })}
                  {request.answer.price_difference_aed !== 0 && <> · {fill(words.difference, { amount: money(request.answer.price_difference_aed, lang) })}</>}
                </p>
              )}
              {canAsk && request.status === 'open' && (
                <button type="button" disabled={withdraw.isPending} onClick={() => withdraw.mutate({ requestId: request.id, key: attempt.keyFor({ withdraw: request.id }) })}>
                  {withdraw.isPending ? words.withdrawing : words.withdraw}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdraw.isError && <Failure error={withdraw.error} />}
      <p role="status" aria-live="polite">
        {sent && words.sent}
      </p>
      {canAsk && AMENDABLE.includes(booking.status) && (
        <button type="button" onClick={() => setAsking(true)}>
          {words.ask}
        </button>
      )}
      {asking && (
        <AmendDialog
          booking={booking}
          reference={reference}
          onClose={(request) => {
            setAsking(false);
            if (request) setSent(true);
          }}
        />
      )}
    </section>
  );
}

function describeChanges(changes: DeskRequest['changes'], labels: ReturnType<typeof useLabels>): string {
  if (!changes) return '';
  const shown = (field: string, value: unknown): string => {
    if (field === 'vehicle') return labels.vehicles[value as Schemas['VehicleClass']];
    if (typeof value === 'object' && value !== null) return Object.values(value).filter((part) => typeof part === 'string').join(' ');
    return String(value);
  };
  return Object.entries(changes)
    .map(([field, value]) => `${labels.changeFields[field as keyof typeof labels.changeFields] ?? field}: ${shown(field, value)}`)
    .join(' · ');
}

interface ChangeForm {
  date: string;
  time: string;
  passengers: string;
  bags: string;
  flight: string;
  notes: string;
}

function changesOf(form: ChangeForm, booking: TransportBooking | ClientBooking): Record<string, string | number> {
  const changes: Record<string, string | number> = {};
  if (form.date) changes.pickup_date = form.date;
  if (form.time) changes.pickup_time = form.time;
  const passengers = booking.object === 'transport_booking' ? booking.passengers : booking.service.passengers;
  const bags = booking.object === 'transport_booking' ? booking.bags : booking.service.bags;
  if (form.passengers !== '' && Number(form.passengers) !== passengers) changes.passengers = Number(form.passengers);
  if (form.bags !== '' && Number(form.bags) !== bags) changes.bags = Number(form.bags);
  const flight = form.flight.replace(/\s/g, '').toUpperCase();
  if (flight) changes.flight_number = flight;
  if (booking.object === 'transport_booking' && form.notes.trim()) changes.notes = form.notes.trim();
  return changes;
}

function AmendDialog({ booking, reference, onClose }: { booking: TransportBooking | ClientBooking; reference: string; onClose: (request: DeskRequest | null) => void }) {
  const words = useWords();
  const labels = useLabels();
  const modal = useModal<DeskRequest>(onClose);
  const attempt = useAttempt();
  const amend = useAmendBooking(booking, reference, (request) => {
    attempt.done();
    modal.close(request);
  });
  const [type, setType] = useState<'change' | 'service'>('change');
  const [service, setService] = useState<Schemas['ClientBookingDeskService']>('meet_and_greet');
  const [form, setForm] = useState<ChangeForm>({ date: '', time: '', passengers: '', bags: '', flight: '', notes: '' });
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const arrival = booking.object === 'transport_booking' ? booking.direction === 'arrival' : booking.service.direction === 'arrival';
  const changes = changesOf(form, booking);
  const nothing = type === 'change' && Object.keys(changes).length === 0;
  const set = (key: keyof ChangeForm) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value });

  const amendment = (): Amendment =>
    booking.object === 'transport_booking'
      ? { object: 'transport_booking', request: { ...changes, ...(message.trim() ? { message: message.trim() } : {}) } }
      : { object: 'client_booking', request: type === 'service' ? { type, service, message: message.trim() } : { type, changes, ...(message.trim() ? { message: message.trim() } : {}) } };

  return (
    <dialog {...modal.dialog} aria-labelledby="amend-title" className="wide-dialog">
      <form
        method="dialog"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (nothing) return;
          const request = amendment();
          amend.mutate({ amendment: request, key: attempt.keyFor(request) });
        }}
      >
        <h2 id="amend-title">{words.dialogTitle}</h2>
        {booking.object === 'client_booking' && (
          <fieldset>
            <legend>{words.kind}</legend>
            <label className="check">
              <input type="radio" name="amend-type" checked={type === 'change'} onChange={() => setType('change')} />
              {words.change}
            </label>
            <label className="check">
              <input type="radio" name="amend-type" checked={type === 'service'} onChange={() => setType('service')} />
              {words.service}
            </label>
          </fieldset>
        )}
        {type === 'service' ? (
          <div className="field">
            <label htmlFor="amend-service">{words.serviceLabel}</label>
            <select id="amend-service" value={service} onChange={(event) => setService(event.target.value as Schemas['ClientBookingDeskService'])}>
              {(Object.keys(labels.services) as Array<Schemas['ClientBookingDeskService']>).map((code) => (
                <option key={code} value={code}>
                  {labels.services[code]}
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="form-grid">
            <div className="field">
              <label htmlFor="amend-date">{words.date}</label>
              <input id="amend-date" type="date" value={form.date} onChange={set('date')} />
            </div>
            <div className="field">
              <label htmlFor="amend-time">{words.time}</label>
              <input id="amend-time" type="time" value={form.time} onChange={set('time')} />
            </div>
            <div className="field">
              <label htmlFor="amend-passengers">{words.passengers}</label>
              <input id="amend-passengers" type="number" min={1} max={30} value={form.passengers} onChange={set('passengers')} />
            </div>
            <div className="field">
              <label htmlFor="amend-bags">{words.bags}</label>
              <input id="amend-bags" type="number" min={0} max={30} value={form.bags} onChange={set('bags')} />
            </div>
            {arrival && (
              <div className="field">
                <label htmlFor="amend-flight">{words.flight}</label>
                <input id="amend-flight" dir="ltr" maxLength={8} value={form.flight} onChange={set('flight')} />
              </div>
            )}
            {booking.object === 'transport_booking' && (
              <div className="field wide">
                <label htmlFor="amend-notes">{words.notes}</label>
                <textarea id="amend-notes" rows={2} maxLength={500} value={form.notes} onChange={set('notes')} />
              </div>
            )}
          </div>
        )}
        <div className="field">
          <label htmlFor="amend-message">{words.message}</label>
          <textarea id="amend-message" rows={2} maxLength={1000} required={type === 'service'} value={message} onChange={(event) => setMessage(event.target.value)} />
        </div>
        {tried && nothing && (
          <p className="field-error" role="alert">
            {words.nothing}
          </p>
        )}
        {amend.isError && <Failure error={amend.error} />}
        <ModalActions action={words.send} running={words.sending} pending={amend.isPending} cancel={words.cancel} onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}
