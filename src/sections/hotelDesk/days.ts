import type { components } from '../../generated/openapi-types';
import { deskPaymentLabel } from '../../engine/labels';
import { errors } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import type { Partition } from '../../engine/partition';
import { move } from '../../engine/stateMachine';
import { recordEvent } from '../../engine/events';
import { renderDocument, type RenderedDocument } from '../../engine/documents/documents';
import { renderCsv } from '../../platform/csv';
import type { AccountTerms } from '../../engine/terms';
import { addDays, uaeTimestamp, uaeToday } from '../../platform/uaeTime';
import type { DeskSale } from './sales';
import { deskDayStates, ensureDayRow, findDayRow } from './dayRows';
import { stampView, type StampSource } from '../../engine/serializer';

type DeskDay = components['schemas']['DeskDay'];
type DeskDayCloseRequest = components['schemas']['DeskDayCloseRequest'];

/** A desk date must be today or earlier (UAE time). */
function checkDate(date: string, partition: Partition): void {
  if (date > uaeToday(partition.clock)) throw errors.invalidField('date', 'must be today or earlier (UAE time)');
}

const sum = (sales: readonly DeskSale[], pick: (sale: DeskSale) => number): number => sales.reduce((fils, sale) => fils + aedToFils(pick(sale)), 0);

/** Totals and settlement of `sales`; the cash fields are set when the day is closed. */
function dayOf(date: string, source: StampSource, sales: readonly DeskSale[], terms: AccountTerms, closing: { at: string; cashCountedFils: number; note: string | null } | null): DeskDay {
  const settled = sales.map((sale): DeskSale => ({ ...sale, status: closing ? 'settled' : 'confirmed' }));
  const byMethod = (method: DeskSale['payment_method']): number => sum(settled.filter((sale) => sale.payment_method === method), (sale) => sale.price.guest_paid_aed);
  const collected = sum(settled, (sale) => sale.price.guest_paid_aed);
  // What each sale was charged already has the commission (or discount) deducted: the desk keeps the rest of what it collected.
  const payable = sum(settled, (sale) => sale.price.amount_due_aed);
  const cash = byMethod('cash');
  return stampView(source, 'desk_day', {
    date,
    status: closing ? 'closed' : 'open',
    sales: settled,
    totals: {
      sales_count: settled.length,
      adults: settled.reduce((n, sale) => n + sale.adults, 0),
      children: settled.reduce((n, sale) => n + sale.children, 0),
      cash_aed: filsToAed(cash),
      card_aed: filsToAed(byMethod('card')),
      room_charge_aed: filsToAed(byMethod('room_charge')),
    },
    settlement: {
      currency: 'AED',
      terms: terms.terms,
      collected_aed: filsToAed(collected),
      payable_to_operator_aed: filsToAed(payable),
      earned_aed: filsToAed(collected - payable),
      cash_expected_aed: filsToAed(cash),
      cash_counted_aed: closing ? filsToAed(closing.cashCountedFils) : null,
      cash_difference_aed: closing ? filsToAed(closing.cashCountedFils - cash) : null,
    },
    closed_at: closing ? closing.at : null,
    note: closing ? closing.note : null,
  });
}

/** The desk sales stored in the partition during the UAE day `date`, oldest first. */
async function salesOf(partition: Partition, date: string): Promise<DeskSale[]> {
  const from = new Date(`${date}T00:00:00+04:00`).toISOString();
  const to = new Date(`${addDays(date, 1)}T00:00:00+04:00`).toISOString();
  const rows = (await partition
    .table('bookings')
    .where({ kind: 'desk_sale' })
    .andWhere('created_at', '>=', from)
    .andWhere('created_at', '<', to)
    .orderBy([{ column: 'created_at' }, { column: 'id' }])
    .select('body', 'reference')) as Array<{ body: string; reference: string }>;
  // A sale stored before references were given has its reference in the column only.
  return rows.map((row) => ({ ...(JSON.parse(row.body) as DeskSale), reference: row.reference }));
}

/**
 * A desk day of the partition: once closed, the settlement frozen when it was closed; while open,
 * the running totals of the sales stored so far (a day without sales is open and empty).
 */
export async function findDeskDay(partition: Partition, date: string, terms: AccountTerms): Promise<DeskDay> {
  checkDate(date, partition);
  const row = await findDayRow(partition, date);
  if (row?.status === 'closed' && row.settlement !== null) return JSON.parse(row.settlement) as DeskDay;
  return dayOf(date, partition, await salesOf(partition, date), terms, null);
}

/**
 * Closes an open day with the cash counted and freezes its settlement, in one transaction with
 * the move and its event. The day moves to closed before its sales are read: a sale being made
 * at that moment holds the day's row, so the move waits for it and the sale is in the settlement.
 */
export async function closeDeskDay(partition: Partition, date: string, request: DeskDayCloseRequest, terms: AccountTerms): Promise<DeskDay> {
  checkDate(date, partition);
  return partition.transaction(async (p) => {
    await ensureDayRow(p, date);
    const closedAt = p.now();
    await move(p, deskDayStates, date, 'closed', { closed_at: closedAt, updated_at: closedAt });
    const sales = await salesOf(p, date);
    const day = dayOf(date, p, sales, terms, { at: closedAt, cashCountedFils: aedToFils(request.cash_counted_aed), note: request.note ?? null });
    const { settlement } = day;
    await p
      .table('hotel_desk_days')
      .where({ id: date })
      .update({
        settlement: JSON.stringify(day),
        sales_count: sales.length,
        collected_fils: aedToFils(settlement.collected_aed),
        payable_fils: aedToFils(settlement.payable_to_operator_aed),
        earned_fils: aedToFils(settlement.earned_aed),
        cash_expected_fils: aedToFils(settlement.cash_expected_aed),
        cash_counted_fils: aedToFils(request.cash_counted_aed),
      });
    const difference = settlement.cash_difference_aed ?? 0;
    await recordEvent(p, {
      type: 'desk_day.closed',
      subjectType: 'desk_day',
      subjectId: date,
      data: day,
      notice: {
        kind: 'statement_ready',
        title: `Desk day closed: ${date}`,
        body: [
          `${sales.length} ${sales.length === 1 ? 'sale' : 'sales'}`,
          `payable to the operator AED ${settlement.payable_to_operator_aed.toFixed(2)}`,
          difference === 0 ? 'cash as expected' : `cash ${difference > 0 ? 'over' : 'short'} by AED ${Math.abs(difference).toFixed(2)}`,
        ].join(' · '),
      },
    });
    return day;
  });
}

const CSV_COLUMNS = ['sale_id', 'reference', 'sold_at', 'item_code', 'item_name', 'service_date', 'service_time', 'adults', 'children', 'guest', 'room_number', 'payment_method', 'guest_paid_aed', 'amount_due_aed', 'commission_aed', 'status'] as const;

/** The day's sales as CSV, or its settlement sheet as PDF, from the day as `findDeskDay` answers it. */
export async function deskDayDocument(partition: Partition, brandName: string, date: string, format: 'csv' | 'pdf', terms: AccountTerms): Promise<RenderedDocument> {
  const day = await findDeskDay(partition, date, terms);
  return format === 'csv' ? deskDayCsv(day) : deskDayPdf(day, brandName);
}

function deskDayCsv(day: DeskDay): RenderedDocument {
  const rows = day.sales.map((sale) => [
    sale.id, sale.reference, sale.created_at, sale.item.code, sale.item.name, sale.service.date, sale.service.time, sale.adults, sale.children,
    `${sale.guest.first_name} ${sale.guest.last_name}`, sale.room_number, sale.payment_method,
    sale.price.guest_paid_aed, sale.price.amount_due_aed, sale.price.commission_aed, sale.status,
  ]);
  return { contentType: 'text/csv; charset=utf-8', body: renderCsv(CSV_COLUMNS, rows), filename: `desk-day-${day.date}.csv` };
}

/** The settlement sheet: one function, so the PDF layouts can be switched in one place. */
function deskDayPdf(day: DeskDay, brandName: string): Promise<RenderedDocument> {
  const aed = (amount: number | null): string => (amount === null ? '-' : `AED ${amount.toFixed(2)}`);
  const { totals, settlement } = day;
  return renderDocument(
    {
      title: 'Desk settlement',
      subtitle: `Desk day ${day.date} - ${day.status === 'closed' ? `closed ${day.closed_at ?? ''}` : 'open: running totals'}`,
      sandbox: day.sandbox,
      brandName,
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
            `${sale.reference}: ${sale.item.name}, ${sale.service.date} ${sale.service.time}, ${sale.guest.first_name} ${sale.guest.last_name} (room ${sale.room_number ?? '-'}), ${deskPaymentLabel(sale.payment_method)} ${aed(sale.price.guest_paid_aed)}`,
          ]),
        },
      ],
      footer: 'Signed for the desk: ____________________   Settlement payable to the operator by bank transfer within 7 days.',
    },
    'pdf',
    `desk-day-${day.date}`,
  );
}
