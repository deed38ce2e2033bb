import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData } from '../../engine/testData';
import { paginate } from '../../engine/pagination';

type Notice = components['schemas']['Notice'];
type NoticeKind = components['schemas']['NoticeKind'];
type NoticeList = components['schemas']['NoticeList'];

export interface NoticeFilter {
  limit?: number;
  cursor?: string;
  kind?: NoticeKind;
  since?: string;
}

const TEST_NOTICES = 34;
const KINDS: readonly NoticeKind[] = ['booking_update', 'flight_change', 'payment_received', 'invoice_issued', 'statement_ready', 'credit_line_decision', 'price_change', 'service_notice'];

function testNotice(accountId: string, index: number, now: Date): Notice {
  const data = new TestData(`${accountId}:notice:${index}`);
  const createdAt = new Date(now.getTime() - (index * 2 + data.int(0, 1)) * 86_400_000 - data.int(0, 1439) * 60_000);
  createdAt.setUTCSeconds(0, 0);
  const booking = data.id('bkg');
  const invoice = data.id('inv');
  // Kinds take turns, so every test inbox has each kind to build against (and filter on).
  const kind = KINDS[(index + new TestData(accountId).int(0, KINDS.length - 1)) % KINDS.length] as NoticeKind;
  const month = new Date(Date.UTC(createdAt.getUTCFullYear(), createdAt.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const content: Record<NoticeKind, Pick<Notice, 'title' | 'body' | 'related'>> = {
    booking_update: { title: `Driver assigned to ${booking}`, body: `${data.person().first_name} will meet your traveller with a name board; the vehicle plate is on the voucher.`, related: { type: 'transport_booking', id: booking } },
    flight_change: { title: `Pickup moved for ${booking}`, body: `The flight now lands ${data.int(20, 180)} minutes later; the trade desk moved the pickup to match.`, related: { type: 'transport_booking', id: booking } },
    payment_received: { title: 'Payment received', body: `AED ${data.amount(500, 25000, 50).toFixed(2)} by bank transfer was credited to the account.`, related: null },
    invoice_issued: { title: 'New invoice', body: 'An invoice for last week\'s services is ready; it is due in 30 days.', related: { type: 'invoice', id: invoice } },
    statement_ready: { title: `Statement for ${month}`, body: `The statement for ${month} is ready to download.`, related: { type: 'statement', id: month } },
    credit_line_decision: { title: 'Credit line approved', body: 'Your account now books on NET_30 terms within the approved limit.', related: { type: 'credit_line_application', id: `CLA-${data.int(1000000000, 9999999999)}` } },
    price_change: { title: 'Airport transfer tariff updated', body: 'The tariff changes on the first of next month; quotes already given are honoured until they expire.', related: null },
    service_notice: { title: 'Road works on Sheikh Zayed Road', body: 'Allow 15 extra minutes for departures to DXB from Dubai Marina in the evenings this week.', related: null },
  };
  return { object: 'notice', id: data.id('ntc'), kind, ...content[kind], created_at: createdAt.toISOString() };
}

/** Notices, newest first; a live account has none until production opens. */
export function listNotices(principal: ApiPrincipal, filter: NoticeFilter, clock: Clock): NoticeList {
  const now = clock.now();
  const all = principal.mode === 'test' ? Array.from({ length: TEST_NOTICES }, (_, i) => testNotice(principal.account.id, i, now)) : [];
  const since = filter.since === undefined ? undefined : Date.parse(filter.since);
  const matching = all.filter((notice) => (filter.kind === undefined || notice.kind === filter.kind) && (since === undefined || Date.parse(notice.created_at) >= since));
  return { object: 'list', sandbox: principal.mode === 'test', ...paginate(matching, filter.limit, filter.cursor) };
}
