import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { createColumnHelper } from '@tanstack/react-table';
import { ApiFailure, type CurrentStaff } from '../../api';
import { QueryState } from '../../QueryState';
import { useBankTransfers, useCreditTransfer, useQuotedProforma, useStandingCredit } from '../../queries/finance';
import { usePartner } from '../../queries/partners';
import { DataTable } from '../../DataTable';
import { Link } from '../../Link';
import { formatAed, formatCell, formatDay, formatTime } from '../../format';
import { PartnerPicker, proformaPaidWords, uaeToday, usePartnerNames, type BankTransfer, type BankTransferCredited, type Proforma } from './common';
import { Failure } from '../../Failure';
import { useModal } from '../../useModal';
import { NewestFirstCount } from './NewestFirstCount';


interface TransferFields {
  amount: string;
  value_date: string;
  bank_reference: string;
  payer: string;
  account_id: string;
}

/** A payment reference as top-ups and pro-formas give it (`WTU-7KQ2M9XH4P`, older `PY-7KQ2-M9XH`), however the bank typed it. */
const PAYMENT_REFERENCE = /\b(?:WTU[\s-]?[0-9A-Z]{10}|PY[\s-]?[0-9A-Z]{4}[\s-]?[0-9A-Z]{4})\b/i;

/** Who credited a transfer, in words: the person reading, the command line, or another member of staff's id. */
export function creditedBy(value: string, me: CurrentStaff): string {
  if (value === 'desk:cli') return 'Command line';
  if (value === `desk:${me.staff.id}`) return `You (${me.staff.name})`;
  return value.replace(/^desk:/, '');
}

const emptyFields = (): TransferFields => ({ amount: '', value_date: uaeToday(), bank_reference: '', payer: '', account_id: '' });

/** Recording a bank transfer, and the transfers recorded. */
export function TransfersPage({ me }: { me: CurrentStaff }) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <RecordTransfer me={me} onCredited={(credited) => setAnnouncement(`Credited ${formatAed(credited.transfer.amount_aed)} to ${credited.transfer.account_id}.`)} />
      <TransferList me={me} />
    </>
  );
}

function RecordTransfer({ me, onCredited }: { me: CurrentStaff; onCredited: (credited: BankTransferCredited) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<TransferFields>({ defaultValues: emptyFields() });
  const [checking, setChecking] = useState<TransferFields | null>(null);
  const [credited, setCredited] = useState<BankTransferCredited | null>(null);
  const result = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (credited) result.current?.focus();
  }, [credited]);

  return (
    <section aria-labelledby="record-title" className="card record-transfer">
      <h2 id="record-title">Record a bank transfer</h2>
      <p className="muted">
        As the bank statement shows it. A bank reference that quotes a pro-forma’s payment reference (such as WTU-7KQ2M9XH4P) is matched to that pro-forma’s partner and pays it, in part or in full; otherwise choose the partner. Each bank reference is credited once, however it is spaced, dashed or cased.
      </p>
      {credited && (
        <div className="outcome" ref={result} tabIndex={-1} role="region" aria-labelledby="credited-title">
          <h3 id="credited-title">Credited {formatAed(credited.transfer.amount_aed)}</h3>
          <dl className="facts">
            <dt>Partner</dt>
            <dd>
              <Link to={`/partners/${credited.transfer.account_id}`}>{credited.transfer.account_id}</Link>
            </dd>
            <dt>Bank reference</dt>
            <dd>{credited.transfer.bank_reference}</dd>
            <dt>Wallet balance now</dt>
            <dd>{formatAed(credited.balance_aed)}</dd>
            <dt>Pro-forma</dt>
            <dd>{credited.proforma ? `${credited.proforma.number} (${credited.proforma.payment_reference}), ${proformaPaidWords(credited.proforma)}` : 'None quoted'}</dd>
            <dt>Credited</dt>
            <dd>{formatTime(credited.transfer.created_at)}</dd>
            <dt>Credit</dt>
            <dd>
              <Link to={`/finance/transfers/${credited.id}`}>{credited.id}</Link>
            </dd>
          </dl>
          <button type="button" onClick={() => setCredited(null)}>
            Done
          </button>
        </div>
      )}
      <form noValidate onSubmit={handleSubmit((fields) => setChecking(fields))} className="form-grid" aria-labelledby="record-title">
        <div className="field">
          <label htmlFor="transfer-amount">Amount received (AED)</label>
          <input
            id="transfer-amount"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={errors.amount ? 'transfer-amount-error' : undefined}
            {...register('amount', {
              required: 'Enter the amount received.',
              validate: (value) => {
                const text = value.replace(/,/g, '').trim();
                if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Enter an amount in AED such as 7500 or 7500.50 (at most two decimals).';
                const amount = Number(text);
                if (amount <= 0) return 'The amount must be more than zero.';
                if (amount > 10_000_000) return 'At most AED 10,000,000 in one transfer.';
                return true;
              },
            })}
          />
          {errors.amount && (
            <p className="field-error" id="transfer-amount-error">
              {errors.amount.message}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="transfer-date">Value date</label>
          <input id="transfer-date" type="date" aria-invalid={errors.value_date ? true : undefined} aria-describedby={errors.value_date ? 'transfer-date-error' : undefined} {...register('value_date', { required: 'Enter the day the bank valued the transfer.' })} />
          {errors.value_date && (
            <p className="field-error" id="transfer-date-error">
              {errors.value_date.message}
            </p>
          )}
        </div>
        <div className="field wide">
          <label htmlFor="transfer-reference">Bank reference</label>
          <input
            id="transfer-reference"
            autoComplete="off"
            aria-invalid={errors.bank_reference ? true : undefined}
            aria-describedby={`transfer-reference-hint${errors.bank_reference ? ' transfer-reference-error' : ''}`}
            {...register('bank_reference', { required: 'Enter the bank’s reference of the transfer.', maxLength: { value: 80, message: 'At most 80 characters.' } })}
          />
          <p className="hint" id="transfer-reference-hint">
            With the payment details as the statement prints them, e.g. ENBD TT 88231 PY-7KQ2-M9XH.
          </p>
          {errors.bank_reference && (
            <p className="field-error" id="transfer-reference-error">
              {errors.bank_reference.message}
            </p>
          )}
        </div>
        <div className="field wide">
          <label htmlFor="transfer-payer">Payer</label>
          <input id="transfer-payer" autoComplete="off" aria-invalid={errors.payer ? true : undefined} aria-describedby={errors.payer ? 'transfer-payer-error' : undefined} {...register('payer', { required: 'Enter who sent the transfer.', maxLength: { value: 200, message: 'At most 200 characters.' } })} />
          {errors.payer && (
            <p className="field-error" id="transfer-payer-error">
              {errors.payer.message}
            </p>
          )}
        </div>
        <div className="wide">
          <Controller
            control={control}
            name="account_id"
            render={({ field }) => <PartnerPicker id="transfer-partner" label="Partner to credit" value={field.value} onChange={field.onChange} hint="Needed only when the bank reference quotes no pro-forma’s payment reference." />}
          />
        </div>
        <div className="wide">
          <button type="submit" className="primary">
            Check and credit…
          </button>
        </div>
      </form>
      {checking && (
        <ConfirmTransfer
          fields={checking}
          me={me}
          onClose={(done) => {
            setChecking(null);
            if (done) {
              setCredited(done);
              reset(emptyFields());
              onCredited(done);
            }
          }}
        />
      )}
    </section>
  );
}

/** The transfer as it will be credited, with the pro-forma its bank reference quotes, looked up first. */
function ConfirmTransfer({ fields, me, onClose }: { fields: TransferFields; me: CurrentStaff; onClose: (credited: BankTransferCredited | null) => void }) {
  const modal = useModal(onClose);
  const amount = Number(fields.amount.replace(/,/g, '').trim());
  const bankReference = fields.bank_reference.trim();
  const quoted = PAYMENT_REFERENCE.exec(bankReference)?.[0] ?? null;

  const match = useQuotedProforma(bankReference);
  const proforma: Proforma | null = match.data ?? null;
  // A credit of the same reference (however it was typed) that stands: no second credit is offered.
  const earlier = useStandingCredit(bankReference);
  const standing: BankTransfer | null = earlier.data ?? null;
  const names = usePartnerNames();
  const accountId = proforma?.account_id ?? fields.account_id;
  const partner = usePartner(accountId);
  const chosen = usePartner(fields.account_id);

  // What a credit changes elsewhere (partners' balances, the overdue invoices) is read again.
  const credit = useCreditTransfer({ onSuccess: (credited) => modal.close(credited) });

  const unmatched = match.isSuccess && proforma === null && fields.account_id === '';
  // What this transfer does to the pro-forma it quotes: pays part of it, all of it, or more.
  const outstandingAfter = proforma === null ? 0 : Math.round((proforma.amount_outstanding_aed - amount) * 100) / 100;
  const conflict = proforma !== null && fields.account_id !== '' && fields.account_id !== proforma.account_id;
  const partnerName = (id: string, found: typeof partner.data) => (found && found.id === id ? `${found.name} (${id})` : id);

  return (
    <dialog {...modal.dialog} aria-labelledby="confirm-title" aria-describedby="confirm-what" className="wide-dialog">
      <h2 id="confirm-title">Credit {formatAed(amount)}?</h2>
      <dl className="facts" id="confirm-what">
        <dt>Amount</dt>
        <dd>{formatAed(amount)}</dd>
        <dt>Value date</dt>
        <dd>{formatDay(fields.value_date)}</dd>
        <dt>Bank reference</dt>
        <dd>{bankReference}</dd>
        <dt>Payer</dt>
        <dd>{fields.payer.trim()}</dd>
        <dt>Pro-forma</dt>
        <dd>
          {match.isPending
            ? 'Looking for the pro-forma it quotes…'
            : match.isError
              ? 'Could not be looked up.'
              : proforma
                ? `${proforma.number}, ${formatAed(proforma.amount_aed)} to ${proforma.company_name}, payment reference ${proforma.payment_reference}, ${proforma.status === 'paid' ? `already paid by ${proforma.bank_reference ?? 'another transfer'}` : 'waiting for this transfer'}`
                : quoted
                  ? `None: no pro-forma has the payment reference ${quoted.toUpperCase()}.`
                  : 'None: the bank reference quotes no payment reference.'}
        </dd>
        <dt>Credited to</dt>
        <dd>{accountId ? `The live wallet of ${partnerName(accountId, partner.data)}` : 'Nobody yet: choose the partner'}</dd>
      </dl>
      {match.isError && <Failure error={match.error} />}
      {earlier.isError && <Failure error={earlier.error} />}
      {proforma && proforma.status !== 'paid' && outstandingAfter > 0 && (
        <p className="notice">
          Part payment: {proforma.number} asks for {formatAed(proforma.amount_aed)}
          {proforma.amount_paid_aed > 0 ? `, ${formatAed(proforma.amount_paid_aed)} of it paid before` : ''}; after this transfer {formatAed(outstandingAfter)} is still outstanding and the pro-forma is part paid. The amount received is what is credited.
        </p>
      )}
      {proforma && proforma.status !== 'paid' && outstandingAfter === 0 && <p className="notice">This transfer pays {proforma.number} in full.</p>}
      {proforma && outstandingAfter < 0 && (
        <p className="notice">
          Paid over: this transfer is {formatAed(-outstandingAfter)} more than {proforma.number} {proforma.status === 'paid' ? 'needs (it was paid before)' : 'still needs'}. The whole amount is credited; the surplus stays in the wallet.
        </p>
      )}
      {standing && (
        <div role="alert" className="notice already-credited">
          <p>
            Already credited: {standing.bank_reference} was credited {formatTime(standing.created_at)} by {creditedBy(standing.credited_by, me)}, {formatAed(standing.amount_aed)} to {names.get(standing.account_id) ?? standing.account_id}. A transfer is credited once; if that credit was wrong, reverse it first.
          </p>
          <p>
            <Link to={`/finance/transfers/${standing.id}`}>Open the earlier credit</Link>
          </p>
        </div>
      )}
      {unmatched && (
        <p role="alert" className="error">
          The bank reference quotes no pro-forma’s payment reference. Close this, choose the partner to credit, and check again.
        </p>
      )}
      {conflict && (
        <p role="alert" className="error">
          The bank reference quotes {proforma.number} of {proforma.account_id}, not {partnerName(fields.account_id, chosen.data)}, the partner chosen. Clear the partner, or check the reference.
        </p>
      )}
      {credit.isError && <Failure error={credit.error} />}
      {credit.isError && credit.error instanceof ApiFailure && credit.error.code === 'already_exists' && <p className="muted">Nothing was credited and nothing changed. Find the earlier credit in the transfers below.</p>}
      <div className="actions">
        {!credit.isError && !standing && (
          <button type="button" className="primary" onClick={() => credit.mutate({ amount_aed: amount, value_date: fields.value_date, bank_reference: bankReference, payer: fields.payer.trim(), ...(fields.account_id ? { account_id: fields.account_id } : {}) })} disabled={credit.isPending || match.isPending || earlier.isPending || unmatched || conflict || !accountId}>
            {credit.isPending ? 'Crediting…' : `Credit ${formatAed(amount)}`}
          </button>
        )}
        <button type="button" onClick={modal.cancel}>
          {credit.isError || standing ? 'Close' : 'Cancel'}
        </button>
      </div>
      <p className="hint">Recorded as {me.staff.name}; written to the audit log.</p>
    </dialog>
  );
}

const column = createColumnHelper<BankTransfer>();

function TransferList({ me }: { me: CurrentStaff }) {
  const [partnerFilter, setPartnerFilter] = useState('');
  const names = usePartnerNames();
  const { query: transfers, rows } = useBankTransfers(partnerFilter);

  const columns = useMemo(
    () => [
      column.accessor('created_at', {
        header: 'Credited (UAE time)',
        cell: ({ row }) => (
          <>
            <span className="nowrap">{formatCell(row.original.created_at)}</span>
            <br />
            <span className="muted">by {creditedBy(row.original.credited_by, me)}</span>
          </>
        ),
      }),
      column.accessor('bank_reference', {
        header: 'Bank reference',
        cell: ({ row }) => (
          <>
            <Link to={`/finance/transfers/${row.original.id}`} className="reference">
              {row.original.bank_reference}
            </Link>
            {row.original.status === 'reversed' && (
              <>
                <br />
                <span className="status status-reversed">Reversed</span>
              </>
            )}
          </>
        ),
      }),
      column.accessor('account_id', {
        header: 'Partner',
        cell: (cell) => (
          <Link to={`/partners/${cell.getValue()}`}>
            {names.get(cell.getValue()) ?? cell.getValue()}
          </Link>
        ),
      }),
      column.accessor('payer', { header: 'Payer', cell: (cell) => cell.getValue() ?? <span className="muted">Not recorded</span> }),
      column.accessor('value_date', { header: 'Value date', cell: (cell) => { const day = cell.getValue(); return day === null ? <span className="muted">Not recorded</span> : <span className="nowrap">{formatDay(day)}</span>; } }),
      column.accessor('amount_aed', { header: 'Amount', cell: (cell) => <span className="amount">{formatAed(cell.getValue())}</span> }),
    ],
    [names, me],
  );

  return (
    <section aria-labelledby="transfers-title" className="finance-list">
      <h2 id="transfers-title">Bank transfers credited</h2>
      <div className="filters filters-narrow">
        <PartnerPicker id="transfers-partner" label="Only this partner’s" value={partnerFilter} onChange={setPartnerFilter} />
        {partnerFilter && (
          <div className="filter-actions">
            <button type="button" onClick={() => setPartnerFilter('')}>
              Show every partner’s
            </button>
          </div>
        )}
      </div>
      <QueryState query={transfers} pending="Loading the transfers…" more="Load older transfers">
        {() => (
          <>
            <NewestFirstCount count={rows.length} noun="transfer" none="No transfers credited yet." more={transfers.hasNextPage} />
            {rows.length > 0 && <DataTable caption="Bank transfers credited, newest first" columns={columns} data={rows} rowKey={(row) => row.id} />}
          </>
        )}
      </QueryState>
    </section>
  );
}
