import { useV1Suite } from '../helpers/suite';
import type { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, type Mode, type Partner } from '../helpers/partitions';
import { runAdmin } from '../../scripts/admin';
import { openPartition } from '../../src/engine/partitions';

const WIDGET = '/api/b2b/v1/widget';
const AFFILIATE_WIDGET = '/api/b2b/v1/affiliate/widget';

const t = useV1Suite();
const { clock } = t;

const as = (who: Partner, mode: Mode) => t.api(who.keys[mode]);
type Res = Awaited<ReturnType<typeof call>>;
const issuesOf = (res: Res): Array<{ path: string; message: string }> => res.body.error.issues;

/** A partner whose partition of `mode` has no widget (a test partition is seeded with one). */
async function withoutWidget(mode: Mode): Promise<Partner> {
  const who = await partner(t);
  await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
  await t.db('widgets').where({ account_id: who.accountId, mode }).delete();
  return who;
}

const storedWidget = async (who: Partner, mode: Mode) => {
  const row = (await t.db('widgets').where({ account_id: who.accountId, mode }).first()) as { id: string; status: string; settings: string; suspension_reason: string | null } | undefined;
  return row ? { ...row, settings: JSON.parse(row.settings) as Record<string, unknown> } : undefined;
};

describe('the seeded test widget', () => {
  it('is active on the partner\'s origins, with its script served by this service; a live partition has none', async () => {
    const who = await partner(t);
    const res = await as(who, 'test').get(WIDGET);
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    expect(res.body).toMatchObject({
      object: 'widget', sandbox: true, status: 'active', partner: { name: 'Gulf Horizons Travel', code: expect.stringMatching(/^GHT-[0-9]{4}$/) },
      pricing: 'public', script_url: `https://trade.test/widget/${id}.js`, snippet: `<script src="https://trade.test/widget/${id}.js" async></script>`,
      allowed_origins: ['https://www.gulfhorizonstravel.example', 'https://blog.gulfhorizonstravel.example'], suspension_reason: null,
    });
    expect((await as(who, 'test').get(AFFILIATE_WIDGET)).body).toMatchObject({ id, status: 'active', snippet: res.body.snippet });
    const live = await as(who, 'live').get(WIDGET);
    expect(live.status).toBe(404);
    expect(live.body.error.message).toMatch(/^No booking widget yet/);
    expect((await as(who, 'live').get(AFFILIATE_WIDGET)).body).toEqual({ object: 'affiliate_widget', sandbox: false, id: null, status: 'not_set_up', settings: null, script_url: null, snippet: null, updated_at: null });
  });
});

describe.each(MODES)('the booking widget with a %s key', (mode) => {
  const sandbox = mode === 'test';
  const other: Mode = mode === 'test' ? 'live' : 'test';

  it('is set up by its first change, stored with its public link, and shown the same by both operations', async () => {
    const who = await withoutWidget(mode);
    clock.set('2026-11-22T11:00:00.000Z');
    const res = await as(who, mode).post(WIDGET, { allowed_origins: ['https://WWW.gulfhorizons.ae/', 'https://blog.gulfhorizons.ae:8443'], languages: { default: 'ar', enabled: ['ar', 'en'] } });
    expect(res.status).toBe(200);
    const id = res.body.id as string;
    expect(id).toMatch(/^wdg_[0-9A-Za-z]{20}$/);
    expect(res.body).toEqual({
      object: 'widget', sandbox, id, status: 'active', partner: { name: 'Gulf Horizons Travel', code: expect.stringMatching(/^GHT-[0-9]{4}$/) },
      products: ['transfers', 'tours'], default_product: 'transfers', languages: { default: 'ar', enabled: ['ar', 'en'] }, display_currency: 'AED',
      theme: { mode: 'light', accent_hex: '#0E7C86', layout: 'inline' }, allowed_origins: ['https://www.gulfhorizons.ae', 'https://blog.gulfhorizons.ae:8443'],
      pricing: 'public', script_url: `https://trade.test/widget/${id}.js`, snippet: `<script src="https://trade.test/widget/${id}.js" async></script>`,
      suspension_reason: null, created_at: '2026-11-22T11:00:00.000Z', updated_at: '2026-11-22T11:00:00.000Z',
    });
    expect(await storedWidget(who, mode)).toMatchObject({ id, status: 'active', settings: { allowed_origins: ['https://www.gulfhorizons.ae', 'https://blog.gulfhorizons.ae:8443'] } });
    expect(await t.db('public_links').where({ token: id })).toMatchObject([{ account_id: who.accountId, mode, kind: 'widget', subject_id: id, status: 'active' }]);
    expect(await t.db('state_moves').where({ subject_id: id }).select('from_state', 'to_state')).toEqual([{ from_state: null, to_state: 'active' }]);
    expect((await as(who, mode).get(WIDGET)).body).toEqual(res.body);
    expect((await as(who, mode).get(AFFILIATE_WIDGET)).body).toEqual({
      object: 'affiliate_widget', sandbox, id, status: 'active',
      settings: { products: ['airport_transfers', 'tours'], language: 'ar', display_currency: 'AED', accent_hex: '#0E7C86', layout: 'inline', allowed_origins: ['https://www.gulfhorizons.ae', 'https://blog.gulfhorizons.ae:8443'] },
      script_url: res.body.script_url, snippet: res.body.snippet, updated_at: '2026-11-22T11:00:00.000Z',
    });
    expect((await as(who, other).get(WIDGET)).body.id ?? null).not.toBe(id);
  });

  it('changes the fields sent and keeps the others and its snippet; pauses and resumes, each move recorded', async () => {
    const who = await withoutWidget(mode);
    const made = (await as(who, mode).post(WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'] })).body;
    clock.set('2026-11-22T12:00:00.000Z');
    const change = { display_currency: 'USD', theme: { mode: 'dark', accent_hex: '#B5651D', layout: 'floating_button' } };
    const res = await as(who, mode).post(WIDGET, change);
    expect(res.body).toEqual({ ...made, ...change, updated_at: '2026-11-22T12:00:00.000Z' });
    expect((await as(who, mode).post(WIDGET, { status: 'paused' })).body.status).toBe('paused');
    expect((await as(who, mode).post(WIDGET, { status: 'paused' })).body.status).toBe('paused');
    expect((await as(who, mode).post(WIDGET, { status: 'active' })).body.status).toBe('active');
    expect(await t.db('state_moves').where({ subject_id: made.id }).orderBy('id').select('from_state', 'to_state')).toEqual([
      { from_state: null, to_state: 'active' },
      { from_state: 'active', to_state: 'paused' },
      { from_state: 'paused', to_state: 'active' },
    ]);
    expect((await storedWidget(who, mode))?.settings).toMatchObject({ display_currency: 'USD', theme: change.theme });
  });

  it('is set up again through the affiliate view, which keeps the languages and theme mode only the widget view shows', async () => {
    const who = await withoutWidget(mode);
    const made = (await as(who, mode).post(WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'], languages: { default: 'en', enabled: ['en', 'ru'] }, theme: { mode: 'dark', accent_hex: '#123456', layout: 'inline' } })).body;
    const res = await as(who, mode).post(AFFILIATE_WIDGET, { products: ['tours'], language: 'de', display_currency: 'EUR', layout: 'popup', allowed_origins: ['https://www.dubaiwithkids.example'] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: made.id, status: 'active', settings: { products: ['tours'], language: 'de', display_currency: 'EUR', accent_hex: '#0A7C86', layout: 'popup', allowed_origins: ['https://www.dubaiwithkids.example'] } });
    expect((await as(who, mode).get(WIDGET)).body).toMatchObject({
      id: made.id, products: ['tours'], default_product: 'tours', languages: { default: 'de', enabled: ['de', 'en', 'ru'] }, display_currency: 'EUR',
      theme: { mode: 'dark', accent_hex: '#0A7C86', layout: 'floating_button' }, allowed_origins: ['https://www.dubaiwithkids.example'],
    });
    expect(await t.db('widgets').where({ account_id: who.accountId, mode })).toHaveLength(1);
  });

  it('sets up a widget through the affiliate view too', async () => {
    const who = await withoutWidget(mode);
    const res = await as(who, mode).post(AFFILIATE_WIDGET, { allowed_origins: ['https://www.dubaiwithkids.example'] });
    expect(res.body).toMatchObject({ sandbox, status: 'active', settings: { products: ['airport_transfers', 'tours'], language: 'en', display_currency: 'AED', layout: 'inline' } });
    expect((await storedWidget(who, mode))?.id).toBe(res.body.id);
  });

  it.each([
    ['an origin with a path', { allowed_origins: ['https://www.gulfhorizons.ae/book'] }, 'allowed_origins[0]', /origin only/],
    ['an http origin', { allowed_origins: ['http://www.gulfhorizons.ae'] }, 'allowed_origins[0]', /https/],
    ['an active widget with no origin', { allowed_origins: [] }, 'allowed_origins', /at least one allowed origin/],
    ['a default language not enabled', { languages: { default: 'ar', enabled: ['en'] } }, 'languages.default', /one of languages.enabled/],
    ['a default product not sold', { products: ['tours'], default_product: 'transfers' }, 'default_product', /one of products \(tours\)/],
    ['an unknown product', { products: ['cruises'] }, 'products[0]', /transfers, tours/],
    ['an empty change', {}, '', /at least one field/],
    ['a status only the operator sets', { status: 'suspended' }, 'status', /active, paused/],
  ])('refuses %s with 422, storing nothing', async (_name, body, path, message) => {
    const who = await partner(t);
    await as(who, mode).post(WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'] });
    const before = await rowCounts(t.db);
    const res = await as(who, mode).post(WIDGET, body);
    expect(res.status).toBe(422);
    expect(issuesOf(res).find((issue) => issue.path === path)?.message).toMatch(message);
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('refuses a first change without an origin: an active widget needs one', async () => {
    const who = await withoutWidget(mode);
    const res = await as(who, mode).post(WIDGET, { display_currency: 'USD' });
    expect(res.status).toBe(422);
    expect(issuesOf(res)[0]?.path).toBe('allowed_origins');
    expect(await storedWidget(who, mode)).toBeUndefined();
  });

  it('lets a paused widget drop every origin', async () => {
    const who = await withoutWidget(mode);
    await as(who, mode).post(WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'] });
    const res = await as(who, mode).post(WIDGET, { status: 'paused', allowed_origins: [] });
    expect(res.body).toMatchObject({ status: 'paused', allowed_origins: [] });
  });

  it('is suspended and reinstated by the operator; the partner cannot change it meanwhile (409), and the inbox says so', async () => {
    const who = await withoutWidget(mode);
    const made = (await as(who, mode).post(WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'] })).body;
    const reason = 'Prices were shown below the public price on one of the allowed origins.';
    expect(await runAdmin(['widget', 'suspend', '--account', who.accountId, '--mode', mode, '--reason', reason], t.db, clock)).toMatchObject({ widget: { id: made.id, status: 'suspended', suspension_reason: reason } });
    expect((await as(who, mode).get(WIDGET)).body).toMatchObject({ status: 'suspended', suspension_reason: reason });
    expect((await as(who, mode).get(AFFILIATE_WIDGET)).body.status).toBe('suspended');
    const before = await rowCounts(t.db);
    for (const [path, body] of [[WIDGET, { status: 'active' }], [AFFILIATE_WIDGET, { allowed_origins: ['https://www.gulfhorizons.ae'] }]] as const) {
      const res = await as(who, mode).post(path, body);
      expect(res.status).toBe(409);
      expect(res.body.error.message).toBe(`The booking widget ${made.id} is suspended, so it cannot be changed by the partner; the trade desk lifts a suspension.`);
    }
    expect(await rowCounts(t.db)).toEqual(before);
    await runAdmin(['widget', 'lift', '--account', who.accountId, '--mode', mode], t.db, clock);
    expect((await as(who, mode).get(WIDGET)).body).toMatchObject({ status: 'active', suspension_reason: null });
    const notices = await t.db('events').where({ account_id: who.accountId, mode }).whereIn('type', ['widget.suspended', 'widget.reinstated']).orderBy('type').select('type', 'notice_title');
    expect(notices).toEqual([
      { type: 'widget.reinstated', notice_title: 'Booking widget reinstated' },
      { type: 'widget.suspended', notice_title: 'Booking widget suspended' },
    ]);
  });
});
