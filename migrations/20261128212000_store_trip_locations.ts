import type { Knex } from 'knex';

// Every transfer keeps its two ends as resolved places (`ResolvedTripLocation`): name, Arabic
// name, address, emirate, tariff zone and position, whatever form the request named them in. The
// voucher, the name board's job and the driver's sheet read them from there.
//
// Bookings and quotes stored before this were all between an airport and a tariff zone; each is
// given its ends as the code now resolves such a request (src/engine/locations.ts
// `airportLocation` and `zoneLocation`): the airport's position with its terminal, the zone's
// centre. The rules are copied, not imported, so that this migration stays as it ran.
// - transfers (`transport` bookings and quotes): `pickup_location`, `dropoff_location`;
// - client bookings and their quotes: `service.pickup_location`, `service.dropoff_location`
//   (a chauffeur hire starts in its zone and has no drop-off);
// - corporate transfers: the request's new columns and its booking's body;
// - desk sales: a transfer item from the guest's hotel (the item's zone) to its airport, the
//   terminal unknown; a tour or a hire has neither.

type Body = Record<string, unknown>;
type Location = Record<string, unknown>;
type Zone = keyof typeof ZONES;
type Airport = keyof typeof AIRPORTS;

const ZONES = {
  DOWNTOWN_DUBAI: { en: 'Downtown Dubai', ar: 'وسط مدينة دبي', emirate: 'dubai', at: [25.1972, 55.2744] },
  BUSINESS_BAY: { en: 'Business Bay', ar: 'الخليج التجاري', emirate: 'dubai', at: [25.185, 55.265] },
  DEIRA: { en: 'Deira', ar: 'ديرة', emirate: 'dubai', at: [25.2711, 55.3075] },
  DUBAI_MARINA: { en: 'Dubai Marina', ar: 'دبي مارينا', emirate: 'dubai', at: [25.08, 55.14] },
  JUMEIRAH_BEACH_RESIDENCE: { en: 'Jumeirah Beach Residence (JBR)', ar: 'جميرا بيتش ريزيدنس (JBR)', emirate: 'dubai', at: [25.078, 55.133] },
  PALM_JUMEIRAH: { en: 'Palm Jumeirah', ar: 'نخلة جميرا', emirate: 'dubai', at: [25.1124, 55.139] },
  AL_BARSHA: { en: 'Al Barsha', ar: 'البرشاء', emirate: 'dubai', at: [25.11, 55.2] },
  ABU_DHABI_CITY: { en: 'Abu Dhabi city', ar: 'مدينة أبوظبي', emirate: 'abu_dhabi', at: [24.4667, 54.3667] },
  YAS_ISLAND: { en: 'Yas Island', ar: 'جزيرة ياس', emirate: 'abu_dhabi', at: [24.488, 54.608] },
  SAADIYAT_ISLAND: { en: 'Saadiyat Island', ar: 'جزيرة السعديات', emirate: 'abu_dhabi', at: [24.54, 54.43] },
  SHARJAH_CITY: { en: 'Sharjah city', ar: 'مدينة الشارقة', emirate: 'sharjah', at: [25.3463, 55.4209] },
  AJMAN: { en: 'Ajman', ar: 'عجمان', emirate: 'ajman', at: [25.4052, 55.5136] },
  RAS_AL_KHAIMAH: { en: 'Ras Al Khaimah', ar: 'رأس الخيمة', emirate: 'ras_al_khaimah', at: [25.7895, 55.9432] },
  FUJAIRAH: { en: 'Fujairah', ar: 'الفجيرة', emirate: 'fujairah', at: [25.1288, 56.3265] },
  AL_AIN: { en: 'Al Ain', ar: 'العين', emirate: 'abu_dhabi', at: [24.2075, 55.7447] },
} as const;

/** Each airport's position, and the tariff zone it lies in (the zone whose reach takes it; DWC none). */
const AIRPORTS = {
  DXB: { en: 'Dubai International (DXB)', ar: 'مطار دبي الدولي (DXB)', emirate: 'dubai', zone: 'DEIRA', at: [25.2532, 55.3657] },
  DWC: { en: 'Al Maktoum International, Dubai World Central (DWC)', ar: 'مطار آل مكتوم الدولي، دبي وورلد سنترال (DWC)', emirate: 'dubai', zone: null, at: [24.896, 55.161] },
  SHJ: { en: 'Sharjah International (SHJ)', ar: 'مطار الشارقة الدولي (SHJ)', emirate: 'sharjah', zone: 'AJMAN', at: [25.3286, 55.5172] },
  AUH: { en: 'Zayed International, Abu Dhabi (AUH)', ar: 'مطار زايد الدولي، أبوظبي (AUH)', emirate: 'abu_dhabi', zone: 'YAS_ISLAND', at: [24.433, 54.6511] },
} as const;

const TERMINALS: Readonly<Record<string, { en: string; ar: string }>> = {
  T1: { en: 'Terminal 1', ar: 'المبنى 1' },
  T2: { en: 'Terminal 2', ar: 'المبنى 2' },
  T3: { en: 'Terminal 3', ar: 'المبنى 3' },
  MAIN: { en: '', ar: '' },
  A: { en: 'Terminal A', ar: 'المبنى A' },
};

const isZone = (code: unknown): code is Zone => typeof code === 'string' && Object.prototype.hasOwnProperty.call(ZONES, code);
const isAirport = (code: unknown): code is Airport => typeof code === 'string' && Object.prototype.hasOwnProperty.call(AIRPORTS, code);

function airportLocation(airport: Airport, terminal: unknown): Location {
  const known = typeof terminal === 'string' ? TERMINALS[terminal] : undefined;
  const named = AIRPORTS[airport];
  return {
    type: 'airport',
    name: known?.en ? `${named.en} ${known.en}` : named.en,
    name_ar: known?.ar ? `${named.ar}، ${known.ar}` : named.ar,
    address: null,
    emirate: named.emirate,
    zone: named.zone,
    latitude: named.at[0],
    longitude: named.at[1],
    place_id: null,
    airport,
    terminal: known ? terminal : null,
  };
}

function zoneLocation(zone: Zone): Location {
  const named = ZONES[zone];
  return { type: 'zone', name: named.en, name_ar: named.ar, address: null, emirate: named.emirate, zone, latitude: named.at[0], longitude: named.at[1], place_id: null, airport: null, terminal: null };
}

/** An airport-and-zone transfer's two ends; null when the fields are not there. */
function legacyEnds(fields: Body | undefined): { pickup: Location; dropoff: Location } | null {
  if (!fields || !isAirport(fields.airport) || !isZone(fields.place)) return null;
  const airport = airportLocation(fields.airport, fields.terminal);
  const zone = zoneLocation(fields.place);
  return fields.direction === 'departure' ? { pickup: zone, dropoff: airport } : { pickup: airport, dropoff: zone };
}

const has = (body: Body, key: string): boolean => Object.prototype.hasOwnProperty.call(body, key);

/** A transfer's body (or a transport quote's) with its ends; null when it has them or says too little. */
function withTransferEnds(body: Body): Body | null {
  if (has(body, 'pickup_location')) return null;
  const ends = legacyEnds(body);
  return ends && { ...body, pickup_location: ends.pickup, dropoff_location: ends.dropoff };
}

/** A client booking's body (or its quote's) with its service's ends. */
function withServiceEnds(body: Body): Body | null {
  const service = body.service as Body | undefined;
  if (!service || has(service, 'pickup_location')) return null;
  if (service.type === 'chauffeur_hire') return isZone(service.place) ? { ...body, service: { ...service, pickup_location: zoneLocation(service.place), dropoff_location: null } } : null;
  const ends = legacyEnds(service);
  return ends && { ...body, service: { ...service, pickup_location: ends.pickup, dropoff_location: ends.dropoff } };
}

/** A corporate transfer booking's body with the ends of its transfer (a shuttle run has none). */
function withCorporateEnds(body: Body): Body | null {
  if (body.type !== 'transfer' || has(body, 'pickup_location')) return null;
  const ends = legacyEnds(body.transfer as Body | undefined);
  return ends && { ...body, pickup_location: ends.pickup, dropoff_location: ends.dropoff };
}

/** A desk sale with its ends: a transfer item (`TRF-<airport>-<zone>-<vehicle>`) from the hotel to the airport, any other none. */
function withSaleEnds(body: Body): Body | null {
  if (has(body, 'pickup_location')) return null;
  const code = (body.item as Body | undefined)?.code;
  const [kind, airport, zone] = typeof code === 'string' ? code.split('-') : [];
  if (kind === 'TRF' && isAirport(airport) && isZone(zone)) return { ...body, pickup_location: zoneLocation(zone), dropoff_location: airportLocation(airport, null) };
  return { ...body, pickup_location: null, dropoff_location: null };
}

const BOOKINGS: Readonly<Record<string, (body: Body) => Body | null>> = { transport: withTransferEnds, client: withServiceEnds, corporate: withCorporateEnds, desk_sale: withSaleEnds };
const QUOTES: Readonly<Record<string, (body: Body) => Body | null>> = { transport: withTransferEnds, client_booking: withServiceEnds };

function parse(text: string): Body | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Body) : null;
  } catch {
    return null;
  }
}

const BATCH = 500;

/** Rewrites the JSON `column` of every row of `table` matched by `where` that `change` changes, in id order, a batch at a time. */
async function rewrite(db: Knex, table: string, kindColumn: string, changes: Readonly<Record<string, (body: Body) => Body | null>>, column: string, where?: (query: Knex.QueryBuilder) => void): Promise<void> {
  for (let after = ''; ; ) {
    const query = db(table).where('id', '>', after).whereIn(kindColumn, Object.keys(changes)).orderBy('id').limit(BATCH).select('id', kindColumn, column);
    if (where) where(query);
    const rows = (await query) as Array<Record<string, string>>;
    for (const row of rows) {
      const body = parse(row[column] as string);
      const changed = body && changes[row[kindColumn] as string]?.(body);
      if (changed) await db(table).where({ id: row.id }).update({ [column]: JSON.stringify(changed) });
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) break;
    after = last.id as string;
  }
}

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('corporate_requests', (t) => {
    t.text('pickup_location').nullable();
    t.text('dropoff_location').nullable();
  });
  for (let after = ''; ; ) {
    const rows = (await db('corporate_requests').where('id', '>', after).orderBy('id').limit(BATCH).select('id', 'transfer')) as Array<{ id: string; transfer: string }>;
    for (const row of rows) {
      const ends = legacyEnds(parse(row.transfer) ?? undefined);
      if (ends) await db('corporate_requests').where({ id: row.id }).update({ pickup_location: JSON.stringify(ends.pickup), dropoff_location: JSON.stringify(ends.dropoff) });
    }
    const last = rows[rows.length - 1];
    if (rows.length < BATCH || !last) break;
    after = last.id;
  }
  await rewrite(db, 'bookings', 'kind', BOOKINGS, 'body');
  // A quote is booked while it holds; one already booked or never to be is left as it is.
  await rewrite(db, 'quotes', 'product', QUOTES, 'body', (query) => void query.whereNull('used_at'));
}

const without = (body: Body, keys: readonly string[]): Body => Object.fromEntries(Object.entries(body).filter(([key]) => !keys.includes(key)));
const ENDS = ['pickup_location', 'dropoff_location'] as const;
const stripped = (body: Body): Body | null => (has(body, 'pickup_location') ? without(body, ENDS) : null);
const strippedService = (body: Body): Body | null => {
  const service = body.service as Body | undefined;
  return service && has(service, 'pickup_location') ? { ...body, service: without(service, ENDS) } : null;
};

export async function down(db: Knex): Promise<void> {
  await rewrite(db, 'bookings', 'kind', { transport: stripped, client: strippedService, corporate: stripped, desk_sale: stripped }, 'body');
  await rewrite(db, 'quotes', 'product', { transport: stripped, client_booking: strippedService }, 'body');
  // In place, as both dialects can: Knex's SQLite dropColumn rebuilds the table.
  await db.raw('alter table ?? drop column ??', ['corporate_requests', 'dropoff_location']);
  await db.raw('alter table ?? drop column ??', ['corporate_requests', 'pickup_location']);
}
