import { aedToFils } from './money';
import { airportWithTerminals, placeLabel } from './labels';
import type { components } from '../generated/openapi-types';
import { VEHICLES, type VehicleClass } from './vehicles';
import { priceUnderTerms, type AccountTerms } from './terms';
import { AIRPORTS, ZONES, publicPriceFils, roadDistanceKm, type Airport, type TransportZone } from './tariff';

export type RatePrice = components['schemas']['RatePrice'];
export type RateCatalogueItem = components['schemas']['RateCatalogueItem'];
export type RateCategory = components['schemas']['RateCategory'];

const DAY_MS = 86_400_000;

export { uaeToday } from '../platform/uaeTime';

/** `date` moved by `days` calendar days. */
export const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** The season in force on `date`: 1 October to 30 September. */
export function seasonOf(date: string): { valid_from: string; valid_to: string } {
  const year = Number(date.slice(0, 4));
  const start = Number(date.slice(5, 7)) >= 10 ? year : year - 1;
  return { valid_from: `${start}-10-01`, valid_to: `${start + 1}-09-30` };
}

/** A public price in fils under the account's terms. */
export const priceUnder = (publicFils: number, terms: AccountTerms): RatePrice => priceUnderTerms(publicFils, terms);

/** An item of the catalogue before pricing: public prices in fils. */
export interface CatalogueEntry {
  code: string;
  category: RateCategory;
  name: string;
  description: string;
  vehicle: VehicleClass | null;
  durationHours: number | null;
  maxPeople: number;
  publicFils: number;
  childPublicFils: number | null;
  /** A transfer's two ends (it runs either way, one way): what a voucher names as from and to. */
  route?: { airport: Airport; zone: TransportZone };
}

/** Chauffeured hire, public price per hour, and the shortest hire. */
export const HOURLY_HIRE: Readonly<Record<VehicleClass, { perHourAed: number; minimumHours: number }>> = {
  EXECUTIVE_SEDAN: { perHourAed: 120, minimumHours: 4 },
  VIP_V_CLASS: { perHourAed: 170, minimumHours: 4 },
  LUXURY_COACH: { perHourAed: 380, minimumHours: 5 },
};

const TOURS: ReadonlyArray<Omit<CatalogueEntry, 'category' | 'vehicle'>> = [
  { code: 'TOUR-DESERT-SAFARI-EVENING', name: 'Evening desert safari with barbecue dinner', description: 'Dune drive in a 4x4, camel ride, sandboarding and a barbecue dinner with shows at a desert camp; hotel pickup in Dubai.', durationHours: 6, maxPeople: 30, publicFils: 25000, childPublicFils: 20000 },
  { code: 'TOUR-DESERT-MORNING-DUNES', name: 'Morning dune drive and sandboarding', description: 'Red dunes of Lahbab in a 4x4 with sandboarding and a camel ride; back by lunch.', durationHours: 4, maxPeople: 30, publicFils: 19000, childPublicFils: 15000 },
  { code: 'TOUR-DUBAI-CITY-HALF-DAY', name: 'Dubai city tour, half day', description: 'Jumeirah Mosque, Al Fahidi, an abra across the Creek, the souks and a photo stop at Burj Al Arab.', durationHours: 4, maxPeople: 40, publicFils: 18000, childPublicFils: 13000 },
  { code: 'TOUR-ABU-DHABI-CITY', name: 'Abu Dhabi city tour from Dubai', description: 'Sheikh Zayed Grand Mosque, Qasr Al Watan, the Corniche and a drive past Yas Island.', durationHours: 9, maxPeople: 40, publicFils: 29500, childPublicFils: 22500 },
  { code: 'TOUR-DHOW-DINNER-MARINA', name: 'Dhow dinner cruise, Dubai Marina', description: 'Two hours on a traditional dhow through the Marina with an international buffet.', durationHours: 2, maxPeople: 20, publicFils: 22000, childPublicFils: 16000 },
  { code: 'TOUR-HATTA-MOUNTAINS', name: 'Hatta mountains day trip', description: 'Hatta Dam kayaking, the heritage village and the Hajar mountain road; lunch included.', durationHours: 8, maxPeople: 14, publicFils: 34000, childPublicFils: 26000 },
  { code: 'TOUR-AL-AIN-OASIS', name: 'Al Ain oasis and heritage day trip', description: 'The UNESCO oasis, Al Jahili Fort, the camel market and Jebel Hafeet.', durationHours: 9, maxPeople: 14, publicFils: 32000, childPublicFils: 24000 },
  { code: 'TOUR-EAST-COAST-FUJAIRAH', name: 'East coast and Fujairah', description: 'Al Bidyah Mosque, Fujairah Fort, Khor Fakkan beach and the Friday market.', durationHours: 9, maxPeople: 14, publicFils: 31000, childPublicFils: 23000 },
];

const HIRE_LENGTHS: ReadonlyArray<{ suffix: string; label: string; hours: number }> = [
  { suffix: 'HALF-DAY', label: 'half day', hours: 5 },
  { suffix: 'FULL-DAY', label: 'full day', hours: 10 },
];

const TRANSFER_AIRPORTS: readonly Airport[] = ['DXB', 'AUH'];
const title = (zone: string): string => placeLabel(zone);

function buildCatalogue(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  for (const airport of TRANSFER_AIRPORTS) {
    for (const zone of Object.keys(ZONES) as TransportZone[]) {
      const km = roadDistanceKm(airport, zone);
      for (const vehicle of Object.keys(VEHICLES) as VehicleClass[]) {
        entries.push({
          code: `TRF-${airport}-${zone}-${vehicle}`,
          category: 'transfer',
          name: `${placeLabel(airport)} to or from ${title(zone)}, ${VEHICLES[vehicle].description}`,
          description: `One-way private transfer between ${airportWithTerminals(airport, AIRPORTS[airport].terminals)} and ${title(zone)}, about ${km} km; meet and greet on arrival, 60 minutes' free waiting.`,
          vehicle,
          durationHours: null,
          maxPeople: VEHICLES[vehicle].seats,
          publicFils: publicPriceFils(km, vehicle, 12),
          childPublicFils: null,
          route: { airport, zone },
        });
      }
    }
  }
  for (const tour of TOURS) entries.push({ ...tour, category: 'tour', vehicle: null });
  for (const vehicle of Object.keys(VEHICLES) as VehicleClass[]) {
    for (const length of HIRE_LENGTHS) {
      entries.push({
        code: `HIRE-${vehicle}-${length.suffix}`,
        category: 'vehicle_hire',
        name: `${VEHICLES[vehicle].description} with chauffeur, ${length.label}`,
        description: `${length.hours} hours at your disposal within one emirate, fuel, tolls and parking included; extra hours at the hourly rate.`,
        vehicle,
        durationHours: length.hours,
        maxPeople: VEHICLES[vehicle].seats,
        publicFils: aedToFils(HOURLY_HIRE[vehicle].perHourAed * length.hours),
        childPublicFils: null,
      });
    }
  }
  return entries;
}

/** The operator's trade catalogue, in a fixed order: transfers, tours, vehicle hire. */
export const CATALOGUE: readonly CatalogueEntry[] = buildCatalogue();

export const findEntry = (code: string): CatalogueEntry | undefined => CATALOGUE.find((entry) => entry.code === code);

/** A catalogue entry priced under the account's terms for the season of `today`. */
export function catalogueItem(entry: CatalogueEntry, terms: AccountTerms, today: string): RateCatalogueItem {
  const vehicle = entry.vehicle === null ? null : { class: entry.vehicle, ...VEHICLES[entry.vehicle] };
  return {
    object: 'rate_catalogue_item',
    code: entry.code,
    category: entry.category,
    name: entry.name,
    description: entry.description,
    unit: entry.vehicle === null ? 'per_person' : 'per_vehicle',
    vehicle: vehicle && { class: vehicle.class, description: vehicle.description, seats: vehicle.seats, bags: vehicle.bags },
    duration_hours: entry.durationHours,
    max_people: entry.maxPeople,
    price: priceUnder(entry.publicFils, terms),
    child_price: entry.childPublicFils === null ? null : priceUnder(entry.childPublicFils, terms),
    ...seasonOf(today),
  };
}
