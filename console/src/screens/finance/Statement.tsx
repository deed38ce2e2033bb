import { useEffect, useState, type FormEvent } from 'react';
import { QueryState } from '../../QueryState';
import { useStatement } from '../../queries/finance';
import { Link } from '../../Link';
import { navigate, useQueryParams } from '../../router';
import { formatAed, formatDay, formatTime } from '../../format';
import { PartnerPicker, uaeToday, type StatementOfAccount } from './common';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A balance in words: positive is money the partner holds with the operator, negative what it owes. */
const balanceWords = (aed: number): string => (aed < 0 ? `${formatAed(-aed)} owed` : aed > 0 ? `${formatAed(aed)} held in the wallet` : 'nothing held or owed');

/**
 * A partner's statement for any period, from the address (`?partner=&from=&to=`) so it can be
 * bookmarked, shared and reloaded; laid out to print (the console's frame is left off paper).
 */
export function StatementPage() {
  const params = useQueryParams();
  const partner = params.get('partner') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const ready = partner !== '' && DATE.test(from) && DATE.test(to);

  const [fields, setFields] = useState({ partner, from: from || `${uaeToday().slice(0, 8)}01`, to: to || uaeToday() });
  const [problem, setProblem] = useState('');
  useEffect(() => setFields((current) => ({ partner: partner || current.partner, from: from || current.from, to: to || current.to })), [partner, from, to]);

  const statement = useStatement(partner, from, to, ready);

  const show = (event: FormEvent): void => {
    event.preventDefault();
    if (!fields.partner) return setProblem('Choose the partner.');
    if (!DATE.test(fields.from) || !DATE.test(fields.to)) return setProblem('Enter the first and last day.');
    setProblem('');
    navigate(`/finance/statement?${new URLSearchParams({ partner: fields.partner, from: fields.from, to: fields.to }).toString()}`);
  };

  return (
    <section aria-labelledby="statement-title" className="statement-page">
      <h2 id="statement-title" className="no-print">
        Statement
      </h2>
      <form className="filters statement-form no-print" aria-label="Choose the statement" onSubmit={show} noValidate>
        <div className="span-all">
          <PartnerPicker id="statement-partner" label="Partner" value={fields.partner} onChange={(id) => setFields({ ...fields, partner: id })} />
        </div>
        <div className="field">
          <label htmlFor="statement-from">From</label>
          <input id="statement-from" type="date" value={fields.from} onChange={(event) => setFields({ ...fields, from: event.target.value })} />
        </div>
        <div className="field">
          <label htmlFor="statement-to">To</label>
          <input id="statement-to" type="date" value={fields.to} onChange={(event) => setFields({ ...fields, to: event.target.value })} aria-describedby="statement-to-hint" />
          <p className="hint" id="statement-to-hint">
            Both days included, UAE time; a year at most.
          </p>
        </div>
        <div className="filter-actions">
          <button type="submit" className="primary">
            Show statement
          </button>
        </div>
        {problem && (
          <p role="alert" className="error span-all">
            {problem}
          </p>
        )}
      </form>
      {!ready && <p className="muted no-print">Choose a partner and the period to see its statement.</p>}
      {ready && <QueryState query={statement} pending="Loading the statement…">{(shown) => <PrintedStatement statement={shown} />}</QueryState>}
    </section>
  );
}

function PrintedStatement({ statement }: { statement: StatementOfAccount }) {
  const [printedAt] = useState(() => new Date().toISOString());
  return (
    <article className="statement" aria-labelledby="statement-heading">
      <div className="statement-head">
        <div>
          <h3 id="statement-heading">Statement of account: {statement.partner}</h3>
          <p>
            <Link to={`/partners/${statement.account_id}`} className="no-print">
              {statement.account_id}
            </Link>
            <span className="print-only">{statement.account_id}</span>
            {' · '}
            {formatDay(statement.from)} to {formatDay(statement.to)} (UAE time)
          </p>
        </div>
        <button type="button" className="no-print" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <dl className="statement-totals">
        <div>
          <dt>Opening balance</dt>
          <dd>{formatAed(statement.opening_balance_aed)}</dd>
        </div>
        <div>
          <dt>Charges</dt>
          <dd>{formatAed(statement.charges_aed)}</dd>
        </div>
        <div>
          <dt>Payments</dt>
          <dd>{formatAed(statement.payments_aed)}</dd>
        </div>
        <div>
          <dt>Closing balance</dt>
          <dd>{formatAed(statement.closing_balance_aed)}</dd>
        </div>
      </dl>
      <p className="muted">
        At the end of the period: {balanceWords(statement.closing_balance_aed)}. A positive balance is prepaid money held in the partner’s wallet; a negative one is what its credit account owes.
      </p>
      <div className="table-wrap statement-table" role="region" aria-label="Statement entries" tabIndex={0}>
        <table>
          <caption className="visually-hidden">
            Entries of {statement.partner}’s statement from {formatDay(statement.from)} to {formatDay(statement.to)}, in the order they happened
          </caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Description</th>
              <th scope="col">Reference</th>
              <th scope="col" className="num">
                Charge
              </th>
              <th scope="col" className="num">
                Payment
              </th>
              <th scope="col" className="num">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="balance-row">
              <td className="nowrap">{formatDay(statement.from)}</td>
              <td colSpan={4}>Opening balance</td>
              <td className="num">{formatAed(statement.opening_balance_aed)}</td>
            </tr>
            {statement.lines.map((line, index) => (
              <tr key={`${index}-${line.reference}`}>
                <td className="nowrap">{formatDay(line.date)}</td>
                <td>{line.description}</td>
                <td>{line.booking_id ? <Link to={`/bookings/${line.booking_id}`}>{line.reference}</Link> : <span className="reference">{line.reference}</span>}</td>
                <td className="num">{line.charge_aed ? formatAed(line.charge_aed) : ''}</td>
                <td className="num">{line.payment_aed ? formatAed(line.payment_aed) : ''}</td>
                <td className="num">{formatAed(line.balance_aed)}</td>
              </tr>
            ))}
            {statement.lines.length === 0 && (
              <tr>
                <td colSpan={6} className="muted">
                  No entries in this period.
                </td>
              </tr>
            )}
          </tbody>
          <tfoot>
            <tr className="balance-row">
              <td className="nowrap">{formatDay(statement.to)}</td>
              <td colSpan={2}>Closing balance</td>
              <td className="num">{formatAed(statement.charges_aed)}</td>
              <td className="num">{formatAed(statement.payments_aed)}</td>
              <td className="num">{formatAed(statement.closing_balance_aed)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="hint">Computed from the live ledger; printed {formatTime(printedAt)}.</p>
    </article>
  );
}
