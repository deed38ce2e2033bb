/**
 * The desk's queue over the operator API: who may read and answer which kinds, the queue's
 * filters, search and pages, one agent's claim before an answer (two agents claiming at once: one
 * wins), answers that finish their work and record the member of staff as the actor, and the
 * stream announcing tasks as they arrive.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { useV1Suite } from '../helpers/suite';
import { liveBookingOnRequest } from '../helpers/partitions';
import { call } from '../helpers/http';
import { createStaffMember, opsCall, signIn, type StaffFixture, type StaffSession } from '../helpers/staff';
import { apply, postForm } from '../helpers/onboarding';
import { runAdmin } from '../../scripts/admin';

const t = useV1Suite({ partners: ['known', 'other'], now: '2026-11-24T07:00:00.000Z', resetClock: false });
const { known, other } = t.partners;

let deskA: StaffFixture;
let deskB: StaffFixture;
let sessionA: StaffSession;
let sessionB: StaffSession;
let finance: StaffSession;
let dispatch: StaffSession;

const applyForCredit = async (email: string): Promise<string> => {
  const res = await call(t.app, 'POST', '/api/b2b/orchestration', {
    body: { action: 'credit_line_application', company_legal_name: 'Falcon Holidays LLC', trade_licence_number: 'DED-5512', trn: '100999888777003', contact_email: email, requested_terms: 'NET_30', requested_limit_aed: 50000 },
  });
  expect(res.status).toBe(202);
  return res.body.reference as string;
};
const topUp = async (email: string, amount: number): Promise<string> => {
  const res = await call(t.app, 'POST', '/api/b2b/orchestration', { body: { action: 'wallet_topup', company_name: 'Known Travel', contact_email: email, amount_aed: amount, purchase_order: 'PO-881' } });
  expect(res.status).toBe(202);
  return res.body.reference as string;
};
const bookingOnRequest = (accountId: string, traveller: string) => liveBookingOnRequest(t, accountId, traveller);
const stored = (reference: string) => t.db('desk_queue').where({ reference }).first();
const audit = (subjectId: string) => t.db('audit_events').where({ subject_type: 'desk_task', subject_id: subjectId }).orderBy('id');
const claim = (session: StaffSession, reference: string) => opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/claim`, { session });
const answer = (session: StaffSession, reference: string, body: object) => opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/answer`, { session, body });

beforeAll(async () => {
  await t.db('accounts').where({ id: known.accountId }).update({ name: 'Known Travel LLC' });
  await t.db('accounts').where({ id: other.accountId }).update({ name: 'Other Tours' });
  deskA = await createStaffMember(t, { roles: ['desk'], name: 'Layla Nasser' });
  deskB = await createStaffMember(t, { roles: ['desk'], name: 'Omar Haddad' });
  sessionA = await signIn(t, deskA);
  sessionB = await signIn(t, deskB);
  finance = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
  dispatch = await signIn(t, await createStaffMember(t, { roles: ['dispatch'] }));
});

describe('roles', () => {
  it('refuses a member of staff who works no tasks, and shows finance only the money requests', async () => {
    const creditRef = await applyForCredit('roles@falcon.example');
    const booking = await bookingOnRequest(known.accountId, 'Hassan Ali');
    // Dispatch works only the drivers to reassign: its queue holds none of the desk's other tasks.
    const dispatchQueue = await opsCall(t, 'GET', '/api/ops/v1/tasks?status=all&limit=100', { session: dispatch });
    expect([dispatchQueue.status, dispatchQueue.body.data.filter((task: { kind: string }) => task.kind !== 'reassign_driver')]).toEqual([200, []]);
    for (const [method, path] of [
      ['GET', `/api/ops/v1/tasks/${creditRef}`],
      ['POST', `/api/ops/v1/tasks/${creditRef}/claim`],
    ] as const) {
      const res = await opsCall(t, method, path, { session: dispatch });
      expect([path, res.status, res.body.error.code]).toEqual([path, 403, 'role_required']);
    }
    const seen = await opsCall(t, 'GET', '/api/ops/v1/tasks?limit=100', { session: finance });
    expect(seen.status).toBe(200);
    const kinds = new Set(seen.body.data.map((task: { kind: string }) => task.kind));
    expect([...kinds].every((kind) => kind === 'credit_line_application' || kind === 'wallet_topup')).toBe(true);
    expect(seen.body.data.map((task: { reference: string }) => task.reference)).toContain(creditRef);
    const refused = await opsCall(t, 'GET', `/api/ops/v1/tasks/${booking.reference}`, { session: finance });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'role_required', message: 'This needs the desk role.', retryable: false });
    expect((await opsCall(t, 'GET', `/api/ops/v1/tasks/${booking.reference}`, { session: sessionA })).status).toBe(200);
    expect((await opsCall(t, 'GET', `/api/ops/v1/tasks/${creditRef}`, { session: finance })).status).toBe(200);
    expect((await opsCall(t, 'GET', '/api/ops/v1/tasks/WTU-NOTHING1', { session: sessionA })).status).toBe(404);
  });
});

describe('the queue', () => {
  it('filters by kind, partner and age, searches references, partners and travellers, and pages both ways without repeats', async () => {
    t.clock.set('2026-11-24T07:10:00.000Z');
    const first = await bookingOnRequest(known.accountId, 'Mariam Qasim');
    t.clock.set('2026-11-24T07:15:00.000Z');
    const second = await bookingOnRequest(other.accountId, 'Jonas Berg');
    t.clock.set('2026-11-24T07:20:00.000Z');
    const topup = await topUp('md@known.example', 7500);

    const list = async (query: string) => {
      const res = await opsCall(t, 'GET', `/api/ops/v1/tasks?${query}`, { session: sessionA });
      expect(res.status).toBe(200);
      return res.body.data.map((task: { reference: string }) => task.reference) as string[];
    };
    expect(await list('q=mariam')).toEqual([first.reference]);
    expect(await list(`q=${first.reference.toLowerCase().replace('-', '')}`)).toEqual([first.reference]);
    expect(await list('q=other%20tours')).toEqual([second.reference]);
    expect(await list(`partner=${other.accountId}`)).toEqual(expect.arrayContaining([second.reference]));
    expect(await list(`partner=${other.accountId}`)).not.toContain(first.reference);
    expect(await list('kind=wallet_topup')).toEqual([topup]);
    expect(await list('created_after=2026-11-24T07:12:00Z&created_before=2026-11-24T07:17:00Z')).toEqual([second.reference]);
    expect(await list('q=100%25')).toEqual([]);

    const newest = await list('limit=100');
    expect(newest.slice(0, 3)).toEqual([topup, second.reference, first.reference]);
    const walk = async (order: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await opsCall(t, 'GET', `/api/ops/v1/tasks?limit=2&order=${order}${cursor ? `&cursor=${cursor}` : ''}`, { session: sessionA });
        expect(res.status).toBe(200);
        expect(res.body.data.length).toBeLessThanOrEqual(2);
        seen.push(...res.body.data.map((task: { reference: string }) => task.reference));
        cursor = res.body.next_cursor;
      } while (cursor);
      return seen;
    };
    expect(await walk('newest')).toEqual(newest);
    expect(await walk('oldest')).toEqual([...newest].reverse());

    const shown = await opsCall(t, 'GET', `/api/ops/v1/tasks/${first.reference}`, { session: sessionA });
    expect(shown.body).toMatchObject({
      reference: first.reference,
      kind: 'on_request_booking',
      status: 'open',
      account: { id: known.accountId, name: 'Known Travel LLC' },
      subject: { type: 'booking', id: first.id },
      created_at: '2026-11-24T07:10:00.000Z',
      claimed_by: null,
      answered_by: null,
    });
    const badCursor = await opsCall(t, 'GET', '/api/ops/v1/tasks?cursor=nonsense', { session: sessionA });
    expect(badCursor.status).toBe(422);
  });
});

describe('claims', () => {
  it('of two agents claiming at once gives the task to one, and refuses the other, naming the holder', async () => {
    const reference = await topUp('race@known.example', 1000);
    const [a, b] = await Promise.all([claim(sessionA, reference), claim(sessionB, reference)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = won === a ? deskA : deskB;
    expect(won.body.claimed_by).toEqual({ id: winner.id, name: winner.name });
    expect(lost.body.error.code).toBe('invalid_state');
    expect(lost.body.error.message).toContain(`held by ${winner.name}`);
    expect(await stored(reference)).toMatchObject({ claimed_by: winner.id, status: 'open' });
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([['desk_task.claimed', winner.id]]);
  });

  it('lets only the holder answer or release, and an unclaimed task is answered by nobody', async () => {
    const reference = await topUp('hold@known.example', 2000);
    const before = await stored(reference);
    const unclaimed = await answer(sessionA, reference, { decision: 'decline', note: 'Duplicate request' });
    expect([unclaimed.status, unclaimed.body.error.code]).toEqual([409, 'invalid_state']);
    expect((await claim(sessionA, reference)).status).toBe(200);
    for (const res of [await answer(sessionB, reference, { decision: 'decline', note: 'Duplicate request' }), await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/release`, { session: sessionB })]) {
      expect([res.status, res.body.error.code]).toEqual([409, 'invalid_state']);
      expect(res.body.error.message).toContain('held by Layla Nasser');
    }
    expect(await stored(reference)).toEqual({ ...before, claimed_by: deskA.id, claimed_at: expect.any(String), claim_active_at: expect.any(String), updated_at: expect.any(String) });
    expect(await t.db('mail_outbox').where({ to_address: 'hold@known.example' })).toHaveLength(0);
    const released = await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/release`, { session: sessionA });
    expect(released.status).toBe(200);
    expect(released.body.claimed_by).toBeNull();
    expect((await claim(sessionB, reference)).status).toBe(200);
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([
      ['desk_task.claimed', deskA.id],
      ['desk_task.released', deskA.id],
      ['desk_task.claimed', deskB.id],
    ]);
  });

  it('keeps the command line off a task an agent holds, and lets it answer once released', async () => {
    const reference = await applyForCredit('ops@cli-claims.example');
    expect((await claim(sessionA, reference)).status).toBe(200);
    const before = await stored(reference);
    const args = ['desk', 'answer', '--task', reference, '--decline', '--note', 'Duplicate request'];
    const refused = await runAdmin(args, t.db, t.clock).then(() => null, (err: Error) => err);
    expect(refused?.message).toBe(`desk task ${reference} is held by ${deskA.name} since ${before.claimed_at}; it is theirs to answer or release in the console`);
    expect(await stored(reference)).toEqual(before);
    expect((await opsCall(t, 'POST', `/api/ops/v1/tasks/${reference}/release`, { session: sessionA })).status).toBe(200);
    expect(await runAdmin(args, t.db, t.clock)).toMatchObject({ task: { status: 'answered', answer: 'declined', answered_by: 'desk:cli' } });
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([
      ['desk_task.claimed', deskA.id],
      ['desk_task.released', deskA.id],
      ['desk_task.answered', null],
    ]);
  });
});

describe('answers', () => {
  it('sets the credit line a credit-line application is accepted with, for the account named, and audits it', async () => {
    const reference = await applyForCredit('md@falcon.example');
    expect((await claim(finance, reference)).status).toBe(200);
    const before = await stored(reference);
    for (const [body, path] of [
      [{ decision: 'accept', credit_limit_aed: 40000, credit_terms: 'NET_30' }, 'account_id'],
      [{ decision: 'accept', account_id: known.accountId }, 'credit_limit_aed'],
      [{ decision: 'accept', account_id: 'acc_nobody', credit_limit_aed: 40000, credit_terms: 'NET_30' }, 'account_id'],
      [{ decision: 'decline' }, 'note'],
      [{ decision: 'accept', account_id: known.accountId, commercial_terms: { terms: 'tariff' }, credit_limit_aed: 1, credit_terms: 'NET_15' }, 'commercial_terms'],
    ] as Array<[object, string]>) {
      const refused = await answer(finance, reference, body);
      expect([body, refused.status, refused.body.error.code]).toEqual([body, 422, 'validation_failed']);
      expect(refused.body.error.fields).toContain(path);
    }
    expect(await stored(reference)).toEqual(before);

    const res = await answer(finance, reference, { decision: 'accept', account_id: known.accountId, credit_limit_aed: 40000, credit_terms: 'NET_30', note: 'Approved at AED 40,000' });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ decision: 'accepted', credit_line: { account_id: known.accountId, mode: 'live', credit_limit_aed: 40000, terms: 'NET_30', balance_aed: 0 } });
    const financeId = (await t.db('audit_events').where({ subject_id: reference, action: 'desk_task.claimed' }).first()).staff_id as string;
    expect(res.body.task).toMatchObject({ status: 'answered', answer: 'accepted', account: { id: known.accountId, name: 'Known Travel LLC' }, answered_by: { actor: `desk:${financeId}`, staff: { id: financeId } } });
    expect(Number((await t.db('balances').where({ account_id: known.accountId, mode: 'live' }).first()).credit_limit_fils)).toBe(4_000_000);
    expect(await t.db('events').where({ account_id: known.accountId, mode: 'live', type: 'credit_line.decided' }).first()).toBeDefined();
    const [answered] = (await audit(reference)).filter((row) => row.action === 'desk_task.answered');
    expect(answered).toMatchObject({ staff_id: financeId, request_id: expect.stringMatching(/^req_/) });
    expect(JSON.parse(answered.change)).toMatchObject({ after: { status: 'answered', answer: 'accepted', account_id: known.accountId } });
    const again = await answer(finance, reference, { decision: 'decline', note: 'Too late' });
    expect([again.status, again.body.error.code]).toEqual([409, 'invalid_state']);
  });

  it('issues the pro-forma invoice a wallet top-up is accepted with', async () => {
    const reference = await topUp('pay@known.example', 7500);
    expect((await claim(sessionA, reference)).status).toBe(200);
    const res = await answer(sessionA, reference, { decision: 'accept', account_id: known.accountId });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ decision: 'accepted', proforma: { account_id: known.accountId, amount_aed: 7500, status: 'issued', emailed_to: 'pay@known.example' } });
    expect(await t.db('proforma_invoices').where({ topup_reference: reference }).first()).toMatchObject({ account_id: known.accountId, issued_by: `desk:${deskA.id}` });
    expect(await t.db('mail_outbox').where({ to_address: 'pay@known.example' })).toHaveLength(1);
    expect(await stored(reference)).toMatchObject({ status: 'answered', answered_by: `desk:${deskA.id}` });
  });

  it('confirms a booking on request, recording the member of staff as the actor of its move', async () => {
    const booking = await bookingOnRequest(other.accountId, 'Sara Lind');
    expect((await claim(sessionB, booking.reference)).status).toBe(200);
    const res = await answer(sessionB, booking.reference, { decision: 'accept', note: 'Guide confirmed' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ id: booking.id, status: 'confirmed' });
    expect(await t.db('bookings').where({ id: booking.id }).first()).toMatchObject({ status: 'confirmed' });
    expect(await t.db('state_moves').where({ subject_type: 'booking', subject_id: booking.id, to_state: 'confirmed' }).first()).toMatchObject({ from_state: 'on_request', actor: `desk:${deskB.id}` });
    expect((await audit(booking.reference)).map((row) => row.action)).toEqual(['desk_task.claimed', 'desk_task.answered']);
  });
});

describe('a partner application', () => {
  it('is answered by an admin, who sets the commercial terms; an admin sees and works every kind', async () => {
    const token = await apply(t.app, t.db, { email: 'ops@newpartner.example' });
    expect((await postForm(t.app, `/trade/apply/confirm/${token}`)).status).toBe(200);
    const { reference, account_id: accountId } = await t.db('desk_queue').where({ kind: 'partner_application' }).orderBy('id', 'desc').first();
    const adminMember = await createStaffMember(t, { roles: ['admin'], name: 'Aisha Rahman' });
    const admin = await signIn(t, adminMember);
    // Every open task, of every kind (an admin's queue showed only partner applications, so often nothing).
    await topUp('admin-sees@known.example', 1500);
    await bookingOnRequest(other.accountId, 'Seen By Admins');
    const listed = await opsCall(t, 'GET', '/api/ops/v1/tasks', { session: admin });
    const everyOpen = (await t.db('desk_queue').where({ status: 'open' }).orderBy('id', 'desc').select('reference')).map((row: { reference: string }) => row.reference);
    expect(everyOpen.length).toBeGreaterThanOrEqual(3);
    expect(listed.body.data.map((task: { reference: string }) => task.reference)).toEqual(everyOpen);
    const booking = await bookingOnRequest(known.accountId, 'For Admins Too');
    expect((await claim(admin, booking.reference)).status).toBe(200);
    expect((await claim(admin, reference)).status).toBe(200);
    const missingPercent = await answer(admin, reference, { decision: 'accept', commercial_terms: { terms: 'commission' } });
    expect([missingPercent.status, missingPercent.body.error.fields]).toEqual([422, ['commercial_terms.percent']]);
    const res = await answer(admin, reference, { decision: 'accept', commercial_terms: { terms: 'commission', percent: 10 }, note: 'Welcome aboard' });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ decision: 'accepted', account_id: accountId, live_access: false, commercial_terms: { terms: 'commission', percent: 10 }, emailed_to: 'ops@newpartner.example' });
    expect(res.body.task).toMatchObject({ status: 'answered', answered_by: { actor: `desk:${adminMember.id}`, staff: { id: adminMember.id, name: 'Aisha Rahman' } } });
    expect(await t.db('partner_applications').where({ desk_reference: reference }).first()).toMatchObject({ status: 'approved', decision_note: 'Welcome aboard' });
    expect((await audit(reference)).map((row) => [row.action, row.staff_id])).toEqual([
      ['desk_task.claimed', adminMember.id],
      ['desk_task.answered', adminMember.id],
    ]);
    await opsCall(t, 'POST', `/api/ops/v1/tasks/${booking.reference}/release`, { session: admin });
  });
});

/** Opens the task stream on a loopback port as a browser's EventSource would, and collects what arrives. */
async function openStream(session: StaffSession) {
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const stream = { status: 0, contentType: '', text: '', ended: false };
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/ops/v1/tasks/stream', headers: { Cookie: session.cookie, Accept: 'text/event-stream' } }, resolve);
    req.on('error', reject);
  });
  stream.status = response.statusCode ?? 0;
  stream.contentType = String(response.headers['content-type']);
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (stream.text += chunk));
  response.on('end', () => (stream.ended = true));
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { stream, close };
}

/** Waits, at most `ms` on the monotonic clock, until `done`. */
async function until(done: () => boolean, ms: number): Promise<void> {
  const started = performance.now();
  while (!done() && performance.now() - started < ms) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the stream', () => {
  it('announces a task queued after it opened, and ends when the service drains', async () => {
    const { stream, close } = await openStream(sessionA);
    try {
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
      const reference = await topUp('stream@known.example', 500);
      await until(() => stream.text.includes(reference), 5000);
      const event = stream.text.split('\n\n').find((block) => block.includes(reference)) as string;
      expect(event.split('\n')[0]).toBe('event: task');
      expect(JSON.parse(event.split('\n')[1]!.slice('data: '.length))).toMatchObject({ reference, kind: 'wallet_topup', status: 'open', claimed_by: null });
      t.services.lifecycle.draining = true;
      await until(() => stream.ended, 5000);
      expect(stream.ended).toBe(true);
    } finally {
      t.services.lifecycle.draining = false;
      await close();
    }
  });

  it('shows only the kinds its member of staff works, and ends when the session is signed out', async () => {
    const own = await signIn(t, await createStaffMember(t, { roles: ['finance'] }));
    const { stream, close } = await openStream(own);
    try {
      const booking = await bookingOnRequest(known.accountId, 'Hidden Traveller');
      const reference = await topUp('finance-stream@known.example', 900);
      await until(() => stream.text.includes(reference), 5000);
      expect(stream.text).toContain(reference);
      expect(stream.text).not.toContain(booking.reference);
      expect((await opsCall(t, 'DELETE', '/api/ops/v1/sessions/current', { session: own })).status).toBe(204);
      await until(() => stream.ended, 8000);
      expect(stream.ended).toBe(true);
    } finally {
      await close();
    }
  });
});
