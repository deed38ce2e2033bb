import type { Schemas } from '../../api';
import { defineWords } from '../../i18n';

/**
 * What only a booking has: the lead traveller (name, phone, e-mail), the arriving flight where the
 * pickup is at an airport, the partner's own reference (printed on the voucher) and notes for the
 * driver or guide.
 */
export interface TravellerForm {
  first: string;
  last: string;
  phone: string;
  email: string;
  flight: string;
  reference: string;
  notes: string;
}

export const emptyTraveller: TravellerForm = { first: '', last: '', phone: '', email: '', flight: '', reference: '', notes: '' };

const useWords = defineWords({
  en: {
    first: 'First name',
    last: 'Last name',
    phone: 'Mobile phone',
    phoneHint: 'In international form, such as +971 50 123 4567: the driver calls it.',
    phoneRequired: 'Mobile phone (the driver calls it on arrival)',
    email: 'E-mail',
    emailHint: 'Where the voucher can be e-mailed.',
    flight: 'Arriving flight',
    flightHint: 'Such as EK202: the pickup follows its landing, and the driver waits 60 minutes free after it.',
    reference: 'Your reference',
    referenceHint: 'Your own booking reference, printed on the voucher.',
    notes: 'Notes for the driver or guide',
  },
  ar: {
    first: 'الاسم الأول',
    last: 'اسم العائلة',
    phone: 'الهاتف المحمول',
    phoneHint: 'بالصيغة الدولية، مثل ‎+971 50 123 4567‎: يتصل به السائق.',
    phoneRequired: 'الهاتف المحمول (يتصل به السائق عند الوصول)',
    email: 'البريد الإلكتروني',
    emailHint: 'حيث يمكن إرسال القسيمة.',
    flight: 'رحلة الوصول',
    flightHint: 'مثل EK202: يتبع الاستلام موعد هبوطها، وينتظر السائق 60 دقيقة مجانًا بعده.',
    reference: 'مرجعك',
    referenceHint: 'رقم الحجز الخاص بك، يُطبع على القسيمة.',
    notes: 'ملاحظات للسائق أو المرشد',
  },
});

/** The booking's own fields as the API takes them; empty ones are left out, phone and flight written as the API reads them. */
export function travellerOf(form: TravellerForm, withFlight: boolean): { traveller: Schemas['Traveller']; flight_number?: string; agency_reference?: string; notes?: string } {
  const phone = form.phone.replace(/[\s\-().]/g, '');
  const flight = form.flight.replace(/\s/g, '').toUpperCase();
  return {
    traveller: { first_name: form.first.trim(), last_name: form.last.trim(), ...(phone ? { phone } : {}), ...(form.email.trim() ? { email: form.email.trim() } : {}) },
    ...(withFlight && flight ? { flight_number: flight } : {}),
    ...(form.reference.trim() ? { agency_reference: form.reference.trim() } : {}),
    ...(form.notes.trim() ? { notes: form.notes.trim() } : {}),
  };
}

export function TravellerFields({ value, onChange, flight, phoneRequired = false, idPrefix }: { value: TravellerForm; onChange: (next: TravellerForm) => void; flight: boolean; phoneRequired?: boolean; idPrefix: string }) {
  const words = useWords();
  const set = (key: keyof TravellerForm) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  const id = (name: string): string => `${idPrefix}-${name}`;
  return (
    <div className="form-grid">
      <div className="field">
        <label htmlFor={id('first')}>{words.first}</label>
        <input id={id('first')} required maxLength={60} autoComplete="off" value={value.first} onChange={set('first')} />
      </div>
      <div className="field">
        <label htmlFor={id('last')}>{words.last}</label>
        <input id={id('last')} required maxLength={60} autoComplete="off" value={value.last} onChange={set('last')} />
      </div>
      <div className="field">
        <label htmlFor={id('phone')}>{phoneRequired ? words.phoneRequired : words.phone}</label>
        <input id={id('phone')} type="tel" dir="ltr" required={phoneRequired} autoComplete="off" value={value.phone} onChange={set('phone')} aria-describedby={id('phone-hint')} />
        <p className="hint" id={id('phone-hint')}>
          {words.phoneHint}
        </p>
      </div>
      <div className="field">
        <label htmlFor={id('email')}>{words.email}</label>
        <input id={id('email')} type="email" dir="ltr" autoComplete="off" value={value.email} onChange={set('email')} aria-describedby={id('email-hint')} />
        <p className="hint" id={id('email-hint')}>
          {words.emailHint}
        </p>
      </div>
      {flight && (
        <div className="field">
          <label htmlFor={id('flight')}>{words.flight}</label>
          <input id={id('flight')} dir="ltr" autoComplete="off" maxLength={8} value={value.flight} onChange={set('flight')} aria-describedby={id('flight-hint')} />
          <p className="hint" id={id('flight-hint')}>
            {words.flightHint}
          </p>
        </div>
      )}
      <div className="field">
        <label htmlFor={id('reference')}>{words.reference}</label>
        <input id={id('reference')} maxLength={64} autoComplete="off" value={value.reference} onChange={set('reference')} aria-describedby={id('reference-hint')} />
        <p className="hint" id={id('reference-hint')}>
          {words.referenceHint}
        </p>
      </div>
      <div className="field wide">
        <label htmlFor={id('notes')}>{words.notes}</label>
        <textarea id={id('notes')} maxLength={500} rows={2} value={value.notes} onChange={set('notes')} />
      </div>
    </div>
  );
}
