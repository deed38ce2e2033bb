import { runAdmin } from '../../scripts/admin';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, ledgerSumFils, partner, partitionFor, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { openPartition } from '../../src/engine/partitions';
import { setCreditLine } from '../../src/engine/ledger';
import { PROGRAMME_MACHINE } from '../../src/sections/dmc/store';
import { expireDueLinks } from '../../src/sections/dmc/links';
import { completeEndedProgrammes } from '../../src/sections/dmc/jobs';
import { EXAMPLE_PROGRAMME_ID } from '../../src/sections/dmc/seed';
import { Partition } from '../../src/engine/partition';

const BASE = '/api/b2b/v1/dmc/programmes';
const NOW = '2026-11-22T10:00:00.000Z';

const client = { company: 'Nordic Incentive Partners AB', contact_name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example', country: 'SE' };
const newProgramme = {
  title: 'Stockholm sales incentive - Dubai and Abu Dhabi',
  client,
  group: { adults: 24, children: 0 },
  start_date: '2027-02-10',
  end_date: '2027-02-14',
};
const arrival = { service: 'transfer', date: '2027-02-10', time: '14:30', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'LUXURY_COACH', flight_number: 'SK6002' };
/** Under tariff terms: coach DXB T3 to Dubai Marina AED 700 (as the transport quote), hire 350 x 10, safari 24 x 250, coach back 700. */
const itinerary = {
  markup_percent: 18,
  lines: [
    arrival,
    { service: 'vehicle_hire', date: '2027-02-11', time: '08:30', vehicle: 'LUXURY_COACH', hours: 10, start_place: 'DUBAI_MARINA' },
    { service: 'activity', date: '2027-02-12', activity: 'DESERT_SAFARI_EVENING', markup_percent: 25 },
    { service: 'transfer', date: '2027-02-14', time: '19:00', airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'DUBAI_MARINA', vehicle: 'LUXURY_COACH' },
  ],
};
const NET_TOTAL_AED = 700 + 3500 + 6000 + 700;
const by = { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' };

interface Issue {
  path: string;
  message: string;
}
interface Version {
  number: number;
  valid_until: string;
  lines: Array<{ date: string; pricing: { net_aed: number; sell_aed: number } }>;
  totals: { net_aed: number; sell_aed: number };
}
interface Programme {
  id: string;
  status: string;
  reference: string;
  versions: Version[];
  acceptance: { version: number; via: string; link_id: string | null; accepted_by: { name: string; email: string }; accepted_at: string } | null;
  booking: { reference: string; services: number; amount_due_aed: number; payment: string } | null;
}
interface Link {
  id: string;
  status: string;
  version: number;
  url: string;
  expires_at: string;
  accepted_by: unknown;
}

const t = useV1Suite({ partners: ['who', 'stranger'], now: NOW });
const { clock } = t;
const { who, stranger } = t.partners;

type Res = Awaited<ReturnType<typeof call>>;

function expectInvalid(res: Res, path: string, message: RegExp): void {
  expect({ status: res.status, code: res.body.error?.code }).toEqual({ status: 422, code: 'validation_failed' });
  expect(res.body.error.fields).toContain(path);
  expect((res.body.error.issues as Issue[]).find((issue) => issue.path === path)?.message).toMatch(message);
}

function expectInvalidState(res: Res, message: string): void {
  expect(res.status).toBe(409);
  expect(res.body.error).toEqual({ code: 'invalid_state', message, retryable: false });
}

const stored = async (id: string): Promise<Record<string, unknown>> => (await t.db('dmc_programmes').where({ id }).first()) as Record<string, unknown>;
const moves = async (id: string): Promise<Array<{ from_state: string | null; to_state: string; actor: string }>> =>
  t.db('state_moves').where({ subject_id: id }).orderBy('id').select('from_state', 'to_state', 'actor');
const dmcBookings = async (accountId: string, mode: Mode): Promise<Array<{ id: string; status: string; amount_due_fils: number | string; service_date: string }>> =>
  t.db('bookings').where({ account_id: accountId, mode, kind: 'dmc' }).select('id', 'status', 'amount_due_fils', 'service_date');

describe.each(MODES)('DMC programmes with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';
  const get = (path: string, token = who.keys[mode]): Promise<Res> => t.api(token).get(path);
  const post = (path: string, body?: unknown, token = who.keys[mode]): Promise<Res> => t.api(token).post(path, body);

  async function created(body: Record<string, unknown> = {}): Promise<Programme> {
    const res = await post(BASE, { ...newProgramme, ...body });
    expect(res.status).toBe(201);
    return res.body as Programme;
  }

  /** A programme with version 1 of the itinerary, proposed. */
  async function proposed(body: Record<string, unknown> = {}): Promise<Programme> {
    const programme = await created(body);
    expect((await post(`${BASE}/${programme.id}/versions`, itinerary)).status).toBe(201);
    const res = await post(`${BASE}/${programme.id}/status`, { status: 'proposed' });
    expect(res.status).toBe(200);
    return res.body as Programme;
  }

  beforeAll(async () => {
    for (const [accountId, m] of [[who.accountId, mode], [who.accountId, other], [stranger.accountId, mode]] as const) {
      await openPartition(t.sections, accountId, m, t.db, clock, 'system', null);
    }
  });

  it('creates a draft in the partition: stored, recorded, read back and listed first; invisible to the other mode and to other accounts', async () => {
    clock.set('2026-11-22T11:00:00.000Z');
    const res = await post(BASE, { ...newProgramme, agency_reference: 'DR-2027-014' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'dmc_programme', sandbox, status: 'draft', status_reason: null, client, group: { adults: 24, children: 0 }, nights: 4, versions: [], latest_version: null,
      acceptance: null, booking: null, agency_reference: 'DR-2027-014', notes: null, created_at: '2026-11-22T11:00:00.000Z', updated_at: '2026-11-22T11:00:00.000Z',
      brand: { mode: 'partner', display_name: 'Gulf Horizons Travel', logo_url: null, accent_hex: null, contact_line: null },
    });
    expect(res.body.id).toMatch(/^dmp_[0-9A-Za-z]{20}$/);
    expect(res.body.reference).toMatch(/^PRG-[0-9A-Z]{8}$/);
    const id = res.body.id as string;
    expect(await stored(id)).toMatchObject({ account_id: who.accountId, mode, status: 'draft', adults: 24, start_date: '2027-02-10', latest_version: 0 });
    expect(await moves(id)).toEqual([{ from_state: null, to_state: 'draft', actor: `key:${who.keyIds[mode]}` }]);
    expect(await t.db('events').where({ subject_id: id }).select('type', 'mode')).toEqual([{ type: 'programme.created', mode }]);

    expect((await get(`${BASE}/${id}`)).body).toEqual(res.body);
    expect((await get(`${BASE}?limit=1`)).body).toEqual({ object: 'list', sandbox, data: [res.body], next_cursor: sandbox ? expect.any(String) : null });
    expect((await get(`${BASE}?status=draft&limit=100`)).body.data.map((p: Programme) => p.id)).toContain(id);
    expect((await get(`${BASE}?status=booked&limit=100`)).body.data.map((p: Programme) => p.id)).not.toContain(id);

    for (const token of [who.keys[other], stranger.keys[mode]]) {
      const missing = await get(`${BASE}/${id}`, token);
      expect(missing.status).toBe(404);
      expect(missing.body.error).toEqual({ code: 'not_found', message: `No DMC programme ${id} in this account.`, retryable: false });
      for (const path of ['/links', '/proposal']) expect((await get(`${BASE}/${id}${path}`, token)).status).toBe(404);
      expect((await post(`${BASE}/${id}/status`, { status: 'cancelled' }, token)).status).toBe(404);
      expect((await post(BASE, { id, title: 'Taken over' }, token)).status).toBe(404);
    }
    expect(await stored(id)).toMatchObject({ status: 'draft', title: newProgramme.title });
  });

  it('pages through the list by position, every programme once, newest first', async () => {
    const seen = (await t.walk<Programme>(who.keys[mode], BASE, { limit: 3 })).map((p) => p.id);
    const rows = (await t.db('dmc_programmes').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as Array<{ id: string }>;
    expect(seen).toEqual(rows.map((row) => row.id));
    expectInvalid(await get(`${BASE}?cursor=nonsense`), 'cursor', /not a cursor/);
    expectInvalid(await get(`${BASE}?status=won`), 'status', /must be one of: draft, proposed/);
  });

  it.each([
    ['no title', { ...newProgramme, title: undefined }, 'title', /required to create/],
    ['no group', { ...newProgramme, group: undefined }, 'group', /required to create/],
    ['an end before the start', { ...newProgramme, end_date: '2027-02-09' }, 'end_date', /on or after start_date/],
    ['more than 30 days', { ...newProgramme, end_date: '2027-03-20' }, 'end_date', /at most 30 days/],
    ['a start today', { ...newProgramme, start_date: '2026-11-22' }, 'start_date', /after today \(2026-11-22/],
    ['a start more than two years ahead', { ...newProgramme, start_date: '2029-01-10', end_date: '2029-01-12' }, 'start_date', /at most 730 days/],
    ['a group with no adult', { ...newProgramme, group: { adults: 0, children: 2 } }, 'group.adults', /at least 1/],
    ['an unknown field', { ...newProgramme, budget: 10 }, 'budget', /not a field/],
  ])('refuses %s with 422, storing nothing', async (_name, body, path, message) => {
    const before = await rowCounts(t.db);
    expectInvalid(await post(BASE, body), path, message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('changes only the fields sent of an editable programme, keeping its status; refuses nothing to change and dates that drop saved services', async () => {
    const programme = await proposed();
    clock.advance(600);
    const res = await post(BASE, { id: programme.id, group: { adults: 26, children: 0 }, notes: 'Two more.' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...programme, group: { adults: 26, children: 0 }, notes: 'Two more.', updated_at: '2026-11-22T10:10:00.000Z' });
    expect(await stored(programme.id)).toMatchObject({ adults: 26, notes: 'Two more.', status: 'proposed' });

    const before = await rowCounts(t.db);
    expectInvalid(await post(BASE, { id: programme.id }), '', /at least one field/);
    expectInvalid(await post(BASE, { id: programme.id, end_date: '2027-02-12' }), 'start_date', /version 1 has services from 2027-02-10 to 2027-02-14/);
    expect((await post(BASE, { id: 'dmp_0000n5F1DFDPB1Vi6mES', title: 'x' })).status).toBe(404);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('prices a version under the account terms and stores it; saved versions never change, whatever changes after', async () => {
    const programme = await created();
    clock.set('2026-11-22T10:30:00.000Z');
    const res = await post(`${BASE}/${programme.id}/versions`, itinerary);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'dmc_programme_version', sandbox, programme_id: programme.id, number: 1, label: null, currency: 'AED', terms: 'tariff', terms_percent: 0,
      markup_percent: 18, created_at: '2026-11-22T10:30:00.000Z', valid_until: '2026-12-06',
    });
    expect(res.body.lines.map((l: { pricing: unknown }) => l.pricing)).toEqual([
      { public_price_aed: 700, net_aed: 700, commission_aed: null, markup_percent: 18, sell_aed: 826 },
      { public_price_aed: 3500, net_aed: 3500, commission_aed: null, markup_percent: 18, sell_aed: 4130 },
      { public_price_aed: 6000, net_aed: 6000, commission_aed: null, markup_percent: 25, sell_aed: 7500 },
      { public_price_aed: 700, net_aed: 700, commission_aed: null, markup_percent: 18, sell_aed: 826 },
    ]);
    expect(res.body.lines[0]).toMatchObject({ number: 1, description: 'Arrival transfer Dubai International (DXB) Terminal 3 to Dubai Marina, 1 x Mercedes-Benz Tourismo coach or similar', vehicles: 1, flight_number: 'SK6002', notes: null });
    expect(res.body.lines[2]).toMatchObject({ time: '15:00', adults: 24, children: 0, description: 'Evening desert safari with BBQ dinner' });
    expect(res.body.totals).toEqual({ public_price_aed: NET_TOTAL_AED, net_aed: NET_TOTAL_AED, commission_aed: null, sell_aed: 13282, margin_aed: 13282 - NET_TOTAL_AED, per_person_sell_aed: Math.round(13282 / 24) });
    const first = res.body as Version;
    const savedRow = await t.db('dmc_programme_versions').where({ programme_id: programme.id, number: 1 }).first();
    expect(savedRow).toMatchObject({ account_id: who.accountId, mode, valid_until: '2026-12-06', net_fils: expect.anything() });
    expect(Number(savedRow.net_fils)).toBe(NET_TOTAL_AED * 100);
    expect(await stored(programme.id)).toMatchObject({ latest_version: 1, updated_at: '2026-11-22T10:30:00.000Z' });

    // A bigger group, other terms and a second version: version 1 reads, and is stored, as it was saved.
    clock.advance(3600);
    expect((await post(BASE, { id: programme.id, group: { adults: 28, children: 0 } })).status).toBe(200);
    await runAdmin(['account', 'terms', '--account', who.accountId, '--terms', 'net_rate', '--percent', '10'], t.db, clock);
    clock.advance(60);
    try {
      const second = await post(`${BASE}/${programme.id}/versions`, { ...itinerary, label: 'Revision 1' });
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ number: 2, label: 'Revision 1', terms: 'net_rate', terms_percent: 10 });
      expect(second.body.lines[0].pricing).toEqual({ public_price_aed: 700, net_aed: 630, commission_aed: null, markup_percent: 18, sell_aed: 743 });
      expect(second.body.lines[2]).toMatchObject({ adults: 28 });
    } finally {
      await runAdmin(['account', 'terms', '--account', who.accountId, '--terms', 'tariff'], t.db, clock);
    }
    const read = (await get(`${BASE}/${programme.id}`)).body as Programme;
    expect(read.versions[0]).toEqual(first);
    expect(read.versions.map((v) => v.number)).toEqual([1, 2]);
    expect(read).toMatchObject({ latest_version: 2, group: { adults: 28, children: 0 } });
    expect(await t.db('dmc_programme_versions').where({ programme_id: programme.id, number: 1 }).first()).toEqual(savedRow);
    expect(await t.db('events').where({ subject_id: programme.id }).orderBy('created_at').pluck('type')).toEqual(['programme.created', 'programme.version_saved', 'programme.changed', 'programme.version_saved']);
  });

  it('numbers versions saved at the same moment one after the other', async () => {
    const programme = await created();
    const answers = await Promise.all([1, 2, 3].map(() => post(`${BASE}/${programme.id}/versions`, itinerary)));
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(answers.map((res) => res.body.number).sort()).toEqual([1, 2, 3]);
    expect(await t.db('dmc_programme_versions').where({ programme_id: programme.id }).orderBy('number').pluck('number')).toEqual([1, 2, 3]);
    expect(await stored(programme.id)).toMatchObject({ latest_version: 3 });
  });

  it('refuses lines that break the rules, each on its own path, storing nothing', async () => {
    const programme = await created();
    const before = await rowCounts(t.db);
    const res = await post(`${BASE}/${programme.id}/versions`, {
      valid_until: '2027-02-10',
      lines: [
        { ...arrival, date: '2027-02-09' },
        { ...arrival, terminal: 'MAIN' },
        { ...arrival, vehicle: 'VIP_V_CLASS' },
        { ...arrival, direction: 'departure' },
        { service: 'activity', date: '2027-02-11', activity: 'FERRARI_WORLD_YAS', adults: 0, children: 0 },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual(['lines[0].date', 'lines[1].terminal', 'lines[2].vehicles', 'lines[3].flight_number', 'lines[4].adults', 'valid_until']);
    expect(res.body.error.issues[2].message).toBe('24 travellers need at least 4 x VIP_V_CLASS');
    expectInvalid(await post(`${BASE}/${programme.id}/versions`, { lines: [{ service: 'helicopter', date: '2027-02-10' }] }), 'lines[0].service', /must be one of: transfer, vehicle_hire, activity/);
    expectInvalid(await post(`${BASE}/${programme.id}/versions`, { lines: [] }), 'lines', /at least 1 item/);
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await stored(programme.id)).toMatchObject({ latest_version: 0 });
  });

  it('moves along the state machine, recording every move; an illegal move or a move to the current status is 409 invalid_state and changes nothing', async () => {
    const programme = await created();
    expectInvalidState(await post(`${BASE}/${programme.id}/status`, { status: 'proposed' }), `The DMC programme ${programme.id} is draft with no saved version, so it cannot be proposed.`);
    await post(`${BASE}/${programme.id}/versions`, itinerary);
    const path = [
      ['proposed', undefined],
      ['on_hold', 'Client waiting for budget sign-off.'],
      ['proposed', undefined],
      ['declined', 'Client chose another destination.'],
      ['draft', undefined],
      ['cancelled', 'Event cancelled.'],
    ] as const;
    for (const [status, reason] of path) {
      const res = await post(`${BASE}/${programme.id}/status`, { status, ...(reason ? { reason } : {}) });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status, status_reason: reason ?? null });
      expect(await stored(programme.id)).toMatchObject({ status, status_reason: reason ?? null });
    }
    const actor = `key:${who.keyIds[mode]}`;
    expect(await moves(programme.id)).toEqual([
      { from_state: null, to_state: 'draft', actor },
      ...path.map(([to], index) => ({ from_state: index === 0 ? 'draft' : path[index - 1]?.[0], to_state: to, actor })),
    ]);

    const before = await rowCounts(t.db);
    for (const status of ['draft', 'proposed', 'on_hold', 'declined', 'cancelled']) {
      expectInvalidState(await post(`${BASE}/${programme.id}/status`, { status }), `The DMC programme ${programme.id} is cancelled, so it cannot be ${PROGRAMME_MACHINE.actions[status as 'draft']}.`);
    }
    const held = await proposed();
    await post(`${BASE}/${held.id}/status`, { status: 'on_hold' });
    expectInvalidState(await post(`${BASE}/${held.id}/status`, { status: 'on_hold' }), `The DMC programme ${held.id} is on_hold, so it cannot be put on hold.`);
    expectInvalidState(await post(`${BASE}/${held.id}/status`, { status: 'draft' }), `The DMC programme ${held.id} is on_hold, so it cannot be taken back to draft.`);
    expectInvalid(await post(`${BASE}/${held.id}/status`, { status: 'booked' }), 'status', /must be one of: draft, proposed, on_hold, declined, cancelled/);
    expect(await stored(held.id)).toMatchObject({ status: 'on_hold' });
    // The refused moves stored nothing (the second programme's own rows aside).
    const after = await rowCounts(t.db);
    expect(after.dmc_client_links).toBe(before.dmc_client_links);
    expect(after.bookings).toBe(before.bookings);

    expectInvalidState(await post(BASE, { id: programme.id, title: 'Again' }), `The DMC programme ${programme.id} is cancelled, so it cannot be changed.`);
    expectInvalidState(await post(`${BASE}/${programme.id}/versions`, itinerary), `The DMC programme ${programme.id} is cancelled, so it cannot be given a new version.`);
    expect(await stored(programme.id)).toMatchObject({ latest_version: 1 });
  });

  it('sets the partner brand with defaults, or none; refuses fields with none, an http logo, and a cancelled programme', async () => {
    const programme = await created();
    const partnerBrand = await post(`${BASE}/${programme.id}/brand`, { mode: 'partner', accent_hex: '#0E6E55', contact_line: '+971 4 555 0188' });
    expect(partnerBrand.status).toBe(200);
    expect(partnerBrand.body.brand).toEqual({ mode: 'partner', display_name: 'Gulf Horizons Travel', logo_url: null, accent_hex: '#0E6E55', contact_line: '+971 4 555 0188' });
    expect(JSON.parse(String((await stored(programme.id)).brand))).toEqual(partnerBrand.body.brand);
    const none = await post(`${BASE}/${programme.id}/brand`, { mode: 'none' });
    expect(none.body.brand).toEqual({ mode: 'none', display_name: null, logo_url: null, accent_hex: null, contact_line: null });
    expectInvalid(await post(`${BASE}/${programme.id}/brand`, { mode: 'none', display_name: 'X' }), 'display_name', /not taken with mode none/);
    expectInvalid(await post(`${BASE}/${programme.id}/brand`, { mode: 'partner', logo_url: 'http://x.example/logo.png' }), 'logo_url', /https/);
    await post(`${BASE}/${programme.id}/status`, { status: 'cancelled' });
    expect((await post(`${BASE}/${programme.id}/brand`, { mode: 'partner' })).status).toBe(409);
    expect(JSON.parse(String((await stored(programme.id)).brand))).toMatchObject({ mode: 'none' });
  });

  it('refuses an acceptance the wallet cannot cover with 402 and stores nothing at all, not even the services it could pay for', async () => {
    const programme = await proposed();
    // Enough for every service but the last.
    await walletAt(t, who, mode, NET_TOTAL_AED - 10);
    const before = await rowCounts(t.db);
    const res = await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by });
    expect(res.status).toBe(402);
    expect(res.body.error).toMatchObject({ code: 'insufficient_funds', retryable: false, shortfall_aed: 10 });
    expect(await rowCounts(t.db)).toEqual(before);
    expect(await stored(programme.id)).toMatchObject({ status: 'proposed', acceptance: null, booking: null });
    expect(await walletFils(t.db, who.accountId, mode)).toBe((NET_TOTAL_AED - 10) * 100);

    await setCreditLine(partitionFor(t, who.accountId, mode), 5000, 'NET_30');
    try {
      await walletAt(t, who, mode, NET_TOTAL_AED - 100);
      const over = await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by });
      expect(over.status).toBe(402);
      expect(over.body.error).toMatchObject({ code: 'credit_limit_exceeded', shortfall_aed: 50 });
      expect(await stored(programme.id)).toMatchObject({ status: 'proposed' });
    } finally {
      await setCreditLine(partitionFor(t, who.accountId, mode), 0, null);
    }
  });

  it('accepts a version: books every service in one transaction, charged through the ledger, and shows who accepted and when', async () => {
    const programme = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED + 250);
    const bookingsBefore = (await dmcBookings(who.accountId, mode)).length;
    clock.set('2026-11-23T08:00:00.000Z');
    const res = await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'booked',
      acceptance: { version: 1, accepted_at: '2026-11-23T08:00:00.000Z', accepted_by: by, via: 'api', link_id: null },
      booking: { version: 1, booked_at: '2026-11-23T08:00:00.000Z', services: 4, amount_due_aed: NET_TOTAL_AED, payment: 'prepaid' },
      updated_at: '2026-11-23T08:00:00.000Z',
    });
    expect(res.body.booking.reference).toMatch(/^DMC-[0-9A-Z]{8}$/);
    expect((await get(`${BASE}/${programme.id}`)).body).toEqual(res.body);

    const bookings = await dmcBookings(who.accountId, mode);
    expect(bookings.length - bookingsBefore).toBe(4);
    const ids = JSON.parse(String((await stored(programme.id)).booking)).booking_ids as string[];
    const mine = bookings.filter((b) => ids.includes(b.id));
    expect(mine.map((b) => [b.status, Number(b.amount_due_fils), b.service_date]).sort()).toEqual(
      [['confirmed', 70000, '2027-02-10'], ['confirmed', 350000, '2027-02-11'], ['confirmed', 600000, '2027-02-12'], ['confirmed', 70000, '2027-02-14']].sort(),
    );
    const charges = await t.db('ledger_entries').where({ account_id: who.accountId, mode, kind: 'charge' }).whereIn('booking_id', ids).pluck('amount_fils');
    expect(charges.map(Number).reduce((a, b) => a + b, 0)).toBe(-NET_TOTAL_AED * 100);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(25000);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    const accepted = await t.db('events').where({ subject_id: programme.id, type: 'programme.accepted' }).first();
    expect(accepted).toMatchObject({ mode, notice_kind: 'booking_update', notice_title: `Programme accepted: ${programme.reference}` });
    expect(accepted.notice_body).toContain(`${by.name} <${by.email}> accepted version 1`);
    expect((await moves(programme.id)).at(-1)).toEqual({ from_state: 'proposed', to_state: 'booked', actor: `key:${who.keyIds[mode]}` });

    // Booked: no second acceptance, no change, no version; the bookings stay as they are.
    expectInvalidState(await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by }), `The DMC programme ${programme.id} is booked, so it cannot be accepted.`);
    expectInvalidState(await post(BASE, { id: programme.id, title: 'New' }), `The DMC programme ${programme.id} is booked, so it cannot be changed.`);
    expectInvalidState(await post(`${BASE}/${programme.id}/versions`, itinerary), `The DMC programme ${programme.id} is booked, so it cannot be given a new version.`);
    expect((await dmcBookings(who.accountId, mode)).length - bookingsBefore).toBe(4);
  });

  it('lets one of two acceptances at the same moment book, once', async () => {
    const programme = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED * 3);
    const answers = await Promise.all([1, 2].map(() => post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by })));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const ids = JSON.parse(String((await stored(programme.id)).booking)).booking_ids as string[];
    expect(ids).toHaveLength(4);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(NET_TOTAL_AED * 2 * 100);
  });

  it('replays an acceptance sent again with the same Idempotency-Key, booking once', async () => {
    const programme = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED * 2);
    const send = (): Promise<Res> => call(t.app, 'POST', `${BASE}/${programme.id}/accept`, { token: who.keys[mode], body: { version: 1, accepted_by: by }, headers: { 'Idempotency-Key': `dmc-accept-${programme.id}` } });
    const first = await send();
    const again = await send();
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(JSON.parse(String((await stored(programme.id)).booking)).booking_ids).toHaveLength(4);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(NET_TOTAL_AED * 100);
  });

  it('refuses an unknown version, a lapsed one, and a programme that is not proposed', async () => {
    const programme = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED * 2);
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 3, accepted_by: by }), 'version', /has versions 1 to 1/);
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: { name: 'X' } }), 'accepted_by.email', /required/);
    clock.set('2026-12-07T10:00:00.000Z');
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by }), 'version', /version 1 was valid until 2026-12-06; save a new version/);
    expectInvalid(await post(`${BASE}/${programme.id}/links`, { recipient: by }), 'version', /was valid until 2026-12-06/);
    clock.set(NOW);
    await post(`${BASE}/${programme.id}/status`, { status: 'on_hold' });
    expectInvalidState(await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by }), `The DMC programme ${programme.id} is on_hold, so it cannot be accepted.`);
    expect(await stored(programme.id)).toMatchObject({ status: 'on_hold', booking: null });
  });

  it('cancels a booked programme with its services under their policy: free until 48 hours before each, half after', async () => {
    const other = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED * 2);
    const early = await post(`${BASE}/${other.id}/accept`, { version: 1, accepted_by: by });
    expect(early.status).toBe(200);
    const before = await walletFils(t.db, who.accountId, mode);
    const cancelled = await post(`${BASE}/${other.id}/status`, { status: 'cancelled', reason: 'Event cancelled by the client.' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', status_reason: 'Event cancelled by the client.' });
    const ids = JSON.parse(String((await stored(other.id)).booking)).booking_ids as string[];
    expect(await t.db('bookings').whereIn('id', ids).pluck('status')).toEqual(['cancelled', 'cancelled', 'cancelled', 'cancelled']);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(before + NET_TOTAL_AED * 100);

    // A second one, cancelled within 48 hours of its first service: that service costs half.
    const late = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED);
    expect((await post(`${BASE}/${late.id}/accept`, { version: 1, accepted_by: by })).status).toBe(200);
    // Two days before, to the hour: the arrival (14:30 on the 10th) is within 48 hours, the hire (08:30 on the 11th) is not.
    clock.set('2027-02-08T12:00:00.000Z');
    expect((await post(`${BASE}/${late.id}/status`, { status: 'cancelled' })).status).toBe(200);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(NET_TOTAL_AED * 100 - 35000);
    expect(await ledgerSumFils(t.db, who.accountId, mode)).toBe(await walletFils(t.db, who.accountId, mode));
    expectInvalidState(await post(`${BASE}/${late.id}/status`, { status: 'draft' }), `The DMC programme ${late.id} is cancelled, so it cannot be taken back to draft.`);
  });

  it('issues, lists and revokes client links, stored with their URL; refuses what does not fit', async () => {
    const programme = await proposed();
    const recipient = { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' };
    const res = await post(`${BASE}/${programme.id}/links`, { recipient, expires_in_days: 30 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      object: 'dmc_client_link', sandbox, programme_id: programme.id, version: 1, status: 'active', recipient, allow_accept: true, views: 0, last_viewed_at: null,
      created_at: NOW, revoked_at: null, accepted_at: null, accepted_by: null,
      // Never past the end of the version's last valid day (UAE time).
      expires_at: '2026-12-06T19:59:59.000Z',
    });
    const token = /^https:\/\/trade\.test\/dmc\/proposals\/([A-Za-z0-9_-]{22})$/.exec(res.body.url)?.[1];
    expect(token).toBeDefined();
    expect(await t.db('dmc_client_links').where({ id: res.body.id }).first()).toMatchObject({ account_id: who.accountId, mode, status: 'active', programme_id: programme.id, version: 1 });
    expect(await t.db('public_links').where({ token }).first()).toMatchObject({ account_id: who.accountId, mode, kind: 'dmc_client', subject_id: res.body.id, status: 'active', expires_at: '2026-12-06T19:59:59.000Z' });
    clock.advance(60);
    const short = await post(`${BASE}/${programme.id}/links`, { recipient, expires_in_days: 1, allow_accept: false });
    expect(short.body).toMatchObject({ expires_at: '2026-11-23T10:01:00.000Z', allow_accept: false });
    expect(short.body.url).not.toBe(res.body.url);

    const list = await get(`${BASE}/${programme.id}/links`);
    expect(list.body).toEqual({ object: 'list', sandbox, data: [short.body, res.body], next_cursor: null });
    const first = await get(`${BASE}/${programme.id}/links?limit=1`);
    const second = await get(`${BASE}/${programme.id}/links?limit=1&cursor=${first.body.next_cursor}`);
    expect([...first.body.data, ...second.body.data]).toEqual(list.body.data);

    const revoked = await post(`${BASE}/${programme.id}/links/${res.body.id}/revoke`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toMatchObject({ id: res.body.id, status: 'revoked', revoked_at: '2026-11-22T10:01:00.000Z', url: res.body.url });
    expect(await t.db('dmc_client_links').where({ id: res.body.id }).first()).toMatchObject({ status: 'revoked', revoked_at: '2026-11-22T10:01:00.000Z' });
    expect(await t.db('public_links').where({ token }).first()).toMatchObject({ status: 'revoked', ended_at: '2026-11-22T10:01:00.000Z' });
    expect((await moves(res.body.id)).map((m) => m.to_state)).toEqual(['active', 'revoked']);
    expectInvalidState(await post(`${BASE}/${programme.id}/links/${res.body.id}/revoke`), `The client link ${res.body.id} is revoked, so it cannot be revoked.`);
    const unknown = await post(`${BASE}/${programme.id}/links/dcl_C1bDnxW4TwYm9juRh2rX/revoke`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.message).toBe('No client link dcl_C1bDnxW4TwYm9juRh2rX in this account.');
    const elsewhere = await proposed();
    expect((await post(`${BASE}/${elsewhere.id}/links/${short.body.id}/revoke`)).status).toBe(404);
    expect((await post(`${BASE}/${programme.id}/links/${short.body.id}/revoke`, undefined, who.keys[other])).status).toBe(404);

    const before = await rowCounts(t.db);
    expectInvalid(await post(`${BASE}/${programme.id}/links`, { recipient, version: 5 }), 'version', /versions 1 to 1/);
    expectInvalid(await post(`${BASE}/${programme.id}/links`, { recipient, expires_in_days: 31 }), 'expires_in_days', /at most 30/);
    const draft = await created();
    expectInvalidState(await post(`${BASE}/${draft.id}/links`, { recipient }), `The DMC programme ${draft.id} is draft, so it cannot be given a client link.`);
    expect((await rowCounts(t.db)).dmc_client_links).toBe(before.dmc_client_links);
  });

  it('accepts through a client link, which then shows who accepted and when; refuses links that do not fit', async () => {
    const programme = await proposed();
    await post(`${BASE}/${programme.id}/versions`, { ...itinerary, label: 'Revision 1' });
    await walletAt(t, who, mode, NET_TOTAL_AED);
    const v1 = (await post(`${BASE}/${programme.id}/links`, { recipient: by, version: 1 })).body as Link;
    const readOnly = (await post(`${BASE}/${programme.id}/links`, { recipient: by, allow_accept: false })).body as Link;
    const link = (await post(`${BASE}/${programme.id}/links`, { recipient: by })).body as Link;
    expect(link.version).toBe(2);
    const before = await rowCounts(t.db);
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 2, accepted_by: by, link_id: v1.id }), 'link_id', /issued for version 1, not 2/);
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 2, accepted_by: by, link_id: readOnly.id }), 'link_id', /read the proposal only/);
    expectInvalid(await post(`${BASE}/${programme.id}/accept`, { version: 2, accepted_by: by, link_id: 'dcl_C1bDnxW4TwYm9juRh2rX' }), 'link_id', /not a client link of this programme/);
    expect(await rowCounts(t.db)).toEqual(before);

    clock.advance(3600);
    const client2 = { name: 'Erik Lund', email: 'erik.lund@nordicincentive.example' };
    const res = await post(`${BASE}/${programme.id}/accept`, { version: 2, accepted_by: client2, link_id: link.id });
    expect(res.status).toBe(200);
    expect(res.body.acceptance).toEqual({ version: 2, accepted_at: '2026-11-22T11:00:00.000Z', accepted_by: client2, via: 'client_link', link_id: link.id });
    const links = (await get(`${BASE}/${programme.id}/links`)).body.data as Link[];
    expect(links.find((l) => l.id === link.id)).toMatchObject({ status: 'accepted', accepted_at: '2026-11-22T11:00:00.000Z', accepted_by: client2 });
    expect(await t.db('dmc_client_links').where({ id: link.id }).first()).toMatchObject({ status: 'accepted', accepted_by_name: 'Erik Lund', accepted_by_email: client2.email });
    expectInvalidState(await post(`${BASE}/${programme.id}/links/${link.id}/revoke`), `The client link ${link.id} is accepted, so it cannot be revoked.`);
  });

  it('expires links by time at once, and the expiry job records each move once though two instances run it together', async () => {
    const programme = await proposed();
    await walletAt(t, who, mode, NET_TOTAL_AED);
    const link = (await post(`${BASE}/${programme.id}/links`, { recipient: by, expires_in_days: 1 })).body as Link;
    clock.set('2026-11-23T10:00:00.000Z');
    expect(((await get(`${BASE}/${programme.id}/links`)).body.data as Link[])[0]).toMatchObject({ id: link.id, status: 'expired' });
    expectInvalidState(await post(`${BASE}/${programme.id}/links/${link.id}/revoke`), `The client link ${link.id} is expired, so it cannot be revoked.`);
    expectInvalidState(await post(`${BASE}/${programme.id}/accept`, { version: 1, accepted_by: by, link_id: link.id }), `The client link ${link.id} is expired, so it cannot be used to accept.`);
    expect(await t.db('dmc_client_links').where({ id: link.id }).first()).toMatchObject({ status: 'active' });

    const instance = async (accountId: string, m: Mode): Promise<Partition> => Partition.forJob(t.sections, t.db, clock, { account_id: accountId, mode: m });
    const [a, b] = await Promise.all([expireDueLinks(t.db, clock.now(), 1000, instance), expireDueLinks(t.db, clock.now(), 1000, instance)]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    expect(await t.db('dmc_client_links').where({ id: link.id }).first()).toMatchObject({ status: 'expired' });
    expect(await moves(link.id)).toEqual([{ from_state: null, to_state: 'active', actor: `key:${who.keyIds[mode]}` }, { from_state: 'active', to_state: 'expired', actor: 'system' }]);
    expect(await t.db('events').where({ subject_id: link.id, type: 'client_link.expired' })).toHaveLength(1);
    expect(await t.db('dmc_client_links').where({ status: 'active' }).andWhere('expires_at', '<=', clock.now().toISOString())).toEqual([]);
  });

  it('gives the client proposal as HTML in the programme brand, with client prices only', async () => {
    const programme = await proposed();
    await post(`${BASE}/${programme.id}/brand`, { mode: 'partner', display_name: 'Desert Rose DMC', accent_hex: '#0E6E55' });
    const read = (await get(`${BASE}/${programme.id}`)).body as Programme;
    const res = await get(`${BASE}/${programme.id}/proposal`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`inline; filename="proposal-${programme.id}-v1.html"`);
    expect(res.text.includes('TEST DOCUMENT')).toBe(sandbox);
    expect(res.text).toContain('Desert Rose DMC');
    expect(res.text).toContain('AED 13,282.00');
    const visible = res.text.replace(/<style>[\s\S]*<\/style>/, '');
    expect(visible).not.toMatch(/\b(net|margin|commission)\b/i);
    expect(visible).not.toContain('10,900.00');
    expect(read.versions[0]?.totals.sell_aed).toBe(13282);
    expectInvalid(await get(`${BASE}/${programme.id}/proposal?version=9`), 'version', /versions 1 to 1/);
    const empty = await created();
    expect((await get(`${BASE}/${empty.id}/proposal`)).status).toBe(409);
  });
});

describe('the completion job', () => {
  it('completes booked programmes the day after their last service day, once, however many instances run it', async () => {
    const live = who.keys.live;
    const res = await call(t.app, 'POST', BASE, { token: live, body: { ...newProgramme, start_date: '2026-11-24', end_date: '2026-11-25' } });
    const id = res.body.id as string;
    await call(t.app, 'POST', `${BASE}/${id}/versions`, { token: live, body: { lines: [{ service: 'activity', date: '2026-11-24', activity: 'MUSEUM_OF_THE_FUTURE', adults: 2 }] } });
    await call(t.app, 'POST', `${BASE}/${id}/status`, { token: live, body: { status: 'proposed' } });
    await walletAt(t, who, 'live', 1000);
    expect((await call(t.app, 'POST', `${BASE}/${id}/accept`, { token: live, body: { version: 1, accepted_by: by } })).status).toBe(200);
    clock.set('2026-11-25T19:00:00.000Z');
    await completeEndedProgrammes(t.sections, t.db, clock, 100);
    expect(await stored(id)).toMatchObject({ status: 'booked' });
    clock.set('2026-11-25T20:00:00.000Z');
    await Promise.all([completeEndedProgrammes(t.sections, t.db, clock, 100), completeEndedProgrammes(t.sections, t.db, clock, 100)]);
    expect(await stored(id)).toMatchObject({ status: 'completed' });
    expect((await moves(id)).filter((m) => m.to_state === 'completed')).toEqual([{ from_state: 'booked', to_state: 'completed', actor: 'system' }]);
    expect(await t.db('events').where({ subject_id: id, type: 'programme.completed' })).toHaveLength(1);
    await t.services.jobs.runOnce();
    expect((await call(t.app, 'GET', `${BASE}/${id}`, { token: live })).body.status).toBe('completed');
  });
});

describe('a fresh test partition', () => {
  it('holds realistic programmes in every state, the contract example among them; a live partition starts empty', async () => {
    const fresh = await partner(t);
    const list = await call(t.app, 'GET', `${BASE}?limit=100`, { token: fresh.keys.test });
    expect(list.status).toBe(200);
    const programmes = list.body.data as Programme[];
    expect(new Set(programmes.map((p) => p.status))).toEqual(new Set(['draft', 'proposed', 'on_hold', 'declined', 'cancelled', 'booked', 'completed']));

    const example = programmes.find((p) => p.id === EXAMPLE_PROGRAMME_ID) as Programme & { title: string; start_date: string; latest_version: number };
    expect(example).toMatchObject({ status: 'proposed', title: 'Product launch - Dubai and Ras Al Khaimah', start_date: '2027-02-19', latest_version: 2 });
    expect((example.versions[1]?.valid_until ?? '') >= '2026-11-22').toBe(true);
    const exampleLinks = (await call(t.app, 'GET', `${BASE}/${EXAMPLE_PROGRAMME_ID}/links`, { token: fresh.keys.test })).body.data as Link[];
    expect(exampleLinks).toEqual([expect.objectContaining({ status: 'active', version: 2 })]);

    const booked = programmes.find((p) => p.status === 'booked') as Programme;
    expect(booked.acceptance).toMatchObject({ via: 'client_link' });
    const bookedLinks = (await call(t.app, 'GET', `${BASE}/${booked.id}/links`, { token: fresh.keys.test })).body.data as Link[];
    expect(bookedLinks.find((l) => l.id === booked.acceptance?.link_id)).toMatchObject({ status: 'accepted', accepted_by: booked.acceptance?.accepted_by });
    const bookedIds = JSON.parse(String((await stored(booked.id)).booking)).booking_ids as string[];
    expect(bookedIds).toHaveLength(booked.booking?.services ?? -1);
    expect(new Set(await t.db('bookings').whereIn('id', bookedIds).pluck('status'))).toEqual(new Set(['confirmed']));

    const completed = programmes.find((p) => p.status === 'completed') as Programme;
    const completedIds = JSON.parse(String((await stored(completed.id)).booking)).booking_ids as string[];
    expect(new Set(await t.db('bookings').whereIn('id', completedIds).pluck('status'))).toEqual(new Set(['completed']));
    const held = programmes.find((p) => p.status === 'on_hold') as Programme;
    expect(((await call(t.app, 'GET', `${BASE}/${held.id}/links`, { token: fresh.keys.test })).body.data as Link[]).map((l) => l.status)).toEqual(['expired']);
    for (const p of programmes) expect((await call(t.app, 'GET', `${BASE}/${p.id}`, { token: fresh.keys.test })).body).toEqual(p);
    expect(await ledgerSumFils(t.db, fresh.accountId, 'test')).toBe(await walletFils(t.db, fresh.accountId, 'test'));

    const live = await call(t.app, 'GET', BASE, { token: fresh.keys.live });
    expect(live.body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
    expect((await call(t.app, 'GET', `${BASE}/${EXAMPLE_PROGRAMME_ID}`, { token: fresh.keys.live })).status).toBe(404);
  });
});
