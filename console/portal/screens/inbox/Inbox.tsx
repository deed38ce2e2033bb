import { useState } from 'react';
import { api, unwrap, type Schemas } from '../../api';
import { cursorOf, usePaged } from '../../../src/queries/paged';
import { QueryState } from '../../../src/QueryState';
import { fill, useLang } from '../../i18n';
import { formatMoment } from '../../time';
import { useInboxWords } from './words';

type Notice = Schemas['Notice'];
type NoticeKind = Schemas['NoticeKind'];
type Related = NonNullable<Notice['related']>;

const KINDS: readonly NoticeKind[] = ['booking_update', 'flight_change', 'payment_received', 'invoice_issued', 'credit_note_issued', 'statement_ready', 'credit_line_decision', 'price_change', 'service_notice'];

/** The object a notice is about, as a person reads it: its kind, and its reference or id where that names it (the wallet and credit line are the account's own). */
function relatedLine(related: Related, name: string): string {
  if (related.type === 'wallet' || related.type === 'credit_line') return name;
  return `${name} ${related.reference ?? related.id}`;
}

/** The account's notices (GET /inbox with the person's session), newest first, a kind at a time if asked, 20 a page. */
export function InboxScreen() {
  const words = useInboxWords();
  const { lang } = useLang();
  const [kind, setKind] = useState<NoticeKind | ''>('');
  const { query, rows } = usePaged(['portal', 'inbox', kind], (cursor) => unwrap(api.GET('/api/b2b/v1/inbox', { params: { query: { limit: 20, ...(kind ? { kind } : {}), ...cursorOf(cursor) } } })));

  return (
    <section aria-labelledby="inbox-title">
      <h1 id="inbox-title" tabIndex={-1}>
        {words.title}
      </h1>
      <p className="muted">{words.intro}</p>
      <div className="filters one-filter">
        <div className="field">
          <label htmlFor="inbox-kind">{words.filterKind}</label>
          <select id="inbox-kind" value={kind} onChange={(event) => setKind(event.target.value as NoticeKind | '')}>
            <option value="">{words.anyKind}</option>
            {KINDS.map((one) => (
              <option key={one} value={one}>
                {words[`kind_${one}`]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={query} pending={words.loading} empty={words.none} more={words.more}>
        {() => (
          <ol className="notices" aria-label={words.list}>
            {rows.map((notice) => (
              <li key={notice.id} className="card notice-item">
                <article aria-labelledby={`notice-${notice.id}`}>
                  <p className="small">
                    <span className={`notice-kind notice-kind-${notice.kind}`}>{words[`kind_${notice.kind}`]}</span> <span className="muted">{fill(words.received, { when: formatMoment(notice.created_at, lang) })}</span>
                  </p>
                  <h2 id={`notice-${notice.id}`} className="notice-title">
                    {notice.title}
                  </h2>
                  <p className="notice-body">{notice.body}</p>
                  {notice.related && (
                    <p className="muted small">
                      {words.about}: <bdi>{relatedLine(notice.related, words[`related_${notice.related.type}`])}</bdi>
                    </p>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
