/**
 * A booking's voucher e-mailed to its traveller (POST /bookings/{ref}/voucher/email): in live, one
 * message per request in the outbox, with the voucher's PDF, to the traveller's address or the one
 * given, in the traveller's language; a retry with the same Idempotency-Key sends nothing again. A
 * test partition records the request as live does and never reaches an inbox. Refusals (no
 * address, no voucher in the state, a kind without one, another account's booking, a missing
 * scope) store and send nothing.
 */
import { randomUUID } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { issueKey } from '../helpers/apiKeys';
import { MODES, walletAt, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { getBytes, pdfTexts } from '../helpers/documents';
import { createPortalPerson, portalSignIn, sessionCall } from '../helpers/portal';

const V1 = '/api/b2b/v1';
const NOW = '2026-11-22T10:00:00.000Z';
const SAFARI = 'act_IZHVIIA1lFTXjHowe8Y7'; // hotel pickup, instant, 15:00 daily, guided in en, ar, ru

const t = useV1Suite({ partners: ['who', 'other'], now: NOW });
const { who, other } = t.partners;

interface StoredMail {
  id: string;
  to_address: string;
  subject: string;
  text: string;
  related_type: string | null;
  related_id: string | null;
  attachments: string | null;
}

const voucherMails = async (): Promise<StoredMail[]> => (await t.db('mail_outbox').where({ related_type: 'voucher_email' }).orderBy('created_at').orderBy('id')) as StoredMail[];
const recorded = async (accountId: string, mode: Mode): Promise<Array<Record<string, unknown>>> => (await t.db('voucher_emails').where({ account_id: accountId, mode }).orderBy('created_at').orderBy('id')) as Array<Record<string, unknown>>;

async function transfer(mode: Mode, traveller: Record<string, unknown>): Promise<{ id: string; reference: string }> {
  const quote = await call(t.app, 'POST', `${V1}/transport/quote`, { token: who.keys[mode], body: transferQuoteBody(t.clock, 6) });
  expect(quote.status).toBe(200);
  const made = await call(t.app, 'POST', `${V1}/transport/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, traveller, flight_number: 'EK202' } });
  expect(made.status).toBe(201);
  return made.body as { id: string; reference: string };
}

const send = (mode: Mode, ref: string, body: Record<string, unknown> = {}, key = randomUUID(), token = who.keys[mode]) =>
  call(t.app, 'POST', `${V1}/bookings/${ref}/voucher/email`, { token, body, headers: { 'Idempotency-Key': key } });

// The partners' test data is seeded once, before the cases, whatever the machine's load.
beforeAll(async () => {
  for (const partner of [who, other]) await walletAt(t, partner, 'test', 20_000);
}, 120_000);

describe.each(MODES)('e-mailing a voucher with a %s key', (mode) => {
  const live = mode === 'live';

  beforeEach(() => walletAt(t, who, mode, 20_000));

  it('sends the voucher to the traveller once per request, as PDF, and a retry with the same key sends nothing again', async () => {
    const booking = await transfer(mode, { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha.rahman@example.com' });
    const key = randomUUID();
    const sent = await send(mode, booking.reference.toLowerCase(), {}, key);
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      object: 'voucher_email', sandbox: !live, id: expect.stringMatching(/^vml_[0-9A-Za-z]{20}$/), booking_id: booking.id, booking_reference: booking.reference,
      to: 'aisha.rahman@example.com', status: live ? 'queued' : 'not_sent', created_at: NOW,
    });
    const again = await send(mode, booking.reference.toLowerCase(), {}, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(sent.body);
    // The same key with another request is refused, and sends nothing.
    const reused = await send(mode, booking.id, { to: 'someone@example.com' }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('idempotency_key_reused');

    const rows = await recorded(who.accountId, mode);
    expect(rows.filter((row) => row.booking_id === booking.id)).toEqual([
      expect.objectContaining({ id: sent.body.id, to_address: 'aisha.rahman@example.com', status: live ? 'queued' : 'not_sent', actor: `key:${who.keyIds[mode]}`, created_at: NOW }),
    ]);
    const mails = (await voucherMails()).filter((mail) => mail.related_id === sent.body.id);
    if (!live) {
      // A test partition's mail reaches no one: nothing in the outbox, for this or any address of the booking.
      expect(mails).toEqual([]);
      expect(rows[0]?.mail_id ?? null).toBeNull();
      expect(await t.db('mail_outbox').where({ to_address: 'aisha.rahman@example.com' })).toEqual([]);
      return;
    }
    expect(mails).toHaveLength(1);
    const [mail] = mails as [StoredMail];
    expect(mail).toMatchObject({ id: rows[0]?.mail_id, to_address: 'aisha.rahman@example.com', related_id: sent.body.id });
    expect(mail.subject).toContain(booking.reference);
    expect(mail.text).toContain('Hello Aisha,');
    expect(mail.text).toContain(`Your voucher for booking ${booking.reference} on `);
    expect(mail.text).toMatch(/\/trip\/[0-9A-Za-z]{32}/);
    const attached = JSON.parse(mail.attachments ?? '[]') as Array<{ filename: string; content_type: string; content_base64: string }>;
    expect(attached.map((file) => [file.filename, file.content_type])).toEqual([[`voucher-${booking.reference}.pdf`, 'application/pdf']]);
    const pdf = Buffer.from(attached[0]?.content_base64 ?? '', 'base64');
    // The voucher its own operation gives, byte for byte.
    const own = await getBytes(t.app, `${V1}/bookings/${booking.id}/voucher/pdf`, who.keys[mode]);
    expect(pdf.equals(own.body as Buffer)).toBe(true);
    expect((await pdfTexts([pdf]))[0]).toContain(booking.reference);
  });

  it('sends each request once: two requests, two messages; to the address given, in the traveller\'s language', async () => {
    const booking = await transfer(mode, { first_name: 'Omar', last_name: 'Haddad' });
    const first = await send(mode, booking.id, { to: 'desk@gulfhorizons.example' });
    const second = await send(mode, booking.id, { to: 'omar.haddad@example.com' });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.id).not.toBe(second.body.id);
    const mails = (await voucherMails()).filter((mail) => mail.related_id === first.body.id || mail.related_id === second.body.id);
    expect(mails.map((mail) => mail.to_address).sort()).toEqual(live ? ['desk@gulfhorizons.example', 'omar.haddad@example.com'] : []);
    expect(mails.map((mail) => mail.related_id).sort()).toEqual(live ? [first.body.id, second.body.id].sort() : []);

    // A tour guided in Arabic: its traveller reads the message in Arabic.
    const quote = await call(t.app, 'POST', `${V1}/activities/quote`, { token: who.keys[mode], body: { product_id: SAFARI, date: '2026-12-05', start_time: '15:00', guests: { adults: 2 }, language: 'ar', pickup: { zone: 'DUBAI_MARINA', hotel: 'Address Dubai Marina' } } });
    expect(quote.status).toBe(200);
    const tour = await call(t.app, 'POST', `${V1}/activities/bookings`, { token: who.keys[mode], body: { quote_id: quote.body.id, lead_traveller: { first_name: 'ليلى', last_name: 'حداد', email: 'layla@example.com', phone: '+971501234567' } } });
    expect(tour.status).toBe(201);
    const arabic = await send(mode, tour.body.reference);
    expect(arabic.status).toBe(201);
    expect(arabic.body).toMatchObject({ to: 'layla@example.com', booking_reference: tour.body.reference });
    const [mail] = (await voucherMails()).filter((row) => row.related_id === arabic.body.id);
    if (!live) {
      expect(mail).toBeUndefined();
      return;
    }
    expect(mail?.text).toContain('ليلى');
    expect(mail?.text).toContain(`قسيمة حجزك ${tour.body.reference as string}`);
    expect(mail?.subject).toContain(tour.body.reference);
  });

  it('refuses, storing and sending nothing: no address, no voucher in its state, another account\'s booking, a missing scope', async () => {
    const booking = await transfer(mode, { first_name: 'Omar', last_name: 'Haddad' });
    const rowsBefore = (await recorded(who.accountId, mode)).length;
    const mailsBefore = (await voucherMails()).length;

    const noAddress = await send(mode, booking.id);
    expect(noAddress.status).toBe(422);
    expect(noAddress.body.error).toMatchObject({ code: 'validation_failed', fields: ['to'] });
    const badAddress = await send(mode, booking.id, { to: 'not an address' });
    expect(badAddress.status).toBe(422);
    expect(badAddress.body.error.fields).toEqual(['to']);

    const stranger = await send(mode, booking.id, { to: 'x@example.com' }, randomUUID(), other.keys[mode]);
    expect(stranger.status).toBe(404);

    // A transfer's voucher is read with transport:read too, as its voucher is; and sending needs bookings:manage.
    const noTransport = await issueKey(t, { mode, accountId: who.accountId, scopes: ['bookings:view', 'bookings:manage'] });
    const narrow = await send(mode, booking.id, { to: 'x@example.com' }, randomUUID(), noTransport.key);
    expect(narrow.status).toBe(403);
    expect(narrow.body.error.message).toContain('transport:read');
    const reader = await issueKey(t, { mode, accountId: who.accountId, scopes: ['bookings:view', 'transport:read'] });
    const unmanaged = await send(mode, booking.id, { to: 'x@example.com' }, randomUUID(), reader.key);
    expect(unmanaged.status).toBe(403);
    expect(unmanaged.body.error.message).toContain('bookings:manage');

    expect((await call(t.app, 'POST', `${V1}/transport/bookings/${booking.id}/cancel`, { token: who.keys[mode] })).status).toBe(200);
    const cancelled = await send(mode, booking.id, { to: 'x@example.com' });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.error.code).toBe('invalid_state');

    expect(await recorded(who.accountId, mode)).toHaveLength(rowsBefore);
    expect(await voucherMails()).toHaveLength(mailsBefore);
  });
});

it('answers 404 for a kind that prints no voucher (a DMC programme\'s service), in a test partition', async () => {
  const listed = await call(t.app, 'GET', `${V1}/bookings?kind=dmc&status=confirmed&limit=1`, { token: who.keys.test });
  const dmc = listed.body.data[0] as { id: string } | undefined;
  expect(dmc).toBeDefined();
  const refused = await send('test', dmc?.id ?? '', { to: 'x@example.com' });
  expect(refused.status).toBe(404);
});

describe('with a portal session, as the partner portal sends it', () => {
  it('sends for a booker, recorded with the person as its actor; a viewer is refused; another account\'s booking is not found', async () => {
    const booker = await createPortalPerson(t, { accountId: who.accountId, role: 'booker' });
    const viewer = await createPortalPerson(t, { accountId: who.accountId, role: 'viewer' });
    const session = await portalSignIn(t, booker);
    // The session acts on live data (the account's live access is on): the booking is a live one.
    await walletAt(t, who, 'live', 20_000);
    const quote = await sessionCall(t, session, 'POST', `${V1}/transport/quote`, { body: transferQuoteBody(t.clock, 7), headers: { 'Idempotency-Key': randomUUID() } });
    expect(quote.status).toBe(200);
    const booked = await sessionCall(t, session, 'POST', `${V1}/transport/bookings`, { body: { quote_id: quote.body.id, traveller: { first_name: 'Noura', last_name: 'Al Falasi', email: 'noura@example.com' } }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(booked.status).toBe(201);

    const key = randomUUID();
    const sent = await sessionCall(t, session, 'POST', `${V1}/bookings/${booked.body.reference}/voucher/email`, { body: {}, headers: { 'Idempotency-Key': key } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sandbox: false, status: 'queued', to: 'noura@example.com' });
    const again = await sessionCall(t, session, 'POST', `${V1}/bookings/${booked.body.reference}/voucher/email`, { body: {}, headers: { 'Idempotency-Key': key } });
    expect(again.body).toEqual(sent.body);
    expect(await t.db('voucher_emails').where({ booking_id: booked.body.id }).select('actor', 'status')).toEqual([{ actor: `user:${booker.userId}`, status: 'queued' }]);
    expect(await t.db('mail_outbox').where({ related_type: 'voucher_email', related_id: sent.body.id })).toHaveLength(1);

    const looking = await portalSignIn(t, viewer);
    const refused = await sessionCall(t, looking, 'POST', `${V1}/bookings/${booked.body.reference}/voucher/email`, { body: {}, headers: { 'Idempotency-Key': randomUUID() } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'insufficient_scope' });

    const stranger = await createPortalPerson(t, { accountId: other.accountId, role: 'booker' });
    const elsewhere = await sessionCall(t, await portalSignIn(t, stranger), 'POST', `${V1}/bookings/${booked.body.reference}/voucher/email`, { body: { to: 'x@example.com' }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(elsewhere.status).toBe(404);
    expect(await t.db('voucher_emails').where({ booking_id: booked.body.id })).toHaveLength(1);
  });
});
