import { CATALOGUE } from '../engine/activityCatalogue';
import { AIRPORTS, roadDistanceKm, publicPriceFils, type Airport, type TransportZone } from '../engine/tariff';
import { VEHICLES, type VehicleClass } from '../engine/vehicles';
import { aedToFils } from '../engine/money';
import { placeLabel, terminalsLabel } from '../engine/labels';

/**
 * What the public pages sell: the operator's tours and airport transfers at their public price,
 * the price a traveller pays whichever partner's page they book on. A visitor asks to book one
 * (a referral, see engine/referrals.ts); the trade desk confirms it and takes the payment.
 */
export interface PublicOffer {
  /** An activity product id (`act_…`), or `trf_<AIRPORT>_<ZONE>_<CLASS>` for a transfer. */
  id: string;
  kind: 'tour' | 'transfer';
  /** The activity category of a tour (`desert_safari` …), `airport_transfer` for transfers. */
  theme: string;
  name: string;
  summary: string;
  unit: 'per_person' | 'per_vehicle';
  adultFils: number | null;
  childFils: number | null;
  vehicleFils: number | null;
  maxGuests: number;
}

const TRANSFER_ROUTES: ReadonlyArray<readonly [Airport, TransportZone, string]> = [
  ['DXB', 'DOWNTOWN_DUBAI', 'Downtown Dubai'],
  ['DXB', 'DUBAI_MARINA', 'Dubai Marina'],
  ['DXB', 'PALM_JUMEIRAH', 'Palm Jumeirah'],
  ['DXB', 'BUSINESS_BAY', 'Business Bay'],
  ['DWC', 'DUBAI_MARINA', 'Dubai Marina'],
  ['AUH', 'ABU_DHABI_CITY', 'Abu Dhabi city'],
  ['AUH', 'YAS_ISLAND', 'Yas Island'],
  ['SHJ', 'SHARJAH_CITY', 'Sharjah city'],
];
const TRANSFER_CLASSES: readonly VehicleClass[] = ['EXECUTIVE_SEDAN', 'VIP_V_CLASS'];
/** ` (Terminals 1, 2 and 3)`, or nothing at an airport with one terminal. */
const terminalsNote = (terminals: readonly string[]): string => (terminalsLabel(terminals) ? ` (${terminalsLabel(terminals)})` : '');

/** The day fare: public pages quote a pickup by day; the desk re-prices a night pickup when it confirms. */
const DAY_HOUR = 12;

const optionalFils = (aed: number | null | undefined): number | null => (aed === null || aed === undefined ? null : aedToFils(aed));

const tours: PublicOffer[] = CATALOGUE.map(({ product }) => ({
  id: product.id,
  kind: 'tour',
  theme: product.category,
  name: product.name,
  summary: product.summary,
  unit: product.pricing_unit,
  adultFils: optionalFils(product.prices.adult_aed),
  childFils: optionalFils(product.prices.child_aed),
  vehicleFils: optionalFils(product.prices.vehicle_aed),
  maxGuests: product.guests.max,
}));

const transfers: PublicOffer[] = TRANSFER_ROUTES.flatMap(([airport, zone, place]) =>
  TRANSFER_CLASSES.map((vehicle) => ({
    id: `trf_${airport}_${zone}_${vehicle}`,
    kind: 'transfer' as const,
    theme: 'airport_transfer',
    name: `${placeLabel(airport)} to ${place}, ${vehicle === 'VIP_V_CLASS' ? 'VIP van' : 'executive sedan'}`,
    summary: `Private transfer with a licensed chauffeur meeting you at arrivals${terminalsNote(AIRPORTS[airport].terminals)}; ${VEHICLES[vehicle].description}, up to ${VEHICLES[vehicle].seats} guests and ${VEHICLES[vehicle].bags} suitcases.`,
    unit: 'per_vehicle' as const,
    adultFils: null,
    childFils: null,
    vehicleFils: publicPriceFils(roadDistanceKm(airport, zone), vehicle, DAY_HOUR),
    maxGuests: VEHICLES[vehicle].seats,
  })),
);

const OFFERS: readonly PublicOffer[] = [...tours, ...transfers];
const BY_ID = new Map(OFFERS.map((offer) => [offer.id, offer]));

/** Every offer, tours first, or those of the given themes (an affiliate landing page's). */
export function publicOffers(themes?: readonly string[]): readonly PublicOffer[] {
  return themes === undefined ? OFFERS : OFFERS.filter((offer) => themes.includes(offer.theme));
}

export const findOffer = (id: string): PublicOffer | undefined => BY_ID.get(id);

/** The public price of a party: per person (children at the child price), or the vehicle's. */
export function offerPriceFils(offer: PublicOffer, adults: number, children: number): number {
  if (offer.unit === 'per_vehicle') return offer.vehicleFils ?? 0;
  return (offer.adultFils ?? 0) * adults + (offer.childFils ?? offer.adultFils ?? 0) * children;
}

/** The "from" price shown on a card: one adult, or the vehicle. */
export const fromPriceFils = (offer: PublicOffer): number => (offer.unit === 'per_vehicle' ? (offer.vehicleFils ?? 0) : (offer.adultFils ?? 0));
