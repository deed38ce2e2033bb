/**
 * The place catalogue through the partners' API: `GET /places` finds places by English or Arabic
 * name or code however spelt, filters by kind and emirate, pages by keyset without repeats, lists
 * only places in service; `GET /places/{id}` reads one (archived too) and 404s an unknown id; the
 * scope is `transport:read`, and test and live keys read the same catalogue.
 */
import { useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { changeCataloguePlace, createCataloguePlace } from '../../src/ops/places';
import { COMMAND_LINE } from '../../src/engine/audit';

const PLACES = '/api/b2b/v1/places';
const ATLANTIS = 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P';
const ATLANTIS_ROYAL = 'plc_tmGwuTSczZGz6rfhNV5x';

const t = useV1Suite({
  keys: {
    testKey: {},
    liveKey: { mode: 'live', liveAccess: true },
    liveOff: { mode: 'live' },
    bookingsOnly: { scopes: ['bookings:view'] },
  },
});
const { testKey, liveKey, liveOff, bookingsOnly } = t.keys;

interface PlaceBody {
  id: string;
  type: string;
  name: string;
  emirate: string;
  zone: string | null;
  status: string;
  cruise_terminal: string | null;
}
const get = (path: string, key = testKey.key) => t.api(key).get(path);
const names = (body: { data: PlaceBody[] }) => body.data.map((place) => place.name);
const q = (text: string, more = '') => get(`${PLACES}?q=${encodeURIComponent(text)}${more}`);

describe('searching by q', () => {
  it('finds places by English name, any case, dashes and spaces, listed by name', async () => {
    const res = await q('atlantis');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'list', sandbox: true, next_cursor: null });
    expect(names(res.body)).toEqual(['Atlantis The Palm', 'Atlantis The Royal']);
    expect(res.body.data[0]).toEqual({
      object: 'place',
      sandbox: true,
      id: ATLANTIS,
      type: 'hotel',
      name: 'Atlantis The Palm',
      name_ar: 'أتلانتس النخلة',
      address: 'Crescent Road, Palm Jumeirah, Dubai',
      emirate: 'dubai',
      zone: 'PALM_JUMEIRAH',
      latitude: 25.1304,
      longitude: 55.1171,
      codes: ['Atlantis Dubai', 'Atlantis Palm'],
      airport: null,
      terminal: null,
      cruise_terminal: null,
      status: 'active',
      source: "Public information: the hotel's published name and address; position approximate, from public maps",
    });
    for (const spelling of ['atlantis the palm', 'ATLANTIS-THE PALM', '  Atlantis   the–Palm ', 'ＡＴＬＡＮＴＩＳ ＴＨＥ ＰＡＬＭ', 'palm atlantis']) {
      const found = await q(spelling);
      expect([spelling, found.status, names(found.body)]).toEqual([spelling, 200, ['Atlantis The Palm']]);
    }
  });

  it('finds places by Arabic name with or without diacritics and whichever way alef and taa marbuta are written', async () => {
    for (const spelling of ['أتلانتس النخلة', 'اتلانتس النخله', 'أَتْلَانْتِس النَّخْلَة']) {
      const found = await q(spelling);
      expect([spelling, names(found.body)]).toEqual([spelling, ['Atlantis The Palm']]);
    }
    expect(names((await q('برج العرب')).body)).toEqual(['Burj Al Arab Jumeirah']);
  });

  it('finds places by code and by name without their accents', async () => {
    expect(names((await q('DXB T3')).body)).toEqual(['Dubai International Airport Terminal 3']);
    expect(names((await q('jw marquis')).body)).toEqual(['JW Marriott Marquis Hotel Dubai']);
    expect(names((await q('Le Meridien Mina Seyahi')).body)).toEqual(['Le Méridien Mina Seyahi Beach Resort & Waterpark']);
    expect(names((await q('one and only')).body)).toEqual(['One&Only Royal Mirage', 'One&Only The Palm']);
    expect((await q('no such place anywhere')).body).toMatchObject({ data: [], next_cursor: null });
  });
});

describe('filters and pages', () => {
  it('narrows by type and by emirate', async () => {
    const cruise = await get(`${PLACES}?type=cruise_terminal`);
    expect(cruise.body.data.map((place: PlaceBody) => [place.name, place.cruise_terminal, place.zone])).toEqual([
      ['Dubai Harbour Cruise Terminal', 'DUBAI_HARBOUR', 'DUBAI_MARINA'],
      ['Khalid Port Cruise Terminal', 'KHALID_PORT', 'SHARJAH_CITY'],
      ['Mina Rashid Cruise Terminal', 'MINA_RASHID', 'DEIRA'],
      ['Zayed Port Cruise Terminal', 'ZAYED_PORT', 'SAADIYAT_ISLAND'],
    ]);
    const airports = await get(`${PLACES}?type=airport_terminal&emirate=dubai`);
    expect(airports.body.data.map((place: PlaceBody & { airport: string; terminal: string }) => `${place.airport} ${place.terminal}`).sort()).toEqual(['DWC MAIN', 'DXB T1', 'DXB T2', 'DXB T3']);
    const rak = await t.walk<PlaceBody>(testKey.key, `${PLACES}?emirate=ras_al_khaimah`, { limit: 100 });
    expect(rak.length).toBeGreaterThanOrEqual(10);
    expect(rak.every((place) => place.emirate === 'ras_al_khaimah')).toBe(true);
    expect(names((await q('waldorf', '&emirate=ras_al_khaimah')).body)).toEqual(['Waldorf Astoria Ras Al Khaimah']);
    expect(names((await q('hilton', '&type=hotel&emirate=abu_dhabi')).body)).toEqual(['The WB Abu Dhabi, Curio Collection by Hilton']);
    expect(names((await q('hilton', '&type=hotel&emirate=fujairah')).body)).toEqual(['Hilton Fujairah Resort']);
  });

  it('pages by name with next_cursor, without repeats, and a place added meanwhile before the cursor shifts nothing', async () => {
    const all = await t.walk<PlaceBody>(testKey.key, `${PLACES}?type=hotel&emirate=dubai`, { limit: 100 });
    expect(all.length).toBeGreaterThan(50);
    let added = false;
    const walked = await t.walk<PlaceBody>(testKey.key, `${PLACES}?type=hotel&emirate=dubai`, {
      limit: 7,
      between: async () => {
        if (added) return;
        added = true;
        await createCataloguePlace(t.db, t.clock, COMMAND_LINE, { kind: 'hotel', name: 'Aaa Test Marina Hotel', name_ar: 'فندق اختبار المارينا', address: 'Al Marsa Street, Dubai Marina, Dubai', emirate: 'dubai', latitude: 25.079, longitude: 55.139 });
      },
    });
    expect(walked.map((place) => place.id)).toEqual(all.map((place) => place.id));
    expect(new Set(walked.map((place) => place.id)).size).toBe(walked.length);
    expect(names((await q('aaa test marina')).body)).toEqual(['Aaa Test Marina Hotel']);
  });

  it('lists only places in service, and reads an archived one by id', async () => {
    await changeCataloguePlace(t.db, t.clock, COMMAND_LINE, ATLANTIS_ROYAL, { status: 'archived' });
    try {
      expect(names((await q('atlantis')).body)).toEqual(['Atlantis The Palm']);
      const archived = await get(`${PLACES}/${ATLANTIS_ROYAL}`);
      expect(archived.status).toBe(200);
      expect(archived.body).toMatchObject({ id: ATLANTIS_ROYAL, name: 'Atlantis The Royal', status: 'archived' });
    } finally {
      await changeCataloguePlace(t.db, t.clock, COMMAND_LINE, ATLANTIS_ROYAL, { status: 'active' });
    }
    expect(names((await q('atlantis')).body)).toEqual(['Atlantis The Palm', 'Atlantis The Royal']);
  });

  it.each([
    ['q=---', 'q', 'must contain a letter or a digit'],
    ['type=castle', 'type', 'must be one of'],
    ['emirate=oman', 'emirate', 'must be one of'],
    ['limit=0', 'limit', 'must be'],
    ['cursor=not-a-cursor', 'cursor', 'is not a cursor this API returned'],
  ])('refuses %s with 422 naming %s', async (query, field, message) => {
    const res = await get(`${PLACES}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', fields: [field] });
    expect(res.body.error.issues[0].message).toContain(message);
  });
});

describe('one place', () => {
  it('reads a place by id, and answers 404 for an id the catalogue does not know and 422 for no id at all', async () => {
    const res = await get(`${PLACES}/${ATLANTIS}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ object: 'place', sandbox: true, id: ATLANTIS, name: 'Atlantis The Palm', zone: 'PALM_JUMEIRAH' });
    const unknown = await get(`${PLACES}/plc_AAAAAAAAAAAAAAAAAAAA`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toEqual({ code: 'not_found', message: 'No place plc_AAAAAAAAAAAAAAAAAAAA in the place catalogue.', retryable: false });
    const malformed = await get(`${PLACES}/atlantis`);
    expect(malformed.status).toBe(422);
    expect(malformed.body.error.issues).toEqual([{ path: 'id', message: 'must be an id: plc_ followed by 20 letters or digits' }]);
  });
});

describe('keys', () => {
  it('gives test and live keys the same catalogue, each saying which it is, and stores nothing', async () => {
    const test = await get(`${PLACES}?type=station&limit=100`);
    const live = await get(`${PLACES}?type=station&limit=100`, liveKey.key);
    expect([test.status, live.status]).toEqual([200, 200]);
    expect([test.body.sandbox, live.body.sandbox]).toEqual([true, false]);
    expect(live.body.data.map((place: PlaceBody) => place.id)).toEqual(test.body.data.map((place: PlaceBody) => place.id));
    expect(live.body.data.every((place: { sandbox: boolean }) => place.sandbox === false)).toBe(true);
    expect((await get(`${PLACES}/${ATLANTIS}`, liveKey.key)).body).toMatchObject({ sandbox: false, id: ATLANTIS });
    const before = await rowCounts(t.db);
    await get(`${PLACES}?q=palm`);
    await get(`${PLACES}/${ATLANTIS}`, liveKey.key);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('needs transport:read, a key, and live access for a live key', async () => {
    for (const path of [PLACES, `${PLACES}/${ATLANTIS}`]) {
      const narrow = await get(path, bookingsOnly.key);
      expect([path, narrow.status, narrow.body.error]).toEqual([path, 403, { code: 'insufficient_scope', message: 'This key lacks the scope transport:read that this endpoint needs.', retryable: false }]);
      const off = await get(path, liveOff.key);
      expect([path, off.status, off.body.error.code]).toEqual([path, 403, 'live_access_disabled']);
      const none = await t.api().get(path);
      expect([path, none.status, none.body.error.code]).toEqual([path, 401, 'unauthenticated']);
    }
  });
});
