import { runAdmin } from '../../scripts/admin';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS, type ConsoleRig } from '../helpers/console';
import { bookDeskTransfer, startDeskConsole } from '../helpers/consoleDesk';
import { call } from '../helpers/http';
import type { Partner } from '../helpers/partitions';
import type { StaffFixture } from '../helpers/staff';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

/**
 * The console's bookings list as a desk agent reads it, in Chromium against the real operator
 * API: bookings booked in any order are listed by their pickup, day first, then time, each row
 * saying when; after the partner's change of a pickup time is accepted, the list shows the
 * booking in its new place. Every date comes from the rig's clock.
 */
describeWithBrowser('the bookings list in the console', () => {
  let rig: ConsoleRig;
  let served: ServedApp;
  let agent: StaffFixture;
  let agency: Partner;

  const transfer = (days: number, time: string, last: string) => bookDeskTransfer({ rig, agency }, last, days, { pickup_time: time });

  beforeAll(async () => {
    ({ rig, served, agent, agency } = await startDeskConsole(20_000));
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const dayWords = (days: number): string => new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(`${addDays(uaeToday(rig.clock), days)}T12:00:00+04:00`));

  test('bookings are listed by pickup time, day then time, and a changed pickup moves its booking', async () => {
    // Booked in an order unlike their pickups: the list's order is the pickups', not the bookings'.
    const evening = await transfer(3, '19:45', 'Evening');
    const nextDay = await transfer(4, '06:15', 'NextDay');
    const morning = await transfer(3, '08:30', 'Morning');
    const first = await transfer(2, '23:10', 'First');

    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, agent);
    await tab.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Bookings' }).click();
    const list = tab.getByRole('table', { name: 'Bookings by pickup time, earliest first' });
    await list.getByRole('link', { name: evening.reference }).waitFor();
    const shown = async () => {
      const rows = list.getByRole('row');
      const read: Array<[string, string]> = [];
      for (let i = 1; i < (await rows.count()); i++) {
        const cells = rows.nth(i).getByRole('cell');
        read.push([(await cells.nth(0).getByRole('link').textContent()) ?? '', (await cells.nth(3).textContent()) ?? '']);
      }
      return read;
    };
    expect(await shown()).toEqual([
      [first.reference, `${dayWords(2)}, 23:10`],
      [morning.reference, `${dayWords(3)}, 08:30`],
      [evening.reference, `${dayWords(3)}, 19:45`],
      [nextDay.reference, `${dayWords(4)}, 06:15`],
    ]);
    await tab.getByText('4 bookings shown.').waitFor();

    // The partner moves the evening pickup to the early morning; the trade desk accepts it.
    const asked = await call(served.t.app, 'POST', `/api/b2b/v1/transport/bookings/${evening.id}/amendments`, { token: agency.keys.live, body: { pickup_time: '06:00', message: 'An earlier flight.' } });
    expect(asked.status).toBe(201);
    const task = (await served.t.db('desk_queue').where({ subject_type: 'request', subject_id: asked.body.id }).first('id')) as { id: number | string };
    await runAdmin(['desk', 'answer', '--task', String(task.id), '--accept', '--note', 'New time agreed.'], served.t.db, rig.clock);

    await tab.reload();
    await list.getByRole('link', { name: evening.reference }).waitFor();
    expect(await shown()).toEqual([
      [first.reference, `${dayWords(2)}, 23:10`],
      [evening.reference, `${dayWords(3)}, 06:00`],
      [morning.reference, `${dayWords(3)}, 08:30`],
      [nextDay.reference, `${dayWords(4)}, 06:15`],
    ]);
    expect(problems).toEqual([]);
  });
});
