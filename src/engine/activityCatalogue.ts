import type { components } from '../generated/openapi-types';
import { errors } from '../errors';
import { paginate } from './pagination';
import { type StampSource, stampList } from './serializer';

export type ActivityProduct = components['schemas']['ActivityProduct'];
type ActivityProductList = components['schemas']['ActivityProductList'];
type TransportZone = components['schemas']['TransportZone'];

/**
 * A catalogue entry: the product as sold, and its allotment: the places (or vehicles) on sale per
 * day, shared by the day's starts.
 */
export interface CatalogueEntry {
  product: ActivityProduct;
  capacity: number;
}

const ALL_DAYS: ActivityProduct['operating_days'] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const NOT_FRIDAY: ActivityProduct['operating_days'] = ['mon', 'tue', 'wed', 'thu', 'sat', 'sun'];
const DUBAI_ZONES: TransportZone[] = ['DOWNTOWN_DUBAI', 'BUSINESS_BAY', 'DEIRA', 'DUBAI_MARINA', 'JUMEIRAH_BEACH_RESIDENCE', 'PALM_JUMEIRAH', 'AL_BARSHA'];
const AGES = { min_age: 0, infant_max_age: 2, child_max_age: 11 } as const;
const STANDARD_POLICY = { free_cancellation_hours: 24, late_cancellation_fee_percent: 50, no_show_fee_percent: 100 } as const;
const STRICT_POLICY = (hours: number) => ({ free_cancellation_hours: hours, late_cancellation_fee_percent: 100, no_show_fee_percent: 100 }) as const;

const hotelPickup = (zones: TransportZone[], leadMinutes: number): ActivityProduct['meeting'] => ({ type: 'hotel_pickup', pickup_zones: zones, pickup_lead_minutes: leadMinutes, meeting_point: null });
const meetingPoint = (place: string): ActivityProduct['meeting'] => ({ type: 'meeting_point', pickup_zones: [], pickup_lead_minutes: null, meeting_point: place });
const perPerson = (adult: number, child: number | null, infant: number | null): ActivityProduct['prices'] => ({ currency: 'AED', adult_aed: adult, child_aed: child, infant_aed: infant, vehicle_aed: null });
const perVehicle = (vehicle: number): ActivityProduct['prices'] => ({ currency: 'AED', adult_aed: null, child_aed: null, infant_aed: null, vehicle_aed: vehicle });

type Draft = Omit<ActivityProduct, 'object'>;
const entry = (product: Draft, capacity: number): CatalogueEntry => ({ product: { object: 'activity_product', ...product }, capacity });

/** The operator's tours and activities, in catalogue order. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  entry({
    id: 'act_IZHVIIA1lFTXjHowe8Y7', name: 'Evening desert safari with BBQ dinner',
    summary: 'Dune bashing in a 4x4, camel ride, sandboarding and henna at a Bedouin-style camp in the Lahbab desert, with a BBQ dinner and live shows.',
    category: 'desert_safari', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 360, start_times: ['15:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 12, confirmation: 'instant', languages: ['en', 'ar', 'ru'], meeting: hotelPickup(DUBAI_ZONES, 30), age_policy: AGES,
    guests: { min: 1, max: 20 }, prices: perPerson(195, 160, 0), vehicle: null,
    includes: ['Hotel pickup and drop-off in a shared 4x4', 'Dune bashing', 'Camel ride', 'BBQ dinner with soft drinks', 'Tanoura and fire shows'],
    cancellation_policy: STANDARD_POLICY,
  }, 60),
  entry({
    id: 'act_9MDknWzHTJvphe14K4oy', name: 'Private evening desert safari in a 4x4',
    summary: 'The evening safari in a 4x4 for your party alone, with a private table at the camp.',
    category: 'desert_safari', emirate: 'DUBAI', pricing_unit: 'per_vehicle', duration_minutes: 360, start_times: ['15:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar'], meeting: hotelPickup(DUBAI_ZONES, 30), age_policy: AGES,
    guests: { min: 1, max: 18 }, prices: perVehicle(1450), vehicle: { description: 'Toyota Land Cruiser 4x4 with driver-guide', max_guests: 6 },
    includes: ['Private 4x4 with driver-guide', 'Dune bashing', 'Camel ride', 'Private table and BBQ dinner', 'Tanoura and fire shows'],
    cancellation_policy: STANDARD_POLICY,
  }, 4),
  entry({
    id: 'act_SVK7SJC0q2DV6EYSd3Sj', name: 'Dune buggy adventure in the Lahbab desert',
    summary: 'An hour of self-drive dune buggy over the red dunes of Lahbab with a lead rider, safety briefing and kit.',
    category: 'adventure', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 240, start_times: ['07:30', '15:30'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ru'], meeting: hotelPickup(DUBAI_ZONES, 45), age_policy: { ...AGES, min_age: 16 },
    guests: { min: 1, max: 10 }, prices: perPerson(650, null, null), vehicle: null,
    includes: ['Hotel pickup and drop-off', 'One hour of dune buggy driving (one per guest)', 'Helmet, goggles and gloves', 'Water'],
    cancellation_policy: { free_cancellation_hours: 24, late_cancellation_fee_percent: 100, no_show_fee_percent: 100 },
  }, 12),
  entry({
    id: 'act_C3FzsEK5QuhsIqbaahXO', name: 'Dhow dinner cruise at Dubai Marina',
    summary: 'Two hours on a traditional wooden dhow past the Marina towers and JBR, with an international buffet dinner.',
    category: 'cruise', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 120, start_times: ['20:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 4, confirmation: 'instant', languages: ['en', 'ar'], meeting: meetingPoint('Dubai Marina Mall pier, gate 2'), age_policy: AGES,
    guests: { min: 1, max: 30 }, prices: perPerson(165, 120, 0), vehicle: null,
    includes: ['Two-hour cruise', 'Buffet dinner', 'Soft drinks, water, tea and coffee', 'Live music'],
    cancellation_policy: STANDARD_POLICY,
  }, 120),
  entry({
    id: 'act_4TfLmhzsXpFxdXNSCjGv', name: 'Burj Khalifa At the Top, levels 124 and 125',
    summary: 'Timed entry to the observation decks of the Burj Khalifa, with the multimedia gallery and the outdoor terrace on level 124.',
    category: 'attraction', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 90,
    start_times: ['09:00', '11:00', '13:00', '15:00', '16:30', '18:00', '20:00', '22:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 2, confirmation: 'instant', languages: ['en', 'ar', 'zh', 'hi', 'ru', 'de', 'fr', 'es', 'it'],
    meeting: meetingPoint('The Dubai Mall, lower ground floor, At the Top entrance'), age_policy: AGES,
    guests: { min: 1, max: 20 }, prices: perPerson(189, 149, 0), vehicle: null,
    includes: ['Timed entry to levels 124 and 125', 'Audio guide in the chosen language'],
    cancellation_policy: STRICT_POLICY(48),
  }, 80),
  entry({
    id: 'act_M9bPx0xBWGFy1a7qaFjG', name: 'Dubai half-day city tour',
    summary: 'Old Dubai by abra across the Creek, the spice and gold souks, Al Fahidi, Jumeirah Mosque and a photo stop at the Burj Al Arab.',
    category: 'city_tour', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 300, start_times: ['08:30', '14:00'], operating_days: NOT_FRIDAY,
    booking_cutoff_hours: 12, confirmation: 'instant', languages: ['en', 'ar', 'ru', 'de', 'fr'], meeting: hotelPickup(DUBAI_ZONES, 30), age_policy: AGES,
    guests: { min: 1, max: 15 }, prices: perPerson(140, 105, 0), vehicle: null,
    includes: ['Hotel pickup and drop-off in an air-conditioned coach', 'Licensed guide', 'Abra ride', 'Water'],
    cancellation_policy: STANDARD_POLICY,
  }, 40),
  entry({
    id: 'act_AY1eEmLYfOf6RpDyu7rg', name: 'Private Dubai city tour in a V-Class',
    summary: 'Old and new Dubai at your own pace with a driver-guide: the Creek and souks, Jumeirah, the Palm and Downtown.',
    category: 'city_tour', emirate: 'DUBAI', pricing_unit: 'per_vehicle', duration_minutes: 300, start_times: ['09:00', '14:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar', 'ru', 'de', 'fr', 'zh'], meeting: hotelPickup(DUBAI_ZONES, 15), age_policy: AGES,
    guests: { min: 1, max: 21 }, prices: perVehicle(1100), vehicle: { description: 'Mercedes-Benz V-Class or similar with driver-guide', max_guests: 7 },
    includes: ['Private vehicle with licensed driver-guide', 'Hotel pickup and drop-off', 'Water'],
    cancellation_policy: STANDARD_POLICY,
  }, 5),
  entry({
    id: 'act_AksFlnBvX3317hrLwM16', name: 'Abu Dhabi day tour with Sheikh Zayed Grand Mosque, from Dubai',
    summary: 'Sheikh Zayed Grand Mosque, Qasr Al Watan, the Corniche and a photo stop at Emirates Palace. Modest dress is required at the mosque.',
    category: 'city_tour', emirate: 'ABU_DHABI', pricing_unit: 'per_person', duration_minutes: 600, start_times: ['08:00'], operating_days: NOT_FRIDAY,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar', 'ru', 'de'], meeting: hotelPickup(DUBAI_ZONES, 30), age_policy: AGES,
    guests: { min: 1, max: 15 }, prices: perPerson(260, 205, 0), vehicle: null,
    includes: ['Hotel pickup and drop-off in Dubai', 'Licensed guide', 'Entry to Qasr Al Watan', 'Lunch'],
    cancellation_policy: STANDARD_POLICY,
  }, 40),
  entry({
    id: 'act_7uRZ50atQ9Tp5K9ow6iE', name: 'Ferrari World Yas Island, one-day ticket',
    summary: 'A dated one-day ticket to Ferrari World Abu Dhabi, with Formula Rossa and every ride and show of the park.',
    category: 'theme_park', emirate: 'ABU_DHABI', pricing_unit: 'per_person', duration_minutes: 480, start_times: ['11:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar'], meeting: meetingPoint('Ferrari World Abu Dhabi, main gate, Yas Island'), age_policy: AGES,
    guests: { min: 1, max: 20 }, prices: perPerson(345, 270, 0), vehicle: null,
    includes: ['One-day entry for the date booked', 'All rides and shows'],
    cancellation_policy: STRICT_POLICY(72),
  }, 300),
  entry({
    id: 'act_FbD9ZioEADbLcf4gS1fe', name: 'Sunrise hot-air balloon over the Dubai desert',
    summary: 'An hour aloft at sunrise over the desert conservation reserve, with a falcon show and breakfast at the camp. Flights depend on the wind.',
    category: 'adventure', emirate: 'DUBAI', pricing_unit: 'per_person', duration_minutes: 240, start_times: ['05:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 48, confirmation: 'on_request', languages: ['en', 'ar', 'ru'], meeting: hotelPickup(DUBAI_ZONES, 60), age_policy: { ...AGES, min_age: 5 },
    guests: { min: 1, max: 12 }, prices: perPerson(1195, 1095, null), vehicle: null,
    includes: ['Hotel pickup and drop-off', 'One-hour balloon flight', 'Falcon show', 'Breakfast', 'Flight certificate'],
    cancellation_policy: STRICT_POLICY(72),
  }, 24),
  entry({
    id: 'act_OcQ0flS9Sd92EuG34iCx', name: 'Jebel Jais Flight, the world\'s longest zipline',
    summary: 'Nearly 3 km of zipline from the top of Jebel Jais at up to 150 km/h. Riders weigh 45 to 150 kg.',
    category: 'adventure', emirate: 'RAS_AL_KHAIMAH', pricing_unit: 'per_person', duration_minutes: 60, start_times: ['10:00', '12:00', '14:00', '16:00'],
    operating_days: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'], booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar'],
    meeting: meetingPoint('Jebel Jais, The Flight base station'), age_policy: { ...AGES, min_age: 12 },
    guests: { min: 1, max: 8 }, prices: perPerson(399, null, null), vehicle: null,
    includes: ['The Flight zipline', 'Harness and helmet', 'Transfer from the landing platform back to the base'],
    cancellation_policy: STRICT_POLICY(48),
  }, 20),
  entry({
    id: 'act_Kwl6TCN7N3KoxOWkFTR2', name: 'Private yacht charter at Dubai Harbour, 2 hours',
    summary: 'Your party alone on a 44 ft yacht past the Palm, Atlantis and the Burj Al Arab, with a swim stop when the sea allows.',
    category: 'cruise', emirate: 'DUBAI', pricing_unit: 'per_vehicle', duration_minutes: 120, start_times: ['10:00', '13:00', '16:00', '19:00'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'on_request', languages: ['en'], meeting: meetingPoint('Dubai Harbour marina, pontoon C'), age_policy: AGES,
    guests: { min: 1, max: 12 }, prices: perVehicle(1600), vehicle: { description: '44 ft yacht with captain and crew', max_guests: 12 },
    includes: ['Captain and crew', 'Soft drinks and water', 'Fishing and swimming gear'],
    cancellation_policy: STRICT_POLICY(48),
  }, 3),
  entry({
    id: 'act_cepShW7r5lI0sIyWZAje', name: 'Sharjah heritage and arts tour',
    summary: 'The Heart of Sharjah, the Museum of Islamic Civilization, the Blue Souk and the Al Noor Mosque.',
    category: 'city_tour', emirate: 'SHARJAH', pricing_unit: 'per_person', duration_minutes: 300, start_times: ['09:00'], operating_days: NOT_FRIDAY,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar'], meeting: hotelPickup(['DEIRA', 'DOWNTOWN_DUBAI', 'BUSINESS_BAY', 'SHARJAH_CITY', 'AJMAN'], 30), age_policy: AGES,
    guests: { min: 1, max: 15 }, prices: perPerson(150, 110, 0), vehicle: null,
    includes: ['Hotel pickup and drop-off', 'Licensed guide', 'Museum entry', 'Water'],
    cancellation_policy: STANDARD_POLICY,
  }, 30),
  entry({
    id: 'act_qgqO0PmuEMSTeyEQzs3w', name: 'Snorkelling at Snoopy Island, Fujairah',
    summary: 'A day on the east coast: a boat to Snoopy Island, two snorkelling stops over the coral and a beach-club lunch at Al Aqah.',
    category: 'water_activity', emirate: 'FUJAIRAH', pricing_unit: 'per_person', duration_minutes: 600, start_times: ['07:30'], operating_days: ALL_DAYS,
    booking_cutoff_hours: 24, confirmation: 'instant', languages: ['en', 'ar'], meeting: hotelPickup([...DUBAI_ZONES, 'SHARJAH_CITY'], 30), age_policy: { ...AGES, min_age: 6 },
    guests: { min: 1, max: 12 }, prices: perPerson(350, 280, null), vehicle: null,
    includes: ['Hotel pickup and drop-off', 'Boat and snorkelling gear', 'Lunch', 'Towels'],
    cancellation_policy: STANDARD_POLICY,
  }, 24),
];

export function catalogueEntry(id: string): CatalogueEntry | undefined {
  return CATALOGUE.find((item) => item.product.id === id);
}

/** A product on sale, or 404: the catalogue is the operator's, the same for test and live keys. */
export function findProduct(id: string): CatalogueEntry {
  const found = catalogueEntry(id);
  if (!found) throw errors.resourceNotFound('activity product', id);
  return found;
}

export interface ProductFilters {
  emirate?: ActivityProduct['emirate'];
  category?: ActivityProduct['category'];
  pricing_unit?: ActivityProduct['pricing_unit'];
  limit?: number;
  cursor?: string;
}

/** The catalogue, filtered and paginated; flagged `sandbox` in a test partition. */
export function listActivityProducts(partition: StampSource, filters: ProductFilters): ActivityProductList {
  const matching = CATALOGUE.map((item) => item.product).filter(
    (product) =>
      (filters.emirate === undefined || product.emirate === filters.emirate) &&
      (filters.category === undefined || product.category === filters.category) &&
      (filters.pricing_unit === undefined || product.pricing_unit === filters.pricing_unit),
  );
  const page = paginate(matching, filters.limit, filters.cursor);
  return stampList(partition, page.data, page.next_cursor);
}
