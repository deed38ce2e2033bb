/**
 * The names people say for the contract's codes: a traveller reads "Dubai Marina", "Terminal 3",
 * "Mercedes-Benz V-Class or similar" and "English", never `DUBAI_MARINA`, `T3`, `VIP_V_CLASS` or
 * `EN`. Every document, page, notice and e-mail names a code through here, so that the words live
 * in one place; each list is keyed by the contract's enum (src/generated/enums.ts), and a test
 * fails when the contract grows a value nobody has named yet.
 */
import type { components } from '../generated/openapi-types';

type Schemas = components['schemas'];

/**
 * A name in English, as every document, notice and e-mail is written. The public pages and the
 * widget say the same places, vehicles and languages in each of their twelve languages from
 * src/engine/i18n/catalogue/<lang>.json instead.
 */
export interface Label {
  en: string;
}

/** Tariff zones, as people name the district or city. */
export const ZONE_LABELS: Readonly<Record<Schemas['TransportZone'], Label>> = {
  DOWNTOWN_DUBAI: { en: 'Downtown Dubai' },
  BUSINESS_BAY: { en: 'Business Bay' },
  DEIRA: { en: 'Deira' },
  DUBAI_MARINA: { en: 'Dubai Marina' },
  JUMEIRAH_BEACH_RESIDENCE: { en: 'Jumeirah Beach Residence (JBR)' },
  PALM_JUMEIRAH: { en: 'Palm Jumeirah' },
  AL_BARSHA: { en: 'Al Barsha' },
  ABU_DHABI_CITY: { en: 'Abu Dhabi city' },
  YAS_ISLAND: { en: 'Yas Island' },
  SAADIYAT_ISLAND: { en: 'Saadiyat Island' },
  SHARJAH_CITY: { en: 'Sharjah city' },
  AJMAN: { en: 'Ajman' },
  RAS_AL_KHAIMAH: { en: 'Ras Al Khaimah' },
  FUJAIRAH: { en: 'Fujairah' },
  AL_AIN: { en: 'Al Ain' },
};

/** Airports by their full name, the IATA code kept in brackets as it is printed on tickets and signs. */
export const AIRPORT_LABELS: Readonly<Record<Schemas['Airport'], Label>> = {
  DXB: { en: 'Dubai International (DXB)' },
  DWC: { en: 'Al Maktoum International, Dubai World Central (DWC)' },
  SHJ: { en: 'Sharjah International (SHJ)' },
  AUH: { en: 'Zayed International, Abu Dhabi (AUH)' },
};

/** Terminals; an airport with one terminal (`MAIN`) has none to name. */
export const TERMINAL_LABELS: Readonly<Record<Schemas['Terminal'], Label>> = {
  T1: { en: 'Terminal 1' },
  T2: { en: 'Terminal 2' },
  T3: { en: 'Terminal 3' },
  MAIN: { en: '' },
  A: { en: 'Terminal A' },
};

/** Vehicle classes as the vehicle a traveller will see arrive (the wire's `vehicle.description` too). */
export const VEHICLE_LABELS: Readonly<Record<Schemas['VehicleClass'], Label>> = {
  VIP_V_CLASS: { en: 'Mercedes-Benz V-Class or similar' },
  EXECUTIVE_SEDAN: { en: 'Mercedes-Benz E-Class or similar' },
  LUXURY_COACH: { en: 'Mercedes-Benz Tourismo coach or similar' },
};

const withTerminal = (airport: Label, terminal: Label): Label => ({ en: `${airport.en} ${terminal.en}` });

/** The sandbox's airport-and-terminal codes (`DXB_T3`), named as the live API's airport and terminal are. */
export const SANDBOX_TERMINAL_LABELS: Readonly<Record<Schemas['AirportTerminal'], Label>> = {
  DXB_T1: withTerminal(AIRPORT_LABELS.DXB, TERMINAL_LABELS.T1),
  DXB_T2: withTerminal(AIRPORT_LABELS.DXB, TERMINAL_LABELS.T2),
  DXB_T3: withTerminal(AIRPORT_LABELS.DXB, TERMINAL_LABELS.T3),
  DWC: AIRPORT_LABELS.DWC,
  SHJ: AIRPORT_LABELS.SHJ,
};

/** A language by its name in English (as its own speakers write it: `ownName` in src/engine/i18n). */
export const LANGUAGE_LABELS: Readonly<Record<Schemas['SiteLanguage'], Label>> = {
  en: { en: 'English' },
  ar: { en: 'Arabic' },
  ru: { en: 'Russian' },
  de: { en: 'German' },
  fr: { en: 'French' },
  it: { en: 'Italian' },
  es: { en: 'Spanish' },
  zh: { en: 'Chinese' },
  hi: { en: 'Hindi' },
  ur: { en: 'Urdu' },
  fa: { en: 'Persian' },
  tr: { en: 'Turkish' },
};

export const CRUISE_PORT_LABELS: Readonly<Record<Schemas['CruisePort'], Label>> = {
  DUBAI_HARBOUR: { en: 'Dubai Harbour Cruise Terminal' },
  MINA_RASHID: { en: 'Mina Rashid, Hamdan bin Mohammed Cruise Terminal' },
  ABU_DHABI_ZAYED_PORT: { en: 'Zayed Port Cruise Terminal, Abu Dhabi' },
  SIR_BANI_YAS: { en: 'Sir Bani Yas Island' },
  KHOR_FAKKAN: { en: 'Khor Fakkan' },
};

/** The seven emirates (every emirate enum of the contract is a subset of `RateEmirate`). */
export const EMIRATE_LABELS: Readonly<Record<Schemas['RateEmirate'], Label>> = {
  ABU_DHABI: { en: 'Abu Dhabi' },
  DUBAI: { en: 'Dubai' },
  SHARJAH: { en: 'Sharjah' },
  AJMAN: { en: 'Ajman' },
  UMM_AL_QUWAIN: { en: 'Umm Al Quwain' },
  RAS_AL_KHAIMAH: { en: 'Ras Al Khaimah' },
  FUJAIRAH: { en: 'Fujairah' },
};

/** The kinds of place in the operator's catalogue (`GET /places`). */
export const PLACE_KIND_LABELS: Readonly<Record<Schemas['PlaceKind'], Label>> = {
  hotel: { en: 'Hotel' },
  mall: { en: 'Shopping mall' },
  landmark: { en: 'Landmark' },
  airport_terminal: { en: 'Airport terminal' },
  cruise_terminal: { en: 'Cruise terminal' },
  station: { en: 'Station' },
  hospital: { en: 'Hospital' },
  venue: { en: 'Venue' },
};

/** The seven emirates as the place catalogue writes them. */
export const PLACE_EMIRATE_LABELS: Readonly<Record<Schemas['Emirate'], Label>> = {
  abu_dhabi: { en: 'Abu Dhabi' },
  dubai: { en: 'Dubai' },
  sharjah: { en: 'Sharjah' },
  ajman: { en: 'Ajman' },
  umm_al_quwain: { en: 'Umm Al Quwain' },
  ras_al_khaimah: { en: 'Ras Al Khaimah' },
  fujairah: { en: 'Fujairah' },
};

/** The cruise terminals a transfer may start or end at. */
export const CRUISE_TERMINAL_LABELS: Readonly<Record<Schemas['CruiseTerminal'], Label>> = {
  MINA_RASHID: { en: 'Mina Rashid, Hamdan bin Mohammed Cruise Terminal' },
  DUBAI_HARBOUR: { en: 'Dubai Harbour Cruise Terminal' },
  ZAYED_PORT: { en: 'Zayed Port Cruise Terminal, Abu Dhabi' },
  KHALID_PORT: { en: 'Khalid Port Cruise Terminal, Sharjah' },
};

export const CREDIT_TERMS_LABELS: Readonly<Record<Schemas['CreditTerms'], Label>> = {
  NET_15: { en: 'payment within 15 days' },
  NET_30: { en: 'payment within 30 days' },
  NET_45: { en: 'payment within 45 days' },
  NET_60: { en: 'payment within 60 days' },
};

/** An account's commercial terms, as the rate binder's subtitle says them: "your rates under … terms". */
export const COMMERCIAL_TERMS_LABELS: Readonly<Record<Schemas['CommercialTerms'], Label>> = {
  tariff: { en: 'public tariff' },
  commission: { en: 'commission' },
  net_rate: { en: 'net rate' },
};

/** How a hotel guest paid at the desk, as the desk's day sheet and the statement say it. */
export const DESK_PAYMENT_LABELS: Readonly<Record<Schemas['DeskPaymentMethod'], Label>> = {
  cash: { en: 'paid in cash' },
  card: { en: 'paid by card' },
  room_charge: { en: 'charged to the room' },
};

/**
 * Every labelled list by the name of its list in src/generated/enums.ts: the test walks both, so a
 * value the contract adds fails it until it has a name here.
 */
export const LABELS_BY_ENUM: Readonly<Record<string, Readonly<Record<string, Label>>>> = {
  airports: AIRPORT_LABELS,
  terminals: TERMINAL_LABELS,
  transportZones: ZONE_LABELS,
  vehicleClasses: VEHICLE_LABELS,
  siteLanguages: LANGUAGE_LABELS,
  cruisePorts: CRUISE_PORT_LABELS,
  emirates: EMIRATE_LABELS,
  creditTerms: CREDIT_TERMS_LABELS,
  commercialTerms: COMMERCIAL_TERMS_LABELS,
  sandboxTerminals: SANDBOX_TERMINAL_LABELS,
  deskPaymentMethods: DESK_PAYMENT_LABELS,
  placeKinds: PLACE_KIND_LABELS,
  placeEmirates: PLACE_EMIRATE_LABELS,
  cruiseTerminals: CRUISE_TERMINAL_LABELS,
};

/** The last resort for a code no list knows (a value stored before the contract named it): `SOME_PLACE` → `Some Place`. */
export const wordsOfCode = (code: string): string =>
  code
    .toLowerCase()
    .split(/[_\s]+/)
    .filter((word) => word.length > 0)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

const lookUp = (labels: Readonly<Record<string, Label>>, code: string): string | undefined =>
  Object.prototype.hasOwnProperty.call(labels, code) ? (labels[code] as Label).en : undefined;

/**
 * A place code as people say it: a tariff zone (`PALM_JUMEIRAH` → `Palm Jumeirah`), an emirate or a
 * cruise port; an airport with its terminal (`DXB`, `T3` or the sandbox's `DXB_T3` → `Dubai International (DXB) Terminal 3`).
 */
export function placeLabel(code: string, terminal?: string | null): string {
  const airport = lookUp(AIRPORT_LABELS, code);
  if (airport !== undefined) {
    const named = terminal ? (lookUp(TERMINAL_LABELS, terminal) ?? terminal) : '';
    return named ? `${airport} ${named}` : airport;
  }
  return lookUp(ZONE_LABELS, code) ?? lookUp(EMIRATE_LABELS, code) ?? lookUp(CRUISE_PORT_LABELS, code) ?? lookUp(SANDBOX_TERMINAL_LABELS, code) ?? wordsOfCode(code);
}

/** An airport's terminals as a sign says them: `Terminals 1, 2 and 3`, `Terminal A`; none for an airport with one (`MAIN`). */
export function terminalsLabel(terminals: readonly string[]): string {
  const named = terminals.filter((terminal) => terminal !== 'MAIN').map((terminal) => (lookUp(TERMINAL_LABELS, terminal) ?? terminal).replace(/^Terminal /, ''));
  if (named.length === 0) return '';
  if (named.length === 1) return `Terminal ${named[0]}`;
  return `Terminals ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
}

/** An airport with the terminals it serves: `Dubai International (DXB), Terminals 1, 2 and 3`; `Sharjah International (SHJ)`. */
export function airportWithTerminals(airport: string, terminals: readonly string[]): string {
  const served = terminalsLabel(terminals);
  return served ? `${placeLabel(airport)}, ${served}` : placeLabel(airport);
}

/** `VIP_V_CLASS` → `Mercedes-Benz V-Class or similar`. */
export const vehicleLabel = (vehicleClass: string): string => lookUp(VEHICLE_LABELS, vehicleClass) ?? wordsOfCode(vehicleClass);

/** `en` → `English`; a code no list knows is printed as written, in capitals. */
export const languageLabel = (code: string): string => lookUp(LANGUAGE_LABELS, code.toLowerCase()) ?? code.toUpperCase();

/** `room_charge` → `charged to the room`. */
export const deskPaymentLabel = (method: string): string => lookUp(DESK_PAYMENT_LABELS, method) ?? wordsOfCode(method).toLowerCase();

/** `NET_30` → `payment within 30 days`. */
export const creditTermsLabel = (terms: string): string => lookUp(CREDIT_TERMS_LABELS, terms) ?? wordsOfCode(terms);

/** `net_rate` → `net rate`. */
export const commercialTermsLabel = (terms: string): string => lookUp(COMMERCIAL_TERMS_LABELS, terms) ?? wordsOfCode(terms).toLowerCase();

/**
 * `Version 2`, with the partner's own name for it when it says more than the count: "Revision 1"
 * or "First proposal" beside "Version 2" only makes the reader wonder which number is right.
 */
export function versionLabel(number: number, name?: string | null): string {
  const counting = /^(first|second|third|initial|original)\s+(proposal|version|draft)$|^(revision|version|draft|rev\.?|v)\s*\d+$/i;
  return name && !counting.test(name.trim()) ? `Version ${number}: ${name}` : `Version ${number}`;
}

/** The codes older stored text may carry, by code: places, vehicles, terminals and terms. */
const NAMED_CODES: ReadonlyMap<string, Label> = new Map<string, Label>([
  ...Object.entries(ZONE_LABELS),
  ...Object.entries(EMIRATE_LABELS),
  ...Object.entries(CRUISE_PORT_LABELS),
  ...Object.entries(VEHICLE_LABELS),
  ...Object.entries(SANDBOX_TERMINAL_LABELS),
  ...Object.entries(CREDIT_TERMS_LABELS),
]);

/**
 * Stored text written before its words came from here (an inbox notice saying `Transfer DXB T3 to
 * DUBAI_MARINA`), with each code it names said as people say it; other text is left as it is.
 */
export function withCodesNamed(text: string): string {
  return text
    .replace(/\b(DXB|DWC|SHJ|AUH) (T[1-3]|MAIN|A)\b/g, (_match, airport: string, terminal: string) => placeLabel(airport, terminal))
    .replace(/\b[A-Z]+(?:_[A-Z0-9]+)+\b/g, (code) => NAMED_CODES.get(code)?.en ?? code);
}
