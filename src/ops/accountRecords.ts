import type { Db } from '../platform/db';
import type { Partition } from '../engine/partition';
import { keysetPage, type Page } from '../engine/pagination';
import { withCodesNamed } from '../engine/labels';
import { filsToAed } from '../engine/money';
import { walletEntryPage } from '../engine/ledger';

/**
 * What the operator's staff read of one partner's own records: its wallet's entries, its people,
 * the notices in its inbox and the e-mails the service queued about it. Read-only, from the partition they are
 * given (the live one on the operator's console), so a test partition's rehearsals never mix in.
 */

export interface AccountLedgerEntry {
  id: number;
  kind: 'topup' | 'charge' | 'refund' | 'cancellation_fee' | 'adjustment';
  description: string;
  reference: string;
  amount_aed: number;
  balance_after_aed: number;
  booking_id: string | null;
  booking_reference: string | null;
  created_at: string;
}

/** The partition's wallet entries, newest first, in AED. */
export async function ledgerPage(partition: Partition, limit: number | undefined, cursor: string | undefined): Promise<Page<AccountLedgerEntry>> {
  const page = await walletEntryPage(partition, limit, cursor);
  return {
    data: page.data.map((entry) => ({
      id: entry.id,
      kind: entry.kind as AccountLedgerEntry['kind'],
      description: entry.description,
      reference: entry.reference,
      amount_aed: filsToAed(entry.amount_fils),
      balance_after_aed: filsToAed(entry.balance_after_fils),
      booking_id: entry.booking_id,
      booking_reference: entry.booking_reference,
      created_at: entry.created_at,
    })),
    next_cursor: page.next_cursor,
  };
}

export interface AccountPerson {
  id: string;
  name: string;
  email: string;
  role: 'owner' | 'admin' | 'booker' | 'finance' | 'viewer';
  status: 'invited' | 'active' | 'deactivated';
  invited_at: string;
  joined_at: string | null;
  last_active_at: string | null;
}

interface PersonRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  role: AccountPerson['role'];
  status: AccountPerson['status'];
  invited_at: string;
  joined_at: string | null;
  last_active_at: string | null;
  created_at: string;
}

/** The partition's people, newest first; never an invitation's token. */
export async function peoplePage(partition: Partition, limit: number | undefined, cursor: string | undefined): Promise<Page<AccountPerson>> {
  const rows = partition.table('users').select('id', 'email', 'first_name', 'last_name', 'role', 'status', 'invited_at', 'joined_at', 'last_active_at', 'created_at');
  const page = await keysetPage<PersonRow>(rows, limit, cursor);
  return {
    data: page.data.map((row) => ({
      id: row.id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      role: row.role,
      status: row.status,
      invited_at: row.invited_at,
      joined_at: row.joined_at,
      last_active_at: row.last_active_at,
    })),
    next_cursor: page.next_cursor,
  };
}

export interface AccountNotice {
  id: string;
  kind: string;
  title: string;
  body: string;
  created_at: string;
}

interface NoticeRow {
  id: string;
  notice_kind: string;
  notice_title: string | null;
  notice_body: string | null;
  created_at: string;
}

/** The notices in the partition's inbox (its events that carry one), newest first (latest written first), in the words the partner reads. */
export async function noticePage(partition: Partition, limit: number | undefined, cursor: string | undefined): Promise<Page<AccountNotice>> {
  const rows = partition.table('events').whereNotNull('notice_kind').select('seq', 'id', 'notice_kind', 'notice_title', 'notice_body', 'created_at');
  // Events of one instant in the order they were written (a booking's creation before its cancellation).
  const page = await keysetPage<NoticeRow>(rows, limit, cursor, 'seq');
  return {
    data: page.data.map((row) => ({
      id: row.id,
      kind: row.notice_kind,
      // Notices stored before their words came from engine/labels.ts may still name codes.
      title: withCodesNamed(row.notice_title ?? ''),
      body: withCodesNamed(row.notice_body ?? ''),
      created_at: row.created_at,
    })),
    next_cursor: page.next_cursor,
  };
}

export type EmailAbout = 'user_invitation' | 'desk_task' | 'proforma_invoice' | 'corporate_request';

export interface AccountEmail {
  id: string;
  to: string;
  subject: string;
  about: EmailAbout;
  status: 'queued' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
}

interface EmailRow {
  id: string;
  to_address: string;
  subject: string;
  related_type: EmailAbout;
  status: AccountEmail['status'];
  created_at: string;
  sent_at: string | null;
}

/**
 * The e-mails queued about the partition's account, newest first: a message names what it is
 * about (`related_type`, `related_id`), and these are the subjects that belong to an account —
 * its live people's invitations, its desk tasks, its pro-forma invoices, its corporate requests.
 * Never a body: it may carry a link's secret.
 */
export async function emailPage(partition: Partition, limit: number | undefined, cursor: string | undefined): Promise<Page<AccountEmail>> {
  const { db } = partition;
  const ids = (query: ReturnType<Db>, column: string) => query.select(db.raw('cast(?? as varchar(64))', [column]));
  const rows = db('mail_outbox')
    .select('id', 'to_address', 'subject', 'related_type', 'status', 'created_at', 'sent_at')
    .where((about) => {
      void about
        .where((w) => void w.where('related_type', 'user_invitation').whereIn('related_id', ids(partition.table('users'), 'id')))
        .orWhere((w) => void w.where('related_type', 'desk_task').whereIn('related_id', ids(db('desk_queue').where({ account_id: partition.accountId }), 'id')))
        .orWhere((w) => void w.where('related_type', 'proforma_invoice').whereIn('related_id', ids(partition.table('proforma_invoices'), 'number')))
        .orWhere((w) => void w.where('related_type', 'corporate_request').whereIn('related_id', ids(partition.table('corporate_requests'), 'id')));
    });
  const page = await keysetPage<EmailRow>(db.select('*').from(rows.as('emails')), limit, cursor);
  return {
    data: page.data.map((row) => ({ id: row.id, to: row.to_address, subject: row.subject, about: row.related_type, status: row.status, created_at: row.created_at, sent_at: row.sent_at })),
    next_cursor: page.next_cursor,
  };
}
