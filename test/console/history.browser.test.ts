import type { Page } from 'playwright-core';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, type ConsoleRig } from '../helpers/console';
import { bookDeskTransfer, startDeskConsole } from '../helpers/consoleDesk';
import { call } from '../helpers/http';
import type { Partner } from '../helpers/partitions';
import type { StaffFixture } from '../helpers/staff';
import { goodForm, linkMailed } from '../helpers/onboarding';
import { addDriver, addVehicle } from '../../src/ops/dispatch';
import { COMMAND_LINE } from '../../src/engine/audit';
import { confirmApplication, submitApplication } from '../../src/sections/onboarding/service';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The console read as a person reads it: the dispatch dialog offers the free drivers and the
 * vehicles big enough, the rest greyed out with the reason; on a phone the board and the lists are
 * cards with their actions on screen; a booking's and a task's
 * history name people, drivers and vehicles and say each change as "before → after" in UAE time;
 * a change request shows its booking as it stands now; an application's details read as labels.
 */
describeWithBrowser('the console, readable', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let dispatcher: StaffFixture;
  let agent: StaffFixture;
  let agency: Partner;
  const jobs = { late: { id: '', reference: '' }, early: { id: '', reference: '' }, big: { id: '', reference: '' } };
  const fleet = { imran: '', joseph: '', sedan: '', van: '' };
  let day = '';

  const transfer = (time: string, passengers: number, vehicle: string, last: string) => bookDeskTransfer({ rig, agency }, last, 3, { pickup_time: time, passengers, bags: 2, vehicle }, 'EK202');

  beforeAll(async () => {
    ({ rig, served, dispatcher, agent, agency } = await startDeskConsole(50_000));
    day = addDays(uaeToday(rig.clock), 3);
    jobs.late = await transfer('16:00', 2, 'EXECUTIVE_SEDAN', 'Late');
    jobs.early = await transfer('10:00', 2, 'EXECUTIVE_SEDAN', 'Early');
    jobs.big = await transfer('10:30', 6, 'VIP_V_CLASS', 'Big');
    fleet.imran = (await addDriver(served.t.db, rig.clock, COMMAND_LINE, { name: 'Imran Qureshi', phone: '+971501234567', licence_number: 'DXB-448812', languages: ['en', 'ur'] })).id;
    fleet.joseph = (await addDriver(served.t.db, rig.clock, COMMAND_LINE, { name: 'Joseph Mathew', phone: '+971557654321', licence_number: 'DXB-500107', languages: ['en'] })).id;
    fleet.sedan = (await addVehicle(served.t.db, rig.clock, COMMAND_LINE, { plate: 'DUBAI J 48812', class: 'EXECUTIVE_SEDAN' })).id;
    fleet.van = (await addVehicle(served.t.db, rig.clock, COMMAND_LINE, { plate: 'DUBAI K 22019', class: 'VIP_V_CLASS' })).id;
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const dayWords = (value: string): string => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${value}T12:00:00+04:00`));
  /** `Fri 27 Nov 2026, 10:00`: how every history says a moment. */
  const WHEN = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

  /** How wide the page is laid out: wider than the screen means scrolling sideways. */
  const pageWidth = (tab: Page): Promise<number> => tab.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth);

  async function openBoard(tab: Page): Promise<void> {
    await tab.goto(`${served.baseUrl}/console/dispatch?day=${day}`);
    await tab.getByRole('heading', { level: 1, name: `Dispatch board: ${dayWords(day)}` }).waitFor();
  }

  test('the dispatch dialog offers the free drivers and the vehicles big enough, the rest greyed out with the reason', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, dispatcher);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dispatch' }).waitFor();
    await openBoard(tab);
    const board = tab.getByRole('table', { name: `Pickups on ${dayWords(day)}, in pickup order` });
    await board.getByRole('button', { name: `Assign ${jobs.early.reference}` }).click();
    let dialog = tab.getByRole('dialog', { name: `Assign ${jobs.early.reference}` });
    await dialog.getByLabel('Driver').selectOption({ label: 'Imran Qureshi (en, ur)' });
    await dialog.getByLabel('Vehicle').selectOption(fleet.sedan);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await board.getByRole('row').nth(1).getByRole('cell', { name: 'Driver assigned' }).waitFor();

    // The 10:30 party of six overlaps Imran's 10:00 job and does not fit the sedan.
    await board.getByRole('button', { name: `Assign ${jobs.big.reference}` }).click();
    dialog = tab.getByRole('dialog', { name: `Assign ${jobs.big.reference}` });
    const drivers = dialog.getByLabel('Driver').locator('option');
    await drivers.nth(2).waitFor({ state: 'attached' });
    const options = async (select: string) =>
      dialog.getByLabel(select).locator('option').evaluateAll((all) => all.slice(1).map((option) => [option.textContent, (option as unknown as { disabled: boolean }).disabled]));
    const until = /On TR-[0-9A-Z]{4}-[0-9A-Z]{4} 10:00–\d\d:\d\d/;
    const driverOptions = await options('Driver');
    expect(driverOptions.slice(0, 1)).toEqual([['Joseph Mathew (en)', false]]);
    expect(driverOptions[1]?.[1]).toBe(true);
    expect(driverOptions[1]?.[0]).toMatch(new RegExp(`^Imran Qureshi \\(en, ur\\) · On ${jobs.early.reference} 10:00–\\d\\d:\\d\\d$`));
    expect(await options('Vehicle')).toEqual([
      ['DUBAI K 22019: VIP V-Class, 7 seats', false],
      ['DUBAI J 48812: Executive sedan, 3 seats · 3 seats; party of 6', true],
    ]);
    // The reasons are on screen under each list, not only inside it.
    const notFree = dialog.getByRole('list', { name: 'Not available: 1 driver' });
    expect(await notFree.textContent()).toMatch(until);
    expect(await dialog.getByRole('list', { name: 'Not available: 1 vehicle' }).textContent()).toBe('DUBAI J 48812: 3 seats; party of 6');
    await expect(dialog.getByLabel('Driver').selectOption(fleet.imran, { timeout: 1000 })).rejects.toThrow();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Each assigned driver's own job sheet, linked from the board.
    const sheets = tab.getByRole('navigation', { name: "Drivers' job sheets" });
    expect(await sheets.getByRole('link', { name: 'Imran Qureshi' }).getAttribute('href')).toBe(`/api/ops/v1/dispatch/sheet?date=${day}&driver_id=${fleet.imran}`);
    expect(problems).toEqual([]);
  });

  test('on a phone the board is cards, every action on screen without scrolling sideways', async () => {
    const { tab, problems } = await rig.open(390, 844);
    await rig.signIn(tab, dispatcher);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dispatch' }).waitFor();
    await openBoard(tab);
    const board = tab.getByRole('table', { name: `Pickups on ${dayWords(day)}, in pickup order` });
    await board.getByRole('button', { name: `Assign ${jobs.big.reference}` }).waitFor();
    for (const reference of [jobs.early.reference, jobs.big.reference, jobs.late.reference]) {
      const button = board.getByRole('button', { name: new RegExp(`^(Assign|Reassign) ${reference}$`) });
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      expect([reference, box !== null && box.x >= 0 && box.x + box.width <= 390]).toEqual([reference, true]);
    }
    // A row is a card: its cells stacked, each labelled with its column's heading.
    const cell = board.getByRole('row').nth(1).getByRole('cell').nth(1);
    expect(await cell.evaluate((element) => {
      const style = (globalThis as unknown as { getComputedStyle(node: unknown, pseudo?: string): { display: string; content: string } }).getComputedStyle;
      return [style(element).display, style(element, '::before').content];
    })).toEqual(['block', '"Booking"']);
    expect(await pageWidth(tab)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });

  test("a booking's history names the driver and vehicle and says when in words", async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, agent);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' }).click();
    const list = tab.getByRole('table', { name: 'Bookings by pickup time, earliest first' });
    await list.getByRole('link', { name: jobs.late.reference }).waitFor();
    expect(await list.getByRole('row').nth(1).getByRole('cell').nth(5).textContent()).toMatch(/^AED \d{1,3}(,\d{3})*\.\d\d$/);

    await list.getByRole('link', { name: jobs.early.reference }).click();
    await tab.getByRole('heading', { level: 1, name: `Booking ${jobs.early.reference}` }).waitFor();
    const timeline = tab.getByRole('list', { name: `Timeline of booking ${jobs.early.reference}, oldest first` });
    await timeline.getByRole('listitem').nth(1).waitFor();
    expect(await timeline.getByRole('listitem').nth(1).textContent()).toContain('Karim Mansour');
    expect(await timeline.getByRole('listitem').nth(1).textContent()).toContain('Confirmed → Driver assigned');

    const history = tab.getByRole('list', { name: `Audit history of booking ${jobs.early.reference}` });
    const assigned = history.getByRole('listitem').filter({ hasText: 'Assigned a driver' });
    await assigned.waitFor();
    expect(await assigned.locator('time').textContent()).toMatch(WHEN);
    const lines = await assigned.locator('.history-change').allTextContents();
    expect(lines).toEqual(expect.arrayContaining(['Driver: Imran Qureshi', 'Vehicle: DUBAI J 48812', `Booking: ${jobs.early.reference}`]));
    expect(lines.find((line) => line.startsWith('Pickup: '))?.slice('Pickup: '.length)).toMatch(WHEN);
    expect(await assigned.textContent()).toContain('Karim Mansour');
    expect(await history.textContent()).not.toMatch(/drv_|veh_|stf_|acc_/);
    // Each change is a line across the page, never squeezed into a narrow column.
    const box = await assigned.locator('.history-change').first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(600);
    expect(box?.height ?? 100).toBeLessThan(40);
    expect(problems).toEqual([]);
  });

  test('a change request links its booking and shows the pickup and driver it has now; its history says "before → after" with names', async () => {
    const asked = await call(served.t.app, 'POST', `/api/b2b/v1/transport/bookings/${jobs.early.id}/amendments`, { token: agency.keys.live, body: { pickup_time: '11:15', message: 'The flight was moved.' } });
    expect(asked.status).toBe(201);
    const task = (await served.t.db('desk_queue').where({ kind: 'amendment' }).orderBy('id', 'desc').first()) as { reference: string };
    const { tab, problems } = await rig.open(1280, 800, `/console/queue/${task.reference}`);
    await rig.signIn(tab, agent);
    await tab.getByRole('heading', { level: 1, name: `Change to a booking ${task.reference}` }).waitFor();
    const now = tab.getByRole('region', { name: `The booking now: ${jobs.early.reference}` });
    await now.getByText('Imran Qureshi, +971 50 123 4567; vehicle DUBAI J 48812').waitFor();
    expect(await now.getByRole('link', { name: jobs.early.reference }).getAttribute('href')).toBe(`/console/bookings/${jobs.early.reference}`);
    expect(await now.textContent()).toMatch(/Pickup(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, 10:00 \(UAE time\)/);

    await tab.getByRole('button', { name: 'Claim' }).click();
    const history = tab.getByRole('list', { name: `What staff did to ${task.reference}, newest first` });
    const claimed = history.getByRole('listitem').filter({ hasText: 'Claimed a desk task' });
    await claimed.waitFor();
    expect(await claimed.locator('.history-change').allTextContents()).toEqual([expect.stringMatching(/^Held by: none → Layla Nasser$/), expect.stringMatching(/^Held since: none → (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)]);
    expect(problems).toEqual([]);
  });

  test("a partner application's details read as labels: TRN (claimed), Expected volume: 50–200 a month", async () => {
    await submitApplication(served.t.db, rig.clock, served.baseUrl, { ...goodForm, trn: '100123456700003', email: 'ops@oasis.example', legal_name: 'Oasis Journeys LLC' }, 'en', '203.0.113.9');
    expect((await confirmApplication(served.t.db, rig.clock, (await linkMailed(served.t.db, 'ops@oasis.example', '/trade/apply/confirm')).token)).state).toBe('open');
    const task = (await served.t.db('desk_queue').where({ kind: 'partner_application' }).orderBy('id', 'desc').first()) as { reference: string };
    const { tab, problems } = await rig.open(390, 844, `/console/queue/${task.reference}`);
    await rig.signIn(tab, agent);
    const asked = tab.getByRole('region', { name: 'What was asked' });
    await asked.waitFor();
    const pairs = await asked.locator('.fact').evaluateAll((facts) => facts.map((fact) => [fact.querySelector('dt')?.textContent, fact.querySelector('dd')?.textContent]));
    expect(pairs).toEqual(expect.arrayContaining([['TRN (claimed)', '100123456700003'], ['Expected volume', '50–200 a month'], ['Kind of partner', 'Travel agency']]));
    expect(await asked.textContent()).not.toContain('50_200');
    expect(await pageWidth(tab)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
  });
});
