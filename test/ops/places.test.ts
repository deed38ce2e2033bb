/**
 * The place catalogue over the operator API: every member of staff searches it, admin and
 * dispatch add, correct, archive and restore places, each change with one audit row; the zone
 * follows the position and a position outside every zone (or the UAE) is refused on `latitude`;
 * a name, Arabic name, code or terminal another place has is refused, also when several requests
 * add the same name at once on two instances.
 */
import { useV1Suite } from '../helpers/suite';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { routes } from '../../src/generated/ops/routes';

const OPS = '/api/ops/v1';
const V1 = '/api/b2b/v1';
const ATLANTIS = 'plc_4Kq8Wm2Zr6Tn0Yx3Va7P';
const t = useV1Suite({ keys: { partner: {} } });
const { partner } = t.keys;

const marinaHotel = {
  type: 'hotel',
  name: 'Marina Harbour Test Hotel',
  name_ar: 'فندق مارينا هاربر التجريبي',
  address: 'Al Marsa Street, Dubai Marina, Dubai',
  emirate: 'dubai',
  latitude: 25.0805,
  longitude: 55.1402,
  codes: ['MHT Hotel', 'mht-hotel', 'Marina Harbour Test'],
};

const audits = (subjectId: string) => t.db('audit_events').where({ subject_type: 'place', subject_id: subjectId }).orderBy('id');
const placeCount = async () => Number(((await t.db('places').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);
const auditCount = async () => Number(((await t.db('audit_events').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);

let dispatcher: StaffFixture;
let admin: StaffFixture;
let dispatch: StaffSession;
let adminSession: StaffSession;
let desk: StaffSession;
let finance: StaffSession;

beforeAll(async () => {
  dispatcher = await createStaffMember(t, { roles: ['dispatch'] });
  admin = await createStaffMember(t, { roles: ['admin'] });
  dispatch = await signIn(t, dispatcher);
  adminSession = await signIn(t, admin);
  desk = await signIn(t, await createStaffMember(t, { roles: ['desk'] }));
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
});

describe('roles', () => {
  it('lets every member of staff search, and only admin and dispatch change, refusing the others with 403 and changing nothing', async () => {
    const placeOps = routes.filter((route) => route.tag === 'Places');
    expect(Object.fromEntries(placeOps.map((route) => [route.operationId, route.security.flatMap((req) => req.scopes)]))).toEqual({
      listOpsPlaces: [],
      createPlace: ['admin', 'dispatch'],
      updatePlace: ['admin', 'dispatch'],
    });
    const before = { places: await placeCount(), audit: await auditCount() };
    for (const session of [desk, finance]) {
      const listed = await opsCall(t, 'GET', `${OPS}/places?q=atlantis`, { session });
      expect([listed.status, listed.body.data.map((place: { name: string }) => place.name)]).toEqual([200, ['Atlantis The Palm', 'Atlantis The Royal']]);
      for (const [method, path, body] of [
        ['POST', `${OPS}/places`, marinaHotel],
        ['PATCH', `${OPS}/places/${ATLANTIS}`, { status: 'archived' }],
      ] as const) {
        const res = await opsCall(t, method, path, { session, body });
        expect([method, res.status, res.body.error]).toEqual([method, 403, { code: 'role_required', message: 'This needs the admin or dispatch role.', retryable: false }]);
      }
    }
    const none = await opsCall(t, 'GET', `${OPS}/places`);
    expect([none.status, none.body.error.code]).toEqual([401, 'unauthenticated']);
    expect({ places: await placeCount(), audit: await auditCount() }).toEqual(before);
  });
});

describe('keeping the catalogue', () => {
  let added = '';

  it('adds a place with its zone from its position, audited as the dispatcher, and partners find it at once', async () => {
    const res = await opsCall(t, 'POST', `${OPS}/places`, { session: dispatch, body: marinaHotel });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^plc_[0-9A-Za-z]{20}$/),
      type: 'hotel',
      name: 'Marina Harbour Test Hotel',
      name_ar: 'فندق مارينا هاربر التجريبي',
      address: 'Al Marsa Street, Dubai Marina, Dubai',
      emirate: 'dubai',
      zone: 'DUBAI_MARINA',
      latitude: 25.0805,
      longitude: 55.1402,
      // A code that folds to another is kept once, as first written.
      codes: ['MHT Hotel', 'Marina Harbour Test'],
      airport: null,
      terminal: null,
      cruise_terminal: null,
      status: 'active',
      source: "Added by the operator's staff",
      created_at: t.clock.now().toISOString(),
      updated_at: t.clock.now().toISOString(),
    });
    added = res.body.id;
    const [row] = await audits(added);
    expect(row).toMatchObject({ staff_id: dispatcher.id, action: 'place.created', request_id: res.headers['x-request-id'] });
    expect(JSON.parse(row.change)).toEqual({ after: res.body });
    const found = await t.api(partner.key).get(`${V1}/places?q=${encodeURIComponent('MHT-HOTEL')}`);
    expect(found.body.data.map((place: { id: string; zone: string }) => [place.id, place.zone])).toEqual([[added, 'DUBAI_MARINA']]);
    const history = await opsCall(t, 'GET', `${OPS}/audit-events/place/${added}`, { session: dispatch });
    expect(history.status).toBe(200);
    expect(history.body.names).toEqual({ [added]: 'Marina Harbour Test Hotel' });
  });

  it('moves it and re-derives its zone, audited with the fields before and after; a change that alters nothing writes nothing', async () => {
    t.clock.advance(60);
    const res = await opsCall(t, 'PATCH', `${OPS}/places/${added}`, { session: adminSession, body: { latitude: 24.4765, longitude: 54.3225, emirate: 'abu_dhabi', address: 'Corniche Road West, Abu Dhabi', source: 'Moved by the admin' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ zone: 'ABU_DHABI_CITY', emirate: 'abu_dhabi', latitude: 24.4765, updated_at: t.clock.now().toISOString() });
    const rows = await audits(added);
    expect(rows.map((row) => [row.action, row.staff_id])).toEqual([
      ['place.created', dispatcher.id],
      ['place.updated', admin.id],
    ]);
    expect(JSON.parse(rows[1].change)).toEqual({
      before: { address: 'Al Marsa Street, Dubai Marina, Dubai', emirate: 'dubai', zone: 'DUBAI_MARINA', latitude: 25.0805, longitude: 55.1402, source: "Added by the operator's staff" },
      after: { address: 'Corniche Road West, Abu Dhabi', emirate: 'abu_dhabi', zone: 'ABU_DHABI_CITY', latitude: 24.4765, longitude: 54.3225, source: 'Moved by the admin' },
    });
    const same = await opsCall(t, 'PATCH', `${OPS}/places/${added}`, { session: adminSession, body: { emirate: 'abu_dhabi', codes: ['MHT Hotel', 'Marina Harbour Test'] } });
    expect([same.status, same.body.updated_at]).toEqual([200, res.body.updated_at]);
    expect(await audits(added)).toHaveLength(2);
  });

  it('archives it (partners no longer find it) and restores it, each a status change in the audit log', async () => {
    const archived = await opsCall(t, 'PATCH', `${OPS}/places/${added}`, { session: dispatch, body: { status: 'archived' } });
    expect([archived.status, archived.body.status]).toEqual([200, 'archived']);
    expect((await t.api(partner.key).get(`${V1}/places?q=mht`)).body.data).toEqual([]);
    const staffView = await opsCall(t, 'GET', `${OPS}/places?q=mht&status=archived`, { session: desk });
    expect(staffView.body.data.map((place: { id: string }) => place.id)).toEqual([added]);
    expect((await opsCall(t, 'GET', `${OPS}/places?q=mht&status=active`, { session: desk })).body.data).toEqual([]);
    const restored = await opsCall(t, 'PATCH', `${OPS}/places/${added}`, { session: dispatch, body: { status: 'active' } });
    expect(restored.body.status).toBe('active');
    expect((await audits(added)).slice(2).map((row) => [row.action, JSON.parse(row.change)])).toEqual([
      ['place.status_changed', { before: { status: 'active' }, after: { status: 'archived' } }],
      ['place.status_changed', { before: { status: 'archived' }, after: { status: 'active' } }],
    ]);
  });

  it('pages the catalogue by name for staff, archived places too', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { status: number; body: { data: Array<{ id: string }>; next_cursor: string | null } } = await opsCall(t, 'GET', `${OPS}/places?type=landmark&limit=25${cursor ? `&cursor=${cursor}` : ''}`, { session: finance });
      expect(page.status).toBe(200);
      seen.push(...page.body.data.map((place) => place.id));
      cursor = page.body.next_cursor;
    } while (cursor !== null);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(Number(((await t.db('places').where({ kind: 'landmark' }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n));
  });
});

describe('refusals', () => {
  it.each([
    ['a position in the desert, outside every tariff zone', { latitude: 23.6, longitude: 53.7 }, 'latitude', /outside every tariff zone/],
    ['a position outside the UAE (Muscat)', { latitude: 23.588, longitude: 58.3829 }, 'latitude', /outside the UAE/],
    ['an Arabic name not in Arabic script', { name_ar: 'Marina Harbour' }, 'name_ar', /Arabic script/],
    ['an airport terminal without its airport', { type: 'airport_terminal' }, 'airport', /required for an airport terminal/],
    ['a terminal the airport does not have', { type: 'airport_terminal', airport: 'DWC', terminal: 'T3', latitude: 24.896, longitude: 55.161 }, 'terminal', /DWC's terminals: MAIN/],
    ['an airport terminal far from its airport', { type: 'airport_terminal', airport: 'SHJ', terminal: 'MAIN' }, 'latitude', /km from SHJ/],
    ['a cruise terminal on a hotel', { cruise_terminal: 'MINA_RASHID' }, 'cruise_terminal', /only for a cruise terminal/],
    ['a name without a letter', { name: '- - -' }, 'name', /letter or a digit/],
  ])('refuses %s with 422 naming the field, adding nothing', async (_what, change, field, message) => {
    const before = { places: await placeCount(), audit: await auditCount() };
    const res = await opsCall(t, 'POST', `${OPS}/places`, { session: dispatch, body: { ...marinaHotel, name: 'Refused Test Hotel', name_ar: 'فندق مرفوض', codes: [], ...change } });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual([field]);
    expect(res.body.error.issues[0].message).toMatch(message);
    expect({ places: await placeCount(), audit: await auditCount() }).toEqual(before);
  });

  it('refuses a move outside every zone on an existing place with 422 on latitude, changing nothing', async () => {
    const before = await t.db('places').where({ id: ATLANTIS }).first();
    const res = await opsCall(t, 'PATCH', `${OPS}/places/${ATLANTIS}`, { session: dispatch, body: { latitude: 24.0, longitude: 54.0 } });
    expect([res.status, res.body.error.fields]).toEqual([422, ['latitude']]);
    expect(await t.db('places').where({ id: ATLANTIS }).first()).toEqual(before);
  });

  it.each([
    ['the name of another place, spelt another way', { name: 'ATLANTIS-the palm' }, 'The name "ATLANTIS-the palm" is already Atlantis The Palm\'s (plc_4Kq8Wm2Zr6Tn0Yx3Va7P) in the place catalogue; change that place instead. Nothing was added.'],
    ['the Arabic name of another place', { name_ar: 'اتلانتس النخله' }, 'The Arabic name "اتلانتس النخله" is already Atlantis The Palm\'s (plc_4Kq8Wm2Zr6Tn0Yx3Va7P) in the place catalogue; change that place instead. Nothing was added.'],
    ['a code of another place', { codes: ['Atlantis Dubai'] }, 'The code "Atlantis Dubai" is already Atlantis The Palm\'s (plc_4Kq8Wm2Zr6Tn0Yx3Va7P) in the place catalogue; change that place instead. Nothing was added.'],
    ['an airport terminal the catalogue has', { type: 'airport_terminal', airport: 'DXB', terminal: 'T3', latitude: 25.2445, longitude: 55.3655 }, 'The airport terminal "DXB T3" is already Dubai International Airport Terminal 3\'s (plc_d9v5QxbUaqCKrtuBe3O3) in the place catalogue; change that place instead. Nothing was added.'],
  ])('refuses %s with 409 already_exists', async (_what, change, message) => {
    const before = await placeCount();
    const res = await opsCall(t, 'POST', `${OPS}/places`, { session: dispatch, body: { ...marinaHotel, name: 'Taken Test Hotel', name_ar: 'فندق مأخوذ', codes: [], ...change } });
    expect([res.status, res.body.error]).toEqual([409, { code: 'already_exists', message, retryable: false }]);
    expect(await placeCount()).toBe(before);
  });

  it('answers 404 for a place the catalogue does not know', async () => {
    const res = await opsCall(t, 'PATCH', `${OPS}/places/plc_AAAAAAAAAAAAAAAAAAAA`, { session: dispatch, body: { status: 'archived' } });
    expect([res.status, res.body.error]).toEqual([404, { code: 'not_found', message: 'No place plc_AAAAAAAAAAAAAAAAAAAA in the place catalogue.', retryable: false }]);
  });
});

describe('two instances over one database', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ clock: t.clock, database: t.database });
  });
  afterAll(() => second.close());

  it('adds one of several places added with the same name at the same moment, however spelt', async () => {
    const spellings = ['Race Test Resort', 'RACE TEST RESORT', 'race-test resort', 'Race  Test Resort', 'ＲＡＣＥ ＴＥＳＴ ＲＥＳＯＲＴ', 'Race.Test.Resort'];
    const answers = await Promise.all(
      spellings.map((name, i) => opsCall(i % 2 === 0 ? t : second, 'POST', `${OPS}/places`, { session: dispatch, body: { ...marinaHotel, name, name_ar: `منتجع السباق ${'ا'.repeat(i + 1)}`, codes: [] } })),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(spellings.length - 1);
    for (const res of answers.filter((answer) => answer.status === 409)) expect(res.body.error.code).toBe('already_exists');
    const stored = (await t.db('places').where('search_key', 'like', 'race test resort%')) as Array<{ id: string }>;
    expect(stored).toHaveLength(1);
    expect(await audits((stored[0] as { id: string }).id)).toHaveLength(1);
  });
});
