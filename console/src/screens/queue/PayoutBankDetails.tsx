import { useOpenPayoutBankDetails } from '../../queries/partners';
import { Failure } from '../../Failure';

/** The bank account an accepted payout is paid to, opened on request (each opening is audited, never cached). */
export function PayoutBankDetails({ accountId }: { accountId: string }) {
  const open = useOpenPayoutBankDetails(accountId);
  const details = open.data?.bank_details;
  return (
    <section aria-labelledby="payout-bank-title" className="card">
      <h2 id="payout-bank-title">Where to pay it</h2>
      {details ? (
        <dl className="facts">
          <dt>Account holder</dt>
          <dd>
            {details.account_holder_name} ({details.account_holder_type === 'company' ? 'a company' : 'a person'})
          </dd>
          <dt>IBAN</dt>
          <dd>
            <code>{details.iban}</code>
          </dd>
          <dt>SWIFT/BIC</dt>
          <dd>{details.swift_bic ?? '—'}</dd>
          <dt>Bank</dt>
          <dd>{details.bank_name ?? '—'}</dd>
        </dl>
      ) : (
        <>
          <p>The partner’s payout bank details are kept sealed. Opening them is written to the audit log.</p>
          <button type="button" onClick={() => open.mutate()} disabled={open.isPending}>
            {open.isPending ? 'Opening…' : 'Show the bank details'}
          </button>
        </>
      )}
      {open.isError && <Failure error={open.error} />}
    </section>
  );
}
