import { createServer, get, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { MODES, partitionFor, walletAt, type Mode } from '../helpers/partitions';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { transferQuoteBody } from '../helpers/transfers';
import { getBytes, pdfTexts } from '../helpers/documents';
import { advanceBooking, cancelBooking, createBooking, findBooking, outlineOf } from '../../src/engine/bookings';
import { setTripCrew } from '../../src/engine/trips';
import { moveTrip } from '../../src/engine/tripMoves';
import { mailTravellers } from '../../src/engine/travellerMail';
import { tripPageCsp } from '../../src/sections/trips/public';
import type { TripPageData } from '../../src/sections/trips/data';

/**
 * The traveller's live page, `/trip/<token>`: its data (`/status`) before a driver is assigned,
 * with the driver and the car once one is, with the driver's position and ETA only while the
 * driver is on the way or waiting, and after the trip; its event stream following a driver's
 * step; the page in the traveller's language; the unknown link's 404; the link on the voucher
 * (with its QR code) and in the traveller's confirmation e-mail; and the token kept out of the log.
 */
const NOW = '2026-11-22T10:00:00.000Z';
const t = useV1Suite({ partners: ['who'], now: NOW, env: { LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000' } });
const { clock } = t;
const { who } = t.partners;

const DRIVER = { name: 'Imran Qureshi', phone: '+971501234567', vehicle_plate: 'Dubai A 12345' };
const CREW = {
  driverId: null,
  driver: { first_name: 'Imran', last_name: 'Qureshi', phone: '+971501234567', photo_url: null },
  vehicle: { make: 'Toyota', model: 'Camry', colour: 'White', plate: 'Dubai A 12345', class: 'EXECUTIVE_SEDAN' as const },
};
const POSITION = { latitude: 25.2048, longitude: 55.2708, accuracy_m: 12, heading: 90, recorded_at: '2026-11-27T10:05:00.000Z' };

interface Booked {
  id: string;
  reference: string;
  token: string;
}

/** A transfer arriving at DXB T3 for Palm Jumeirah, five days on at 14:30 UAE time, for Aisha Rahman (with her e-mail when given). */
async function book(mode: Mode, traveller: Record<string, unknown> = { first_name: 'Aisha', last_name: 'Rahman' }): Promise<Booked> {
  const api = t.api(who.keys[mode]);
  const quote = await api.post('/api/b2b/v1/transport/quote', transferQuoteBody(clock));
  expect(quote.status).toBe(200);
  const booking = await api.post('/api/b2b/v1/transport/bookings', { quote_id: quote.body.id, traveller, flight_number: 'EK202' });
  expect(booking.status).toBe(201);
  const trip = (await t.db('booking_trips').where({ booking_id: booking.body.id }).first('tracking_token')) as { tracking_token: string };
  return { id: booking.body.id as string, reference: booking.body.reference as string, token: trip.tracking_token };
}

const statusOf = async (token: string, headers: Record<string, string> = {}, query = ''): Promise<request.Response> => {
  let req = request(t.app).get(`/trip/${token}/status${query}`);
  for (const [name, value] of Object.entries(headers)) req = req.set(name, value);
  return req;
};

const dataOf = async (token: string, query = ''): Promise<TripPageData> => {
  const res = await statusOf(token, {}, query);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body as TripPageData;
};

/** Assigns the driver (as dispatch does: the booking's move, then the crew with the car's make and colour). */
async function assign(mode: Mode, id: string): Promise<void> {
  const partition = partitionFor(t, who.accountId, mode);
  await advanceBooking(partition, id, 'driver_assigned', { driver: DRIVER });
  await partition.transaction((p) => setTripCrew(p, id, CREW));
}

beforeAll(async () => {
  for (const mode of MODES) await walletAt(t, who, mode, 10_000);
});

describe.each(MODES)('the live page of a %s booking', (mode) => {
  const partition = () => partitionFor(t, who.accountId, mode);

  it('walks the trip: booked, assigned, on the way, arrived, on board, completed', async () => {
    const { id, reference, token } = await book(mode);

    const booked = await dataOf(token);
    expect(booked).toMatchObject({
      object: 'trip',
      sandbox: mode === 'test',
      reference,
      status: 'scheduled',
      lang: 'en',
      dir: 'ltr',
      pickup: { at: '2026-11-27T14:30:00+04:00', name: 'Dubai International (DXB) Terminal 3', meeting: 'arrivals_hall' },
      dropoff: { name: 'Palm Jumeirah', latitude: null },
      flight: { number: 'EK202', scheduled_arrival: expect.stringMatching(/^2026-11-27T1[04]:30/) },
      driver: null,
      vehicle: null,
      position: null,
      eta: null,
      eta_minutes: null,
    });
    expect(booked.brand.accent_hex).toMatch(/^#[0-9A-F]{6}$/);
    expect(booked.languages.map((language) => language.code)).toEqual(expect.arrayContaining(['en', 'ar', 'ur', 'fa', 'zh']));
    // The traveller's page holds no price and nothing of the partner's account.
    expect(JSON.stringify(booked)).not.toMatch(/aed|price|amount|commission|Rahman/i);

    await assign(mode, id);
    const assigned = await dataOf(token);
    expect(assigned).toMatchObject({ status: 'driver_assigned', driver: { first_name: 'Imran', phone: '+971501234567' }, vehicle: { make: 'Toyota', model: 'Camry', colour: 'White', plate: 'Dubai A 12345' }, position: null, eta: null });
    expect(Object.keys(assigned.driver ?? {}).sort()).toEqual(['first_name', 'phone']);

    clock.set('2026-11-27T10:05:00.000Z');
    await moveTrip(partition(), id, 'en_route', { position: JSON.stringify(POSITION), eta: '2026-11-27T10:30:00.000Z' });
    const onTheWay = await dataOf(token);
    expect(onTheWay).toMatchObject({ status: 'en_route', position: POSITION, eta: '2026-11-27T10:30:00.000Z', eta_minutes: 25, now: '2026-11-27T10:05:00.000Z', driver: { first_name: 'Imran' } });

    clock.set('2026-11-27T10:28:00.000Z');
    await moveTrip(partition(), id, 'arrived', { position: JSON.stringify({ ...POSITION, latitude: 25.2532, recorded_at: '2026-11-27T10:28:00.000Z' }) });
    const waiting = await dataOf(token);
    expect(waiting).toMatchObject({ status: 'arrived', position: { latitude: 25.2532 }, eta: null, eta_minutes: null });

    clock.set('2026-11-27T10:40:00.000Z');
    await moveTrip(partition(), id, 'on_board');
    const aboard = await dataOf(token);
    expect(aboard).toMatchObject({ status: 'on_board', position: null, eta: null, driver: { first_name: 'Imran' } });

    // Completed once the pickup time (14:30 UAE time) has passed.
    clock.set('2026-11-27T11:20:00.000Z');
    await moveTrip(partition(), id, 'completed');
    const done = await dataOf(token);
    expect(done).toMatchObject({ status: 'completed', position: null, eta: null, driver: null, vehicle: null });

    // Never the driver's surname or licence, at any step.
    for (const seen of [booked, assigned, onTheWay, waiting, aboard, done]) expect(JSON.stringify(seen)).not.toMatch(/Qureshi|licen[cs]e/i);
  });

  it('says a cancelled booking is cancelled, and shows no driver', async () => {
    const { id, token } = await book(mode);
    await assign(mode, id);
    await cancelBooking(partition(), 'transport', id, () => 0);
    expect(await dataOf(token)).toMatchObject({ status: 'cancelled', driver: null, vehicle: null, position: null });
  });
});

describe('a transfer from a hotel of the catalogue', () => {
  it('shows the hotel by name and address, on the map, in Arabic by its Arabic name; the airport by the catalogue', async () => {
    const api = t.api(who.keys.test);
    const quote = await api.post('/api/b2b/v1/transport/quote', { pickup_location: { type: 'hotel', hotel_ref: 'Atlantis The Palm' }, dropoff_location: { type: 'airport', airport: 'DXB', terminal: 'T3' }, vehicle: 'EXECUTIVE_SEDAN', pickup_date: '2026-11-27', pickup_time: '09:00', passengers: 2, bags: 2 });
    expect(quote.status).toBe(200);
    const booking = await api.post('/api/b2b/v1/transport/bookings', { quote_id: quote.body.id, traveller: { first_name: 'Omar', last_name: 'Haddad' } });
    expect(booking.status).toBe(201);
    const { tracking_token: token } = (await t.db('booking_trips').where({ booking_id: booking.body.id }).first('tracking_token')) as { tracking_token: string };
    expect(await dataOf(token)).toMatchObject({
      pickup: { at: '2026-11-27T09:00:00+04:00', name: 'Atlantis The Palm', address: 'Crescent Road, Palm Jumeirah, Dubai', latitude: 25.1304, longitude: 55.1171, meeting: 'entrance' },
      dropoff: { name: 'Dubai International (DXB) Terminal 3' },
      flight: null,
    });
    expect(await dataOf(token, '?lang=ar')).toMatchObject({ pickup: { name: 'أتلانتس النخلة' }, dropoff: { name: 'مطار دبي الدولي (DXB) المبنى 3' } });
  });
});

describe('the page and its language', () => {
  it('answers in the language asked for, else the browser\'s, else English; Arabic right to left', async () => {
    const { token } = await book('test');
    const arabic = await dataOf(token, '?lang=ar');
    expect(arabic).toMatchObject({ lang: 'ar', dir: 'rtl', pickup: { name: 'مطار دبي الدولي (DXB) المبنى 3' } });
    expect(arabic.languages.find((language) => language.code === 'ar')?.name).toBe('العربية');
    expect(((await statusOf(token, { 'Accept-Language': 'de-CH, fr;q=0.9, en;q=0.8' })).body as TripPageData).lang).toBe('de');
    expect(((await statusOf(token, { 'Accept-Language': 'xx, ur;q=0.5' })).body as TripPageData)).toMatchObject({ lang: 'ur', dir: 'rtl' });
    expect(((await statusOf(token, { 'Accept-Language': 'pt-BR' }, '?lang=klingon')).body as TripPageData).lang).toBe('en');
  });

  it('serves the trip as a page (JSON to a client asking for JSON), and 404 for a link to no trip', async () => {
    const { reference, token } = await book('test');
    const page = await request(t.app).get(`/trip/${token}?lang=fr`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('<html lang="fr" dir="ltr">');
    expect(page.text).toContain(reference);
    expect(page.text).toContain('Votre réservation est confirmée.');
    expect(page.text).toContain('RÉSERVATION TEST');

    const json = await request(t.app).get(`/trip/${token}`).set('Accept', 'application/json');
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ object: 'trip', reference });

    for (const unknown of ['0123456789abcdefABCDEF0123456789', 'short', `${token}x`]) {
      const missing = await request(t.app).get(`/trip/${unknown}`).set('Accept-Language', 'ar');
      expect(missing.status).toBe(404);
      expect(missing.text).toContain('لا توجد رحلة هنا');
      const missingData = await statusOf(unknown);
      expect(missingData.status).toBe(404);
      expect(missingData.body).toMatchObject({ error: { code: 'resource_not_found' } });
      expect((await request(t.app).get(`/trip/${unknown}/stream`)).status).toBe(404);
    }
  });
});

describe('the stream', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  /** The stream's events as they come, by name and data. */
  function listen(path: string): { next(name: string, until: (data: TripPageData) => boolean): Promise<TripPageData>; response: Promise<IncomingMessage>; close(): void } {
    const events: Array<{ name: string; data: TripPageData }> = [];
    let wake: (() => void) | null = null;
    let buffer = '';
    let res: IncomingMessage | undefined;
    const response = new Promise<IncomingMessage>((resolve, reject) => {
      const req = get(`${base}${path}`, (answer) => {
        res = answer;
        resolve(answer);
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.+)$/m.exec(block)?.[1];
            const data = /^data: (.+)$/m.exec(block)?.[1];
            if (name && data) events.push({ name, data: JSON.parse(data) as TripPageData });
            wake?.();
          }
        });
      });
      req.on('error', reject);
    });
    return {
      response,
      async next(name, until) {
        const deadline = performance.now() + 10_000;
        for (;;) {
          const found = events.find((event) => event.name === name && until(event.data));
          if (found) return found.data;
          if (performance.now() > deadline) throw new Error(`no ${name} event; had ${JSON.stringify(events.map((event) => event.data.status))}`);
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 200);
          });
        }
      },
      close: () => res?.destroy(),
    };
  }

  it('holds at most ten streams of one trip open at once: the eleventh is refused until one closes', async () => {
    const { token } = await book('test');
    const streams = Array.from({ length: 10 }, () => listen(`/trip/${token}/stream`));
    for (const stream of streams) expect((await stream.response).statusCode).toBe(200);
    const refused = await request(base).get(`/trip/${token}/stream`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: { code: 'rate_limited' } });
    for (const stream of streams) stream.close();
    const deadline = performance.now() + 5000;
    let again = listen(`/trip/${token}/stream`);
    while ((await again.response).statusCode !== 200 && performance.now() < deadline) {
      again.close();
      await new Promise((resolve) => setTimeout(resolve, 50));
      again = listen(`/trip/${token}/stream`);
    }
    expect((await again.response).statusCode).toBe(200);
    again.close();
  });

  it('sends the trip, then each change as it happens, and ends once the trip is over', async () => {
    const { id, token } = await book('test');
    await assign('test', id);
    const stream = listen(`/trip/${token}/stream?lang=ar`);
    const res = await stream.response;
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const first = await stream.next('trip', () => true);
    expect(first).toMatchObject({ status: 'driver_assigned', lang: 'ar', position: null });

    await moveTrip(partitionFor(t, who.accountId, 'test'), id, 'en_route', { position: JSON.stringify(POSITION), eta: '2026-11-22T10:20:00.000Z' });
    expect(await stream.next('trip', (data) => data.status === 'en_route')).toMatchObject({ position: POSITION, eta_minutes: 20 });

    const partition = partitionFor(t, who.accountId, 'test');
    await moveTrip(partition, id, 'arrived');
    await moveTrip(partition, id, 'on_board');
    clock.set('2026-11-27T11:20:00.000Z');
    await moveTrip(partition, id, 'completed');
    expect(await stream.next('trip', (data) => data.status === 'completed')).toMatchObject({ position: null, driver: null });
    // Over: the service ends the stream.
    await new Promise<void>((resolve) => (res.complete ? resolve() : res.on('end', () => resolve())));
    stream.close();
  });
});

describe('the voucher', () => {
  it('prints the live page as a link and a QR code, in HTML and PDF', async () => {
    const { id, token } = await book('test');
    const url = `https://trade.test/trip/${token}`;
    const html = await t.api(who.keys.test).get(`/api/b2b/v1/transport/bookings/${id}/voucher`);
    expect(html.status).toBe(200);
    expect(html.text).toContain('Follow your trip live');
    expect(html.text).toContain(`<a href="${url}"`);
    expect(html.text).toContain(`aria-label="QR code of ${url}"`);
    // The same link the partner's booking gives.
    expect((await t.api(who.keys.test).get(`/api/b2b/v1/transport/bookings/${id}`)).body.tracking_url).toBe(url);
    const pdf = await getBytes(t.app, `/api/b2b/v1/transport/bookings/${id}/voucher/pdf`, who.keys.test);
    expect(pdf.status).toBe(200);
    const text = (await pdfTexts([pdf.body as Buffer])).join(' ');
    expect(text).toContain('Follow your trip live');
    expect(text.replace(/\s+/g, '')).toContain(url);
    expect((pdf.body as Buffer).toString('latin1')).toContain(`/URI (${url})`);
  });
});

describe('the traveller\'s e-mail', () => {
  const mailsTo = (to: string) => t.db('mail_outbox').where({ to_address: to }).orderBy('created_at').select('subject', 'text', 'related_type', 'related_id');

  it('confirms a live booking to the traveller with the link, once; never from a test booking', async () => {
    const live = await book('live', { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha@traveller.example' });
    const mails = await mailsTo('aisha@traveller.example');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: `Your pickup on November 27, 2026: booking ${live.reference}`, related_type: 'booking', related_id: live.id });
    const text = (mails[0] as { text: string }).text;
    expect(text).toContain('Hello Aisha,');
    expect(text).toContain(`Your booking ${live.reference} is confirmed: pickup on November 27, 2026 at 14:30 (UAE time).`);
    expect(text).toContain('Pickup: Dubai International (DXB) Terminal 3');
    expect(text).toContain(`https://trade.test/trip/${live.token}`);
    expect(text).toContain(`Booked through ${(await dataOf(live.token)).brand.name}.`);

    // Assigning a driver, or taking them off (confirmed again), sends nothing more.
    const partition = partitionFor(t, who.accountId, 'live');
    await assign('live', live.id);
    expect(await mailsTo('aisha@traveller.example')).toHaveLength(1);

    const row = await findBooking(partition, null, live.id);
    await partition.transaction((p) => mailTravellers(p, [row], (one) => outlineOf(p.sections, one)));
    expect(await mailsTo('aisha@traveller.example')).toHaveLength(1);

    // A test booking's traveller is never written to; a booking without the traveller's e-mail has no one to write to.
    await book('test', { first_name: 'Aisha', last_name: 'Rahman', email: 'test.aisha@traveller.example' });
    expect(await mailsTo('test.aisha@traveller.example')).toHaveLength(0);
    const silent = await book('live', { first_name: 'Omar', last_name: 'Nasser' });
    expect(await t.db('mail_outbox').where({ related_type: 'booking', related_id: silent.id })).toHaveLength(0);
  });

  it('sends one e-mail when two confirmations of a booking race', async () => {
    const partition = partitionFor(t, who.accountId, 'live');
    const made = await book('live', { first_name: 'Aisha', last_name: 'Rahman', email: 'race@traveller.example' });
    await t.db('mail_outbox').where({ to_address: 'race@traveller.example' }).delete();
    await t.db('booking_trips').where({ booking_id: made.id }).update({ traveller_mailed_at: null });
    const row = await findBooking(partition, null, made.id);
    await Promise.all(Array.from({ length: 4 }, () => partition.transaction((p) => mailTravellers(p, [row], (one) => outlineOf(p.sections, one)))));
    expect(await mailsTo('race@traveller.example')).toHaveLength(1);
  });

  it('confirms a booking made on request when the desk confirms it, in the traveller\'s language', async () => {
    const partition = partitionFor(t, who.accountId, 'live');
    const made = await book('live', { first_name: 'Aisha', last_name: 'Rahman', email: 'aisha.ar@traveller.example' });
    const stored = await findBooking(partition, null, made.id);
    await t.db('mail_outbox').where({ to_address: 'aisha.ar@traveller.example' }).delete();
    await t.db('booking_trips').where({ booking_id: made.id }).update({ traveller_mailed_at: null });
    // The same booking, as a section that names the traveller's language keeps it.
    const inArabic = { ...stored, body: { ...(stored.body as object), language: 'ar' } };
    await partition.transaction((p) => mailTravellers(p, [inArabic], (one) => outlineOf(p.sections, one)));
    const [mail] = await mailsTo('aisha.ar@traveller.example');
    expect(mail).toMatchObject({ subject: `موعد استلامك في 27 نوفمبر 2026: الحجز ${made.reference}` });
    expect((mail as { text: string }).text).toContain('الاستلام: مطار دبي الدولي (DXB) المبنى 3');

    // On request first: nothing until it is confirmed, then one e-mail.
    const onRequest = await createBooking(partition, {
      kind: 'transport',
      status: 'on_request',
      quoteId: null,
      serviceDate: '2026-11-27',
      amountDueFils: 0,
      travellerName: 'Lina Haddad',
      agencyReference: null,
      description: 'A transfer on request',
      body: (bookingId, createdAt) => ({ ...(stored.body as object), id: bookingId, created_at: createdAt, traveller: { first_name: 'Lina', last_name: 'Haddad', email: 'lina@traveller.example' } }),
    });
    expect(await mailsTo('lina@traveller.example')).toHaveLength(0);
    await advanceBooking(partition, onRequest.id, 'confirmed');
    const confirmed = await mailsTo('lina@traveller.example');
    expect(confirmed).toHaveLength(1);
    expect((confirmed[0] as { text: string }).text).toContain('Hello Lina,');
  });
});

describe('the log', () => {
  let app: TestApp;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await createTestApp({ clock, database: t.database, log: sink });
  });
  afterAll(() => app.close());

  it('names the route of a trip\'s page, never its token', async () => {
    const { token } = await book('test');
    for (const path of [`/trip/${token}`, `/trip/${token}/status`, `/TRIP/${token}/status`, '/trip/0123456789abcdefABCDEF0123456789']) await request(app.app).get(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('0123456789abcdefABCDEF0123456789');
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.path)).toEqual(expect.arrayContaining(['/trip/:token', '/trip/:token/status', '/TRIP/:token/status']));
  });
});

describe('the policy of the built page', () => {
  it('allows this service\'s scripts, the answer\'s own style, and the map\'s tile server for images only', () => {
    const directives = tripPageCsp('n0nce').split('; ');
    expect(directives.filter((directive: string) => directive.includes('tile.openstreetmap.org'))).toEqual(["img-src 'self' data: https://tile.openstreetmap.org"]);
    expect(directives).toEqual(expect.arrayContaining(["default-src 'none'", "script-src 'self'", "style-src 'self' 'nonce-n0nce'", "connect-src 'self'", "frame-ancestors 'none'"]));
    expect(tripPageCsp('n0nce')).not.toMatch(/unsafe-inline|unsafe-eval/);
  });
});
