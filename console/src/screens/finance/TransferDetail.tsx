import { useState } from 'react';
import { messageOf, type CurrentStaff } from '../../api';
import { QueryState } from '../../QueryState';
import { useBankTransfer, useReverseCredit } from '../../queries/finance';
import { Link } from '../../Link';
import { formatAed, formatDay, formatTime } from '../../format';
import { proformaPaidWords, usePartnerNames, type BankTransfer } from './common';
import { creditedBy } from './Transfers';
import { useModal } from '../../useModal';
import { ModalActions } from '../../ModalActions';

/** One credit of a bank transfer (`/finance/transfers/btc_…`): what was credited, when, by whom, and its reversal. */
export function TransferDetail({ id, me }: { id: string; me: CurrentStaff }) {
  const names = usePartnerNames();
  const [reversing, setReversing] = useState(false);
  const credit = useBankTransfer(id);
  if (!credit.data) return <QueryState query={credit} pending="Loading the credit…" />;
  const { transfer, proforma } = credit.data;
  const partner = names.get(transfer.account_id) ?? transfer.account_id;

  return (
    <section aria-labelledby="credit-title" className="card">
      <h2 id="credit-title">
        {transfer.status === 'reversed' ? 'Reversed credit' : 'Credit'} of {formatAed(transfer.amount_aed)}
      </h2>
      <p>
        <Link to="/finance">All bank transfers</Link>
      </p>
      <dl className="facts">
        <dt>Bank reference</dt>
        <dd className="reference">{transfer.bank_reference}</dd>
        <dt>Partner</dt>
        <dd>
          <Link to={`/partners/${transfer.account_id}`}>{partner}</Link>
        </dd>
        <dt>Credited</dt>
        <dd>
          {formatTime(transfer.created_at)} by {creditedBy(transfer.credited_by, me)}
        </dd>
        <dt>Value date</dt>
        <dd>{transfer.value_date === null ? 'Not recorded' : formatDay(transfer.value_date)}</dd>
        <dt>Payer</dt>
        <dd>{transfer.payer ?? 'Not recorded'}</dd>
        <dt>Pro-forma</dt>
        <dd>{proforma ? `${proforma.number} (${proforma.payment_reference}), ${proformaPaidWords(proforma)}` : 'None quoted'}</dd>
        <dt>Status</dt>
        <dd>
          <span className={`status status-${transfer.status}`}>{transfer.status === 'reversed' ? 'Reversed' : 'Credited'}</span>
          {transfer.reversed_at && ` ${formatTime(transfer.reversed_at)} by ${creditedBy(transfer.reversed_by ?? '', me)}: ${transfer.reversal_reason ?? ''}`}
        </dd>
        {transfer.duplicate_of && (
          <>
            <dt>Credited twice</dt>
            <dd>
              Before references were compared letter by letter, this reference was also credited as <Link to={`/finance/transfers/${transfer.duplicate_of}`}>an earlier credit</Link>. Reverse the one that was not a transfer of its own.
            </dd>
          </>
        )}
      </dl>
      {transfer.status === 'credited' && me.staff.roles.includes('finance') && (
        <button type="button" className="danger" onClick={() => setReversing(true)}>
          Reverse this credit…
        </button>
      )}
      {reversing && <ReverseDialog transfer={transfer} partner={partner} onClose={() => setReversing(false)} />}
    </section>
  );
}

/** Reversing a credit, behind a confirmation that says what happens, with the reason the partner is told. */
function ReverseDialog({ transfer, partner, onClose }: { transfer: BankTransfer; partner: string; onClose: () => void }) {
  const modal = useModal<void>(onClose);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const reverse = useReverseCredit(transfer.id, { onSuccess: () => modal.close() });

  return (
    <dialog {...modal.dialog} aria-labelledby="reverse-title" aria-describedby="reverse-what" className="wide-dialog">
      <h2 id="reverse-title">Reverse {formatAed(transfer.amount_aed)}?</h2>
      <p id="reverse-what">
        {formatAed(transfer.amount_aed)} ({transfer.bank_reference}) is taken back out of the live wallet of {partner} by a reversing entry; the credit stays on record as reversed. If the partner spent it meanwhile, the wallet goes below zero and bookings are refused until it is made good. The
        partner is told the reason in their inbox; the reference can then be credited again.
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') setMissing(true);
          else reverse.mutate(reason.trim());
        }}
      >
        <div className="field">
          <label htmlFor="reverse-reason">Reason (the partner reads it)</label>
          <textarea id="reverse-reason" value={reason} maxLength={500} rows={3} onChange={(event) => { setReason(event.target.value); setMissing(false); }} aria-invalid={missing ? true : undefined} aria-describedby={missing ? 'reverse-reason-error' : undefined} />
          {missing && (
            <p className="field-error" id="reverse-reason-error">
              Enter the reason the partner is told.
            </p>
          )}
        </div>
        {reverse.isError && (
          <p role="alert" className="error">
            {messageOf(reverse.error)}
          </p>
        )}
        <ModalActions action={`Reverse ${formatAed(transfer.amount_aed)}`} running="Reversing…" pending={reverse.isPending} danger onCancel={modal.cancel} />
      </form>
    </dialog>
  );
}
