import { aedToFils } from '../../engine/money';
import type { components } from '../../generated/openapi-types';
import { VEHICLES, type VehicleClass } from '../../engine/vehicles';
import type { Partition } from '../../engine/partition';
import { paginate } from '../../engine/pagination';
import { renderDocument, type RenderedDocument } from '../../engine/documents/documents';
import { renderCsv } from '../../platform/csv';
import type { AccountTerms } from '../../engine/terms';
import { AIRPORTS, ZONES, publicPriceFils, roadDistanceKm, type Airport, type TransportZone } from '../../engine/tariff';
import { CATALOGUE, HOURLY_HIRE, catalogueItem, priceUnder, seasonOf, uaeToday, type RateCatalogueItem, type RateCategory } from '../../engine/rateCatalogue';
import { stampList, stampView } from '../../engine/serializer';
import { commercialTermsLabel } from '../../engine/labels';

type RateCatalogueList = components['schemas']['RateCatalogueList'];
type RateSheet = components['schemas']['RateSheet'];

export interface CatalogueQuery {
  limit?: number;
  cursor?: string;
  category?: RateCategory;
}

const CSV_COLUMNS = ['code', 'category', 'name', 'unit', 'vehicle_class', 'duration_hours', 'public_price_aed', 'amount_due_aed', 'commission_aed', 'child_public_price_aed', 'child_amount_due_aed', 'valid_from', 'valid_to'] as const;

/**
 * Every item matching the query, priced under the account's terms: the operator's catalogue is
 * one for both modes (a test key rehearses against the prices a live key books at).
 */
function catalogueItems(partition: Partition, terms: AccountTerms, category: RateCategory | undefined): RateCatalogueItem[] {
  const today = uaeToday(partition.clock);
  return CATALOGUE.filter((entry) => category === undefined || entry.category === category).map((entry) => catalogueItem(entry, terms, today));
}

export function listCatalogue(partition: Partition, terms: AccountTerms, query: CatalogueQuery): RateCatalogueList {
  const page = paginate(catalogueItems(partition, terms, query.category), query.limit, query.cursor);
  return stampList(partition, page.data, page.next_cursor);
}

/** The whole catalogue (no paging) as CSV or as a PDF rate binder. */
export async function catalogueDocument(partition: Partition, terms: AccountTerms, brandName: string, query: CatalogueQuery, format: 'csv' | 'pdf'): Promise<RenderedDocument> {
  const items = catalogueItems(partition, terms, query.category);
  const stem = `rate-catalogue-${uaeToday(partition.clock)}`;
  if (format === 'csv') {
    const rows = items.map((item) => [
      item.code, item.category, item.name, item.unit, item.vehicle?.class ?? null, item.duration_hours,
      item.price.public_price_aed, item.price.amount_due_aed, item.price.commission_aed,
      item.child_price?.public_price_aed ?? null, item.child_price?.amount_due_aed ?? null, item.valid_from, item.valid_to,
    ]);
    return { contentType: 'text/csv; charset=utf-8', body: renderCsv(CSV_COLUMNS, rows), filename: `${stem}.csv` };
  }
  return catalogueBinder(items, seasonOf(uaeToday(partition.clock)), terms, partition.sandbox, brandName, stem);
}

/** What the binder's first price is under the account's terms: what each booking is charged. */
function termsFooter({ terms, basisPoints }: AccountTerms): string {
  if (terms === 'tariff') return 'Each price is what a booking is charged: the public price.';
  const percent = basisPoints / 100;
  return terms === 'commission'
    ? `Each first price is what a booking is charged: the public price less your ${percent} % commission, deducted at booking; you sell at the public price.`
    : `Each first price is what a booking is charged: the public price less your ${percent} % discount; you set your own selling price.`;
}

/** The rate binder PDF: one function, so the PDF layouts can be switched in one place. */
function catalogueBinder(items: readonly RateCatalogueItem[], season: { valid_from: string; valid_to: string }, terms: AccountTerms, sandbox: boolean, brandName: string, stem: string): Promise<RenderedDocument> {
  const aed = (amount: number): string => `AED ${amount.toFixed(2)}`;
  const sections = (['transfer', 'tour', 'vehicle_hire'] as const)
    .map((category) => ({
      heading: { transfer: 'Airport transfers (per vehicle, one way)', tour: 'Tours (per adult / per child)', vehicle_hire: 'Vehicle hire with chauffeur (per vehicle)' }[category],
      // Items by name: their codes (`TRF-DXB-DUBAI_MARINA-…`) are for the CSV and the API, not for people.
      rows: items
        .filter((item) => item.category === category)
        .map((item): [string, string] => [item.name, `${aed(item.price.amount_due_aed)}${item.child_price ? ` / ${aed(item.child_price.amount_due_aed)}` : ''} (public ${aed(item.price.public_price_aed)})`]),
    }))
    .filter((section) => section.rows.length > 0);
  return renderDocument(
    {
      title: 'Rate catalogue',
      subtitle: `Season ${season.valid_from} to ${season.valid_to}, your rates under ${commercialTermsLabel(terms.terms)} terms`,
      sandbox,
      brandName,
      sections: sections.length > 0 ? sections : [{ heading: 'Items', rows: [['None', 'No items are on sale to this account yet.']] }],
      footer: `${termsFooter(terms)} Transfers at day rates: pickups from 00:00 to 05:59 UAE time add 20 %. Prices in AED, VAT included.`,
    },
    'pdf',
    stem,
  );
}

const SUPPLEMENTS: ReadonlyArray<{ code: string; name: string; unit: 'per_booking' | 'per_hour' | 'per_item'; publicFils: number }> = [
  { code: 'EXTRA_WAITING', name: 'Waiting beyond the free 60 minutes', unit: 'per_hour', publicFils: 8000 },
  { code: 'CHILD_SEAT', name: 'Child or booster seat', unit: 'per_item', publicFils: 3500 },
  { code: 'EXTRA_STOP', name: 'Extra stop on a transfer (up to 30 minutes)', unit: 'per_booking', publicFils: 6000 },
  { code: 'VIP_MEET_GREET', name: 'Meet and greet at the aircraft door with fast-track (DXB)', unit: 'per_booking', publicFils: 42500 },
];

const CANCELLATION: RateSheet['cancellation'] = [
  { category: 'transfer', free_until_hours_before: 24, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
  { category: 'tour', free_until_hours_before: 48, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
  { category: 'vehicle_hire', free_until_hours_before: 72, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 },
];

/** The account's rate sheet for the season in force today, under its terms. */
export function rateSheet(partition: Partition, terms: AccountTerms, airport: Airport | undefined): RateSheet {
  const today = uaeToday(partition.clock);
  const vehicles = Object.keys(VEHICLES) as VehicleClass[];
  const transfers = (Object.keys(AIRPORTS) as Airport[])
    .filter((code) => airport === undefined || code === airport)
    .flatMap((code) =>
      (Object.keys(ZONES) as TransportZone[]).flatMap((place) => {
        const km = roadDistanceKm(code, place);
        return vehicles.map((vehicle) => {
          const price = priceUnder(publicPriceFils(km, vehicle, 12), terms);
          return { airport: code, place, distance_km: km, vehicle, public_price_aed: price.public_price_aed, amount_due_aed: price.amount_due_aed };
        });
      }),
    );
  const base = priceUnder(0, terms);
  return stampView(partition, 'rate_sheet', {
    currency: 'AED',
    terms: base.terms,
    terms_percent: base.terms_percent,
    ...seasonOf(today),
    transfers,
    night_surcharge: { percent: 20, from: '00:00', to: '05:59' },
    hourly_hire: vehicles.map((vehicle) => {
      const price = priceUnder(aedToFils(HOURLY_HIRE[vehicle].perHourAed), terms);
      return { vehicle, minimum_hours: HOURLY_HIRE[vehicle].minimumHours, public_price_per_hour_aed: price.public_price_aed, amount_due_per_hour_aed: price.amount_due_aed };
    }),
    supplements: SUPPLEMENTS.map(({ code, name, unit, publicFils }) => {
      const price = priceUnder(publicFils, terms);
      return { code, name, unit, public_price_aed: price.public_price_aed, amount_due_aed: price.amount_due_aed };
    }),
    cancellation: CANCELLATION,
    issued_at: new Date(`${seasonOf(today).valid_from}T00:00:00+04:00`).toISOString(),
  });
}
