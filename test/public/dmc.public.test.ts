import request from 'supertest';
import { toFils, useV1Suite } from '../helpers/suite';
import { rowCounts } from '../helpers/tables';
import { readableText } from '../helpers/documents';
import { MODES, walletAt, walletFils, type Mode } from '../helpers/partitions';
import { BASE, HOSTILE, lines, programmeBody } from '../helpers/dmc';
import { openPartition } from '../../src/engine/partitions';
import { expirePublicLinks } from '../../src/engine/publicLinks';

/**
 * The client link's page: what a DMC's client sees when it opens the link (the proposal in the
 * DMC's brand, client prices only) and accepting there, which is the accept operation itself.
 * In Chromium: dmc.public.browser.test.ts.
 */
const NOW = '2026-11-22T10:00:00.000Z';
const client = { name: 'Erik Lund', email: 'erik.lund@nordicincentive.example' };

const t = useV1Suite({ partners: ['who'], now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000', LIMIT_PUBLIC_SUBMISSIONS_PER_HOUR: '100000' } });
const { clock } = t;
const { who } = t.partners;

interface Made {
  id: string;
  reference: string;
  linkId: string;
  path: string;
  net: number;
  sell: number;
}

describe.each(MODES)('the client link page of a %s programme', (mode: Mode) => {
  const sandbox = mode === 'test';
  const api = (method: 'GET' | 'POST', path: string, body?: unknown) => t.api(who.keys[mode]).send(method, path, body);

  beforeAll(async () => {
    await openPartition(t.sections, who.accountId, mode, t.db, clock, 'system', null);
  });

  /** A proposed programme in the DMC's brand with one version, and a client link to it. */
  async function made(link: Record<string, unknown> = {}): Promise<Made> {
    const programme = (await api('POST', BASE, programmeBody)).body;
    await api('POST', `${BASE}/${programme.id}/brand`, { mode: 'partner', display_name: HOSTILE.brand, accent_hex: '#0E6E55', contact_line: HOSTILE.contact });
    const version = (await api('POST', `${BASE}/${programme.id}/versions`, { markup_percent: 20, lines })).body;
    expect((await api('POST', `${BASE}/${programme.id}/status`, { status: 'proposed' })).status).toBe(200);
    const res = await api('POST', `${BASE}/${programme.id}/links`, { recipient: { name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example' }, ...link });
    expect(res.status).toBe(201);
    return { id: programme.id, reference: programme.reference, linkId: res.body.id, path: new URL(res.body.url).pathname, net: version.totals.net_aed, sell: version.totals.sell_aed };
  }

  const money = (aed: number): string => `AED ${aed.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  it('shows the proposal in the DMC brand, escaped, under a strict CSP, with client prices only; a test link says it is a test page', async () => {
    const link = await made();
    const res = await request(t.app).get(link.path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.text).toContain(`<style nonce="${nonce}">`);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text.includes('TEST PAGE')).toBe(sandbox);

    expect(res.text).toContain('Gala &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Night&quot;');
    expect(res.text).toContain('&lt;b&gt;Acme&lt;/b&gt; Incentives');
    expect(res.text).toContain('Rose &lt;i&gt;DMC&lt;/i&gt;');
    expect(res.text).toContain('&lt;img src=x onerror=alert(1)&gt; +971 4 555 0188');
    expect(res.text).toContain('Meet at &lt;a href=&quot;https://evil.example&quot;&gt;gate&lt;/a&gt;');
    expect(res.text).not.toMatch(/<(b|i|img|a)[ >]/);

    expect(res.text).toContain(money(link.sell));
    expect(res.text).toContain('<meta name="robots" content="noindex, nofollow">');
    const visible = res.text.replace(/<style[^>]*>[\s\S]*<\/style>/, '');
    expect(visible).not.toContain(money(link.net));
    expect(visible).not.toMatch(/\b(net|margin|commission)\b/i);
    // Never the operator's brand, nor the DMC's internal notes.
    expect(res.text).not.toContain('Trade desk of the operator');
    expect(res.text).not.toContain('client pays late');
    expect(res.text).toContain('action="/dmc/proposals/');
    expect(res.text).toContain('value="Linnea Berg"');
  });

  it('counts each opening in the link views', async () => {
    const link = await made();
    clock.set('2026-11-22T12:00:00.000Z');
    await request(t.app).get(link.path);
    clock.set('2026-11-22T13:00:00.000Z');
    await request(t.app).get(link.path);
    const listed = (await api('GET', `${BASE}/${link.id}/links`)).body.data[0];
    expect(listed).toMatchObject({ id: link.linkId, views: 2, last_viewed_at: '2026-11-22T13:00:00.000Z', status: 'active' });
    expect(await t.db('public_hits').where({ subject_id: link.linkId, kind: 'view', mode })).toHaveLength(2);
  });

  it('accepts through the form: books every service at once, and the programme shows who accepted and when', async () => {
    const link = await made();
    await walletAt(t, who, mode, link.net + 40);
    clock.set('2026-11-23T07:30:00.000Z');
    const res = await request(t.app).post(`${link.path}/accept`).type('form').send({ ...client, confirm: 'yes' });
    expect(res.status).toBe(200);
    expect(res.text).toContain('Accepted by Erik Lund (erik.lund@nordicincentive.example)');
    const reference = /data-reference>([^<]+)</.exec(res.text)?.[1];
    expect(reference).toMatch(/^DMC-[0-9A-Z]{8}$/);

    const programme = (await api('GET', `${BASE}/${link.id}`)).body;
    expect(programme).toMatchObject({
      status: 'booked',
      acceptance: { version: 1, accepted_at: '2026-11-23T07:30:00.000Z', accepted_by: client, via: 'client_link', link_id: link.linkId },
      booking: { reference, services: 3, amount_due_aed: link.net },
    });
    const listed = (await api('GET', `${BASE}/${link.id}/links`)).body.data[0];
    expect(listed).toMatchObject({ status: 'accepted', accepted_at: '2026-11-23T07:30:00.000Z', accepted_by: client });
    const ids = JSON.parse((await t.db('dmc_programmes').where({ id: link.id }).first()).booking).booking_ids as string[];
    expect(await t.db('bookings').whereIn('id', ids).andWhere({ kind: 'dmc', status: 'confirmed', account_id: who.accountId, mode })).toHaveLength(3);
    expect(await walletFils(t.db, who.accountId, mode)).toBe(4000);
    const moved = await t.db('state_moves').where({ subject_id: link.id, to_state: 'booked' }).first();
    expect(moved.actor).toBe('visitor:dmc_client');

    // Opened again: accepted, no form; accepting again is refused and books nothing more.
    const again = await request(t.app).get(link.path);
    expect(again.status).toBe(200);
    expect(again.text).toContain('data-accepted');
    expect(again.text).not.toContain('<form');
    const twice = await request(t.app).post(`${link.path}/accept`).type('form').send({ ...client, confirm: 'yes' });
    expect(twice.status).toBe(409);
    expect(await t.db('bookings').where({ kind: 'dmc', account_id: who.accountId, mode }).whereIn('id', ids)).toHaveLength(3);
  });

  it('refuses a form that does not parse, saying what to mend, and stores nothing', async () => {
    const link = await made();
    await walletAt(t, who, mode, link.net);
    const before = await rowCounts(t.db);
    const res = await request(t.app).post(`${link.path}/accept`).type('form').send({ name: '<script>x</script>', email: 'nobody' });
    expect(res.status).toBe(422);
    expect(res.text).toContain('Give an e-mail address');
    expect(res.text).toContain('Tick the box');
    expect(res.text).toContain('value="&lt;script&gt;x&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>x');
    expect(await rowCounts(t.db)).toEqual(before);
  });

  it('books nothing when the funds fall short: the client is told it did not go through (never why), the DMC gets a notice', async () => {
    const link = await made();
    await walletAt(t, who, mode, link.net - 1);
    const before = await rowCounts(t.db);
    const res = await request(t.app).post(`${link.path}/accept`).type('form').send({ ...client, confirm: 'yes' });
    expect(res.status).toBe(409);
    // What the client reads, not the markup: the style's random nonce (base64) now and then spells `AEd`.
    const read = readableText(res.text);
    expect(read).toContain('could not be confirmed online');
    expect(read).not.toMatch(/wallet|short|AED/i);
    const after = await rowCounts(t.db);
    expect({ ...after, events: before.events }).toEqual(before);
    expect(after.events).toBe((before.events ?? 0) + 1);
    const notice = await t.db('events').where({ subject_id: link.id, type: 'programme.acceptance_refused' }).first();
    expect(notice).toMatchObject({ mode, notice_kind: 'booking_update', notice_title: `Client could not accept ${link.reference}` });
    expect(notice.notice_body).toContain('Erik Lund <erik.lund@nordicincentive.example>');
    expect((await t.db('dmc_programmes').where({ id: link.id }).first()).status).toBe('proposed');
    expect(await walletFils(t.db, who.accountId, mode)).toBe(toFils(link.net - 1));
  });

  it('answers a revoked link 410 and an expired one 410, each with a page that says so; an unknown one 404', async () => {
    const revoked = await made();
    expect((await api('POST', `${BASE}/${revoked.id}/links/${revoked.linkId}/revoke`)).status).toBe(200);
    const gone = await request(t.app).get(revoked.path);
    expect(gone.status).toBe(410);
    expect(gone.text).toContain('This link has been withdrawn');
    expect(gone.text.includes('TEST PAGE')).toBe(sandbox);
    expect(gone.text).toContain('Rose &lt;i&gt;DMC&lt;/i&gt;');
    expect(gone.headers['content-security-policy']).toContain("default-src 'none'");
    expect((await request(t.app).post(`${revoked.path}/accept`).type('form').send({ ...client, confirm: 'yes' })).status).toBe(410);

    const expiring = await made({ expires_in_days: 1 });
    expect((await request(t.app).get(expiring.path)).status).toBe(200);
    clock.set('2026-11-23T10:00:00.000Z');
    const expired = await request(t.app).get(expiring.path);
    expect(expired.status).toBe(410);
    expect(expired.text).toContain('This link has expired');
    expect(expired.text).toContain('expired on Monday 23 November 2026, 14:00 (UAE time)');
    await walletAt(t, who, mode, expiring.net);
    const late = await request(t.app).post(`${expiring.path}/accept`).type('form').send({ ...client, confirm: 'yes' });
    expect(late.status).toBe(410);
    expect((await t.db('dmc_programmes').where({ id: expiring.id }).first()).status).toBe('proposed');
    // Recorded by the jobs: the page stays 410.
    await expirePublicLinks(t.db, clock);
    await t.services.jobs.runOnce();
    expect(await t.db('public_links').where({ subject_id: expiring.linkId }).first()).toMatchObject({ status: 'expired' });
    expect(await t.db('dmc_client_links').where({ id: expiring.linkId }).first()).toMatchObject({ status: 'expired' });
    expect((await request(t.app).get(expiring.path)).status).toBe(410);

    const unknown = await request(t.app).get('/dmc/proposals/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('Proposal not found');
  });

  it('lets a read-only link show the proposal without a form, and a cancelled programme answers 410', async () => {
    const readOnly = await made({ allow_accept: false });
    const res = await request(t.app).get(readOnly.path);
    expect(res.status).toBe(200);
    expect(res.text).toContain('for reading');
    expect(res.text).not.toContain('<form');
    const refused = await request(t.app).post(`${readOnly.path}/accept`).type('form').send({ ...client, confirm: 'yes' });
    expect(refused.status).toBe(409);
    expect((await t.db('dmc_programmes').where({ id: readOnly.id }).first()).status).toBe('proposed');

    await api('POST', `${BASE}/${readOnly.id}/status`, { status: 'cancelled' });
    const withdrawn = await request(t.app).get(readOnly.path);
    expect(withdrawn.status).toBe(410);
    expect(withdrawn.text).toContain('no longer on offer');
  });
});
