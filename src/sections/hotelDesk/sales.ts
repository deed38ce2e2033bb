import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { newId } from '../../platform/ids';
import { fromFils } from '../../engine/money';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { termsOf, type AccountTerms } from '../../engine/terms';
import { daysBetween, findEntry, priceUnder, uaeToday, type CatalogueEntry } from '../rates/catalogue';

export type DeskSaleRequest = components['schemas']['DeskSaleRequest'];
export type DeskSale = components['schemas']['DeskSale'];

const MIN_NOTICE_MS = 60 * 60 * 1000;
const MAX_DAYS_AHEAD = 90;

export const serviceAt = (date: string, time: string): string => `${date}T${time}:00+04:00`;

/** The rules of a desk sale the schema cannot say; empty when the sale may be made at `now`. */
function saleIssues(request: DeskSaleRequest, entry: CatalogueEntry | undefined, now: Date, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (!entry) found.push({ path: 'item_code', message: 'is not in the rate catalogue' });
  const at = Date.parse(serviceAt(request.service_date, request.service_time));
  if (at - now.getTime() < MIN_NOTICE_MS) found.push({ path: 'service_time', message: 'the service must start at least 60 minutes from now (UAE time)' });
  if (daysBetween(today, request.service_date) > MAX_DAYS_AHEAD) found.push({ path: 'service_date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  const party = request.adults + (request.children ?? 0);
  if (entry && party > entry.maxPeople) {
    found.push({ path: 'adults', message: `${entry.code} takes at most ${entry.maxPeople} people (adults and children)` });
  }
  if (request.payment_method === 'room_charge' && request.room_number === undefined) found.push({ path: 'room_number', message: 'a room charge needs the room number' });
  return found;
}

/** The sale of `request` of catalogue `entry`, priced under the account's terms. */
export function saleFrom(id: string, request: DeskSaleRequest, entry: CatalogueEntry, terms: AccountTerms, deskDay: string, createdAt: string): DeskSale {
  const children = request.children ?? 0;
  const publicFils = entry.vehicle === null ? request.adults * entry.publicFils + children * (entry.childPublicFils ?? entry.publicFils) : entry.publicFils;
  const price = priceUnder(publicFils, terms);
  return {
    object: 'desk_sale',
    sandbox: true,
    id,
    status: 'confirmed',
    desk_day: deskDay,
    item: { code: entry.code, name: entry.name, category: entry.category, unit: entry.vehicle === null ? 'per_person' : 'per_vehicle' },
    service: { date: request.service_date, time: request.service_time, at: serviceAt(request.service_date, request.service_time) },
    adults: request.adults,
    children,
    guest: request.guest,
    room_number: request.room_number ?? null,
    payment_method: request.payment_method,
    price: { currency: 'AED', terms: price.terms, guest_paid_aed: fromFils(publicFils), amount_due_aed: price.amount_due_aed, commission_aed: price.commission_aed },
    notes: request.notes ?? null,
    created_at: createdAt,
  };
}

/** Sells at the desk: simulated for a test key (today's test desk day is always open); live sales open with production. */
export function createDeskSale(principal: ApiPrincipal, request: DeskSaleRequest, clock: Clock): DeskSale {
  const now = clock.now();
  const today = uaeToday(clock);
  const entry = findEntry(request.item_code);
  const found = saleIssues(request, entry, now, today);
  if (found.length > 0 || !entry) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('desk sales', 'sold');
  return saleFrom(newId('dsl'), request, entry, termsOf(principal.account), today, now.toISOString());
}
