import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../api';
import { Failure } from '../../Failure';

/**
 * The bank account an accepted payout is paid to, opened on request: every opening is written to
 * the audit log, so the details are fetched only when finance asks, and never kept in the cache.
 */
export function PayoutBankDetails({ accountId }: { accountId: string }) {
  const open = useMutation({ mutationFn: () => unwrap(api.GET('/api/ops/v1/partners/{accountId}/payout-bank-details', { params: { path: { accountId } } })) });
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
