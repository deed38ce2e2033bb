import { CATALOGUE } from '../engine/activityCatalogue';
import { AIRPORTS, roadDistanceKm, publicPriceFils, type Airport, type TransportZone } from '../engine/tariff';
import { VEHICLES, type VehicleClass } from '../engine/vehicles';
import { aedToFils } from '../engine/money';
import { catalogueText, fill, formatList, formatNumber, words, type Language } from '../engine/i18n';

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
  /** A transfer's airport, zone and vehicle class, which its name and summary are said from in each language. */
  route: TransferRoute | null;
}

export interface TransferRoute {
  airport: Airport;
  zone: TransportZone;
  vehicle: VehicleClass;
}

/** What a visitor reads of an offer, in their language. */
export interface OfferText {
  name: string;
  summary: string;
  /** What the price includes (a tour's list; a transfer has none beyond its summary). */
  includes: readonly string[];
  meetingPoint: string | null;
}

const TRANSFER_ROUTES: ReadonlyArray<readonly [Airport, TransportZone]> = [
  ['DXB', 'DOWNTOWN_DUBAI'],
  ['DXB', 'DUBAI_MARINA'],
  ['DXB', 'PALM_JUMEIRAH'],
  ['DXB', 'BUSINESS_BAY'],
  ['DWC', 'DUBAI_MARINA'],
  ['AUH', 'ABU_DHABI_CITY'],
  ['AUH', 'YAS_ISLAND'],
  ['SHJ', 'SHARJAH_CITY'],
];
const TRANSFER_CLASSES: readonly VehicleClass[] = ['EXECUTIVE_SEDAN', 'VIP_V_CLASS'];

/** A transfer's name and summary in `lang`, from the words' templates and the catalogue's place and vehicle names. */
function transferText(route: TransferRoute, lang: Language): OfferText {
  const said = words(lang);
  const names = catalogueText(lang);
  const vehicle = VEHICLES[route.vehicle];
  const terminals = AIRPORTS[route.airport].terminals.filter((terminal) => terminal !== 'MAIN').map((terminal) => names.terminals[terminal] ?? terminal);
  const details = { vehicle: names.vehicles[route.vehicle] ?? vehicle.description, seats: formatNumber(vehicle.seats, lang), bags: formatNumber(vehicle.bags, lang) };
  return {
    name: fill(said.transfer_name, { airport: names.airports[route.airport] ?? route.airport, zone: names.zones[route.zone] ?? route.zone, vehicle: route.vehicle === 'VIP_V_CLASS' ? said.vip_van : said.executive_sedan }),
    summary: terminals.length > 0 ? fill(said.transfer_summary, { ...details, terminals: formatList(terminals, lang) }) : fill(said.transfer_summary_one_terminal, details),
    includes: [],
    meetingPoint: null,
  };
}

/** An offer's name, summary, inclusions and meeting point in `lang` (a language not offered reads English). */
export function offerText(offer: PublicOffer, lang: Language): OfferText {
  if (offer.route) return transferText(offer.route, lang);
  const activity = catalogueText(lang).activities[offer.id];
  if (!activity) return { name: offer.name, summary: offer.summary, includes: [], meetingPoint: null };
  return { name: activity.name, summary: activity.summary, includes: activity.includes, meetingPoint: activity.meeting_point };
}

/** The day fare: public pages quote a pickup by day; the desk re-prices a night pickup when it confirms. */
const DAY_HOUR = 12;

const optionalFils = (aed: number | null | undefined): number | null => (aed === null || aed === undefined ? null : aedToFils(aed));

const tourOffers = (): PublicOffer[] =>
  CATALOGUE.map(({ product }) => ({
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
    route: null,
  }));

// In English, as the trade desk reads a booking request's offer.
const transferOffers = (): PublicOffer[] =>
  TRANSFER_ROUTES.flatMap(([airport, zone]) =>
    TRANSFER_CLASSES.map((vehicle) => {
      const english = transferText({ airport, zone, vehicle }, 'en');
      return {
        id: `trf_${airport}_${zone}_${vehicle}`,
        kind: 'transfer' as const,
        theme: 'airport_transfer',
        name: english.name,
        summary: english.summary,
        unit: 'per_vehicle' as const,
        adultFils: null,
        childFils: null,
        vehicleFils: publicPriceFils(roadDistanceKm(airport, zone), vehicle, DAY_HOUR),
        maxGuests: VEHICLES[vehicle].seats,
        route: { airport, zone, vehicle },
      };
    }),
  );

let offers: { all: readonly PublicOffer[]; byId: ReadonlyMap<string, PublicOffer> } | undefined;

/**
 * Built when a page or a request first needs them, not at start-up: a transfer's words are
 * formatted through Intl, whose locale data a process that serves only the API never reads.
 */
function catalogue(): NonNullable<typeof offers> {
  if (!offers) {
    const all = [...tourOffers(), ...transferOffers()];
    offers = { all, byId: new Map(all.map((offer) => [offer.id, offer])) };
  }
  return offers;
}

/** Every offer, tours first, or those of the given themes (an affiliate landing page's). */
export function publicOffers(themes?: readonly string[]): readonly PublicOffer[] {
  const { all } = catalogue();
  return themes === undefined ? all : all.filter((offer) => themes.includes(offer.theme));
}

export const findOffer = (id: string): PublicOffer | undefined => catalogue().byId.get(id);

/** The public price of a party: per person (children at the child price), or the vehicle's. */
export function offerPriceFils(offer: PublicOffer, adults: number, children: number): number {
  if (offer.unit === 'per_vehicle') return offer.vehicleFils ?? 0;
  return (offer.adultFils ?? 0) * adults + (offer.childFils ?? offer.adultFils ?? 0) * children;
}

/** The "from" price shown on a card: one adult, or the vehicle. */
export const fromPriceFils = (offer: PublicOffer): number => (offer.unit === 'per_vehicle' ? (offer.vehicleFils ?? 0) : (offer.adultFils ?? 0));
