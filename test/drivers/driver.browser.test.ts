import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { buildConsole, CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { call } from '../helpers/http';
import { partner, walletAt, type Partner } from '../helpers/partitions';
import { createStaffMember, opsCall, signIn, type StaffSession } from '../helpers/staff';
import { TestClock } from '../helpers/testApp';
import { transferQuoteBody } from '../helpers/transfers';
import { selfSignedCertificate } from '../helpers/webhooks';

/**
 * The drivers' job page in Chromium at a phone's size, against the real service: the job link is
 * read from the SMS outbox as the driver's phone received it and opened as they would tap it; the
 * page lands on the driver's jobs (the token gone from the address), shows the name board full
 * screen, and walks a job through every step by its own buttons while the service's clock moves
 * through the pickup, sharing the phone's position while en route; moves made offline wait on the
 * phone and arrive, in order and once, when it is back online; a driver who speaks Arabic reads
 * the page right to left. Screenshots at 390×844 go to /tmp.
 */
describeWithBrowser('the drivers’ job page', () => {
  // Tuesday 24 November 2026, 09:00 in the UAE.
  const clock = new TestClock(new Date('2026-11-24T05:00:00.000Z'));
  let build: { dir: string; remove(): void };
  let tls: { key: string; cert: string; remove(): void };
  let served: ServedApp;
  let browser: Browser;
  let dispatch: StaffSession;
  let agency: Partner;
  const fleet = { imran: '', omar: '', sedan: '', van: '' };
  const jobs = { a: { id: '', reference: '' }, b: { id: '', reference: '' }, c: { id: '', reference: '' } };

  async function transfer(time: string, last: string): Promise<{ id: string; reference: string }> {
    const app = served.t.app;
    const quote = await call(app, 'POST', '/api/b2b/v1/transport/quote', { token: agency.keys.live, body: transferQuoteBody(clock, 0, { pickup_time: time, passengers: 2, bags: 3, vehicle: 'EXECUTIVE_SEDAN' }) });
    expect(quote.status).toBe(200);
    const made = await call(app, 'POST', '/api/b2b/v1/transport/bookings', {
      token: agency.keys.live,
      body: { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: last, phone: '+971552003040' }, flight_number: 'EK202', notes: 'Child seat for a 3-year-old' },
    });
    expect(made.status).toBe(201);
    return made.body as { id: string; reference: string };
  }

  const assign = async (job: { id: string }, driver: string, vehicle: string) => {
    const res = await opsCall(served.t, 'POST', '/api/ops/v1/dispatch/assignments', { session: dispatch, body: { booking: job.id, driver_id: driver, vehicle_id: vehicle } });
    expect(res.status).toBe(200);
  };

  /** The link in the SMS the assignment of `job` sent its driver, as the phone shows it. */
  const linkFromSms = async (job: { id: string }): Promise<string> => {
    const sent = (await served.t.db('driver_links').where({ booking_id: job.id }).first('sms_id')) as { sms_id: string };
    const sms = (await served.t.db('sms_outbox').where({ id: sent.sms_id }).first('text')) as { text: string };
    const url = /https:\/\/\S+\/driver\/open#[A-Za-z0-9_-]{43}/.exec(sms.text)?.[0];
    if (!url) throw new Error(`no job link in the SMS: ${sms.text}`);
    return url;
  };

  const trip = async (id: string) => (await served.t.db('booking_trips').where({ booking_id: id }).first()) as Record<string, string | null>;

  /** Waits until `check` holds of what the service stored (a move arrives a moment after its click; a position within 15 seconds). */
  async function stored<T>(read: () => Promise<T>, check: (value: T) => boolean, withinMs = 10_000): Promise<T> {
    const deadline = performance.now() + withinMs;
    for (;;) {
      const value = await read();
      if (check(value)) return value;
      if (performance.now() > deadline) throw new Error(`never stored: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** A phone: 390×844, touch, its position at the given point, a context (cookies, storage) of its own. */
  async function phone(position: { latitude: number; longitude: number }): Promise<{ context: BrowserContext; tab: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true, geolocation: { ...position, accuracy: 15 }, permissions: ['geolocation'], locale: 'en-GB' });
    context.setDefaultTimeout(10_000);
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    tab.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    return { context, tab, problems };
  }

  beforeAll(async () => {
    build = await buildConsole('driver/vite.config.ts');
    tls = selfSignedCertificate();
    served = await serveApp({ clock, tls, env: { DRIVER_DIR: build.dir } });
    browser = await launchBrowser();
    dispatch = await signIn(served.t, await createStaffMember(served.t, { roles: ['dispatch'], name: 'Karim Mansour' }));
    agency = await partner(served.t);
    await served.t.db('accounts').where({ id: agency.accountId }).update({ name: 'Desert Rose Travel' });
    await walletAt(served.t, agency, 'live', 20_000);
    fleet.imran = (await opsCall(served.t, 'POST', '/api/ops/v1/drivers', { session: dispatch, body: { name: 'Imran Qureshi', phone: '+971501234567', licence_number: 'DXB-448812', languages: ['en', 'ur'] } })).body.id;
    fleet.omar = (await opsCall(served.t, 'POST', '/api/ops/v1/drivers', { session: dispatch, body: { name: 'Omar Haddad', phone: '+971509876543', licence_number: 'DXB-300200', languages: ['ar', 'en'] } })).body.id;
    fleet.sedan = (await opsCall(served.t, 'POST', '/api/ops/v1/vehicles', { session: dispatch, body: { plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN' } })).body.id;
    fleet.van = (await opsCall(served.t, 'POST', '/api/ops/v1/vehicles', { session: dispatch, body: { plate: 'DUBAI K 22019', class: 'EXECUTIVE_SEDAN' } })).body.id;
    await served.t.db('vehicles').where({ id: fleet.sedan }).update({ make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' });
    jobs.a = await transfer('14:30', 'Rahman');
    jobs.b = await transfer('19:00', 'Karim');
    jobs.c = await transfer('16:00', 'Nasser');
    await assign(jobs.a, fleet.imran, fleet.sedan);
    await assign(jobs.b, fleet.imran, fleet.sedan);
    await assign(jobs.c, fleet.omar, fleet.van);
  }, CONSOLE_BUILD_TIMEOUT_MS);

  afterAll(async () => {
    await browser?.close();
    await served?.close();
    build?.remove();
    tls?.remove();
  });

  test('opens the link from the SMS, shows the name board full screen and walks a job through every step by its buttons', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const link = await linkFromSms(jobs.a);
    const { context, tab, problems } = await phone({ latitude: 25.0805, longitude: 55.1403 });
    await tab.goto(link);
    await tab.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    // The token leaves the address bar at once: no history, bookmark or screenshot keeps it.
    expect(tab.url()).toBe(`${served.baseUrl}/driver/`);
    await tab.getByText('Hello, Imran').waitFor();

    const card = tab.getByRole('article', { name: `14:30 Job ${jobs.a.reference}` });
    await card.waitFor();
    await card.getByText('Aisha Rahman').waitFor();
    expect(await card.getByRole('link', { name: 'Call \u2066+971 55 200 3040\u2069' }).getAttribute('href')).toBe('tel:+971552003040');
    expect(await card.getByRole('link', { name: 'Open in Maps' }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=25.2532,55.3657');
    await card.getByText('Passengers: 2 · Bags: 3').waitFor();
    await card.getByText('Dubai International (DXB) Terminal 3', { exact: true }).waitFor();
    await card.getByText('not tracked').waitFor();
    await card.getByText('Child seat for a 3-year-old').waitFor();
    await card.getByText('DUBAI J 48812 · Black Mercedes-Benz E-Class').waitFor();
    await tab.getByRole('article', { name: `19:00 Job ${jobs.b.reference}` }).waitFor();
    // Omar's job is not Imran's to see.
    expect(await tab.getByText(jobs.c.reference).count()).toBe(0);

    await card.getByRole('button', { name: 'Show name board' }).click();
    const board = tab.getByRole('dialog', { name: 'Name board' });
    await board.getByText('AISHA RAHMAN').waitFor();
    await board.getByText('Desert Rose Travel').waitFor();
    await tab.screenshot({ path: '/tmp/driver-en-name-board.png' });
    await board.getByRole('button', { name: 'Close' }).click();
    await board.waitFor({ state: 'hidden' });

    await card.getByRole('button', { name: 'Accept job' }).click();
    await card.getByText('Accepted', { exact: true }).waitFor();
    expect((await stored(() => trip(jobs.a.id), (row) => row.accepted_at !== null)).accepted_at).toBe('2026-11-24T09:00:00.000Z');

    // The service's clock moves on; the page, opened again, times its moves and positions by it.
    clock.set('2026-11-24T09:45:00.000Z');
    await tab.reload();
    await card.getByRole('button', { name: "I'm on my way" }).click();
    await card.getByText('On the way', { exact: true }).waitFor();
    // While en route the page shares the phone's position, at once and then every 15 seconds.
    await tab.getByText('Sharing your location with the traveller').waitFor();
    const enRoute = await stored(() => trip(jobs.a.id), (row) => row.status === 'en_route' && row.position !== null);
    expect(JSON.parse(enRoute.position as string)).toMatchObject({ latitude: 25.0805, longitude: 55.1403, accuracy_m: 15 });
    // 19 km from the terminal at 40 km/h: about half an hour after the position was taken.
    expect((Date.parse(enRoute.eta as string) - Date.parse(JSON.parse(enRoute.position as string).recorded_at)) / 60_000).toBeGreaterThan(25);
    await context.setGeolocation({ latitude: 25.2285, longitude: 55.3273, accuracy: 10 });
    const nearer = await stored(() => trip(jobs.a.id), (row) => JSON.parse(row.position as string).latitude === 25.2285, 20_000);
    // The card shows when the service expects the driver at the pickup, from the last position.
    const expected = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(nearer.eta as string));
    await card.getByText(`Expected at the pickup ${expected}`).waitFor();
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.screenshot({ path: '/tmp/driver-en-en-route.png' });

    clock.set('2026-11-24T10:25:00.000Z');
    await tab.reload();
    await card.getByRole('button', { name: "I've arrived" }).click();
    await card.getByText('At the pickup', { exact: true }).waitFor();
    await stored(() => trip(jobs.a.id), (row) => row.status === 'arrived');
    // The free waiting runs an hour from the pickup (14:30): no no-show before 15:30.
    await tab.reload();
    const noShow = card.getByRole('button', { name: 'Passenger did not come' });
    expect(await noShow.isDisabled()).toBe(true);
    await card.getByText('No-show possible from 15:30').waitFor();

    clock.set('2026-11-24T10:50:00.000Z');
    await tab.reload();
    await card.getByRole('button', { name: 'Passenger on board' }).click();
    await card.getByText('Passenger on board', { exact: true }).first().waitFor();
    await stored(() => trip(jobs.a.id), (row) => row.status === 'on_board');

    clock.set('2026-11-24T11:40:00.000Z');
    await tab.reload();
    await card.getByRole('button', { name: 'Trip completed' }).click();
    await card.getByText('Completed', { exact: true }).waitFor();
    const done = await stored(() => trip(jobs.a.id), (row) => row.status === 'completed');
    expect(done).toMatchObject({ accepted_at: '2026-11-24T09:00:00.000Z', en_route_at: '2026-11-24T09:45:00.000Z', arrived_at: '2026-11-24T10:25:00.000Z', on_board_at: '2026-11-24T10:50:00.000Z', completed_at: '2026-11-24T11:40:00.000Z' });
    expect(await served.t.db('bookings').where({ id: jobs.a.id }).first('status')).toEqual({ status: 'completed' });
    const actors = await served.t.db('state_moves').where({ subject_type: 'trip', subject_id: jobs.a.id }).whereNot({ to_state: 'driver_assigned' }).pluck('actor');
    expect(new Set(actors)).toEqual(new Set([`driver:${fleet.imran}`]));
    expect(await served.t.db('events').where({ subject_id: jobs.a.id }).orderBy('seq').pluck('type')).toEqual(['booking.created', 'booking.driver_assigned', 'booking.driver_en_route', 'booking.driver_arrived', 'booking.passenger_on_board', 'booking.completed']);
    // A finished job keeps its time, its state and its traveller; nothing more to do on it.
    expect(await card.getByRole('button').count()).toBe(0);
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.screenshot({ path: '/tmp/driver-en-jobs.png' });
    expect(problems).toEqual([]);
    await context.close();
  });

  test('keeps moves made offline on the phone and sends them when it is back online, in order and once', async () => {
    clock.set('2026-11-24T14:30:00.000Z');
    // A phone of its own, opened by the link the second job's assignment sent (each link works once).
    const { context, tab, problems } = await phone({ latitude: 25.2, longitude: 55.3 });
    await tab.goto(await linkFromSms(jobs.b));
    const card = tab.getByRole('article', { name: `19:00 Job ${jobs.b.reference}` });
    await card.waitFor();

    await context.setOffline(true);
    await tab.getByText('You are offline.', { exact: false }).waitFor();
    await card.getByRole('button', { name: 'Accept job' }).click();
    await card.getByRole('button', { name: "I'm on my way" }).click();
    // The page shows the moves as made, waiting to be sent; the service has neither yet.
    await card.getByText('On the way', { exact: true }).waitFor();
    await card.getByText('Waiting to send').waitFor();
    await tab.getByText(`Waiting to send: ${jobs.b.reference}: Accept job · ${jobs.b.reference}: I'm on my way`).waitFor();
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.screenshot({ path: '/tmp/driver-en-offline.png' });
    expect(await trip(jobs.b.id)).toMatchObject({ status: 'driver_assigned', accepted_at: null });
    expect(JSON.parse(await tab.evaluate(() => localStorage.getItem('driver.queued_moves') ?? '[]'))).toHaveLength(2);

    // Back online, later: the moves arrive in the order they were made, dated when they were made.
    clock.set('2026-11-24T14:40:00.000Z');
    await context.setOffline(false);
    const arrived = await stored(() => trip(jobs.b.id), (row) => row.status === 'en_route');
    expect(Date.parse(arrived.accepted_at as string)).toBeLessThan(Date.parse('2026-11-24T14:31:00.000Z'));
    expect(Date.parse(arrived.en_route_at as string)).toBeLessThan(Date.parse('2026-11-24T14:31:00.000Z'));
    await tab.getByRole('status').filter({ hasText: 'Waiting to send' }).waitFor({ state: 'hidden' });
    await card.getByText('Waiting to send', { exact: true }).waitFor({ state: 'hidden' });
    expect(JSON.parse(await tab.evaluate(() => localStorage.getItem('driver.queued_moves') ?? '[]'))).toEqual([]);
    expect(await served.t.db('state_moves').where({ subject_type: 'trip', subject_id: jobs.b.id, to_state: 'en_route' })).toHaveLength(1);
    expect(await served.t.db('idempotency_keys').where({ scope: `driver:${fleet.imran}` }).where('created_at', '>=', '2026-11-24T14:40:00.000Z')).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  test('opens in Arabic for a driver who speaks it, right to left, from a /driver/s/ link', async () => {
    clock.set('2026-11-24T09:00:00.000Z');
    const link = await linkFromSms(jobs.c);
    const { context, tab, problems } = await phone({ latitude: 25.2, longitude: 55.3 });
    await tab.goto(link.replace('/driver/open#', '/driver/s/'));
    await tab.getByRole('heading', { level: 1, name: 'مهامي' }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/driver/`);
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir, getComputedStyle(document.body).direction])).toEqual(['ar', 'rtl', 'rtl']);
    const card = tab.getByRole('article', { name: `16:00 المهمة ${jobs.c.reference}` });
    await card.getByRole('button', { name: 'قبول المهمة' }).waitFor();
    await card.getByRole('button', { name: 'أنا في الطريق' }).waitFor();
    await card.getByText('مسندة إليك').waitFor();
    await card.getByText('عدد الركاب: 2 · عدد الحقائب: 3').waitFor();
    // Right to left: the heading sits at the right, the card's accent rule on its right edge.
    const heading = await tab.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading && heading.x + heading.width).toBeGreaterThan(300);
    expect(await card.evaluate((element) => [getComputedStyle(element).borderRightWidth, getComputedStyle(element).borderLeftWidth])).toEqual(['6px', '1px']);
    await tab.screenshot({ path: '/tmp/driver-ar-jobs.png' });
    await card.getByRole('button', { name: 'قبول المهمة' }).click();
    await card.getByText('مقبولة', { exact: true }).waitFor();
    await stored(() => trip(jobs.c.id), (row) => row.accepted_at !== null);

    // The driver's choice of language holds: English, then back.
    await tab.getByLabel('اللغة').selectOption('en');
    await tab.getByRole('heading', { level: 1, name: 'My jobs' }).waitFor();
    expect(await tab.evaluate(() => document.documentElement.dir)).toBe('ltr');
    await tab.getByLabel('Language').selectOption('ur');
    await tab.getByRole('heading', { level: 1, name: 'میرے کام' }).waitFor();
    expect(await tab.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await tab.screenshot({ path: '/tmp/driver-ur-jobs.png' });
    expect(problems).toEqual([]);
    await context.close();
  });
});
