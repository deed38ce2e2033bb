import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useUpdatePartner, type PartnerChanges } from '../../queries/partners';
import { countryChoices, countryName, vatStatusWords, type CommercialTermsKind, type PartnerDetail } from './common';
import { Failure } from '../../Failure';

const TERMS_WORDS: Record<CommercialTermsKind, string> = {
  tariff: 'Tariff: the published rates',
  commission: 'Commission: the tariff, the partner earns a percentage',
  net_rate: 'Net rate: the tariff less a percentage',
};

export const termsLine = (terms: PartnerDetail['commercial_terms']): string =>
  terms.terms === 'tariff' ? 'Tariff (published rates)' : `${terms.terms === 'commission' ? 'Commission' : 'Net rate'}, ${terms.percent}%`;

interface Fields {
  legal_name: string;
  address: string;
  country: string;
  trn: string;
  terms: CommercialTermsKind;
  percent: string;
}

const fieldsOf = (partner: PartnerDetail): Fields => ({
  legal_name: partner.legal.legal_name ?? '',
  address: partner.legal.address ?? '',
  country: partner.legal.country ?? '',
  trn: partner.legal.trn ?? '',
  terms: partner.commercial_terms.terms,
  percent: String(partner.commercial_terms.percent),
});

/** What the form asks the API to change: the details given (an empty country or TRN clears it) and the terms. */
const changesOf = (fields: Fields): PartnerChanges => ({
  ...(fields.legal_name.trim() ? { legal_name: fields.legal_name.trim() } : {}),
  ...(fields.address.trim() ? { address: fields.address.trim() } : {}),
  country: fields.country,
  trn: fields.trn.replace(/\s+/g, ''),
  commercial_terms: { terms: fields.terms, percent: fields.terms === 'tariff' ? 0 : Number(fields.percent) },
});

/** The legal details printed on the partner's tax invoices, and its terms; admins change them. */
export function Details({ partner, editable, onSaved }: { partner: PartnerDetail; editable: boolean; onSaved: (words: string) => void }) {
  const [editing, setEditing] = useState(false);
  return (
    <section aria-labelledby="details-title" id="details" className="card part">
      <div className="part-head">
        <h2 id="details-title">Details and terms</h2>
        {editable && !editing && (
          <button type="button" onClick={() => setEditing(true)}>
            Edit details and terms
          </button>
        )}
      </div>
      {editing ? (
        <DetailsForm
          partner={partner}
          onDone={(saved) => {
            setEditing(false);
            if (saved) onSaved('The details and terms were saved.');
          }}
        />
      ) : (
        <dl className="facts">
          <dt>Legal name</dt>
          <dd>{partner.legal.legal_name ?? <span className="muted">Not set</span>}</dd>
          <dt>Address</dt>
          <dd className="pre-line">{partner.legal.address ?? <span className="muted">Not set</span>}</dd>
          <dt>Country</dt>
          <dd>{partner.legal.country ? `${countryName(partner.legal.country)} (${partner.legal.country})` : <span className="muted">Not set</span>}</dd>
          <dt>VAT</dt>
          <dd data-vat-status={partner.legal.vat_status}>{vatStatusWords(partner.legal.vat_status, partner.legal.country)}</dd>
          <dt>TRN</dt>
          <dd>{partner.legal.trn ?? <span className="muted">None: not registered for VAT in the UAE</span>}</dd>
          <dt>Terms</dt>
          <dd>{termsLine(partner.commercial_terms)}</dd>
        </dl>
      )}
      <p className="hint">The legal name, address, country and TRN are printed as the recipient of the partner’s tax invoices; a TRN only for a partner registered for VAT in the UAE.</p>
    </section>
  );
}

function DetailsForm({ partner, onDone }: { partner: PartnerDetail; onDone: (saved: boolean) => void }) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: fieldsOf(partner) });
  const save = useUpdatePartner(partner.id, { onSuccess: () => onDone(true) });
  const terms = watch('terms');

  return (
    <form noValidate className="grid-form" onSubmit={handleSubmit((fields) => save.mutate(changesOf(fields)))}>
      <div className="field">
        <label htmlFor="legal-name">Legal name</label>
        <input id="legal-name" autoComplete="off" aria-invalid={errors.legal_name ? true : undefined} aria-describedby={errors.legal_name ? 'legal-name-error' : undefined} {...register('legal_name', { maxLength: { value: 200, message: 'At most 200 characters.' } })} />
        {errors.legal_name && <p className="field-error" id="legal-name-error">{errors.legal_name.message}</p>}
      </div>
      <div className="field">
        <label htmlFor="trn">TRN</label>
        <input id="trn" inputMode="numeric" autoComplete="off" aria-describedby="trn-hint" {...register('trn')} />
        <p className="hint" id="trn-hint">
          15 digits, only for a partner in the UAE registered for VAT; leave empty otherwise.
        </p>
      </div>
      <div className="field">
        <label htmlFor="country">Country</label>
        <select id="country" aria-describedby="country-hint" {...register('country')}>
          <option value="">Not set</option>
          {countryChoices().map((country) => (
            <option key={country.code} value={country.code}>
              {country.name} ({country.code})
            </option>
          ))}
        </select>
        <p className="hint" id="country-hint">
          Of the registered address.
        </p>
      </div>
      <div className="field wide">
        <label htmlFor="address">Address</label>
        <textarea id="address" rows={3} aria-invalid={errors.address ? true : undefined} aria-describedby={errors.address ? 'address-error' : undefined} {...register('address', { maxLength: { value: 500, message: 'At most 500 characters.' } })} />
        {errors.address && <p className="field-error" id="address-error">{errors.address.message}</p>}
      </div>
      <div className="field">
        <label htmlFor="terms">Terms</label>
        <select id="terms" {...register('terms')}>
          {(Object.keys(TERMS_WORDS) as CommercialTermsKind[]).map((kind) => (
            <option key={kind} value={kind}>
              {TERMS_WORDS[kind]}
            </option>
          ))}
        </select>
      </div>
      {terms !== 'tariff' && (
        <div className="field">
          <label htmlFor="percent">{terms === 'commission' ? 'Commission' : 'Discount'}, percent</label>
          <input
            id="percent"
            inputMode="decimal"
            aria-invalid={errors.percent ? true : undefined}
            aria-describedby={errors.percent ? 'percent-error' : undefined}
            {...register('percent', { validate: (value) => (/^\d{1,2}(\.\d{1,2})?$/.test(value.trim()) && Number(value) > 0 && Number(value) <= 50) || 'A percentage above 0 and at most 50, with at most 2 decimals.' })}
          />
          {errors.percent && <p className="field-error" id="percent-error">{errors.percent.message}</p>}
        </div>
      )}
      {save.isError && <Failure error={save.error} />}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save details and terms'}
        </button>
        <button type="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
