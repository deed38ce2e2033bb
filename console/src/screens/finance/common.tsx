import { useId, useMemo, useState } from 'react';
import type { components } from '../../../../src/generated/ops/openapi-types';
import { messageOf } from '../../api';
import { usePartner, usePartnerSearch } from '../../queries/partners';
import { formatAed, formatCell } from '../../format';
import { Link } from '../../Link';

export type { PartnerSummary } from '../../queries/partners';
export type { BankTransfer, BankTransferCredited, Proforma, ProformaStatus } from '../../queries/finance';
import type { Proforma } from '../../queries/finance';
export type OverdueInvoice = components['schemas']['OverdueInvoice'];
export type StatementOfAccount = components['schemas']['StatementOfAccount'];

/** What a pro-forma's payments come to, in words: paid, part paid with what is left, or paid over. */
export function proformaPaidWords(proforma: Proforma): string {
  if (proforma.status === 'issued') return `waiting for ${formatAed(proforma.amount_aed)}`;
  if (proforma.status === 'part_paid') return `part paid: ${formatAed(proforma.amount_paid_aed)} of ${formatAed(proforma.amount_aed)}, ${formatAed(proforma.amount_outstanding_aed)} outstanding`;
  return proforma.amount_overpaid_aed > 0 ? `paid, ${formatAed(proforma.amount_overpaid_aed)} over its amount (kept in the wallet)` : 'now paid';
}

/** Today in the UAE, `YYYY-MM-DD`, whatever the browser's own zone. */
export const uaeToday = (): string => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Partner names by account id, as far as the newest hundred go: a table shows the id where a name is not known. */
export function usePartnerNames(): ReadonlyMap<string, string> {
  const partners = usePartnerSearch('');
  return useMemo(() => new Map((partners.data ?? []).map((partner) => [partner.id, partner.name])), [partners.data]);
}

/**
 * Choosing a partner: a search (name, legal name, TRN or account id) narrowing a list to choose
 * from. A partner chosen before (from the address) stays in the list whatever the search.
 */
export function PartnerPicker({ id, label, value, onChange, hint, error, required }: { id: string; label: string; value: string; onChange: (accountId: string) => void; hint?: string; error?: string; required?: boolean }) {
  const [search, setSearch] = useState('');
  const partners = usePartnerSearch(search);
  const chosen = usePartner(value);
  const hintId = useId();
  const errorId = useId();
  const options = partners.data ?? [];
  const missing = value !== '' && !options.some((partner) => partner.id === value);
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="partner-picker">
      <div className="field">
        <label htmlFor={`${id}-search`}>Find a partner</label>
        <input id={`${id}-search`} type="search" autoComplete="off" value={search} onChange={(event) => setSearch(event.target.value)} aria-describedby={`${id}-search-hint`} />
        <p className="hint" id={`${id}-search-hint`}>
          Part of a name, legal name or TRN, or an account id.
        </p>
      </div>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={describedBy} aria-required={required || undefined}>
          <option value="">{partners.isPending ? 'Loading partners…' : options.length === 0 ? 'No partner matches' : `Choose a partner (${options.length}${options.length === 100 ? '+' : ''} found)`}</option>
          {missing && <option value={value}>{chosen.data ? `${chosen.data.name} (${value})` : value}</option>}
          {options.map((partner) => (
            <option key={partner.id} value={partner.id}>
              {partner.name}
              {partner.legal_name && partner.legal_name !== partner.name ? ` · ${partner.legal_name}` : ''} ({partner.id})
            </option>
          ))}
        </select>
        {hint && (
          <p className="hint" id={hintId}>
            {hint}
          </p>
        )}
        {error && (
          <p className="field-error" id={errorId}>
            {error}
          </p>
        )}
        {partners.isError && (
          <p role="alert" className="field-error">
            {messageOf(partners.error)}
          </p>
        )}
      </div>
    </div>
  );
}


/** A document's number with when it was issued beneath, as the finance lists show it. */
export function NumberAndDate({ number, at }: { number: string; at: string }) {
  return (
    <>
      <span className="nowrap">{number}</span>
      <br />
      <span className="nowrap muted">{formatCell(at)}</span>
    </>
  );
}

/** The partner a row is about, linked to its page. */
export function PartnerLink({ accountId, name }: { accountId: string; name: string }) {
  return <Link to={`/partners/${accountId}`}>{name}</Link>;
}
