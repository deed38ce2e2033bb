import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { usePartnerLedger, useSetCreditLine } from '../../queries/partners';
import type { components } from '../../../../src/generated/ops/openapi-types';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { formatAed, formatCell } from '../../format';
import { CREDIT_TERMS, PagedListState, termsWords, type CreditTermsCode, type PartnerDetail } from './common';
import { Failure } from '../../Failure';

type LedgerEntry = components['schemas']['PartnerLedgerEntry'];

const KIND_WORDS: Record<LedgerEntry['kind'], string> = { topup: 'Top-up', charge: 'Charge', refund: 'Refund', cancellation_fee: 'Cancellation fee', adjustment: 'Adjustment' };

const column = createColumnHelper<LedgerEntry>();

const Amount = ({ aed }: { aed: number }) => <span className={`nowrap amount${aed < 0 ? ' negative' : ''}`}>{formatAed(aed)}</span>;

/** The live wallet's balance and its entries, newest first. */
export function Wallet({ partner }: { partner: PartnerDetail }) {
  const { query, rows } = usePartnerLedger(partner.id);
  const columns = useMemo(
    () => [
      column.accessor('created_at', { header: 'When (UAE time)', cell: (cell) => <span className="nowrap">{formatCell(cell.getValue())}</span> }),
      column.accessor('description', {
        header: 'Description',
        cell: ({ row }) => (
          <>
            {row.original.description}
            <div className="muted small">
              {KIND_WORDS[row.original.kind]}
              {row.original.booking_reference ? (
                <>
                  {' · '}
                  <Link to={`/bookings/${encodeURIComponent(row.original.booking_reference)}`}>{row.original.booking_reference}</Link>
                </>
              ) : null}
            </div>
          </>
        ),
      }),
      column.accessor('amount_aed', { header: 'Amount', cell: (cell) => <Amount aed={cell.getValue()} /> }),
      column.accessor('balance_after_aed', { header: 'Balance after', cell: (cell) => <Amount aed={cell.getValue()} /> }),
    ],
    [],
  );
  return (
    <section aria-labelledby="wallet-title" id="wallet" className="card part">
      <h2 id="wallet-title">Wallet and ledger</h2>
      <p>
        Live wallet balance: <strong><Amount aed={partner.credit_line.balance_aed} /></strong>
        {partner.credit_line.balance_aed < 0 && <span className="muted"> (the credit line is drawn)</span>}
      </p>
      {rows.length > 0 && <DataTable caption={`Live wallet entries of ${partner.name}, newest first`} columns={columns} data={rows} rowKey={(row) => String(row.id)} />}
      <PagedListState query={query} what="entries" none="No entries in the live wallet yet." />
    </section>
  );
}

interface CreditFields {
  limit: string;
  terms: CreditTermsCode;
}

/** The live credit line: finance (and admin, who sees it) reads it; finance sets it. */
export function CreditLine({ partner, editable, onChanged }: { partner: PartnerDetail; editable: boolean; onChanged: (words: string) => void }) {
  const [editing, setEditing] = useState(false);
  const line = partner.credit_line;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreditFields>({ values: { limit: line.limit_aed > 0 ? line.limit_aed.toFixed(2) : '', terms: line.terms ?? 'NET_30' } });
  const save = useSetCreditLine(partner.id, {
    onSuccess: (saved) => {
      setEditing(false);
      onChanged(saved.limit_aed > 0 ? `The credit line is now ${formatAed(saved.limit_aed)}, ${saved.terms ?? ''}.` : 'The credit line was ended.');
    },
  });

  return (
    <section aria-labelledby="credit-title" id="credit-line" className="card part">
      <div className="part-head">
        <h2 id="credit-title">Credit line</h2>
        {editable && !editing && (
          <button type="button" onClick={() => setEditing(true)}>
            Set the credit line
          </button>
        )}
      </div>
      <dl className="facts">
        <dt>Limit</dt>
        <dd>{line.limit_aed > 0 ? formatAed(line.limit_aed) : 'No credit line'}</dd>
        <dt>Terms</dt>
        <dd>{line.terms ? termsWords(line.terms) : '—'}</dd>
        <dt>Available</dt>
        <dd>{formatAed(Math.max(0, line.limit_aed + line.balance_aed))}</dd>
      </dl>
      {editing && (
        <form noValidate className="grid-form" onSubmit={handleSubmit((fields) => save.mutate({ limit_aed: Number(fields.limit.replace(/,/g, '')), terms: fields.terms }))}>
          <div className="field">
            <label htmlFor="credit-limit">Limit, AED</label>
            <input
              id="credit-limit"
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={errors.limit ? true : undefined}
              aria-describedby={`credit-limit-hint${errors.limit ? ' credit-limit-error' : ''}`}
              {...register('limit', { validate: (value) => (/^\d{1,8}(\.\d{1,2})?$/.test(value.replace(/,/g, '').trim()) && Number(value.replace(/,/g, '')) <= 10_000_000) || 'An amount from 0 to 10,000,000 with at most 2 decimals.' })}
            />
            <p className="hint" id="credit-limit-hint">
              0 ends the credit line.
            </p>
            {errors.limit && (
              <p className="field-error" id="credit-limit-error">
                {errors.limit.message}
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor="credit-terms">Invoices due</label>
            <select id="credit-terms" {...register('terms')}>
              {CREDIT_TERMS.map((code) => (
                <option key={code} value={code}>
                  {code.replace('_', ' ')}: {code.slice(4)} days after the invoice
                </option>
              ))}
            </select>
          </div>
          <p className="hint wide">The partner is told in its inbox; the change is written to the audit log.</p>
          {save.isError && <Failure error={save.error} />}
          <div className="form-actions">
            <button type="submit" className="primary" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save the credit line'}
            </button>
            <button type="button" onClick={() => setEditing(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
