import { uaeDateTime } from '../../src/engine/documents/format';
import type { Page } from 'playwright-core';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, type ConsoleRig } from '../helpers/console';
import { bookDeskTransfer, startDeskConsole } from '../helpers/consoleDesk';
import type { Partner } from '../helpers/partitions';
import type { StaffFixture } from '../helpers/staff';
import { addDays, uaeInstant, uaeToday } from '../../src/platform/uaeTime';
import { Partition } from '../../src/engine/partition';
import { moveTrip } from '../../src/engine/tripMoves';
import { call } from '../helpers/http';
import { runAdmin } from '../../scripts/admin';

/**
 * Bookings and dispatch in the console, in Chromium against the real operator API: a dispatcher
 * adds a driver (and corrects it) and a vehicle, opens the board of a day with live pickups, assigns the first job
 * (stored, with an audit row naming them) and sees the overlapping second refused in the API's
 * words; a desk agent finds the booking by its reference, reads its timeline in words and is not
 * offered completing it before its pickup (the page says from when); the dispatcher records a
 * vehicle's make, model and colour and watches the board follow a trip live (the driver's steps,
 * the flight, a driver taken off after a change). Every date comes from the rig's clock.
 */
describeWithBrowser('bookings and dispatch in the console', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let dispatcher: StaffFixture;
  let agent: StaffFixture;
  let agency: Partner;
  const jobs = { early: { id: '', reference: '' }, later: { id: '', reference: '' } };
  let day = '';

  const transfer = (time: string, last: string) => bookDeskTransfer({ rig, agency }, last, 3, { pickup_time: time, passengers: 2, bags: 1, vehicle: 'EXECUTIVE_SEDAN' }, 'EK202');

  beforeAll(async () => {
    ({ rig, served, dispatcher, agent, agency } = await startDeskConsole(20_000));
    day = addDays(uaeToday(rig.clock), 3);
    jobs.early = await transfer('10:00', 'Early');
    jobs.later = await transfer('10:30', 'Later');
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const dayWords = (value: string): string => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${value}T12:00:00+04:00`));

  test('a dispatcher adds and corrects a driver, adds a vehicle, assigns a job, and sees an overlapping assignment refused', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, dispatcher);
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Dispatch' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Overview', 'Dispatch']);

    // The board opens on today in UAE time, as the API's clock has it.
    await nav.getByRole('link', { name: 'Dispatch' }).click();
    await tab.getByRole('heading', { level: 1, name: `Dispatch board: ${dayWords(uaeToday(rig.clock))}` }).waitFor();
    await tab.getByText(`No pickups on ${dayWords(uaeToday(rig.clock))}.`).waitFor();

    const sub = tab.getByRole('navigation', { name: 'Dispatch' });
    await sub.getByRole('link', { name: 'Drivers' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Drivers' }).waitFor();
    await tab.getByLabel('Name', { exact: true }).fill('Imran Qureshi');
    await tab.getByLabel('Phone').fill('+971 50 123 4567');
    await tab.getByLabel('Licence number').fill('dxb-448812');
    await tab.getByLabel('Languages').fill('en, ur');
    await tab.getByRole('button', { name: 'Add the driver' }).click();
    const drivers = tab.getByRole('table', { name: 'Drivers, by name' });
    await drivers.getByRole('cell', { name: 'DXB-448812', exact: true }).waitFor();
    expect(await drivers.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['Imran Qureshi', '+971501234567', 'English, Urdu', 'Active']));
    const driver = await served.t.db('drivers').where({ licence_number: 'DXB-448812' }).first();
    expect(driver).toMatchObject({ name: 'Imran Qureshi', phone: '+971501234567', status: 'active' });
    expect(await served.t.db('audit_events').where({ subject_type: 'driver', subject_id: driver.id })).toEqual([expect.objectContaining({ staff_id: dispatcher.id, action: 'driver.created' })]);

    // Corrected in its dialog: the languages the driver speaks.
    await drivers.getByRole('button', { name: 'Edit Imran Qureshi' }).click();
    const edit = tab.getByRole('dialog', { name: 'Edit Imran Qureshi' });
    expect(await edit.getByLabel('Licence number').inputValue()).toBe('DXB-448812');
    await edit.getByLabel('Languages').fill('en, ur, hi');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    await drivers.getByRole('cell', { name: 'English, Urdu, Hindi' }).waitFor();
    expect(JSON.parse((await served.t.db('drivers').where({ id: driver.id }).first()).languages)).toEqual(['en', 'ur', 'hi']);
    const edited = await served.t.db('audit_events').where({ subject_type: 'driver', subject_id: driver.id, action: 'driver.updated' });
    expect(edited.map((row) => [row.staff_id, JSON.parse(row.change)])).toEqual([[dispatcher.id, { before: { languages: ['en', 'ur'] }, after: { languages: ['en', 'ur', 'hi'] } }]]);

    await sub.getByRole('link', { name: 'Vehicles' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Vehicles' }).waitFor();
    await tab.getByLabel('Plate', { exact: true }).fill('dubai j 48812');
    await tab.getByLabel('Class', { exact: true }).selectOption('EXECUTIVE_SEDAN');
    await tab.getByRole('button', { name: 'Add the vehicle' }).click();
    const vehicles = tab.getByRole('table', { name: 'Vehicles, by plate' });
    await vehicles.getByRole('cell', { name: 'DUBAI J 48812', exact: true }).waitFor();
    const vehicle = await served.t.db('vehicles').where({ plate: 'DUBAI J 48812' }).first();
    expect(vehicle).toMatchObject({ class: 'EXECUTIVE_SEDAN', status: 'active' });
    expect(Number(vehicle.seats)).toBe(3);

    // The day with the pickups, chosen with the day picker.
    await sub.getByRole('link', { name: 'Board' }).click();
    await tab.getByLabel('Day (UAE)').fill(day);
    await tab.getByRole('button', { name: 'Show', exact: true }).click();
    await tab.getByRole('heading', { level: 1, name: `Dispatch board: ${dayWords(day)}` }).waitFor();
    expect(tab.url()).toBe(`${served.baseUrl}/console/dispatch?day=${day}`);
    const board = tab.getByRole('table', { name: `Pickups on ${dayWords(day)}, in pickup order` });
    await board.waitFor();
    const rows = board.getByRole('row');
    expect(await rows.count()).toBe(3);
    expect(await rows.nth(1).getByRole('cell').allTextContents()).toEqual([
      '10:00',
      `${jobs.early.reference}Desert Rose Travel`,
      'Aisha EarlyFlight EK202 · 2 peopleExecutive sedan',
      'Dubai International (DXB) Terminal 3 to Palm Jumeirah',
      'Not assigned',
      'Not started',
      `ConfirmedAssign ${jobs.early.reference}`,
    ]);
    expect(await rows.nth(2).getByRole('cell').nth(0).textContent()).toBe('10:30');

    await board.getByRole('button', { name: `Assign ${jobs.early.reference}` }).click();
    let dialog = tab.getByRole('dialog', { name: `Assign ${jobs.early.reference}` });
    await dialog.getByLabel('Driver').selectOption({ label: 'Imran Qureshi (en, ur, hi)' });
    await dialog.getByLabel('Vehicle').selectOption(vehicle.id);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await rows.nth(1).getByRole('cell', { name: 'Waiting to set off', exact: true }).waitFor();
    expect(await rows.nth(1).getByRole('cell').nth(4).textContent()).toBe('Imran Qureshi+971501234567DUBAI J 48812');
    expect(await rows.nth(1).getByRole('cell').nth(5).textContent()).toBe('Waiting to set off');
    expect(await served.t.db('dispatch_assignments').where({ booking_id: jobs.early.id }).first()).toMatchObject({ driver_id: driver.id, vehicle_id: vehicle.id, assigned_by: `desk:${dispatcher.id}` });
    expect(await served.t.db('bookings').where({ id: jobs.early.id }).first()).toMatchObject({ status: 'driver_assigned' });
    const assignedAudit = await served.t.db('audit_events').where({ subject_type: 'booking', subject_id: jobs.early.id });
    expect(assignedAudit).toEqual([expect.objectContaining({ staff_id: dispatcher.id, action: 'booking.driver_assigned' })]);
    // The driver's job link went by SMS; the same message is shown once, to forward by WhatsApp.
    const sent = tab.getByRole('region', { name: 'Job link sent to Imran Qureshi' });
    const sms = (await served.t.db('sms_outbox').where({ to_phone: '+971501234567' }).first('text')) as { text: string };
    expect(await sent.getByLabel('Message for Imran Qureshi').inputValue()).toBe(sms.text);
    expect(await sent.getByRole('link', { name: 'Open it in WhatsApp' }).getAttribute('href')).toBe(`https://wa.me/971501234567?text=${encodeURIComponent(sms.text)}`);
    await sent.getByRole('button', { name: 'Done' }).click();
    await sent.waitFor({ state: 'hidden' });

    // The same driver on the overlapping 10:30 job: the API's refusal, in its words, and nothing stored.
    await board.getByRole('button', { name: `Assign ${jobs.later.reference}` }).click();
    dialog = tab.getByRole('dialog', { name: `Assign ${jobs.later.reference}` });
    // Imran is on the 10:00 job: greyed out in the list, with the job holding him.
    await dialog.getByRole('list', { name: 'Not available: 1 driver' }).getByText(`On ${jobs.early.reference} 10:00`, { exact: false }).waitFor();
    expect(await dialog.getByLabel('Driver').locator(`option[value="${driver.id}"]`).evaluate((option) => (option as unknown as { disabled: boolean }).disabled)).toBe(true);
    expect(await served.t.db('dispatch_assignments').where({ booking_id: jobs.later.id })).toEqual([]);
    expect(await served.t.db('bookings').where({ id: jobs.later.id }).first()).toMatchObject({ status: 'confirmed' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The job sheet opens in a new tab, as the PDF the API prints.
    const print = tab.getByRole('link', { name: /^Print job sheet/ });
    expect(await print.getAttribute('href')).toBe(`/api/ops/v1/dispatch/sheet?date=${day}`);
    expect(await print.getAttribute('target')).toBe('_blank');
    const sheet = await tab.context().request.get(`${served.baseUrl}/api/ops/v1/dispatch/sheet?date=${day}`);
    expect([sheet.status(), sheet.headers()['content-type']]).toEqual([200, 'application/pdf']);
    expect(problems).toEqual([]);
  });

  test('a desk agent finds a booking by its reference, reads its timeline, is not offered completing it before its pickup, and cancels another under its policy', async () => {
    const { tab, problems } = await rig.open(768, 1024);
    await rig.signIn(tab, agent);
    const nav = tab.getByRole('navigation', { name: 'Console' });
    await nav.getByRole('link', { name: 'Bookings' }).click();
    await tab.getByRole('heading', { level: 1, name: 'Bookings' }).waitFor();
    const list = tab.getByRole('table', { name: 'Bookings by pickup time, earliest first' });
    await list.getByRole('link', { name: jobs.later.reference }).waitFor();

    await tab.getByLabel('Reference or traveller').fill(jobs.early.reference.toLowerCase().replace(/-/g, ''));
    await tab.getByRole('button', { name: 'Search' }).click();
    await tab.getByText('1 booking shown.').waitFor();
    expect(new URL(tab.url()).searchParams.get('q')).toBe(jobs.early.reference.toLowerCase().replace(/-/g, ''));
    const serviceDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${day}T12:00:00+04:00`));
    expect(await list.getByRole('row').nth(1).getByRole('cell').allTextContents()).toEqual([`${jobs.early.reference}Transfer`, 'Desert Rose Travel', 'Aisha Early', `${serviceDay}, 10:00`, 'Driver assigned', expect.stringMatching(/^AED \d[\d,]*\.\d\d$/)]);
    expect(await list.getByRole('link', { name: 'Desert Rose Travel' }).getAttribute('href')).toBe(`/console/partners/${agency.accountId}`);

    await list.getByRole('link', { name: jobs.early.reference }).click();
    await tab.getByRole('heading', { level: 1, name: `Booking ${jobs.early.reference}` }).waitFor();
    const timeline = tab.getByRole('list', { name: `Timeline of booking ${jobs.early.reference}, oldest first` });
    const moves = timeline.getByRole('listitem');
    // The heading comes with the booking; its timeline is the page's own list, waited for before counting.
    await moves.nth(1).waitFor();
    expect(await moves.count()).toBe(2);
    expect(await moves.nth(0).textContent()).toContain('Booked as Confirmed');
    expect(await moves.nth(0).textContent()).toContain('Desert Rose Travel (API key)');
    expect(await moves.nth(1).textContent()).toContain('Confirmed → Driver assigned');
    expect(await moves.nth(1).textContent()).toContain('Karim Mansour');
    await tab.getByText('Imran Qureshi, +971 50 123 4567; vehicle DUBAI J 48812').waitFor();
    expect(await tab.getByRole('link', { name: /Traveller’s voucher/ }).getAttribute('href')).toBe(`/api/ops/v1/bookings/${jobs.early.id}/voucher`);

    // Its pickup is three days ahead: completed and no-show are not offered yet, and the page says from when.
    await tab.getByText(`Mark completed: from ${uaeDateTime(`${day}T10:00:00+04:00`)}, its pickup time.`).waitFor();
    await tab.getByText(`Mark no-show: from ${uaeDateTime(`${day}T11:00:00+04:00`)}, when the 60 minutes' free waiting after its pickup time have run out.`).waitFor();
    expect(await tab.getByRole('button', { name: 'Mark completed' }).count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Mark no-show' }).count()).toBe(0);
    expect(await served.t.db('bookings').where({ id: jobs.early.id }).first()).toMatchObject({ status: 'driver_assigned' });

    await openPartnerFilter(tab);

    // The later job, cancelled under its policy: three days ahead it costs nothing, as the page says before.
    await tab.getByRole('link', { name: jobs.later.reference }).click();
    await tab.getByRole('heading', { level: 1, name: `Booking ${jobs.later.reference}` }).waitFor();
    const amount = Number((await served.t.db('bookings').where({ id: jobs.later.id }).first()).amount_due_fils) / 100;
    const refund = `AED ${amount.toFixed(2)}`;
    await tab.getByText(`Cancelling now: no fee, ${refund} refunded.`).waitFor();
    await tab.getByRole('button', { name: 'Cancel booking' }).click();
    const cancel = tab.getByRole('dialog', { name: 'Cancel this booking?' });
    expect(await cancel.textContent()).toContain(`no fee now; the full ${refund} is refunded.`);
    await cancel.getByLabel('Note to the partner (optional)').fill('Traveller asked by phone.');
    await cancel.getByRole('button', { name: 'Cancel booking' }).click();
    await cancel.waitFor({ state: 'hidden' });
    await tab.getByText('Confirmed → Cancelled', { exact: true }).waitFor();
    // The booking's history shows the desk agent's move, readable by the desk.
    const history = tab.getByRole('list', { name: `Audit history of booking ${jobs.later.reference}` });
    await history.getByRole('listitem').filter({ hasText: 'booking.moved' }).filter({ hasText: 'Layla Nasser' }).filter({ hasText: 'Status: Confirmed → Cancelled' }).waitFor();
    expect(await served.t.db('bookings').where({ id: jobs.later.id }).first()).toMatchObject({ status: 'cancelled' });
    expect(Number((await served.t.db('bookings').where({ id: jobs.later.id }).first()).fee_fils)).toBe(0);
    expect(problems).toEqual([]);
  });

  test('a dispatcher records a vehicle\'s make, model and colour, and the board follows a trip live: the driver\'s steps, the flight, a driver taken off after a change', async () => {
    const { tab, problems } = await rig.open(1280, 900);
    await rig.signIn(tab, dispatcher);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dispatch' }).waitFor();
    const admin = (...args: string[]) => runAdmin(args, served.t.db, rig.clock);

    // The vehicle as the traveller will look for it, corrected in its dialog.
    await tab.goto(`${served.baseUrl}/console/dispatch/vehicles`);
    const vehicles = tab.getByRole('table', { name: 'Vehicles, by plate' });
    await vehicles.getByRole('button', { name: 'Edit DUBAI J 48812' }).click();
    const edit = tab.getByRole('dialog', { name: 'Edit DUBAI J 48812' });
    await edit.getByLabel('Make (optional)').fill('Mercedes-Benz');
    await edit.getByLabel('Model (optional)').fill('E-Class');
    await edit.getByLabel('Colour (optional)').fill('Black');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'hidden' });
    // The vehicle's row once the list is read again: its plate, make and model, and colour in their cells.
    const cell = (name: string) => tab.getByRole('cell', { name, exact: true });
    await vehicles.getByRole('row').filter({ has: cell('DUBAI J 48812') }).filter({ has: cell('Mercedes-Benz E-Class') }).filter({ has: cell('Black') }).waitFor();
    expect(await vehicles.getByRole('row').count()).toBe(2);
    expect(await served.t.db('vehicles').where({ plate: 'DUBAI J 48812' }).first()).toMatchObject({ make: 'Mercedes-Benz', model: 'E-Class', colour: 'Black' });
    // A new one with them from the start.
    await tab.getByLabel('Plate', { exact: true }).fill('dubai k 22019');
    await tab.getByLabel('Class', { exact: true }).selectOption('EXECUTIVE_SEDAN');
    await tab.getByLabel('Make (optional)').fill('Lexus');
    await tab.getByLabel('Model (optional)').fill('ES 300h');
    await tab.getByLabel('Colour (optional)').fill('Silver');
    await tab.getByRole('button', { name: 'Add the vehicle' }).click();
    await vehicles.getByRole('cell', { name: 'Lexus ES 300h' }).waitFor();
    expect(await served.t.db('vehicles').where({ plate: 'DUBAI K 22019' }).first()).toMatchObject({ make: 'Lexus', model: 'ES 300h', colour: 'Silver' });
    await tab.screenshot({ path: '/tmp/view-dispatch-vehicles.png', fullPage: true });

    // A third job for Imran in the afternoon, assigned from the command line as dispatch would.
    const clash = await transfer('13:00', 'Clash');
    const imran = (await served.t.db('drivers').where({ licence_number: 'DXB-448812' }).first()).id as string;
    const sedan = (await served.t.db('vehicles').where({ plate: 'DUBAI J 48812' }).first()).id as string;
    await admin('dispatch', 'assign', '--booking', clash.reference, '--driver', imran, '--vehicle', sedan);

    await tab.goto(`${served.baseUrl}/console/dispatch?day=${day}`);
    await tab.getByText('Live: assignments, drivers’ steps and flights appear as they happen.').waitFor();
    const board = tab.getByRole('table', { name: `Pickups on ${dayWords(day)}, in pickup order` });
    const early = board.getByRole('row').filter({ hasText: jobs.early.reference });
    expect(await early.getByRole('cell').nth(4).textContent()).toBe('Imran Qureshi+971501234567DUBAI J 48812 · Black Mercedes-Benz E-Class');
    expect(await early.getByRole('cell').nth(5).textContent()).toBe('Waiting to set off');

    // The flight is reported late and the driver sets off: the row follows without a reload.
    const partition = Partition.forJob(served.t.sections, served.t.db, rig.clock, { account_id: agency.accountId, mode: 'live' });
    const now = rig.clock.now().toISOString();
    await partition.insert('booking_flights', { booking_id: jobs.early.id, flight_number: 'EK202', status: 'delayed', scheduled_arrival: uaeInstant(day, '10:00').toISOString(), estimated_arrival: uaeInstant(day, '10:35').toISOString(), actual_arrival: null, terminal: 'T3', diverted_to: null, observed_at: now, source: 'simulator', updated_at: now });
    await moveTrip(partition, jobs.early.id, 'en_route', { eta: uaeInstant(day, '10:20').toISOString() });
    await early.getByRole('cell', { name: 'On the way, ETA 10:20' }).waitFor();
    expect(await early.getByRole('cell').nth(2).textContent()).toBe('Aisha EarlyFlight EK202 (Delayed, expected 10:35) · 2 peopleExecutive sedan');

    // Imran's afternoon job moves onto his morning one: he is taken off it, and the board says so at once.
    const asked = await call(served.t.app, 'POST', `/api/b2b/v1/transport/bookings/${clash.id}/amendments`, { token: agency.keys.live, body: { pickup_time: '10:15' } });
    expect(asked.status).toBe(201);
    const request = (await served.t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
    await admin('desk', 'answer', '--task', String(request.id), '--accept', '--note', 'Earlier pickup agreed.');
    const attention = tab.getByRole('region', { name: 'Needs attention' });
    await attention.getByText(`10:15 ${clash.reference}, driver taken off:`, { exact: true }).waitFor();
    // The task's own words, without saying the reference twice.
    expect(await attention.getByRole('listitem').first().textContent()).toMatch(new RegExp(`^10:15 ${clash.reference}, driver taken off: assign a driver for .*, 10:15 \\(UAE time\\); the driver Imran Qureshi is on ${jobs.early.reference} from 10:00`));
    const reassign = await served.t.db('desk_queue').where({ kind: 'reassign_driver', subject_id: clash.id }).first();
    expect(await attention.getByRole('listitem').first().textContent()).toContain(`(desk task ${reassign.reference})`);
    const clashRow = board.getByRole('row').filter({ hasText: clash.reference });
    await clashRow.getByText('Driver taken off', { exact: true }).waitFor();
    expect(await clashRow.getByRole('cell').nth(5).textContent()).toBe('Not startedDriver taken off');
    expect(await clashRow.getByRole('cell').nth(0).textContent()).toBe('10:15');
    expect(await clashRow.getByRole('button', { name: `Assign ${clash.reference}` }).count()).toBe(1);
    // Said to a screen reader too.
    await tab.getByRole('status').filter({ hasText: `${clash.reference}: ` }).waitFor({ state: 'attached' });
    await tab.screenshot({ path: '/tmp/view-dispatch-board-live.png', fullPage: true });

    const phone = await rig.open(390, 844);
    await rig.signIn(phone.tab, dispatcher);
    await phone.tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Dispatch' }).waitFor();
    await phone.tab.goto(`${served.baseUrl}/console/dispatch?day=${day}`);
    await phone.tab.getByRole('region', { name: 'Needs attention' }).waitFor();
    await phone.tab.getByText('On the way, ETA 10:20').waitFor();
    await phone.tab.screenshot({ path: '/tmp/view-dispatch-board-phone.png', fullPage: true });
    expect(await phone.tab.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(phone.problems).toEqual([]);
    expect(problems).toEqual([]);
  });

  /** The Partners screen links here as `?partner=acc_…`: the list is that partner's, named. */
  async function openPartnerFilter(tab: Page): Promise<void> {
    await tab.goto(`${served.baseUrl}/console/bookings?partner=${agency.accountId}`);
    await tab.getByText('2 bookings shown.').waitFor();
    await tab.getByText('Partner: Desert Rose Travel').waitFor();
  }
});
