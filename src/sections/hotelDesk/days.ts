import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors } from '../../errors';
import { fromFils, toFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData } from '../../engine/testData';
import { renderCsv, renderDocument, type RenderedDocument } from '../../engine/documents/documents';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { CATALOGUE, addDays, daysBetween, uaeToday } from '../rates/catalogue';
import { saleFrom, type DeskSale } from './sales';
import { uaeTimestamp } from '../../platform/uaeTime';

type DeskDay = components['schemas']['DeskDay'];
type DeskDayCloseRequest = components['schemas']['DeskDayCloseRequest'];

const DESK_OPENS_LOCAL = '08:00';
const AUTO_CLOSE_DAYS = 7;
const SERVICE_TIMES = ['07:30', '09:00', '10:00', '14:30', '15:00', '18:30', '20:00'] as const;
const TOURS = CATALOGUE.filter((entry) => entry.category === 'tour');
const DESK_TRANSFERS = CATALOGUE.filter((entry) => entry.category !== 'tour' && entry.vehicle !== 'LUXURY_COACH' && !entry.code.startsWith('TRF-AUH'));

/** A desk date must be today or earlier (UAE time). */
function checkDate(date: string, clock: Clock): string {
  const today = uaeToday(clock);
  if (date > today) throw errors.invalidField('date', 'must be today or earlier (UAE time)');
  return today;
}

const sum = (sales: readonly DeskSale[], pick: (sale: DeskSale) => number): number => sales.reduce((fils, sale) => fils + toFils(pick(sale)), 0);

/** Totals and settlement of `sales`; the cash fields are set when the day is closed. */
function dayOf(date: string, status: DeskDay['status'], sales: DeskSale[], terms: AccountTerms, closing: { at: string; cashCounted: number; note: string | null } | null): DeskDay {
  const settled = sales.map((sale): DeskSale => ({ ...sale, status: status === 'closed' ? 'settled' : 'confirmed' }));
  const byMethod = (method: DeskSale['payment_method']): number => sum(settled.filter((sale) => sale.payment_method === method), (sale) => sale.price.guest_paid_aed);
  const collected = sum(settled, (sale) => sale.price.guest_paid_aed);
  const payable = sum(settled, (sale) => sale.price.amount_due_aed) - sum(settled, (sale) => sale.price.commission_aed ?? 0);
  const cash = byMethod('cash');
  return {
    object: 'desk_day',
    sandbox: true,
    date,
    status,
    sales: settled,
    totals: {
      sales_count: settled.length,
      adults: settled.reduce((n, sale) => n + sale.adults, 0),
      children: settled.reduce((n, sale) => n + sale.children, 0),
      cash_aed: fromFils(cash),
      card_aed: fromFils(byMethod('card')),
      room_charge_aed: fromFils(byMethod('room_charge')),
    },
    settlement: {
      currency: 'AED',
      terms: terms.terms,
      collected_aed: fromFils(collected),
      payable_to_operator_aed: fromFils(payable),
      earned_aed: fromFils(collected - payable),
      cash_expected_aed: fromFils(cash),
      cash_counted_aed: closing ? closing.cashCounted : null,
      cash_difference_aed: closing ? fromFils(toFils(closing.cashCounted) - cash) : null,
    },
    closed_at: closing ? closing.at : null,
    note: closing ? closing.note : null,
  };
}

/** The deterministic test desk day of `date`: the same date always gives the same sales; today only those made so far. */
function testDay(date: string, terms: AccountTerms, clock: Clock): DeskDay {
  const today = checkDate(date, clock);
  const data = new TestData(`desk-day:${date}`);
  const age = daysBetween(date, today);
  const open = age === 0 || (age <= AUTO_CLOSE_DAYS && data.chance(0.3));
  const opensAt = Date.parse(`${date}T${DESK_OPENS_LOCAL}:00+04:00`);
  const count = data.int(0, 12);
  const sales: DeskSale[] = [];
  for (let i = 0; i < count; i++) {
    const entry = data.chance(0.65) ? data.pick(TOURS) : data.pick(DESK_TRANSFERS);
    const adults = data.int(1, Math.min(4, entry.maxPeople));
    const children = data.int(0, Math.min(2, entry.maxPeople - adults));
    const createdAt = new Date(opensAt + data.int(0, 55) * 15 * 60_000).toISOString();
    const phone = `+9715${data.int(10000000, 89999999)}`;
    const request = {
      item_code: entry.code,
      service_date: addDays(date, data.int(1, 3)),
      service_time: data.pick(SERVICE_TIMES),
      adults,
      children,
      guest: { ...data.person(), phone },
      room_number: String(data.int(2, 38) * 100 + data.int(1, 40)),
      payment_method: data.pick(['cash', 'card', 'card', 'room_charge'] as const),
    };
    sales.push(saleFrom(data.id('dsl'), request, entry, terms, date, createdAt));
  }
  const now = clock.now().toISOString();
  const made = sales.filter((sale) => sale.created_at <= now).sort((a, b) => a.created_at.localeCompare(b.created_at));
  if (open) return dayOf(date, 'open', made, terms, null);
  const draft = dayOf(date, 'closed', made, terms, null);
  const short = data.pick([0, 0, 0, 0, -10, -50, 20]);
  const cashCounted = Math.max(0, draft.settlement.cash_expected_aed + short);
  const closedAt = new Date(Date.parse(`${date}T23:00:00+04:00`) + data.int(0, 5) * 10 * 60_000).toISOString();
  const note = cashCounted === draft.settlement.cash_expected_aed ? null : 'Difference reported to the duty manager.';
  return dayOf(date, 'closed', made, terms, { at: closedAt, cashCounted, note });
}

/** A desk day of the account; with a live key none exists until production opens. */
export function findDeskDay(principal: ApiPrincipal, date: string, clock: Clock): DeskDay {
  if (principal.mode === 'live') {
    checkDate(date, clock);
    throw errors.resourceNotFound('desk day', date);
  }
  return testDay(date, termsOf(principal.account), clock);
}

/** Closes an open day with the cash counted; a test key gets the closed day and nothing changes. */
export function closeDeskDay(principal: ApiPrincipal, date: string, request: DeskDayCloseRequest, clock: Clock): DeskDay {
  if (principal.mode === 'live') {
    checkDate(date, clock);
    throw errors.liveNotOpen('desk days', 'closed');
  }
  const day = testDay(date, termsOf(principal.account), clock);
  if (day.status !== 'open') throw errors.invalidState('desk day', date, day.status, 'closed again');
  return dayOf(date, 'closed', day.sales, termsOf(principal.account), { at: clock.now().toISOString(), cashCounted: request.cash_counted_aed, note: request.note ?? null });
}

const CSV_COLUMNS = ['sale_id', 'sold_at', 'item_code', 'item_name', 'service_date', 'service_time', 'adults', 'children', 'guest', 'room_number', 'payment_method', 'guest_paid_aed', 'amount_due_aed', 'commission_aed', 'status'] as const;

/** The day's sales as CSV, or its settlement sheet as PDF. */
export async function deskDayDocument(principal: ApiPrincipal, date: string, format: 'csv' | 'pdf', clock: Clock): Promise<RenderedDocument> {
  const day = findDeskDay(principal, date, clock);
  if (format === 'csv') {
    const rows = day.sales.map((sale) => [
      sale.id, sale.created_at, sale.item.code, sale.item.name, sale.service.date, sale.service.time, sale.adults, sale.children,
      `${sale.guest.first_name} ${sale.guest.last_name}`, sale.room_number, sale.payment_method,
      sale.price.guest_paid_aed, sale.price.amount_due_aed, sale.price.commission_aed, sale.status,
    ]);
    return { contentType: 'text/csv; charset=utf-8', body: renderCsv(CSV_COLUMNS, rows), filename: `desk-day-${date}.csv` };
  }
  const aed = (amount: number | null): string => (amount === null ? '-' : `AED ${amount.toFixed(2)}`);
  const { totals, settlement } = day;
  return renderDocument(
    {
      title: 'Desk settlement',
      subtitle: `Desk day ${date} - ${day.status === 'closed' ? `closed ${day.closed_at ?? ''}` : 'open: running totals'}`,
      sandbox: day.sandbox,
      brandName: principal.account.name,
      sections: [
        { heading: 'Sales', rows: [['Sales', String(totals.sales_count)], ['Adults', String(totals.adults)], ['Children', String(totals.children)]] },
        { heading: 'Collected', rows: [['Cash', aed(totals.cash_aed)], ['Card', aed(totals.card_aed)], ['Room charge', aed(totals.room_charge_aed)], ['Total', aed(settlement.collected_aed)]] },
        {
          heading: 'Settlement',
          rows: [
            ['Terms', settlement.terms],
            ['Payable to the operator', aed(settlement.payable_to_operator_aed)],
            ['Earned by the desk', aed(settlement.earned_aed)],
            ['Cash expected', aed(settlement.cash_expected_aed)],
            ['Cash counted', aed(settlement.cash_counted_aed)],
            ['Cash difference', aed(settlement.cash_difference_aed)],
            ...(day.note ? [['Note', day.note] as [string, string]] : []),
          ],
        },
        {
          heading: 'Sales of the day',
          rows: day.sales.map((sale): [string, string] => [
            uaeTimestamp(new Date(sale.created_at)).slice(11, 16),
            `${sale.item.name}, ${sale.service.date} ${sale.service.time}, ${sale.guest.first_name} ${sale.guest.last_name} (room ${sale.room_number ?? '-'}), ${sale.payment_method} ${aed(sale.price.guest_paid_aed)}`,
          ]),
        },
      ],
      footer: 'Signed for the desk: ____________________   Settlement payable to the operator by bank transfer within 7 days.',
    },
    'pdf',
    `desk-day-${date}`,
  );
}
