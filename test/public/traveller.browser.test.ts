/**
 * The traveller's live page in Chromium at a phone's size (390 × 844), built as `npm run build`
 * builds it: opened from the link the voucher prints, in English and in Arabic (right to left,
 * from the browser's own language, and through the page's language switcher), following the trip
 * live as the driver moves it, with nothing refused by the page's policy. Screenshots go to /tmp.
 */
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { describeWithBrowser, launchBrowser, serveApp, type ServedApp } from '../helpers/browser';
import { buildConsole, CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { partner, partitionFor, walletAt, type Partner } from '../helpers/partitions';
import { TestClock } from '../helpers/testApp';
import { transferQuoteBody } from '../helpers/transfers';
import { advanceBooking } from '../../src/engine/bookings';
import { setTripCrew } from '../../src/engine/trips';
import { moveTrip } from '../../src/engine/tripMoves';
import { tripPageCsp } from '../../src/sections/trips/public';

const PHONE = { width: 390, height: 844 };
const NOW = '2026-11-22T10:00:00.000Z';
const CREW = {
  driverId: null,
  driver: { first_name: 'Imran', last_name: 'Qureshi', phone: '+971501234567', photo_url: null },
  vehicle: { make: 'Toyota', model: 'Camry', colour: 'White', plate: 'Dubai A 12345', class: 'EXECUTIVE_SEDAN' as const },
};

describeWithBrowser('the traveller\'s live page in Chromium, on a phone', () => {
  let build: { dir: string; remove(): void };
  let served: ServedApp;
  let browser: Browser;
  let who: Partner;
  const clock = new TestClock(new Date(NOW));

  beforeAll(async () => {
    build = await buildConsole();
    served = await serveApp({ clock, env: { CONSOLE_DIR: build.dir, LIMIT_PUBLIC_PAGES_PER_MINUTE: '100000' } });
    browser = await launchBrowser();
    who = await partner(served.t);
    await walletAt(served.t, who, 'test', 10_000);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => {
    await browser?.close();
    await served?.close();
    build?.remove();
  });

  const api = (method: 'GET' | 'POST', path: string, body?: object) => {
    const req = request(served.baseUrl)[method === 'GET' ? 'get' : 'post'](path).set('Authorization', `Bearer ${who.keys.test}`);
    return body === undefined ? req : req.send(body);
  };
  const partition = () => partitionFor(served.t, who.accountId, 'test');

  /** A transfer booked through the API, assigned a driver as dispatch does; answers it with the live page's link as its voucher prints it. */
  async function assignedTransfer(): Promise<{ id: string; reference: string; link: string }> {
    const quote = await api('POST', '/api/b2b/v1/transport/quote', transferQuoteBody(clock));
    const booking = await api('POST', '/api/b2b/v1/transport/bookings', { quote_id: quote.body.id, traveller: { first_name: 'Aisha', last_name: 'Rahman' }, flight_number: 'EK202' });
    expect(booking.status).toBe(201);
    const id = booking.body.id as string;
    await advanceBooking(partition(), id, 'driver_assigned', { driver: { name: 'Imran Qureshi', phone: '+971501234567', vehicle_plate: 'Dubai A 12345' } });
    await partition().transaction((p) => setTripCrew(p, id, CREW));
    // The link as the partner's booking gives it, and as the voucher prints it.
    const link = (await api('GET', `/api/b2b/v1/transport/bookings/${id}`)).body.tracking_url as string;
    expect(link).toMatch(new RegExp(`^${served.baseUrl}/trip/[A-Za-z0-9]{32}$`));
    expect((await api('GET', `/api/b2b/v1/transport/bookings/${id}/voucher`)).text).toContain(`<a href="${link}"`);
    return { id, reference: booking.body.reference as string, link };
  }

  /** A phone's tab whose browser speaks `locale`, collecting what the page's policy refused and the page's errors. */
  async function phone(locale: string): Promise<{ tab: Page; problems: string[] }> {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, locale });
    context.setDefaultTimeout(10_000);
    const tab = await context.newPage();
    const problems: string[] = [];
    tab.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
    });
    tab.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    return { tab, problems };
  }

  const enRoute = (id: string, minutes: number) =>
    moveTrip(partition(), id, 'en_route', {
      position: JSON.stringify({ latitude: 25.2285, longitude: 55.3273, accuracy_m: 15, heading: 120, recorded_at: clock.now().toISOString() }),
      eta: new Date(clock.now().getTime() + minutes * 60_000).toISOString(),
    });

  test('in English: the driver and the car once assigned, then the driver on the way with the ETA, live', async () => {
    const { id, reference, link } = await assignedTransfer();
    const { tab, problems } = await phone('en-GB');
    const answer = await tab.goto(link);
    expect(answer?.status()).toBe(200);
    const policy = answer?.headers()['content-security-policy'] ?? '';
    expect(policy).toBe(tripPageCsp(/'nonce-([^']+)'/.exec(policy)?.[1] ?? 'none'));
    expect(answer?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');

    await tab.getByRole('heading', { name: 'Your driver is assigned.' }).waitFor();
    await expect(tab.locator('html').getAttribute('dir')).resolves.toBe('ltr');
    await tab.getByText('Imran', { exact: true }).waitFor();
    await tab.getByText('Toyota Camry · White').waitFor();
    await tab.getByText('Dubai A 12345').waitFor();
    expect(await tab.getByRole('link', { name: /Call Imran/ }).getAttribute('href')).toBe('tel:+971501234567');
    await tab.getByText('Dubai International (DXB) Terminal 3').waitFor();
    await tab.getByText(/Fri, Nov 27, 14:30 \(UAE time\)/).waitFor();
    await tab.getByText(`Reference ${reference}`).waitFor();
    expect(await tab.getByText('Qureshi').count()).toBe(0);
    expect(await tab.getByText('Where your driver is').count()).toBe(0);
    await tab.screenshot({ path: '/tmp/traveller-en-assigned.png', fullPage: true });

    // The driver sets off: the page follows without a reload.
    await enRoute(id, 25);
    await tab.getByRole('heading', { name: 'Your driver is on the way.' }).waitFor();
    await tab.getByText(/^Arriving in 25 minutes \(about 14:25\)$/).waitFor();
    await tab.getByRole('heading', { name: 'Where your driver is' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Open in maps' }).first().getAttribute('href')).toContain('25.228500,55.327300');
    await tab.screenshot({ path: '/tmp/traveller-en-en-route.png', fullPage: true });

    // On board: the position is no longer shown.
    await moveTrip(partition(), id, 'arrived');
    await moveTrip(partition(), id, 'on_board');
    await tab.getByRole('heading', { name: 'You are on board. Enjoy the ride!' }).waitFor();
    expect(await tab.getByText('Where your driver is').count()).toBe(0);
    expect(problems).toEqual([]);
  });

  test('in Arabic, right to left, from the browser\'s language, in the partner\'s white label; the switcher changes it', async () => {
    const brand = await api('POST', '/api/b2b/v1/settings/brand', { mode: 'white_label', display_name: 'Desert Rose Travel', accent_hex: '#0A7C86' });
    expect(brand.status).toBe(200);
    const { id, link } = await assignedTransfer();
    await enRoute(id, 12);
    const { tab, problems } = await phone('ar-AE');
    await tab.goto(link);
    await tab.getByRole('heading', { name: 'سائقك في الطريق إليك.' }).waitFor();
    await expect(tab.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    await expect(tab.locator('html').getAttribute('lang')).resolves.toBe('ar');
    await tab.getByText('مطار دبي الدولي (DXB) المبنى 3').waitFor();
    await tab.getByText('أين سائقك الآن', { exact: true }).waitFor();
    // Right to left: the brand sits at the right of the bar, in the partner's name and colour.
    const named = await tab.locator('.brand').boundingBox();
    expect((named?.x ?? 0) + (named?.width ?? 0)).toBeGreaterThan(PHONE.width - 40);
    await tab.locator('.brand', { hasText: 'Desert Rose Travel' }).waitFor();
    expect(await tab.locator('.bar').evaluate((bar) => getComputedStyle(bar).backgroundColor)).toBe('rgb(10, 124, 134)');
    await tab.screenshot({ path: '/tmp/traveller-ar-en-route.png', fullPage: true });

    await moveTrip(partition(), id, 'arrived');
    await tab.getByRole('heading', { name: 'وصل سائقك إلى نقطة الاستلام.' }).waitFor();
    await tab.screenshot({ path: '/tmp/traveller-ar-arrived.png', fullPage: true });

    await tab.getByRole('combobox').selectOption('en');
    await tab.getByRole('heading', { name: 'Your driver is at the pickup.' }).waitFor();
    await expect(tab.locator('html').getAttribute('dir')).resolves.toBe('ltr');
    expect(new URL(tab.url()).searchParams.get('lang')).toBe('en');
    expect(problems).toEqual([]);
  });

  test('without script, the page shows the trip as it stands', async () => {
    const { reference, link } = await assignedTransfer();
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, javaScriptEnabled: false, locale: 'en-GB' });
    const tab = await context.newPage();
    await tab.goto(link);
    await tab.getByRole('heading', { name: 'Your driver is assigned.' }).waitFor();
    await tab.getByRole('link', { name: 'Call Imran · +971501234567' }).waitFor();
    await tab.getByText('Toyota Camry · White').waitFor();
    await tab.getByText(`Reference ${reference}`).waitFor();
    await tab.screenshot({ path: '/tmp/traveller-no-script.png', fullPage: true });
    await context.close();
  });

  test('a link to no trip says so, in the browser\'s language', async () => {
    const { tab } = await phone('ar');
    const answer = await tab.goto(`${served.baseUrl}/trip/0123456789abcdefABCDEF0123456789`);
    expect(answer?.status()).toBe(404);
    await tab.getByRole('heading', { name: 'لا توجد رحلة هنا' }).waitFor();
    await tab.screenshot({ path: '/tmp/traveller-not-found.png', fullPage: true });
  });
});
