import { useEffect, useState } from 'react';
import { ApiFailure, type CurrentStaff } from '../../api';
import { usePartner } from '../../queries/partners';
import { Link } from '../../Link';
import { formatAed, formatTime } from '../../format';
import { AuditEvents } from '../Audit';
import { can } from '../../queries/session';
import { Failure } from '../../Failure';
import { Details, termsLine } from './Details';
import { Keys, LiveAccess } from './Keys';
import { CreditLine, Wallet } from './Money';
import { Bookings, Notices, People, Requests } from './Records';

/** One partner: its facts at the top, then each part under its own heading, reached from the page's own contents. */
export function PartnerPage({ id, me }: { id: string; me: CurrentStaff }) {
  const partner = usePartner(id);
  const [announcement, setAnnouncement] = useState('');
  const admin = can(me, ['admin']);

  const loaded = partner.isSuccess;
  useEffect(() => {
    if (!partner.data) return;
    document.title = `${partner.data.name} · Partners · Operator console`;
    // Arriving from a link, focus was on the page's heading before the partner was loaded: it goes to the partner's name.
    if (document.activeElement === document.body || document.activeElement === null) document.getElementById('partner-title')?.focus();
  }, [loaded, partner.data?.name]);

  if (partner.isPending) return <p role="status">Loading the partner…</p>;
  if (partner.isError) {
    return (
      <section aria-labelledby="partner-title">
        <p className="crumbs">
          <Link to="/partners">Partners</Link>
        </p>
        <h1 id="partner-title" tabIndex={-1}>
          {partner.error instanceof ApiFailure && partner.error.status === 404 ? 'No such partner' : 'The partner could not be loaded'}
        </h1>
        <Failure error={partner.error} />
      </section>
    );
  }
  const p = partner.data;
  const parts: Array<[string, string]> = [
    ['details', 'Details'],
    ['live-access', 'Live access'],
    ['keys', 'Keys'],
    ['wallet', 'Wallet'],
    ['credit-line', 'Credit line'],
    ['bookings', 'Bookings'],
    ['requests', 'Requests'],
    ['people', 'People'],
    ['notices', 'Notices'],
    ['audit', 'Audit'],
  ];

  return (
    <section aria-labelledby="partner-title" className="partner">
      <p className="crumbs">
        <Link to="/partners">Partners</Link>
      </p>
      <h1 id="partner-title" tabIndex={-1}>
        {p.name}
      </h1>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <dl className="fact-strip">
        <div>
          <dt>Account id</dt>
          <dd>
            <code>{p.id}</code>
          </dd>
        </div>
        <div>
          <dt>Live access</dt>
          <dd>{p.live_access ? <span className="status status-active">On</span> : <span className="status status-disabled">Off</span>}</dd>
        </div>
        <div>
          <dt>Wallet</dt>
          <dd className={p.credit_line.balance_aed < 0 ? 'negative' : undefined}>{formatAed(p.credit_line.balance_aed)}</dd>
        </div>
        <div>
          <dt>Credit line</dt>
          <dd>{p.credit_line.limit_aed > 0 ? `${formatAed(p.credit_line.limit_aed)}, ${p.credit_line.terms?.replace('_', ' ') ?? ''}` : 'None'}</dd>
        </div>
        <div>
          <dt>Terms</dt>
          <dd>{termsLine(p.commercial_terms)}</dd>
        </div>
        <div>
          <dt>Open tasks</dt>
          <dd>{p.open_tasks}</dd>
        </div>
        <div>
          <dt>Open bookings</dt>
          <dd>{p.open_bookings}</dd>
        </div>
        <div>
          <dt>Partner since</dt>
          <dd>{formatTime(p.created_at)}</dd>
        </div>
      </dl>
      <nav aria-label="On this page" className="page-nav">
        <ul>
          {parts.map(([anchor, label]) => (
            <li key={anchor}>
              <a href={`#${anchor}`}>{label}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="parts">
        <Details partner={p} editable={admin} onSaved={setAnnouncement} />
        <LiveAccess partner={p} editable={admin} onChanged={setAnnouncement} />
        <Keys partner={p} editable={admin} onChanged={setAnnouncement} />
        <Wallet partner={p} />
        <CreditLine partner={p} editable={can(me, ['finance'])} onChanged={setAnnouncement} />
        <Bookings partner={p} />
        <Requests partner={p} />
        <People partner={p} editable={admin} onChanged={setAnnouncement} />
        <Notices partner={p} />
        <section aria-labelledby="audit-title" id="audit" className="card part">
          <h2 id="audit-title">Audit</h2>
          <p className="muted">Changes staff made to this partner’s details, terms, live access and credit line; a key’s issue, roll and revocation are under the key’s own id in the audit log.</p>
          <AuditEvents filters={{ subject_type: 'account', subject_id: id }} caption={`Audit history of ${p.name}`} />
        </section>
      </div>
    </section>
  );
}
