import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, partitionFor, type Mode } from '../helpers/partitions';
import { openPartition } from '../../src/engine/partitions';
import { recordHit } from '../../src/engine/publicLinks';
import { setCommercialTerms } from '../../src/apiKeys/store';
import { unseal } from '../../src/platform/sealed';
import { qrPng, qrSvg } from '../../src/engine/documents/qr';
import type { components } from '../../src/generated/openapi-types';

type Guide = components['schemas']['GuideProperty'];

const BASE = '/api/b2b/v1/guides';
const PROPERTIES = `${BASE}/properties`;
const NOW = '2026-11-22T10:00:00.000Z';

const property = {
  name: 'Marina Gate 2, apartment 3104',
  reference: 'AIRBNB-48213377',
  type: 'apartment',
  bedrooms: 2,
  max_guests: 4,
  address: { building: 'Marina Gate 2', unit: '3104', street: 'Marina Walk', area: 'DUBAI_MARINA', makani_number: '1234567890' },
  dtcm_permit: 'MAR-GAT-8KQ2T',
  check_in_time: '15:00',
  check_out_time: '11:00',
  host: { name: 'Omar Haddad', phone: '+971501234567', email: 'stays@gulfhorizons.example' },
  languages: ['en', 'ar'],
  featured_services: ['airport_transfer', 'desert_safari'],
  guide: { welcome_message: 'Welcome to Dubai Marina!', house_rules: 'No parties.' },
};

const t = useV1Suite({ partners: ['who', 'stranger'], now: NOW });
const { clock } = t;
const { who, stranger } = t.partners;

type Res = Awaited<ReturnType<typeof call>>;
const issuesOf = (res: Res): Array<{ path: string; message: string }> => res.body.error.issues;

interface StoredGuide {
  account_id: string;
  mode: string;
  id: string;
  status: string;
  name: string;
  details: string;
  wifi_sealed: string | null;
  wifi_updated_at: string | null;
  updated_at: string;
  paused_at: string | null;
}
const stored = async (id: string): Promise<StoredGuide | undefined> => (await t.db('guide_properties').where({ id }).first()) as StoredGuide | undefined;
const linksOf = async (id: string): Promise<Array<{ token: string; status: string; expires_at: string | null; mode: string }>> =>
  t.db('public_links').where({ kind: 'guide', subject_id: id }).orderBy('created_at').orderBy('token').select('token', 'status', 'expires_at', 'mode');

describe.each(MODES)('welcome guides with a %s key', (mode) => {
  const other: Mode = mode === 'test' ? 'live' : 'test';
  const sandbox = mode === 'test';
  const get = (path: string, token = who.keys[mode]): Promise<Res> => t.api(token).get(path);
  const post = (path: string, body: unknown, token = who.keys[mode]): Promise<Res> => t.api(token).post(path, body);
  const patch = (path: string, body: unknown, token = who.keys[mode]): Promise<Res> => t.api(token).patch(path, body);
  const create = async (change: Record<string, unknown> = {}): Promise<Guide> => {
    const res = await post(PROPERTIES, { ...property, ...change });
    expect(res.status).toBe(201);
    return res.body;
  };

  beforeAll(async () => {
    for (const [account, m] of [[who.accountId, mode], [who.accountId, other], [stranger.accountId, mode]] as const) {
      await openPartition(t.sections, account, m, t.db, clock, 'system', null);
    }
  });

  it('adds a property: stored active in the key\'s partition with a guest link under the public address, read back and listed first', async () => {
    clock.set('2026-11-22T11:30:00.000Z');
    const res = await post(PROPERTIES, property);
    expect(res.status).toBe(201);
    const at = '2026-11-22T11:30:00.000Z';
    expect(res.body).toMatchObject({
      object: 'guide_property', sandbox, status: 'active', name: property.name, reference: 'AIRBNB-48213377',
      address: { ...property.address, emirate: 'DUBAI' }, host: property.host, languages: ['en', 'ar'],
      guide: { welcome_message: 'Welcome to Dubai Marina!', arrival_instructions: null, house_rules: 'No parties.', emergency_phone: null },
      wifi_configured: false, previous_link: null, created_at: at, updated_at: at, paused_at: null,
    });
    const id = res.body.id as string;
    expect(id).toMatch(/^gpr_[0-9A-Za-z]{20}$/);
    const code = res.body.guest_link.code as string;
    expect(res.body.guest_link).toEqual({ code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), url: `https://trade.test/g/${code}`, created_at: at });
    expect(res.body.files).toEqual({
      qr_png: `https://trade.test${PROPERTIES}/${id}/qr?format=png`, qr_svg: `https://trade.test${PROPERTIES}/${id}/qr?format=svg`,
      card_pdf: `https://trade.test${PROPERTIES}/${id}/card?format=pdf`, card_html: `https://trade.test${PROPERTIES}/${id}/card?format=html`,
    });

    expect(await stored(id)).toMatchObject({ account_id: who.accountId, mode, status: 'active', name: property.name, wifi_sealed: null });
    expect(await linksOf(id)).toEqual([{ token: code, status: 'active', expires_at: null, mode }]);
    expect(await t.db('state_moves').where({ subject_id: id })).toMatchObject([{ from_state: null, to_state: 'active', actor: `key:${who.keyIds[mode]}`, mode }]);
    expect(await t.db('events').where({ subject_id: id })).toMatchObject([{ type: 'guide_property.created', mode }]);

    expect((await get(`${PROPERTIES}/${id}`)).body).toEqual(res.body);
    expect((await get(`${PROPERTIES}?limit=1`)).body).toEqual({ object: 'list', sandbox, data: [res.body], next_cursor: sandbox ? expect.any(String) : null });
    // Another id each time.
    expect((await post(PROPERTIES, property)).body.id).not.toBe(id);
  });

  it('defaults languages and featured services, and needs no permit outside Dubai', async () => {
    const { dtcm_permit: _permit, languages: _languages, featured_services: _services, guide: _guide, reference: _reference, ...rest } = property;
    const res = await post(PROPERTIES, { ...rest, address: { building: 'Al Hamra Village', area: 'RAS_AL_KHAIMAH' } });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ languages: ['en'], featured_services: ['airport_transfer'], dtcm_permit: null, reference: null, address: { emirate: 'RAS_AL_KHAIMAH', unit: null, street: null, makani_number: null } });
    expect(JSON.parse((await stored(res.body.id))?.details ?? '{}')).toMatchObject({ languages: ['en'], dtcm_permit: null });
  });

  it.each([
    ['no permit in Dubai', { dtcm_permit: undefined }, 'dtcm_permit', /required for a property in Dubai/],
    ['too many guests for the bedrooms', { max_guests: 7 }, 'max_guests', /at most 6 for 2 bedrooms/],
    ['guests in a studio', { bedrooms: 0, max_guests: 3 }, 'max_guests', /at most 2 for a studio/],
    ['check-out after check-in', { check_out_time: '16:00' }, 'check_out_time', /earlier in the day than check_in_time/],
    ['no host', { host: undefined }, 'host', /is required/],
    ['a host phone that is not E.164', { host: { name: 'Omar', phone: '0501234567' } }, 'host.phone', /international format/],
    ['an area the operator does not serve', { address: { building: 'X', area: 'UMM_AL_QUWAIN' } }, 'address.area', /must be one of/],
    ['a repeated language', { languages: ['en', 'en'] }, 'languages', /must not repeat/],
    ['a status', { status: 'paused' }, 'status', /not a field/],
    ['a bad time', { check_in_time: '25:00' }, 'check_in_time', /HH:MM/],
  ])('refuses %s with 422 on its field, storing nothing', async (_name, change, path, message) => {
    const before = await rowCounts(t.db);
    const res = await post(PROPERTIES, { ...property, ...change });
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(issuesOf(res).find((issue) => issue.path === path)?.message).toMatch(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('reports every broken rule at once', async () => {
    const res = await post(PROPERTIES, { ...property, dtcm_permit: undefined, max_guests: 9, check_out_time: '15:00' });
    expect(res.body.error.fields).toEqual(['dtcm_permit', 'max_guests', 'check_out_time']);
  });

  it('lists newest first, filters by status, and pages with a keyset cursor that walks every property once', async () => {
    const made = [await create({ name: 'Walk one' }), await create({ name: 'Walk two' }), await create({ name: 'Walk three' })];
    const seen = await t.walk<Guide>(who.keys[mode], PROPERTIES, { limit: 2 });
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const p of made) expect(ids).toContain(p.id);
    const rows = (await t.db('guide_properties').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as Array<{ id: string }>;
    expect(ids).toEqual(rows.map((row) => row.id));
    expect(seen.every((p) => p.sandbox === sandbox)).toBe(true);

    const paused = (await get(`${PROPERTIES}?status=paused&limit=100`)).body.data as Array<{ status: string }>;
    expect(paused.every((p) => p.status === 'paused')).toBe(true);
    expect(paused).toHaveLength(seen.filter((p) => p.status === 'paused').length);
    expect(issuesOf(await get(`${PROPERTIES}?status=archived`))).toEqual([{ path: 'status', message: 'must be one of: active, paused' }]);
    expect(issuesOf(await get(`${PROPERTIES}?cursor=nonsense`))[0]?.path).toBe('cursor');
  });

  it('keeps partitions apart: the other mode and other accounts get 404 and never see the property', async () => {
    const made = await create();
    for (const token of [who.keys[other], stranger.keys[mode]]) {
      for (const path of ['', '/wifi', '/qr', '/card']) expect((await get(`${PROPERTIES}/${made.id}${path}`, token)).status).toBe(404);
      expect((await patch(`${PROPERTIES}/${made.id}`, { name: 'Taken' }, token)).status).toBe(404);
      expect((await post(`${PROPERTIES}/${made.id}/status`, { action: 'pause' }, token)).status).toBe(404);
      expect((await post(`${PROPERTIES}/${made.id}/link`, {}, token)).status).toBe(404);
      expect((await post(`${PROPERTIES}/${made.id}/wifi`, { network_name: 'x', security: 'open' }, token)).status).toBe(404);
      expect((await get(`${BASE}/stats?property_id=${made.id}`, token)).status).toBe(404);
      const listed = (await get(`${PROPERTIES}?limit=100`, token)).body.data as Array<{ id: string }>;
      expect(listed.map((p) => p.id)).not.toContain(made.id);
    }
    const missing = await get(`${PROPERTIES}/gpr_0000Wm9Xr4Tz1Lp8Nc3V`);
    expect(missing.body.error).toEqual({ code: 'not_found', message: 'No welcome-guide property gpr_0000Wm9Xr4Tz1Lp8Nc3V in this account.', retryable: false });
    expect(await stored(made.id)).toMatchObject({ name: property.name, status: 'active', wifi_sealed: null });
  });

  it('edits only the fields sent, stores them, and applies the rules to the property as it would be', async () => {
    const made = await create();
    clock.set('2026-11-22T11:00:00.000Z');
    const res = await patch(`${PROPERTIES}/${made.id}`, { check_in_time: '14:00', languages: ['en', 'ar', 'ru'], reference: null, guide: { welcome_message: 'Hello' }, name: 'Marina Gate 2, 3104' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      ...made,
      name: 'Marina Gate 2, 3104',
      check_in_time: '14:00',
      languages: ['en', 'ar', 'ru'],
      reference: null,
      guide: { welcome_message: 'Hello', arrival_instructions: null, parking: null, checkout_instructions: null, house_rules: null, emergency_phone: null },
      updated_at: '2026-11-22T11:00:00.000Z',
    });
    expect((await get(`${PROPERTIES}/${made.id}`)).body).toEqual(res.body);
    expect(await stored(made.id)).toMatchObject({ name: 'Marina Gate 2, 3104', updated_at: '2026-11-22T11:00:00.000Z' });
    expect(await t.db('events').where({ subject_id: made.id }).orderBy('created_at').pluck('type')).toEqual(['guide_property.created', 'guide_property.updated']);

    const before = await stored(made.id);
    const refused = await patch(`${PROPERTIES}/${made.id}`, { dtcm_permit: null });
    expect(refused.status).toBe(422);
    expect(issuesOf(refused)).toEqual([{ path: 'dtcm_permit', message: 'is required for a property in Dubai (its holiday-home permit number)' }]);
    const moved = await patch(`${PROPERTIES}/${made.id}`, { dtcm_permit: null, address: { building: 'Al Hamra Village', area: 'RAS_AL_KHAIMAH' } });
    expect(moved.body).toMatchObject({ dtcm_permit: null, address: { building: 'Al Hamra Village', unit: null, street: null, area: 'RAS_AL_KHAIMAH', emirate: 'RAS_AL_KHAIMAH', makani_number: null } });
    expect((await stored(made.id))?.details).not.toBe(before?.details);

    expect(issuesOf(await patch(`${PROPERTIES}/${made.id}`, {}))[0]?.path).toBe('');
    const status = await patch(`${PROPERTIES}/${made.id}`, { status: 'paused', guest_link: 'x' });
    expect(status.status).toBe(422);
    expect(status.body.error.fields).toEqual(['status', 'guest_link']);
  });

  it('pauses and resumes through the state machine: stored, links paused with the guide, every move recorded; wrong moves are 409', async () => {
    const made = await create();
    clock.set('2026-11-22T12:00:00.000Z');
    const paused = await post(`${PROPERTIES}/${made.id}/status`, { action: 'pause', reason: 'Renovation' });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ id: made.id, status: 'paused', paused_at: '2026-11-22T12:00:00.000Z', updated_at: '2026-11-22T12:00:00.000Z', guest_link: made.guest_link });
    expect(await stored(made.id)).toMatchObject({ status: 'paused', paused_at: '2026-11-22T12:00:00.000Z' });
    expect(await linksOf(made.id)).toEqual([{ token: made.guest_link.code, status: 'paused', expires_at: null, mode }]);

    const again = await post(`${PROPERTIES}/${made.id}/status`, { action: 'pause' });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'invalid_state', message: `The welcome-guide property ${made.id} is paused, so it cannot be paused.`, retryable: false });

    // A paused guide can be edited, and its link replaced: the new link is paused too.
    expect((await patch(`${PROPERTIES}/${made.id}`, { name: 'Renovated' })).body).toMatchObject({ status: 'paused', name: 'Renovated' });
    const swapped = (await post(`${PROPERTIES}/${made.id}/link`, { reason: 'routine' })).body as Guide;
    expect(swapped).toMatchObject({ status: 'paused', previous_link: null });
    expect(Object.fromEntries((await linksOf(made.id)).map((link) => [link.token, link.status]))).toEqual({ [made.guest_link.code]: 'retired', [swapped.guest_link.code]: 'paused' });

    clock.set('2026-11-23T08:00:00.000Z');
    const resumed = await post(`${PROPERTIES}/${made.id}/status`, { action: 'resume' });
    expect(resumed.body).toMatchObject({ status: 'active', paused_at: null, updated_at: '2026-11-23T08:00:00.000Z' });
    expect(await stored(made.id)).toMatchObject({ status: 'active', paused_at: null });
    expect(Object.fromEntries((await linksOf(made.id)).map((link) => [link.token, link.status]))).toEqual({ [made.guest_link.code]: 'retired', [swapped.guest_link.code]: 'active' });
    const twice = await post(`${PROPERTIES}/${made.id}/status`, { action: 'resume' });
    expect(twice.body.error.message).toBe(`The welcome-guide property ${made.id} is active, so it cannot be resumed.`);

    const pauseEvent = (await t.db('events').where({ subject_id: made.id, type: 'guide_property.paused' }).first()) as { data: string };
    // The event carries the property as the pause answered it; the reason is not part of it.
    expect(JSON.parse(pauseEvent.data)).toEqual(paused.body);
    const moves = await t.db('state_moves').where({ subject_id: made.id }).orderBy('id').select('from_state', 'to_state', 'actor');
    expect(moves).toEqual([
      { from_state: null, to_state: 'active', actor: `key:${who.keyIds[mode]}` },
      { from_state: 'active', to_state: 'paused', actor: `key:${who.keyIds[mode]}` },
      { from_state: 'paused', to_state: 'active', actor: `key:${who.keyIds[mode]}` },
    ]);
    expect(issuesOf(await post(`${PROPERTIES}/${made.id}/status`, { action: 'archive' }))).toEqual([{ path: 'action', message: 'must be one of: pause, resume' }]);
  });

  it('replaces the guest link: the old one is retired at once by default, or kept for its grace period, and only the latest replaced link is kept', async () => {
    const made = await create();
    const first = made.guest_link.code as string;
    const now = await post(`${PROPERTIES}/${made.id}/link`, {});
    expect(now.status).toBe(200);
    expect(now.body.guest_link.code).not.toBe(first);
    expect(now.body).toMatchObject({ previous_link: null, guest_link: { created_at: NOW, url: `https://trade.test/g/${now.body.guest_link.code}` } });
    expect(await linksOf(made.id)).toEqual(expect.arrayContaining([
      { token: first, status: 'retired', expires_at: null, mode },
      { token: now.body.guest_link.code, status: 'active', expires_at: null, mode },
    ]));

    const second = now.body.guest_link.code as string;
    const grace = await post(`${PROPERTIES}/${made.id}/link`, { grace_period_hours: 48, reason: 'shared_publicly' });
    expect(grace.body.previous_link).toEqual({ code: second, url: `https://trade.test/g/${second}`, stops_working_at: '2026-11-24T10:00:00.000Z' });
    expect((await get(`${PROPERTIES}/${made.id}`)).body).toEqual(grace.body);
    const third = grace.body.guest_link.code as string;

    const again = await post(`${PROPERTIES}/${made.id}/link`, { grace_period_hours: 2 });
    expect(again.body.previous_link).toMatchObject({ code: third, stops_working_at: '2026-11-22T12:00:00.000Z' });
    const statuses = Object.fromEntries((await linksOf(made.id)).map((link) => [link.token, link.status]));
    expect(statuses).toEqual({ [first]: 'retired', [second]: 'retired', [third]: 'active', [again.body.guest_link.code]: 'active' });

    // Past the grace period the previous link is no longer shown.
    clock.set('2026-11-22T12:00:01.000Z');
    expect((await get(`${PROPERTIES}/${made.id}`)).body.previous_link).toBeNull();
    expect(issuesOf(await post(`${PROPERTIES}/${made.id}/link`, { grace_period_hours: 169 }))).toEqual([{ path: 'grace_period_hours', message: 'must be at most 168' }]);
  });

  it('keeps Wi-Fi details sealed at rest: the stored column has no password in clear, and only guides_wifi:read reads them back', async () => {
    const made = await create();
    const empty = await get(`${PROPERTIES}/${made.id}/wifi`);
    expect(empty.body).toEqual({ object: 'guide_wifi', sandbox, property_id: made.id, configured: false, network_name: null, security: null, password: null, hidden: false, show_in_guide: true, join_string: null, updated_at: null });

    clock.set('2026-11-22T10:05:00.000Z');
    const set = await post(`${PROPERTIES}/${made.id}/wifi`, { network_name: 'Villa;12', security: 'wpa2', password: 'pass:word,desert', hidden: true });
    expect(set.status).toBe(200);
    const wifi = { object: 'guide_wifi', sandbox, property_id: made.id, configured: true, network_name: 'Villa;12', security: 'wpa2', password: 'pass:word,desert', hidden: true, show_in_guide: true, join_string: 'WIFI:T:WPA;S:Villa\\;12;P:pass\\:word\\,desert;H:true;;', updated_at: '2026-11-22T10:05:00.000Z' };
    expect(set.body).toEqual(wifi);
    expect((await get(`${PROPERTIES}/${made.id}/wifi`)).body).toEqual(wifi);
    expect((await get(`${PROPERTIES}/${made.id}`)).body).toMatchObject({ wifi_configured: true, updated_at: '2026-11-22T10:05:00.000Z' });

    const row = await stored(made.id);
    expect(row?.wifi_sealed).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(row?.wifi_sealed).not.toContain('pass:word');
    expect(row?.wifi_sealed).not.toContain('Villa');
    expect(Buffer.from(row?.wifi_sealed?.split('.')[3] ?? '', 'base64url').toString('latin1')).not.toContain('desert');
    const opened = JSON.parse(unseal(t.services.keys.dataEncryption, row?.wifi_sealed ?? '', `guide_wifi:${who.accountId}:${mode}:${made.id}`));
    expect(opened).toEqual({ network_name: 'Villa;12', security: 'wpa2', password: 'pass:word,desert', hidden: true, show_in_guide: true });
    // Nothing else stored says it either: not the event, not the property's answer.
    expect(JSON.stringify(await t.db('events').where({ subject_id: made.id }))).not.toContain('pass:word');
    expect(JSON.stringify((await get(`${PROPERTIES}/${made.id}`)).body)).not.toContain('pass:word');
    // Copied into another property's row, the value does not open there.
    const otherProperty = await create();
    await t.db('guide_properties').where({ id: otherProperty.id }).update({ wifi_sealed: row?.wifi_sealed });
    expect((await get(`${PROPERTIES}/${otherProperty.id}/wifi`)).status).toBe(500);
    await t.db('guide_properties').where({ id: otherProperty.id }).update({ wifi_sealed: null });

    const open = await post(`${PROPERTIES}/${made.id}/wifi`, { network_name: 'Guest', security: 'open', show_in_guide: false });
    expect(open.body).toMatchObject({ password: null, show_in_guide: false, join_string: 'WIFI:T:nopass;S:Guest;;' });

    const reader = await issueKey(t, { mode, accountId: who.accountId, scopes: ['guides:read', 'guides:write'] });
    expect((await get(`${PROPERTIES}/${made.id}`, reader.key)).status).toBe(200);
    const refused = await get(`${PROPERTIES}/${made.id}/wifi`, reader.key);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toContain('guides_wifi:read');
    expect((await post(`${PROPERTIES}/${made.id}/wifi`, { network_name: 'x', security: 'open' }, reader.key)).status).toBe(403);
    const wifiOnly = await issueKey(t, { mode, accountId: who.accountId, scopes: ['guides_wifi:read'] });
    expect((await get(`${PROPERTIES}/${made.id}/wifi`, wifiOnly.key)).body.network_name).toBe('Guest');
  });

  it.each([
    ['a WPA network without a password', { network_name: 'Home', security: 'wpa3' }, 'is required for a wpa3 network'],
    ['an open network with a password', { network_name: 'Home', security: 'open', password: 'abcdefgh' }, 'must not be given for an open network'],
    ['a short password', { network_name: 'Home', security: 'wpa2', password: 'abc' }, 'must be at least 8 characters long'],
  ])('refuses Wi-Fi with %s, storing nothing', async (_name, body, message) => {
    const made = await create();
    const before = await rowCounts(t.db);
    const res = await post(`${PROPERTIES}/${made.id}/wifi`, body);
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path: 'password', message }]);
    expect(await rowCounts(t.db)).toEqual(before);
    expect((await stored(made.id))?.wifi_sealed).toBeNull();
  });

  it('draws the QR code of the live guest link marked as a scan, and a new one once the link is replaced', async () => {
    const made = await create();
    const scanned = `${made.guest_link.url}?src=qr`;
    const png = await get(`${PROPERTIES}/${made.id}/qr?size=256`);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const bytes = Buffer.from(png.body as Buffer);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(bytes.equals(await qrPng(scanned, 256))).toBe(true);
    const svg = await get(`${PROPERTIES}/${made.id}/qr?format=svg`);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(String(svg.text ?? Buffer.from(svg.body as Buffer).toString())).toBe(await qrSvg(scanned));

    const replaced = await post(`${PROPERTIES}/${made.id}/link`, {});
    const next = Buffer.from((await get(`${PROPERTIES}/${made.id}/qr?size=256`)).body as Buffer);
    expect(next.equals(bytes)).toBe(false);
    expect(next.equals(await qrPng(`${replaced.body.guest_link.url}?src=qr`, 256))).toBe(true);

    expect(issuesOf(await get(`${PROPERTIES}/${made.id}/qr?format=jpg`))).toEqual([{ path: 'format', message: 'must be one of: png, svg' }]);
    expect(issuesOf(await get(`${PROPERTIES}/${made.id}/qr?size=64`))).toEqual([{ path: 'size', message: 'must be at least 128' }]);
  });

  it('prints the card with the live link and its QR code, in the partner\'s name, without the Wi-Fi password', async () => {
    const made = await create();
    await post(`${PROPERTIES}/${made.id}/wifi`, { network_name: 'MarinaGate-3104', security: 'wpa2', password: 'falcon-dune-4821' });
    const html = await get(`${PROPERTIES}/${made.id}/card`);
    expect(html.status).toBe(200);
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.text).toContain(made.guest_link.url);
    expect(html.text).toContain(await qrSvg(`${made.guest_link.url}?src=qr`, 220));
    expect(html.text).toContain('Gulf Horizons Travel');
    expect(html.text).not.toContain('falcon-dune-4821');
    expect(html.text.includes('TEST DOCUMENT')).toBe(sandbox);

    const pdf = await get(`${PROPERTIES}/${made.id}/card?format=pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="guide-card-${made.id}.pdf"`);
    const bytes = Buffer.from(pdf.body as Buffer);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(Buffer.from((await get(`${PROPERTIES}/${made.id}/card?format=pdf`)).body as Buffer).equals(bytes)).toBe(true);
    expect(issuesOf(await get(`${PROPERTIES}/${made.id}/card?format=docx`))).toEqual([{ path: 'format', message: 'must be one of: html, pdf' }]);
  });

  it('counts recorded views and scans per UAE day, and nothing that was not recorded', async () => {
    const key = await partner(t);
    const token = key.keys[mode];
    const a = (await post(PROPERTIES, { ...property, name: 'A stay' }, token)).body;
    const b = (await post(PROPERTIES, { ...property, name: 'B stay' }, token)).body;
    const before = (await get(`${BASE}/stats`, token)).body;
    expect(before.properties).toEqual(expect.arrayContaining([
      { property_id: a.id, name: 'A stay', qr_scans: 0, guide_views: 0, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 },
    ]));
    const p = partitionFor(t, key.accountId, mode);
    const hit = (id: string, link: string, kind: 'view' | 'scan', at: string): Promise<string> =>
      p.at(new Date(at)).transaction((q) => recordHit(q, { token: link, kind, subjectType: 'guide_property', subjectId: id, visitor: 'abcdef0123456789' }));
    // 21:30 UTC on the 20th is the 21st in the UAE.
    await hit(a.id, a.guest_link.code, 'view', '2026-11-20T10:00:00.000Z');
    await hit(a.id, a.guest_link.code, 'scan', '2026-11-20T21:30:00.000Z');
    await hit(a.id, a.guest_link.code, 'scan', '2026-11-21T08:00:00.000Z');
    await hit(b.id, b.guest_link.code, 'view', '2026-11-22T09:00:00.000Z');
    // Before the period: not counted.
    await hit(b.id, b.guest_link.code, 'view', '2026-10-23T19:59:59.000Z');

    const stats = await get(`${BASE}/stats`, token);
    expect(stats.status).toBe(200);
    expect(stats.body).toMatchObject({ object: 'guide_stats', sandbox, period: { from: '2026-10-24', to: '2026-11-22', days: 30 }, property_id: null, currency: 'AED', split: { basis: 'guide_standard', partner_percent: 10 } });
    expect(stats.body.totals).toEqual({ ...before.totals, qr_scans: before.totals.qr_scans + 2, guide_views: before.totals.guide_views + 4 });
    expect(stats.body.properties).toEqual(expect.arrayContaining([
      { property_id: a.id, name: 'A stay', qr_scans: 2, guide_views: 3, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 },
      { property_id: b.id, name: 'B stay', qr_scans: 0, guide_views: 1, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 },
    ]));
    const names = (stats.body.properties as Array<{ name: string }>).map((line) => line.name);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y)));
    const day20 = await get(`${BASE}/stats?from=2026-11-20&to=2026-11-20&property_id=${a.id}`, token);
    expect(day20.body).toMatchObject({ property_id: a.id, period: { days: 1 }, totals: { qr_scans: 0, guide_views: 1 } });
    expect(day20.body.properties).toHaveLength(1);
    const day21 = await get(`${BASE}/stats?from=2026-11-21&to=2026-11-21&property_id=${a.id}`, token);
    expect(day21.body.totals).toMatchObject({ qr_scans: 2, guide_views: 2 });

    await setCommercialTerms(t.db, t.clock, key.accountId, 'commission', 1250);
    expect((await get(`${BASE}/stats`, token)).body.split).toEqual({ basis: 'commission', partner_percent: 12.5 });
  });

  it.each([
    ['a period ending after today', 'to=2026-11-23', 'to', 'must not be after today (2026-11-22, UAE time)'],
    ['from after to', 'from=2026-11-10&to=2026-11-01', 'from', 'must not be after to (2026-11-01)'],
    ['more than 366 days', 'from=2025-01-01&to=2026-11-01', 'from', 'must be at most 366 days before to, both included'],
    ['a malformed date', 'from=2026-13-01', 'from', 'must be a date written YYYY-MM-DD'],
  ])('refuses stats for %s', async (_name, query, path, message) => {
    const res = await get(`${BASE}/stats?${query}`);
    expect(res.status).toBe(422);
    expect(issuesOf(res)).toEqual([{ path, message }]);
  });
});

describe('a fresh test partition', () => {
  it('is seeded with realistic properties: some with Wi-Fi (sealed), one paused, with the views and scans their links had', async () => {
    const fresh = await partner(t);
    const list = await call(t.app, 'GET', `${PROPERTIES}?limit=100`, { token: fresh.keys.test });
    const data = list.body.data as Guide[];
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data.filter((p) => p.status === 'paused')).toHaveLength(1);
    const withWifi = data.filter((p) => p.wifi_configured);
    expect(withWifi.length).toBeGreaterThanOrEqual(3);
    expect(withWifi.length).toBeLessThan(data.length);
    for (const p of withWifi) {
      const wifi = await call(t.app, 'GET', `${PROPERTIES}/${p.id}/wifi`, { token: fresh.keys.test });
      expect(wifi.body).toMatchObject({ configured: true, sandbox: true });
      const row = await stored(p.id);
      if (wifi.body.password !== null) expect(row?.wifi_sealed).not.toContain(wifi.body.password);
    }
    const stats = (await call(t.app, 'GET', `${BASE}/stats`, { token: fresh.keys.test })).body;
    expect(stats.totals.guide_views).toBeGreaterThan(stats.totals.qr_scans);
    expect(stats.totals.qr_scans).toBeGreaterThan(0);
    const hits = (await t.db('public_hits').where({ account_id: fresh.accountId, mode: 'test', subject_type: 'guide_property' }).count({ n: '*' })) as Array<{ n: number | string }>;
    expect(Number(hits[0]?.n)).toBeGreaterThanOrEqual(stats.totals.guide_views);
    // The live partition stays empty.
    expect((await call(t.app, 'GET', PROPERTIES, { token: fresh.keys.live })).body).toEqual({ object: 'list', sandbox: false, data: [], next_cursor: null });
  });
});
