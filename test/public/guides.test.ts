import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { rowCounts } from '../helpers/tables';
import { MODES, bookingIdByReference, partner, partitionFor } from '../helpers/partitions';
import { PROPERTIES, WIFI, property, type Guide } from '../helpers/guides';
import { advanceBooking, cancelBooking } from '../../src/engine/bookings';
import { balance } from '../../src/engine/ledger';
import { createPublicLink } from '../../src/engine/publicLinks';
import { setCommercialTerms } from '../../src/apiKeys/store';
import { addDays, uaeToday } from '../../src/platform/uaeTime';
import { featuredOffers } from '../../src/sections/guides/offers';

/**
 * The welcome guide a guest link opens, served by this service: what it shows (escaped, under a
 * strict CSP, marked when it is a test page), what it counts (views, scans), what it sells
 * (booking requests credited to the property), and how pausing and replacing the link change it.
 * In Chromium on a phone: guides.browser.test.ts.
 */
const NOW = '2026-11-22T10:00:00.000Z';

const t = useV1Suite({ partners: ['who'], now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const { clock } = t;
const { who } = t.partners;

const pathOf = (url: string): string => new URL(url).pathname + new URL(url).search;
const hitsOf = async (id: string): Promise<Array<{ kind: string; token: string }>> => t.db('public_hits').where({ subject_type: 'guide_property', subject_id: id }).orderBy('created_at').select('kind', 'token');
/** The booking a confirmation page names by its reference. */
const bookingOf = (text: string): Promise<string> => bookingIdByReference(t.db, /data-reference>([^<]+)</.exec(text)?.[1]);

describe.each(MODES)('the guide page of a %s key\'s property', (mode) => {
  const sandbox = mode === 'test';
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) => t.api(who.keys[mode]).send(method, path, body);
  const make = async (change: Record<string, unknown> = {}): Promise<Guide> => {
    const res = await api('POST', PROPERTIES, { ...property, ...change });
    expect(res.status).toBe(201);
    return res.body as Guide;
  };
  const tour = (guide: Guide) => featuredOffers(guide).find((offer) => offer.kind === 'tour' && offer.unit === 'per_person')!;
  const form = (guide: Guide, overrides: Record<string, string> = {}) => ({
    offer: tour(guide).id, date: addDays(uaeToday(clock), 5), adults: '2', children: '0', name: 'Ana Souza', email: 'ana@example.com', phone: '+55 11 91234 5678', ...overrides,
  });

  it('shows the property, its arrival notes and Wi-Fi, escaped, under a nonce CSP, with the operator\'s offers; and counts the view', async () => {
    const guide = await make();
    await api('POST', `${PROPERTIES}/${guide.id}/wifi`, WIFI);
    const res = await request(t.app).get(pathOf(guide.guest_link.url));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('Marina &lt;b&gt;Gate&lt;/b&gt; 2 &amp; &quot;Sons&quot;');
    expect(res.text).not.toContain('<b>Gate');
    expect(res.text).toContain('Collect the key card from the concierge.&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toContain('<code data-wifi-network>MarinaGate&lt;3104&gt;</code>');
    expect(res.text).toContain('<code data-wifi-password>qz&amp;Secret&quot;4821</code>');
    expect(res.text).toContain('No parties. Quiet hours 22:00 to 08:00.');
    expect(res.text).toContain('href="tel:+971501234567"');
    expect(res.text).toContain(`data-offer="${tour(guide).id}"`);
    expect(res.text).toContain(`action="/g/${guide.guest_link.code}/book"`);
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);
    expect(res.text).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(await hitsOf(guide.id)).toEqual([{ kind: 'view', token: guide.guest_link.code }]);
    expect(await t.db('public_hits').where({ subject_id: guide.id }).first()).toMatchObject({ account_id: who.accountId, mode });
  });

  it('counts an opening from the QR code as a scan, and the stats show the views and scans', async () => {
    const guide = await make();
    const qr = pathOf(`${guide.guest_link.url}?src=qr`);
    for (const path of [qr, qr, pathOf(guide.guest_link.url)]) expect((await request(t.app).get(path)).status).toBe(200);
    expect((await hitsOf(guide.id)).map((hit) => hit.kind).sort()).toEqual(['scan', 'scan', 'view']);
    const stats = await api('GET', `/api/b2b/v1/guides/stats?property_id=${guide.id}`);
    expect(stats.body.totals).toEqual({ qr_scans: 2, guide_views: 3, bookings: 0, sales_aed: 0, partner_earnings_aed: 0 });
  });

  it('keeps the Wi-Fi out of the guide when the host hands it over in person', async () => {
    const guide = await make();
    await api('POST', `${PROPERTIES}/${guide.id}/wifi`, { ...WIFI, show_in_guide: false });
    const res = await request(t.app).get(pathOf(guide.guest_link.url));
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('data-wifi-password');
    expect(res.text).not.toContain('Secret');
    expect(res.text).not.toContain('MarinaGate');
  });

  it('shows a paused page while the guide is paused: no Wi-Fi, no offers, nothing counted, no booking taken', async () => {
    const guide = await make();
    await api('POST', `${PROPERTIES}/${guide.id}/wifi`, WIFI);
    await api('POST', `${PROPERTIES}/${guide.id}/status`, { action: 'pause' });
    const res = await request(t.app).get(pathOf(`${guide.guest_link.url}?src=qr`));
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-paused');
    expect(res.text).toContain('Marina &lt;b&gt;Gate&lt;/b&gt;');
    expect(res.text).toContain('+971501234567');
    expect(res.text).not.toContain('Secret');
    expect(res.text).not.toContain('data-offer');
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'none'");
    expect(await hitsOf(guide.id)).toEqual([]);
    const before = await rowCounts(t.db);
    const posted = await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide));
    expect(posted.status).toBe(409);
    expect(posted.text).toContain('paused');
    expect(await rowCounts(t.db)).toEqual(before);

    await api('POST', `${PROPERTIES}/${guide.id}/status`, { action: 'resume' });
    const back = await request(t.app).get(pathOf(guide.guest_link.url));
    expect(back.text).toContain('data-wifi-password');
    expect(await hitsOf(guide.id)).toHaveLength(1);
  });

  it('answers 410 on a replaced link and serves the new one; a link kept for a grace period works until it ends', async () => {
    const guide = await make();
    const replaced = (await api('POST', `${PROPERTIES}/${guide.id}/link`, {})).body as Guide;
    const gone = await request(t.app).get(pathOf(guide.guest_link.url));
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('no longer in use');
    expect(gone.text.includes('TEST PAGE')).toBe(sandbox);
    expect(gone.text).not.toContain('Marina');
    expect((await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide))).status).toBe(410);
    expect((await request(t.app).get(pathOf(replaced.guest_link.url))).status).toBe(200);

    const graced = (await api('POST', `${PROPERTIES}/${guide.id}/link`, { grace_period_hours: 1 })).body as Guide;
    expect((await request(t.app).get(pathOf(replaced.guest_link.url))).status).toBe(200);
    expect((await request(t.app).get(pathOf(graced.guest_link.url))).status).toBe(200);
    clock.set('2026-11-22T11:00:00.000Z');
    expect((await request(t.app).get(pathOf(replaced.guest_link.url))).status).toBe(410);
    expect((await request(t.app).get(pathOf(graced.guest_link.url))).status).toBe(200);
    // Hits of one instant come back in any order: compared as a multiset.
    expect((await hitsOf(guide.id)).map((hit) => hit.token).sort()).toEqual([replaced.guest_link.code, replaced.guest_link.code, graced.guest_link.code, graced.guest_link.code].sort());
  });

  it('answers 404 for a link that never existed, and for another kind\'s', async () => {
    expect((await request(t.app).get('/g/q7Rk2Wm9Xr4Tz1Lp8Nc3Vg')).status).toBe(404);
    const missing = await request(t.app).get('/g/%3Cscript%3E');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('<script>');
    const tracking = await partitionFor(t, who.accountId, mode).transaction((p) => createPublicLink(p, { kind: 'tracking', subjectId: 'lnk_elsewhere' }));
    expect((await request(t.app).get(`/g/${tracking.token}`)).status).toBe(404);
  });

  it('takes a booking request as a referral attributed to the property with the partner\'s split; the stats count it; completion earns the split, a cancellation voids it', async () => {
    const owner = await partner(t);
    const token = owner.keys[mode];
    const guide = (await call(t.app, 'POST', PROPERTIES, { token, body: property })).body as Guide;
    const offer = tour(guide);
    const walletBefore = (await balance(partitionFor(t, owner.accountId, mode))).balance_fils;

    const res = await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide));
    expect(res.status).toBe(201);
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);
    const bookingId = await bookingOf(res.text);
    const price = (offer.adultFils ?? 0) * 2;
    const booking = await t.db('bookings').where({ id: bookingId }).first();
    expect(booking).toMatchObject({ account_id: owner.accountId, mode, kind: 'referral', status: 'on_request', product_id: offer.id, traveller_name: 'Ana Souza' });
    expect(Number(booking.amount_due_fils)).toBe(0);
    const attribution = await t.db('attributions').where({ booking_id: bookingId }).first();
    expect(attribution).toMatchObject({ account_id: owner.accountId, mode, source_type: 'guide_property', source_id: guide.id, status: 'pending' });
    expect(Number(attribution.price_fils)).toBe(price);
    // The standard guide split on tariff terms: 10 %.
    expect(Number(attribution.commission_bp)).toBe(1000);
    expect(Number(attribution.commission_fils)).toBe(Math.round(price / 10));
    expect(await t.db('desk_queue').where({ subject_id: bookingId })).toHaveLength(sandbox ? 0 : 1);
    expect((await balance(partitionFor(t, owner.accountId, mode))).balance_fils).toBe(walletBefore);

    // On commission terms the split is the commission, fixed when the guest asks.
    await setCommercialTerms(t.db, t.clock, owner.accountId, 'commission', 1250);
    const second = await bookingOf((await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide))).text);
    const secondAttribution = await t.db('attributions').where({ booking_id: second }).first();
    expect(Number(secondAttribution.commission_bp)).toBe(1250);
    const secondCommission = Math.round((price * 1250) / 10000);
    expect(Number(secondAttribution.commission_fils)).toBe(secondCommission);

    const stats = async () => (await call(t.app, 'GET', `/api/b2b/v1/guides/stats?property_id=${guide.id}`, { token })).body;
    expect((await stats()).totals).toEqual({ qr_scans: 0, guide_views: 0, bookings: 2, sales_aed: (2 * price) / 100, partner_earnings_aed: (Math.round(price / 10) + secondCommission) / 100 });
    expect((await stats()).split).toEqual({ basis: 'commission', partner_percent: 12.5 });

    const desk = partitionFor(t, owner.accountId, mode).as('desk:test');
    const earningsBefore = (await balance(desk)).earnings_fils;
    await advanceBooking(desk, bookingId, 'confirmed');
    // Completed once its day has come: marked on a clock a month on.
    const monthOn = { db: t.db, sections: t.sections, clock: { now: () => new Date(clock.now().getTime() + 31 * 86_400_000) } };
    await advanceBooking(partitionFor(monthOn, owner.accountId, mode).as('desk:test'), bookingId, 'completed');
    expect((await balance(desk)).earnings_fils).toBe(earningsBefore + Math.round(price / 10));
    await cancelBooking(desk, 'referral', second, () => 0);
    expect(await t.db('attributions').where({ booking_id: second }).first()).toMatchObject({ status: 'void' });
    expect((await stats()).totals).toEqual({ qr_scans: 0, guide_views: 0, bookings: 1, sales_aed: price / 100, partner_earnings_aed: Math.round(price / 10) / 100 });
  });

  it('takes a request for an airport transfer to the property\'s area, named by its offer', async () => {
    const guide = await make();
    const transfer = featuredOffers(guide).find((offer) => offer.kind === 'transfer')!;
    expect(transfer.id).toContain('_DUBAI_MARINA_');
    const res = await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide, { offer: transfer.id, adults: '3', note: 'Flight EK202 at 14:30' }));
    expect(res.status).toBe(201);
    const booking = await t.db('bookings').where({ id: await bookingOf(res.text) }).first();
    expect(booking).toMatchObject({ kind: 'referral', product_id: transfer.id, mode });
    expect(await t.db('attributions').where({ booking_id: booking.id }).first()).toMatchObject({ source_type: 'guide_property', source_id: guide.id });
  });

  it('refuses a booking request that does not parse, listing what to mend, and stores nothing', async () => {
    const guide = await make();
    const before = await rowCounts(t.db);
    const res = await request(t.app).post(`/g/${guide.guest_link.code}/book`).type('form').send(form(guide, { email: 'nobody', adults: '0', name: '<img src=x>' }));
    expect(res.status).toBe(422);
    expect(res.text).toContain('Give an e-mail address');
    expect(res.text).not.toContain('<img src=x>');
    expect(await rowCounts(t.db)).toEqual(before);
  });
});
