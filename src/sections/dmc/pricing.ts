import type { components } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import { errors, type ValidationIssue } from '../../errors';
import { filsToAed, aedToFils } from '../../engine/money';
import { VEHICLES } from '../../engine/vehicles';
import { type AccountTerms, chargedFilsUnder, termsShareFils } from '../../engine/terms';
import { AIRPORTS, publicPriceFils, roadDistanceKm } from '../../engine/tariff';
import { ACTIVITIES, HIRE_RATE_AED } from './catalogue';
import { placeLabel } from '../../engine/labels';
import { addDays, uaeToday } from './dates';
import { stampView } from '../../engine/serializer';

type DmcProgramme = components['schemas']['DmcProgramme'];
type DmcVersion = components['schemas']['DmcVersion'];
type DmcVersionRequest = components['schemas']['DmcVersionRequest'];
type DmcLineRequest = components['schemas']['DmcLineRequest'];
type DmcLine = components['schemas']['DmcLine'];
type DmcLinePricing = components['schemas']['DmcLinePricing'];

const DEFAULT_VALIDITY_DAYS = 14;

/** A line's price under the account's terms, with the DMC's markup rounded to whole AED. */
function linePricing(publicFils: number, accountTerms: AccountTerms, markupPercent: number): DmcLinePricing {
  const { terms, basisPoints } = accountTerms;
  const share = termsShareFils(publicFils, basisPoints);
  // What the account is charged for the line when the version is accepted: the public price less its commission or discount.
  const netFils = chargedFilsUnder(publicFils, accountTerms);
  const markupBasisPoints = Math.round(markupPercent * 100);
  const sellFils = aedToFils(Math.round((netFils * (10000 + markupBasisPoints)) / 1_000_000));
  return {
    public_price_aed: filsToAed(publicFils),
    net_aed: filsToAed(netFils),
    commission_aed: terms === 'commission' ? filsToAed(share) : null,
    markup_percent: markupPercent,
    sell_aed: filsToAed(sellFils),
  };
}

const fleet = (vehicles: number, description: string): string => `${vehicles} x ${description}`;

/**
 * What a priced line says to people, from its fields: a proposal prints this rather than the
 * description stored with the version, so that a version saved when lines still said `AUH A` reads
 * as the newer ones do.
 */
export function lineDescription(line: DmcLine): string {
  if (line.service === 'transfer') {
    const airport = placeLabel(line.airport, line.terminal);
    const [from, to] = line.direction === 'arrival' ? [airport, placeLabel(line.place)] : [placeLabel(line.place), airport];
    return `${line.direction === 'arrival' ? 'Arrival' : 'Departure'} transfer ${from} to ${to}, ${fleet(line.vehicles, VEHICLES[line.vehicle].description)}`;
  }
  if (line.service === 'vehicle_hire') return `${fleet(line.vehicles, VEHICLES[line.vehicle].description)} with chauffeur, ${line.hours} hours from ${placeLabel(line.start_place)}`;
  return ACTIVITIES[line.activity].name;
}

/** The issues of one line against the programme, at `lines[index]`. */
function lineIssues(line: DmcLineRequest, index: number, programme: DmcProgramme): ValidationIssue[] {
  const at = (field: string): string => `lines[${index}].${field}`;
  const found: ValidationIssue[] = [];
  const pax = programme.group.adults + programme.group.children;
  if (line.date < programme.start_date || line.date > programme.end_date) {
    found.push({ path: at('date'), message: `must be within the programme's dates, ${programme.start_date} to ${programme.end_date}` });
  }
  if (line.service === 'transfer' || line.service === 'vehicle_hire') {
    const seats = VEHICLES[line.vehicle].seats * (line.vehicles ?? 1);
    if (pax > seats) found.push({ path: at('vehicles'), message: `${pax} travellers need at least ${Math.ceil(pax / VEHICLES[line.vehicle].seats)} x ${line.vehicle}` });
  }
  if (line.service === 'transfer') {
    const terminals = AIRPORTS[line.airport].terminals;
    if (!terminals.includes(line.terminal)) found.push({ path: at('terminal'), message: `${line.airport} has terminal ${terminals.join(', ')}` });
    if (line.flight_number !== undefined && line.direction !== 'arrival') found.push({ path: at('flight_number'), message: 'an arriving flight applies only to an arrival' });
  }
  if (line.service === 'activity') {
    const people = (line.adults ?? programme.group.adults) + (line.children ?? programme.group.children);
    if (people < 1) found.push({ path: at('adults'), message: 'an activity needs at least one person' });
    if (people > pax) found.push({ path: at('adults'), message: `the group has ${pax} travellers` });
  }
  return found;
}

/** A request line priced and numbered; `pricedLine` describes it. */
function unDescribedLine(line: DmcLineRequest, number: number, programme: DmcProgramme, terms: AccountTerms, defaultMarkup: number): DmcLine {
  const markup = line.markup_percent ?? defaultMarkup;
  const notes = line.notes ?? null;
  if (line.service === 'transfer') {
    const vehicles = line.vehicles ?? 1;
    const fils = publicPriceFils(roadDistanceKm(line.airport, line.place), line.vehicle, Number(line.time.slice(0, 2))) * vehicles;
    return {
      number,
      service: 'transfer',
      date: line.date,
      time: line.time,
      description: '',
      airport: line.airport,
      terminal: line.terminal,
      direction: line.direction,
      place: line.place,
      vehicle: line.vehicle,
      vehicles,
      flight_number: line.flight_number ?? null,
      notes,
      pricing: linePricing(fils, terms, markup),
    };
  }
  if (line.service === 'vehicle_hire') {
    const vehicles = line.vehicles ?? 1;
    return {
      number,
      service: 'vehicle_hire',
      date: line.date,
      time: line.time,
      description: '',
      vehicle: line.vehicle,
      vehicles,
      hours: line.hours,
      start_place: line.start_place,
      notes,
      pricing: linePricing(aedToFils(HIRE_RATE_AED[line.vehicle] * line.hours * vehicles), terms, markup),
    };
  }
  const spec = ACTIVITIES[line.activity];
  const adults = line.adults ?? programme.group.adults;
  const children = line.children ?? programme.group.children;
  return {
    number,
    service: 'activity',
    date: line.date,
    time: line.time ?? spec.start,
    description: '',
    activity: line.activity,
    adults,
    children,
    notes,
    pricing: linePricing(aedToFils(spec.adultAed * adults + spec.childAed * children), terms, markup),
  };
}

/** A request line priced, numbered and described. */
function pricedLine(line: DmcLineRequest, number: number, programme: DmcProgramme, terms: AccountTerms, defaultMarkup: number): DmcLine {
  const priced = unDescribedLine(line, number, programme, terms, defaultMarkup);
  return { ...priced, description: lineDescription(priced) };
}

const sum = (values: number[]): number => filsToAed(values.reduce((total, value) => total + aedToFils(value), 0));

/** Prices `request` as the programme's version `number`, created at `clock`'s now; 422 on a rule it breaks. */
export function priceVersion(programme: DmcProgramme, number: number, request: DmcVersionRequest, terms: AccountTerms, clock: Clock): DmcVersion {
  const today = uaeToday(clock);
  const lastValidDay = addDays(programme.start_date, -1);
  const found = request.lines.flatMap((line, index) => lineIssues(line, index, programme));
  if (request.valid_until !== undefined && (request.valid_until < today || request.valid_until > lastValidDay)) {
    found.push({ path: 'valid_until', message: `must be from ${today} to ${lastValidDay}, the day before the programme starts` });
  }
  if (found.length > 0) throw errors.validation(found);
  const markup = request.markup_percent ?? 0;
  const lines = request.lines.map((line, index) => pricedLine(line, index + 1, programme, terms, markup));
  const pricing = lines.map((line) => line.pricing);
  const net = sum(pricing.map((p) => p.net_aed));
  const sell = sum(pricing.map((p) => p.sell_aed));
  const defaultValidUntil = addDays(today, DEFAULT_VALIDITY_DAYS);
  return stampView(programme, 'dmc_programme_version', {
    programme_id: programme.id,
    number,
    label: request.label ?? null,
    currency: 'AED',
    terms: terms.terms,
    terms_percent: terms.terms === 'tariff' ? 0 : terms.basisPoints / 100,
    markup_percent: markup,
    lines,
    totals: {
      public_price_aed: sum(pricing.map((p) => p.public_price_aed)),
      net_aed: net,
      commission_aed: terms.terms === 'commission' ? sum(pricing.map((p) => p.commission_aed ?? 0)) : null,
      sell_aed: sell,
      margin_aed: sum([sell, -net]),
      per_person_sell_aed: Math.round(sell / (programme.group.adults + programme.group.children)),
    },
    valid_until: request.valid_until ?? (defaultValidUntil < lastValidDay ? defaultValidUntil : lastValidDay),
    created_at: clock.now().toISOString(),
  });
}
