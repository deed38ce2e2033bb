/**
 * The place catalogue the repository carries (migrations/places/uae-places.json) and its fold:
 * enough real places, each where the service can take a transfer (inside the UAE, in a tariff
 * zone), with an Arabic name, answering to its names and codes alone however they are spelt;
 * loaded by its migration with the same ids, zones and search keys everywhere, and taken out again.
 */
import catalogue from '../../migrations/places/uae-places.json';
import { up, down } from '../../migrations/20261128211100_load_place_catalogue';
import { isInsideUae } from '../../src/engine/uaeOutline';
import { AIRPORTS, haversineKm, zoneAt, type Airport } from '../../src/engine/tariff';
import { foldPlaceText, placeRefs, placeSearchKey } from '../../src/engine/placeText';
import { AIRPORT_TERMINAL_REACH_KM, placeById, placeByRef, type PlaceRecord } from '../../src/engine/places';
import { cruiseTerminals, placeEmirates, placeKinds } from '../../src/generated/enums';
import { createTestDatabase, type TestDatabase } from '../helpers/testDb';

interface FilePlace {
  id: string;
  kind: string;
  name: string;
  name_ar: string;
  address: string;
  emirate: string;
  latitude: number;
  longitude: number;
  codes: string[];
  airport: string | null;
  terminal: string | null;
  cruise_terminal: string | null;
  source: string;
}
const places = catalogue.places as FilePlace[];
const ATLANTIS = 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P';

describe('the catalogue file', () => {
  it('holds at least 250 places, each with its own id of the plc_ form, of every kind and in every emirate', () => {
    expect(places.length).toBeGreaterThanOrEqual(250);
    expect(new Set(places.map((place) => place.id)).size).toBe(places.length);
    for (const place of places) expect(place.id).toMatch(/^plc_[0-9A-Za-z]{20}$/);
    expect([...new Set(places.map((place) => place.kind))].sort()).toEqual([...placeKinds].sort());
    expect([...new Set(places.map((place) => place.emirate))].sort()).toEqual([...placeEmirates].sort());
    expect(catalogue.compiled_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('puts every place inside the UAE and in a tariff zone, but the DWC terminal, priced as its airport', () => {
    const outside = places.filter((place) => !isInsideUae(place.latitude, place.longitude)).map((place) => place.name);
    expect(outside).toEqual([]);
    const zoneless = places.filter((place) => zoneAt([place.latitude, place.longitude]) === null).map((place) => [place.name, place.kind, place.airport]);
    expect(zoneless).toEqual([['Al Maktoum International Airport (Dubai World Central)', 'airport_terminal', 'DWC']]);
  });

  it('gives every place an Arabic name in Arabic script, a name, an address and a source within their columns', () => {
    for (const place of places) {
      expect({ name: place.name, arabic: /\p{Script=Arabic}/u.test(place.name_ar) }).toEqual({ name: place.name, arabic: true });
      expect(/\p{Script=Latin}/u.test(place.name)).toBe(true);
      expect(place.name.length).toBeLessThanOrEqual(160);
      expect(place.name_ar.length).toBeLessThanOrEqual(160);
      expect(place.address.length).toBeGreaterThanOrEqual(3);
      expect(place.address.length).toBeLessThanOrEqual(240);
      expect(place.source.length).toBeGreaterThan(10);
      expect(place.source.length).toBeLessThanOrEqual(160);
      expect(place.codes.length).toBeLessThanOrEqual(20);
    }
  });

  it('answers each name, Arabic name and code to one place only, however it is spelt', () => {
    const holders = new Map<string, string[]>();
    for (const place of places) {
      for (const ref of placeRefs(place.name, place.name_ar, place.codes)) holders.set(ref, [...(holders.get(ref) ?? []), place.name]);
    }
    expect([...holders].filter(([, names]) => names.length > 1)).toEqual([]);
    expect(new Set(places.map((place) => foldPlaceText(place.name))).size).toBe(places.length);
  });

  it('has the six airport terminals of the contract once each, at their airports, and the four cruise terminals', () => {
    const terminals = places.filter((place) => place.kind === 'airport_terminal');
    expect(terminals.map((place) => `${place.airport} ${place.terminal}`).sort()).toEqual(['AUH A', 'DWC MAIN', 'DXB T1', 'DXB T2', 'DXB T3', 'SHJ MAIN']);
    for (const place of terminals) {
      expect(haversineKm([place.latitude, place.longitude], AIRPORTS[place.airport as Airport].position)).toBeLessThanOrEqual(AIRPORT_TERMINAL_REACH_KM);
    }
    expect(places.filter((place) => place.kind === 'cruise_terminal').map((place) => place.cruise_terminal).sort()).toEqual([...cruiseTerminals].sort());
    expect(places.filter((place) => !['airport_terminal', 'cruise_terminal'].includes(place.kind)).every((place) => place.airport === null && place.terminal === null && place.cruise_terminal === null)).toBe(true);
  });

  it('has the well-known places a partner names first', () => {
    const named = (ref: string) => places.find((place) => placeRefs(place.name, place.name_ar, place.codes).includes(foldPlaceText(ref)))?.name;
    expect(
      ['Atlantis The Palm', 'Burj Al Arab Jumeirah', 'JW Marriott Marquis Dubai', 'Armani Hotel Dubai', 'Emirates Palace', 'Waldorf Astoria Ras Al Khaimah', 'The Dubai Mall', 'Burj Khalifa', 'Sheikh Zayed Grand Mosque', 'Louvre Abu Dhabi', 'DXB T3', 'Mina Rashid'].map(named),
    ).toEqual([
      'Atlantis The Palm',
      'Burj Al Arab Jumeirah',
      'JW Marriott Marquis Hotel Dubai',
      'Armani Hotel Dubai',
      'Emirates Palace Mandarin Oriental, Abu Dhabi',
      'Waldorf Astoria Ras Al Khaimah',
      'The Dubai Mall',
      'Burj Khalifa',
      'Sheikh Zayed Grand Mosque',
      'Louvre Abu Dhabi',
      'Dubai International Airport Terminal 3',
      'Mina Rashid Cruise Terminal',
    ]);
    // The contract's example place id is Atlantis The Palm's, on every installation.
    expect(places.find((place) => place.id === ATLANTIS)?.name).toBe('Atlantis The Palm');
  });
});

describe('the fold of place names', () => {
  it.each([
    ['Atlantis The Palm', 'atlantis the palm'],
    ['ATLANTIS-THE PALM', 'atlantis the palm'],
    ['  Atlantis   the–Palm. ', 'atlantis the palm'],
    ['ＡＴＬＡＮＴＩＳ ＴＨＥ ＰＡＬＭ', 'atlantis the palm'],
    ['Le Méridien Mina Seyahi', 'le meridien mina seyahi'],
    ["Jumeirah Mina A'Salam", 'jumeirah mina asalam'],
    ['Jumeirah Mina A’Salam', 'jumeirah mina asalam'],
    ['One&Only The Palm', 'one and only the palm'],
    ['Mövenpick Straße', 'movenpick strasse'],
    ['Burj Khalifa/Dubai Mall Metro Station', 'burj khalifa dubai mall metro station'],
    ['أتلانتس النخلة', 'اتلانتس النخله'],
    ['اتلانتس النخله', 'اتلانتس النخله'],
    ['أَتْلَانْتِس النَّخْلَة', 'اتلانتس النخله'],
    ['إمارات', 'امارات'],
    ['آل مكتوم', 'ال مكتوم'],
    ['مستشفى', 'مستشفي'],
    ['جـمـيـرا', 'جميرا'],
    ['المبنى ٣', 'المبني 3'],
    ['---', ''],
  ])('folds %j to %j', (text, folded) => {
    expect(foldPlaceText(text)).toBe(folded);
  });

  it('keeps a search key of the folded name, Arabic name and codes, each once', () => {
    expect(placeSearchKey('Atlantis The Palm', 'أتلانتس النخلة', ['Atlantis Dubai', 'ATLANTIS the palm'])).toBe('atlantis the palm | اتلانتس النخله | atlantis dubai');
  });
});

describe('the catalogue as loaded', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('holds every place of the file with its id, its zone derived from its position and its folded search key', async () => {
    const { db } = database;
    const rows = (await db('places')) as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(places.length);
    for (const place of places) {
      const stored = (await placeById(db, place.id)) as PlaceRecord;
      expect(stored).toEqual({
        ...place,
        zone: zoneAt([place.latitude, place.longitude]),
        status: 'active',
        created_at: `${catalogue.compiled_on}T00:00:00.000Z`,
        updated_at: `${catalogue.compiled_on}T00:00:00.000Z`,
      });
    }
    const atlantis = rows.find((row) => row.id === ATLANTIS);
    expect(atlantis).toMatchObject({ zone: 'PALM_JUMEIRAH', search_key: 'atlantis the palm | اتلانتس النخله | atlantis dubai | atlantis palm', status: 'active' });
  });

  it('finds a place by its name, Arabic name or a code however spelt, of the kinds asked for', async () => {
    const { db } = database;
    for (const ref of ['atlantis the palm', 'ATLANTIS-THE PALM', 'Atlantis Dubai', 'اتلانتس النخله']) expect((await placeByRef(db, ref))?.id).toBe(ATLANTIS);
    expect(await placeByRef(db, 'Atlantis')).toBeNull();
    expect(await placeByRef(db, 'atlantis the palm', ['mall'])).toBeNull();
    expect((await placeByRef(db, 'dxb terminal 3', ['airport_terminal']))?.terminal).toBe('T3');
    expect(await placeByRef(db, '  --  ')).toBeNull();
  });

  it('is taken out by its migration, and put back with the same ids', async () => {
    const { db } = database;
    await db.transaction(async (trx) => down(trx));
    expect(Number(((await db('places').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n)).toBe(0);
    await db.transaction(async (trx) => up(trx));
    expect(((await db('places').select('id')) as Array<{ id: string }>).map((row) => row.id).sort()).toEqual(places.map((place) => place.id).sort());
  });
});
