import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, partner, partitionFor, type Mode, type Partner } from '../helpers/partitions';
import { issueKey } from '../helpers/apiKeys';
import { runAdmin } from '../../scripts/admin';
import { openPartition } from '../../src/engine/partitions';
import { advanceBooking, cancelBooking } from '../../src/engine/bookings';
import { createReferral, type ReferralSource } from '../../src/engine/referrals';
import { recordHit } from '../../src/engine/publicLinks';
import { balance } from '../../src/engine/ledger';
import { qrSvg } from '../../src/engine/documents/qr';
import { unseal } from '../../src/platform/sealed';
import type { Partition } from '../../src/engine/partition';

const V1 = '/api/b2b/v1/affiliate';
const link = { name: 'Instagram bio - desert safaris', landing_page: 'desert_safaris', utm: { source: 'instagram', medium: 'social', campaign: 'winter_safari_2026', content: 'bio_link' } };
const bankDetails = { account_holder_type: 'company', account_holder_name: 'Gulf Horizons Travel LLC', iban: 'AE07 0331 2345 6789 0123 456', bank_name: 'Mashreq Bank' };
const SAFARI = { id: 'act_IZHVIIA1lFTXjHowe8Y7', name: 'Evening desert safari with BBQ dinner', kind: 'tour' as const };

const t = useV1Suite();
const { clock } = t;

const as = (who: Partner, mode: Mode) => t.api(who.keys[mode]);

type Res = Awaited<ReturnType<typeof call>>;
function expectInvalid(res: Res, path: string, message: RegExp): void {
  expect(res.status).toBe(422);
  expect(res.body.error.code).toBe('validation_failed');
  expect(res.body.error.issues.find((issue: { path: string }) => issue.path === path)?.message).toMatch(message);
}

/** Opens the partition as a first request would (a test partition is seeded then). */
const open = (who: Partner, mode: Mode): Promise<Partition> => openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
const partitionAt = (who: Partner, mode: Mode, at: string): Partition => partitionFor({ db: t.db, sections: t.sections, clock: { now: () => new Date(at) } }, who.accountId, mode);

/**
 * A visitor's booking request on a public page, as the page would make it, for a safari the day
 * before the suite's clock: served by now, so it can be completed (a booking is completed only
 * once its pickup time has come).
 */
async function referral(p: Partition, source: ReferralSource, priceAed: number, clickId: string | null = null) {
  return createReferral(p, source, {
    offer: SAFARI,
    serviceDate: '2026-11-21',
    adults: 2,
    children: 0,
    priceFils: toFils(priceAed),
    contact: { name: 'Sofia Rossi', email: 'sofia.rossi@example.com', phone: '+971501234567' },
    note: null,
  }, clickId);
}

/** Earnings for a partition: a booking request made through `source`, served (its 8 % accrues). */
async function earn(who: Partner, mode: Mode, priceAed: number, source: ReferralSource = { type: 'widget', id: 'wdg_test' }): Promise<string> {
  const p = partitionFor(t, who.accountId, mode);
  const booking = await referral(p, source, priceAed);
  await advanceBooking(p, booking.id, 'confirmed');
  await advanceBooking(p, booking.id, 'completed');
  return booking.id;
}

/** Rows with their bigint columns as numbers (PostgreSQL answers them as strings). */
const numbers = <Row extends Record<string, unknown>>(rows: Row[], ...columns: string[]): Row[] => rows.map((row) => ({ ...row, ...Object.fromEntries(columns.map((c) => [c, Number(row[c])])) }));

const earningsFils = async (who: Partner, mode: Mode): Promise<number> => (await balance(partitionFor(t, who.accountId, mode))).earnings_fils;

/** The trade desk's answer to a request: the test helper for a test key, the operator CLI for live. */
async function answer(who: Partner, mode: Mode, requestId: string, accept: boolean, note?: string): Promise<void> {
  if (mode === 'test') {
    const res = await as(who, mode).post(`/api/b2b/v1/test-helpers/requests/${requestId}/answer`, { decision: accept ? 'accepted' : 'declined', ...(note ? { note } : {}) });
    expect(res.status).toBe(200);
    return;
  }
  const [task] = (await t.db('desk_queue').where({ subject_type: 'request', subject_id: requestId })) as Array<{ id: number; kind: string }>;
  expect(task?.kind).toBe('affiliate_payout');
  await runAdmin(['desk', 'answer', '--task', String(task?.id), accept ? '--accept' : '--decline', ...(note ? ['--note', note] : [])], t.db, clock);
}

describe.each(MODES)('affiliates with a %s key', (mode) => {
  const sandbox = mode === 'test';
  const other: Mode = mode === 'test' ? 'live' : 'test';
  let who: Partner;

  beforeAll(async () => {
    who = await partner(t);
    await open(who, mode);
    await open(who, other);
  });

  describe('tracking links', () => {
    it('stores a link with its tracking URL and public link, lists it first, and records its creation', async () => {
      clock.set('2026-11-22T11:00:00.000Z');
      const res = await as(who, mode).post(`${V1}/links`, link);
      expect(res.status).toBe(201);
      const code = res.body.code as string;
      expect(code).toMatch(/^lnk_[0-9A-Za-z]{20}$/);
      expect(res.body).toEqual({
        object: 'affiliate_link',
        sandbox,
        code,
        name: link.name,
        landing_page: 'desert_safaris',
        utm: { source: 'instagram', medium: 'social', campaign: 'winter_safari_2026', term: null, content: 'bio_link' },
        url: `https://trade.test/t/${code}`,
        landing_url: `https://trade.test/book/desert-safaris?aff=${code}&utm_source=instagram&utm_medium=social&utm_campaign=winter_safari_2026&utm_content=bio_link`,
        qr: { svg_url: `${V1}/links/${code}/qr?format=svg`, png_url: `${V1}/links/${code}/qr?format=png` },
        created_at: '2026-11-22T11:00:00.000Z',
      });
      expect(await t.db('affiliate_links').where({ id: code })).toMatchObject([{ account_id: who.accountId, mode, name: link.name, landing_page: 'desert_safaris', utm_term: null, utm_content: 'bio_link' }]);
      expect(await t.db('public_links').where({ token: code })).toMatchObject([{ account_id: who.accountId, mode, kind: 'tracking', subject_id: code, status: 'active' }]);
      expect(await t.db('events').where({ subject_id: code })).toMatchObject([{ type: 'affiliate_link.created', mode }]);

      const first = await as(who, mode).get(`${V1}/links?limit=1`);
      expect(first.body.data).toEqual([res.body]);
    });

    it('opens on the home page when no landing page is given', async () => {
      const res = await as(who, mode).post(`${V1}/links`, { name: 'Newsletter', utm: { source: 'newsletter', medium: 'email', campaign: 'always_on', term: 'x.y-z' } });
      expect(res.status).toBe(201);
      expect(res.body.landing_page).toBe('home');
      expect(res.body.landing_url).toBe(`https://trade.test/book?aff=${res.body.code}&utm_source=newsletter&utm_medium=email&utm_campaign=always_on&utm_term=x.y-z`);
    });

    it('pages through every link once, newest first', async () => {
      for (let i = 0; i < 3; i++) {
        clock.advance(60);
        expect((await as(who, mode).post(`${V1}/links`, { ...link, name: `Link ${i}` })).status).toBe(201);
      }
      const all = await t.walk(who.keys[mode], `${V1}/links`, { limit: 2 });
      const stored = (await t.db('affiliate_links').where({ account_id: who.accountId, mode }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).select('id')) as Array<{ id: string }>;
      expect(all.map((l) => l.code)).toEqual(stored.map((row) => row.id));
      if (sandbox) expect(all.length).toBeGreaterThan(6); // the seeded links too
      expectInvalid(await as(who, mode).get(`${V1}/links?cursor=nonsense`), 'cursor', /not a cursor/);
    });

    it('refuses a bad link with 422 and stores nothing', async () => {
      const before = await rowCounts(t.db);
      expectInvalid(await as(who, mode).post(`${V1}/links`, { ...link, utm: { ...link.utm, source: 'insta gram' } }), 'utm.source', /letters, digits/);
      expectInvalid(await as(who, mode).post(`${V1}/links`, { ...link, landing_page: 'moon' }), 'landing_page', /one of/);
      expect(await rowCounts(t.db)).toEqual(before);
    });

    it('answers the QR code of the tracking URL, and 404 for a link of the other mode or another account', async () => {
      const made = (await as(who, mode).post(`${V1}/links`, link)).body;
      const svg = await as(who, mode).get(`${V1}/links/${made.code}/qr`);
      expect(svg.status).toBe(200);
      expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(svg.text ?? svg.body.toString()).toBe(await qrSvg(made.url));
      const png = await call(t.app, 'GET', `${V1}/links/${made.code}/qr?format=png&size=128`, { token: who.keys[mode] });
      expect(png.headers['content-type']).toBe('image/png');
      expect((await as(who, other).get(`${V1}/links/${made.code}/qr`)).status).toBe(404);
      const stranger = await partner(t);
      expect((await as(stranger, mode).get(`${V1}/links/${made.code}/qr`)).status).toBe(404);
      expect((await as(who, mode).get(`${V1}/links/lnk_0000Xk9Lw4Rt8Zp3Vb6N/qr`)).status).toBe(404);
    });
  });

  describe('statistics and performance', () => {
    let fresh: Partner;
    let a: string;
    let b: string;

    beforeAll(async () => {
      // A partner of its own, whose links were all made on 2026-11-01 (UAE), so the figures are known.
      fresh = await partner(t);
      await open(fresh, mode);
      await t.db('affiliate_links').where({ account_id: fresh.accountId, mode }).delete();
      await t.db('public_hits').where({ account_id: fresh.accountId, mode }).delete();
      await t.db('attributions').where({ account_id: fresh.accountId, mode }).delete();
      clock.set('2026-11-01T06:00:00.000Z');
      a = (await as(fresh, mode).post(`${V1}/links`, link)).body.code;
      b = (await as(fresh, mode).post(`${V1}/links`, { ...link, name: 'Newsletter', landing_page: 'home' })).body.code;
      const hit = (link: string, at: string, visitor: string) => recordHit(partitionAt(fresh, mode, at), { token: link, kind: 'click', subjectType: 'affiliate_link', subjectId: link, visitor });
      // 2026-11-20: three clicks on a, one on b. 2026-11-21 (UAE; 22:30Z on the 20th): one on b.
      const a1 = await hit(a, '2026-11-20T08:00:00.000Z', 'v1');
      await hit(a, '2026-11-20T09:00:00.000Z', 'v2');
      await hit(a, '2026-11-20T10:00:00.000Z', 'v3');
      const b1 = await hit(b, '2026-11-20T11:00:00.000Z', 'v1');
      const b2 = await hit(b, '2026-11-20T22:30:00.000Z', 'v4');
      // Bookings: on a (v2's click, the click of v1 on b came later: b wins), on b, a cancelled one on a, one in the widget.
      const won = await referral(partitionAt(fresh, mode, '2026-11-20T12:00:00.000Z'), { type: 'affiliate_link', id: a }, 1000, b1);
      expect(won.body.source).toEqual({ type: 'affiliate_link', id: b });
      await referral(partitionAt(fresh, mode, '2026-11-20T23:00:00.000Z'), { type: 'affiliate_link', id: b }, 500, b2);
      const cancelled = await referral(partitionAt(fresh, mode, '2026-11-20T13:00:00.000Z'), { type: 'affiliate_link', id: a }, 2000, a1);
      await cancelBooking(partitionAt(fresh, mode, '2026-11-20T14:00:00.000Z'), 'referral', cancelled.id, () => 0);
      await referral(partitionAt(fresh, mode, '2026-11-21T12:00:00.000Z'), { type: 'widget', id: 'wdg_6Lr2Xk9Qm4Tz1Wp7Vc3N' }, 250);
      clock.set('2026-11-22T10:00:00.000Z');
    });

    it('counts clicks and attributed bookings by UAE day, the widget in the totals', async () => {
      const res = await as(fresh, mode).get(`${V1}/stats?from=2026-11-19&to=2026-11-22`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        object: 'affiliate_stats',
        sandbox,
        period: { from: '2026-11-19', to: '2026-11-22', days: 4 },
        currency: 'AED',
        commission_percent: 8,
        totals: { clicks: 5, bookings: 3, conversion_percent: 60, sales_aed: 1750, earnings_aed: 140 },
        widget: { bookings: 1, sales_aed: 250, earnings_aed: 20 },
        daily: [
          { date: '2026-11-19', clicks: 0, bookings: 0, conversion_percent: 0, sales_aed: 0, earnings_aed: 0 },
          { date: '2026-11-20', clicks: 4, bookings: 1, conversion_percent: 25, sales_aed: 1000, earnings_aed: 80 },
          { date: '2026-11-21', clicks: 1, bookings: 2, conversion_percent: 200, sales_aed: 750, earnings_aed: 60 },
          { date: '2026-11-22', clicks: 0, bookings: 0, conversion_percent: 0, sales_aed: 0, earnings_aed: 0 },
        ],
      });
    });

    it('gives each link its row, adding up with the widget to the totals; the same rows as CSV', async () => {
      const res = await as(fresh, mode).get(`${V1}/performance?from=2026-11-19&to=2026-11-22`);
      expect(res.body.data.map((row: { link: { code: string }; clicks: number; bookings: number; sales_aed: number; earnings_aed: number }) => [row.link.code, row.clicks, row.bookings, row.sales_aed, row.earnings_aed])).toEqual([
        [b, 2, 2, 1500, 120],
        [a, 3, 0, 0, 0],
      ]);
      const csv = await call(t.app, 'GET', `${V1}/performance?format=csv&from=2026-11-19&to=2026-11-22`, { token: fresh.keys[mode] });
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.text.split('\r\n')).toEqual([
        'link_code,link_name,landing_page,utm_source,utm_medium,utm_campaign,clicks,bookings,conversion_percent,sales_aed,earnings_aed',
        `${b},Newsletter,home,instagram,social,winter_safari_2026,2,2,100,1500,120`,
        `${a},Instagram bio - desert safaris,desert_safaris,instagram,social,winter_safari_2026,3,0,0,0,0`,
        '',
      ]);
    });

    it('shows no link made after the period, and refuses a period past today or longer than 366 days', async () => {
      expect((await as(fresh, mode).get(`${V1}/performance?from=2026-10-01&to=2026-10-31`)).body.data).toEqual([]);
      expectInvalid(await as(fresh, mode).get(`${V1}/stats?to=2026-11-23`), 'to', /today/);
      expectInvalid(await as(fresh, mode).get(`${V1}/stats?from=2025-01-01&to=2026-11-22`), 'from', /366/);
    });

    it('credits the last click within 30 days, not one 31 days old, and counts nothing of the other mode', async () => {
      const old = await recordHit(partitionAt(fresh, mode, '2026-10-22T09:00:00.000Z'), { token: a, kind: 'click', subjectType: 'affiliate_link', subjectId: a, visitor: 'v9' });
      const late = await referral(partitionAt(fresh, mode, '2026-11-22T09:00:01.000Z'), { type: 'affiliate_link', id: b }, 100, old);
      expect(await t.db('attributions').where({ booking_id: late.id }).first()).toMatchObject({ source_type: 'affiliate_link', source_id: b, click_id: null });
      const within = await recordHit(partitionAt(fresh, mode, '2026-10-24T09:00:00.000Z'), { token: a, kind: 'click', subjectType: 'affiliate_link', subjectId: a, visitor: 'v9' });
      const kept = await referral(partitionAt(fresh, mode, '2026-11-22T09:00:00.000Z'), { type: 'affiliate_link', id: b }, 100, within);
      expect(await t.db('attributions').where({ booking_id: kept.id }).first()).toMatchObject({ source_type: 'affiliate_link', source_id: a, click_id: within });
      const otherMode = await as(fresh, other).get(`${V1}/performance?from=2026-11-19&to=2026-11-22`);
      expect(otherMode.body.data.map((row: { link: { code: string } }) => row.link.code)).not.toEqual(expect.arrayContaining([a]));
      expect(otherMode.body.data.map((row: { link: { code: string } }) => row.link.code)).not.toEqual(expect.arrayContaining([b]));
    });
  });

  describe('bank details', () => {
    it('stores them sealed, answers only the IBAN tail, and shows them on file', async () => {
      clock.set('2026-11-22T12:00:00.000Z');
      const res = await as(who, mode).post(`${V1}/bank-details`, bankDetails);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ object: 'affiliate_bank_details', sandbox, on_file: true, iban_masked: '****3456', updated_at: '2026-11-22T12:00:00.000Z' });
      const row = (await t.db('affiliate_bank_details').where({ account_id: who.accountId, mode }).first()) as { sealed: string; iban_last4: string };
      expect(row.iban_last4).toBe('3456');
      expect(row.sealed).toMatch(/^v1\./);
      for (const clear of ['AE070331234567890123456', '0331 2345', 'Gulf Horizons', 'Mashreq']) expect(row.sealed).not.toContain(clear);
      const opened = JSON.parse(unseal(t.services.keys.dataEncryption, row.sealed, `affiliate_bank_details:${who.accountId}:${mode}`));
      expect(opened).toEqual({ account_holder_type: 'company', account_holder_name: 'Gulf Horizons Travel LLC', iban: 'AE070331234567890123456', swift_bic: null, bank_name: 'Mashreq Bank' });
      // Sealed for this partition: the same value does not open as another's.
      expect(() => unseal(t.services.keys.dataEncryption, row.sealed, `affiliate_bank_details:${who.accountId}:${other}`)).toThrow();

      const list = await as(who, mode).get(`${V1}/payouts`);
      expect(list.body.bank_details).toEqual({ on_file: true, iban_masked: '****3456', updated_at: '2026-11-22T12:00:00.000Z' });
      const events = await t.db('events').where({ account_id: who.accountId, mode, type: 'bank_details.saved' });
      expect(JSON.stringify(events)).not.toContain('0331');

      const desk = (await runAdmin(['affiliate', 'bank-details', '--account', who.accountId, '--mode', mode], t.db, clock)) as { bank_details: { iban: string } };
      expect(desk.bank_details.iban).toBe('AE070331234567890123456');
      // The one place the details are opened, and the audit log says when and that it was the command line.
      const deskOpened = await t.db('audit_events').where({ action: 'account.bank_details_read', subject_id: who.accountId });
      expect(deskOpened.map((row) => [row.staff_id, JSON.parse(row.change)])).toContainEqual([null, { mode }]);
      expect(JSON.stringify(deskOpened)).not.toContain('0331');
    });

    it('replaces details on file, and refuses bad ones with 422, storing nothing', async () => {
      const before = await rowCounts(t.db);
      expectInvalid(await as(who, mode).post(`${V1}/bank-details`, { ...bankDetails, iban: 'AE08 0331 2345 6789 0123 456' }), 'iban', /check digits/);
      expectInvalid(await as(who, mode).post(`${V1}/bank-details`, { ...bankDetails, iban: 'GB29NWBK60161331926819' }), 'swift_bic', /required/);
      expect(await rowCounts(t.db)).toEqual(before);
      const abroad = await as(who, mode).post(`${V1}/bank-details`, { account_holder_type: 'individual', account_holder_name: 'Sofia Rossi', iban: 'GB29NWBK60161331926819', swift_bic: 'nwbkgb2l' });
      expect(abroad.body.iban_masked).toBe('****6819');
      expect(await t.db('affiliate_bank_details').where({ account_id: who.accountId, mode })).toHaveLength(1);
      expect((await as(who, mode).post(`${V1}/bank-details`, bankDetails)).status).toBe(200);
    });
  });

  describe('payouts', () => {
    let payer: Partner;

    beforeAll(async () => {
      payer = await partner(t);
      await open(payer, mode);
    });

    it('refuses a payout without bank details on file with 409, storing nothing', async () => {
      await t.db('affiliate_bank_details').where({ account_id: payer.accountId, mode }).delete();
      await earn(payer, mode, 10_000);
      const before = await rowCounts(t.db);
      const res = await as(payer, mode).post(`${V1}/payouts`, { amount_aed: 500 });
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('invalid_state');
      expect(await rowCounts(t.db)).toEqual(before);
      expect((await as(payer, mode).post(`${V1}/bank-details`, bankDetails)).status).toBe(200);
    });

    it('refuses more than the available balance, or less than the minimum, with 422: nothing stored or held', async () => {
      const available = await earningsFils(payer, mode);
      const before = await rowCounts(t.db);
      expectInvalid(await as(payer, mode).post(`${V1}/payouts`, { amount_aed: (available + 1) / 100 }), 'amount_aed', /exceeds the available balance/);
      expectInvalid(await as(payer, mode).post(`${V1}/payouts`, { amount_aed: 499.99 }), 'amount_aed', /at least 500/);
      expect(await rowCounts(t.db)).toEqual(before);
      expect(await earningsFils(payer, mode)).toBe(available);
    });

    it('holds the amount, hands the request to the trade desk (live) and pays it when the desk accepts', async () => {
      clock.set('2026-11-22T13:00:00.000Z');
      const available = await earningsFils(payer, mode);
      const before = (await as(payer, mode).get(`${V1}/payouts`)).body.balance;
      const tasks = Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n);
      const res = await as(payer, mode).post(`${V1}/payouts`, { amount_aed: 500, note: 'November commission' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        object: 'affiliate_payout', sandbox, reference: expect.stringMatching(/^po_[0-9A-Za-z]{20}$/), status: 'requested', currency: 'AED', amount_aed: 500, method: 'bank_transfer',
        iban_masked: '****3456', note: 'November commission', request_id: expect.stringMatching(/^rqt_/), expected_by: '2026-11-28', created_at: '2026-11-22T13:00:00.000Z',
        paid_at: null, rejected_at: null, rejection_reason: null, cancelled_at: null,
      });
      const { reference, request_id: requestId } = res.body;
      expect(await earningsFils(payer, mode)).toBe(available - 50_000);
      expect(numbers(await t.db('earnings_entries').where({ account_id: payer.accountId, mode, reference }), 'amount_fils')).toMatchObject([{ kind: 'payout', amount_fils: -50_000 }]);
      expect(await t.db('service_requests').where({ id: requestId })).toMatchObject([{ kind: 'affiliate_payout', status: 'open', mode }]);
      expect(Number((await t.db('desk_queue').count({ n: '*' }))[0]?.n)).toBe(tasks + (sandbox ? 0 : 1));
      expect(await t.db('events').where({ subject_id: reference }).select('type')).toEqual([{ type: 'payout.requested' }]);

      const list = await as(payer, mode).get(`${V1}/payouts`);
      expect(list.body.data[0]).toEqual(res.body);
      expect(list.body.balance).toMatchObject({ available_aed: (available - 50_000) / 100, in_payout_aed: before.in_payout_aed + 500 });

      clock.set('2026-11-24T08:00:00.000Z');
      await answer(payer, mode, requestId, true);
      const paid = (await as(payer, mode).get(`${V1}/payouts`)).body;
      expect(paid.data[0]).toMatchObject({ reference, status: 'paid', paid_at: '2026-11-24T08:00:00.000Z', expected_by: null });
      expect(paid.balance).toMatchObject({ available_aed: (available - 50_000) / 100, in_payout_aed: before.in_payout_aed, paid_out_aed: before.paid_out_aed + 500 });
      expect(await t.db('state_moves').where({ subject_id: reference }).orderBy('id').select('from_state', 'to_state')).toEqual([
        { from_state: null, to_state: 'requested' },
        { from_state: 'requested', to_state: 'paid' },
      ]);
      expect((await t.db('events').where({ subject_id: reference }).orderBy('created_at').select('type')).map((e: { type: string }) => e.type)).toEqual(['payout.requested', 'payout.paid']);

      const late = await as(payer, mode).post(`${V1}/payouts/${reference}/cancel`);
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('invalid_state');
    });

    it('returns the amount when the desk rejects a payout, with its reason', async () => {
      await earn(payer, mode, 10_000);
      const available = await earningsFils(payer, mode);
      const made = (await as(payer, mode).post(`${V1}/payouts`, {})).body;
      expect(made.amount_aed).toBe(available / 100);
      expect(await earningsFils(payer, mode)).toBe(0);
      await answer(payer, mode, made.request_id, false, 'The account holder name does not match the IBAN.');
      const row = (await as(payer, mode).get(`${V1}/payouts?limit=50`)).body.data.find((p: { reference: string }) => p.reference === made.reference);
      expect(row).toMatchObject({ reference: made.reference, status: 'rejected', rejection_reason: 'The account holder name does not match the IBAN.' });
      expect(await earningsFils(payer, mode)).toBe(available);
      expect(numbers(await t.db('earnings_entries').where({ reference: made.reference }).orderBy('id').select('kind', 'amount_fils'), 'amount_fils')).toEqual([
        { kind: 'payout', amount_fils: -available },
        { kind: 'payout_return', amount_fils: available },
      ]);
      expect(await t.db('events').where({ subject_id: made.reference, type: 'payout.rejected' })).toHaveLength(1);
    });

    it('withdraws a requested payout: its request and desk task are withdrawn and the amount returns', async () => {
      const available = await earningsFils(payer, mode);
      const made = (await as(payer, mode).post(`${V1}/payouts`, { amount_aed: 600 })).body;
      clock.set('2026-11-22T15:00:00.000Z');
      const res = await as(payer, mode).post(`${V1}/payouts/${made.reference}/cancel`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ ...made, status: 'cancelled', expected_by: null, cancelled_at: '2026-11-22T15:00:00.000Z' });
      expect(await earningsFils(payer, mode)).toBe(available);
      expect(await t.db('service_requests').where({ id: made.request_id }).first()).toMatchObject({ status: 'withdrawn' });
      if (!sandbox) expect(await t.db('desk_queue').where({ subject_id: made.request_id }).first()).toMatchObject({ status: 'withdrawn' });
      expect((await as(payer, mode).post(`${V1}/payouts/${made.reference}/cancel`)).status).toBe(409);
      expect((await as(payer, other).post(`${V1}/payouts/${made.reference}/cancel`)).status).toBe(404);
    });

    it('pays out the available earnings once when two requests for all of them race: the other is the same 422, nothing stored for it', async () => {
      expect((await as(payer, mode).post(`${V1}/bank-details`, bankDetails)).status).toBe(200);
      await earn(payer, mode, 10_000);
      const available = await earningsFils(payer, mode);
      const payouts = async (): Promise<number> => Number(((await t.db('affiliate_payouts').where({ account_id: payer.accountId, mode }).count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n);
      const before = await payouts();
      const answers = await Promise.all([1, 2, 3].map(() => as(payer, mode).post(`${V1}/payouts`, { amount_aed: available / 100 })));
      expect(answers.map((res) => res.status).sort()).toEqual([201, 422, 422]);
      for (const res of answers.filter((answer) => answer.status === 422)) expectInvalid(res, 'amount_aed', /exceeds the available balance/);
      expect(await payouts()).toBe(before + 1);
      expect(await earningsFils(payer, mode)).toBe(0);
    });

    it('keeps pending commission apart until the service is completed; a cancelled one never reaches the balance', async () => {
      const p = partitionFor(t, payer.accountId, mode);
      // In fils: AED amounts added as floats would not compare exactly.
      const fils = async (): Promise<{ available: number; pending: number }> => {
        const { balance } = (await as(payer, mode).get(`${V1}/payouts`)).body;
        return { available: toFils(balance.available_aed), pending: toFils(balance.pending_aed) };
      };
      const before = await fils();
      const booking = await referral(p, { type: 'widget', id: 'wdg_test' }, 1000);
      expect(await fils()).toEqual({ available: before.available, pending: before.pending + 8_000 });
      await advanceBooking(p, booking.id, 'confirmed');
      await advanceBooking(p, booking.id, 'completed');
      expect(await fils()).toEqual({ available: before.available + 8_000, pending: before.pending });
      await cancelBooking(p, 'referral', (await referral(p, { type: 'widget', id: 'wdg_test' }, 500)).id, () => 0);
      expect(await fils()).toEqual({ available: before.available + 8_000, pending: before.pending });
    });
  });

  it('seeds a test partition with links, clicks, attributed bookings and payouts in every state; a live one with none', async () => {
    const fresh = await partner(t);
    const links = await t.walk(fresh.keys[mode], `${V1}/links`, { limit: 50 });
    const payouts = await as(fresh, mode).get(`${V1}/payouts?limit=50`);
    const stats = await as(fresh, mode).get(`${V1}/stats?from=2026-08-25&to=2026-11-22`);
    if (!sandbox) {
      expect(links).toEqual([]);
      expect(payouts.body).toMatchObject({ data: [], balance: { available_aed: 0, pending_aed: 0, in_payout_aed: 0, paid_out_aed: 0 }, bank_details: { on_file: false, iban_masked: null } });
      expect(stats.body.totals).toEqual({ clicks: 0, bookings: 0, conversion_percent: 0, sales_aed: 0, earnings_aed: 0 });
      return;
    }
    expect(links.length).toBe(6);
    expect(new Set(links.map((l) => (l.utm as { source: string }).source)).size).toBe(6);
    expect(payouts.body.bank_details).toMatchObject({ on_file: true, iban_masked: expect.stringMatching(/^\*{4}[0-9]{4}$/) });
    expect(payouts.body.balance.available_aed).toBeGreaterThanOrEqual(750);
    const statuses = new Set(payouts.body.data.map((p: { status: string }) => p.status));
    expect([...statuses].sort()).toEqual(['cancelled', 'paid', 'rejected', 'requested']);
    expect(stats.body.totals.clicks).toBeGreaterThan(200);
    expect(stats.body.totals.bookings).toBeGreaterThan(0);
    // The books agree: available = commission earned − payouts held or paid + returns.
    const entries = (await t.db('earnings_entries').where({ account_id: fresh.accountId, mode })) as Array<{ amount_fils: number | string }>;
    expect(toFils(payouts.body.balance.available_aed)).toBe(entries.reduce((sum, e) => sum + Number(e.amount_fils), 0));
    const held = payouts.body.data.filter((p: { status: string }) => p.status === 'requested').reduce((sum: number, p: { amount_aed: number }) => sum + p.amount_aed, 0);
    expect(payouts.body.balance.in_payout_aed).toBe(held);
  });
});

describe('a stranger', () => {
  it('sees none of another account\'s links or payouts', async () => {
    const who = await partner(t);
    const made = (await call(t.app, 'POST', `${V1}/links`, { token: who.keys.live, body: link })).body;
    const stranger = await issueKey(t, { mode: 'live', liveAccess: true });
    expect((await call(t.app, 'GET', `${V1}/links/${made.code}/qr`, { token: stranger.key })).status).toBe(404);
    expect((await call(t.app, 'GET', `${V1}/links`, { token: stranger.key })).body.data).toEqual([]);
  });
});

