import type { ReactNode } from 'react';
import { formatWhen } from './format';

/** One change of a record, as a line: `Status: Confirmed → Cancelled`, or `TRN: 100234567800003` for a value set. */
export interface HistoryChange {
  label: string;
  before?: string;
  after: string;
}

/** One thing that happened to a task, a booking, a partner …: when (UAE time), who, what, and what changed. */
export interface HistoryEntry {
  key: string;
  at: string;
  who: ReactNode;
  what: ReactNode;
  /** The record it happened to, where the history is of more than one. */
  subject?: ReactNode;
  changes: HistoryChange[];
  /** Small print under the entry (the address and request of an action). */
  footnote?: ReactNode;
}

/**
 * Every history of the console (a task's, a booking's, a partner's, the audit log) as one list,
 * newest or oldest first as given: each entry says when in words and UAE time, who, what, and each
 * change on a line of its own that wraps as a sentence does, never squeezed into a column.
 */
export function History({ entries, label }: { entries: HistoryEntry[]; label: string }) {
  return (
    <ol className="history" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.key} className="history-entry">
          <p className="history-head">
            <time dateTime={entry.at}>{formatWhen(entry.at)}</time>
            <span className="history-who">{entry.who}</span>
          </p>
          <p className="history-what">
            {entry.what}
            {entry.subject && <span className="history-subject"> · {entry.subject}</span>}
          </p>
          {entry.changes.length > 0 && (
            <div className="history-changes">
              {entry.changes.map((change, index) => (
                <p key={`${change.label}-${index}`} className="history-change">
                  <span className="history-label">{change.label}:</span>{' '}
                  {change.before === undefined ? (
                    change.after
                  ) : (
                    <>
                      {change.before} → {change.after}
                    </>
                  )}
                </p>
              ))}
            </div>
          )}
          {entry.footnote && <p className="history-footnote muted small">{entry.footnote}</p>}
        </li>
      ))}
    </ol>
  );
}
