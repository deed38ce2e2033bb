import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiFailure, messageOf } from '../../api';
import { QueryState } from '../../QueryState';
import { useOperatorDetails, useUpdateOperatorDetails, type OperatorChanges, type OperatorDetails } from '../../queries/settings';
import { formatTime } from '../../format';
import { useStaffList } from '../../queries/staff';

type Field = keyof OperatorChanges & keyof OperatorDetails;
type Fields = Record<Field, string>;

/** Every detail updateOperatorDetails takes, in the order a person reads them, with what it checks. */
const FIELDS: ReadonlyArray<{ name: Field; label: string; hint?: string; max: number; type?: string; group: 'company' | 'contact' | 'bank' }> = [
  { name: 'legal_name', label: 'Legal name', hint: 'The registered company name, printed on invoices.', max: 200, group: 'company' },
  { name: 'trading_name', label: 'Trading name', hint: 'The name travellers and partners know.', max: 200, group: 'company' },
  { name: 'address', label: 'Registered address', max: 500, group: 'company' },
  { name: 'trn', label: 'TRN', hint: 'The UAE tax registration number: 15 digits beginning 100.', max: 40, group: 'company' },
  { name: 'phone_24h', label: '24-hour phone for travellers', hint: 'In international form, e.g. +971 4 333 4444.', max: 40, type: 'tel', group: 'contact' },
  { name: 'desk_email', label: 'Trade desk e-mail address', max: 254, type: 'email', group: 'contact' },
  { name: 'desk_phone', label: 'Trade desk phone', hint: 'In international form.', max: 40, type: 'tel', group: 'contact' },
  { name: 'bank_name', label: 'Bank', hint: 'Where partners pay their transfers.', max: 200, group: 'bank' },
  { name: 'bank_account_name', label: 'Name on the bank account', max: 200, group: 'bank' },
  { name: 'iban', label: 'IBAN', hint: 'Spaces are dropped; its check digits must add up.', max: 60, group: 'bank' },
  { name: 'swift', label: 'SWIFT/BIC', hint: '8 or 11 characters.', max: 20, group: 'bank' },
];
const GROUPS = [
  { id: 'company', legend: 'Company' },
  { id: 'contact', legend: 'Contact' },
  { id: 'bank', legend: 'Bank details (printed on pro-forma invoices)' },
] as const;

const fieldsOf = (details: OperatorDetails): Fields => Object.fromEntries(FIELDS.map(({ name }) => [name, details[name] ?? ''])) as Fields;

/** The operator's details, as printed on every document and public page, changed by an admin. */
export function OperatorDetailsForm({ onSaved }: { onSaved: (message: string) => void }) {
  const details = useOperatorDetails();
  const staff = useStaffList();
  const who = (id: string | null): string => (id === null ? 'nobody known' : id === 'cli' ? 'the command line' : (staff.data?.find((member) => member.id === id)?.name ?? id));
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, dirtyFields },
  } = useForm<Fields>();
  const [unchanged, setUnchanged] = useState(false);

  useEffect(() => {
    if (details.data) reset(fieldsOf(details.data));
  }, [details.data, reset]);

  const save = useUpdateOperatorDetails({
    onSuccess: (stored, changes) => {
      reset(fieldsOf(stored));
      const names = FIELDS.filter(({ name }) => name in changes).map(({ label }) => label.toLowerCase());
      onSaved(`Saved the operator’s ${names.join(', ')}.`);
    },
    onError: (error) => {
      // The API names each refused field; each shows its own message beside it.
      if (error instanceof ApiFailure) {
        for (const issue of error.issues) {
          if (FIELDS.some(({ name }) => name === issue.path)) setError(issue.path as Field, { type: 'server', message: issue.message });
        }
      }
    },
  });

  const submit = handleSubmit((values) => {
    const changes = Object.fromEntries(FIELDS.filter(({ name }) => dirtyFields[name]).map(({ name }) => [name, values[name].trim()])) as OperatorChanges;
    setUnchanged(Object.keys(changes).length === 0);
    if (Object.keys(changes).length > 0) save.mutate(changes);
  });

  return (
    <section aria-labelledby="operator-title" className="card">
      <h2 id="operator-title">The operator’s details</h2>
      <p className="muted">Printed on every voucher, invoice, statement and pro-forma, and on the public pages. A refused value changes nothing; each change is written to the audit log.</p>
      <QueryState query={details} pending="Loading the operator’s details…" />
      {details.data && (
        <form noValidate onSubmit={submit} aria-labelledby="operator-title">
          {GROUPS.map((group) => (
            <fieldset key={group.id}>
              <legend>{group.legend}</legend>
              <div className="form-grid">
                {FIELDS.filter((field) => field.group === group.id).map((field) => {
                  const error = errors[field.name];
                  const described = [field.hint ? `operator-${field.name}-hint` : '', error ? `operator-${field.name}-error` : ''].filter(Boolean).join(' ');
                  return (
                    <div className={`field${field.name === 'address' ? ' wide' : ''}`} key={field.name}>
                      <label htmlFor={`operator-${field.name}`}>{field.label}</label>
                      <input
                        id={`operator-${field.name}`}
                        type={field.type ?? 'text'}
                        autoComplete="off"
                        aria-invalid={error ? true : undefined}
                        aria-describedby={described || undefined}
                        {...register(field.name, { maxLength: { value: field.max, message: `At most ${field.max} characters.` } })}
                      />
                      {field.hint && (
                        <p className="hint" id={`operator-${field.name}-hint`}>
                          {field.hint}
                        </p>
                      )}
                      {error && (
                        <p className="field-error" id={`operator-${field.name}-error`}>
                          {error.message}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
            </fieldset>
          ))}
          {save.isError && (
            <p role="alert" className="error">
              {messageOf(save.error)}
            </p>
          )}
          {unchanged && !save.isPending && <p className="notice">Nothing was changed, so nothing was saved.</p>}
          <div className="form-actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save changes'}
            </button>
            <button type="button" onClick={() => { reset(fieldsOf(details.data)); save.reset(); setUnchanged(false); }} disabled={save.isPending}>
              Undo my changes
            </button>
          </div>
          <p className="hint">
            {details.data.updated_at ? `Last changed ${formatTime(details.data.updated_at)} by ${who(details.data.updated_by)}.` : 'Never changed since the service was set up.'}
          </p>
        </form>
      )}
    </section>
  );
}
