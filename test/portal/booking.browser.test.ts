import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describeWithBrowser, type ServedApp } from '../helpers/browser';
import { CONSOLE_BUILD_TIMEOUT_MS } from '../helpers/console';
import { openPartition } from '../../src/engine/partitions';
import { createPortalPerson, startPortal, type PortalPerson, type PortalRig } from '../helpers/portal';

/**
 * Booking by hand in the partner portal, in Chromium, over the real pages (no header or cookie set
 * by hand): a booker signs in, turns to test data, books a transfer between two places of the
 * catalogue (a hotel to a mall, the next morning: inside the late-cancellation window), reads the
 * price and the policy in words, downloads the voucher and e-mails it (a test booking's mail
 * reaches no one); finds the booking in Bookings by its reference as a person types it, reads the
 * fee cancelling costs now, cancels, and sees what was kept and refunded. Everything the person
 * did is recorded with them as its actor. Then the booking's page in Arabic at phone size, right
 * to left and no wider than the screen. Nothing the portal loads is refused by its
 * Content-Security-Policy.
 */
describeWithBrowser('booking in the partner portal, in Chromium', () => {
  let rig: PortalRig;
  let served: ServedApp;
  let booker: PortalPerson;
  let reference = '';

  beforeAll(async () => {
    rig = await startPortal();
    ({ served } = rig);
    booker = await createPortalPerson(served.t, { role: 'booker', accountName: 'Gulf Horizons Travel', firstName: 'Layla', lastName: 'Haddad' });
    // The account's test data, seeded as its first use would seed it, so that no step waits on the seed.
    await openPartition(served.t.sections, booker.accountId, 'test', served.t.db, served.t.clock, 'system', null);
  }, CONSOLE_BUILD_TIMEOUT_MS);
  afterAll(async () => rig?.close());

  const banner = (tab: Page) => tab.locator('[data-test-banner]');
  const testBookings = () => served.t.db('bookings').where({ account_id: booker.accountId, mode: 'test' });

  test('a booker books a transfer between two places on test data and downloads and e-mails its voucher', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, booker);
    // A booker of an account with live access opens on live data; the switch turns to test data.
    await tab.getByRole('group', { name: 'Data' }).getByRole('button', { name: 'Test data', exact: true }).click();
    await banner(tab).waitFor();
    const nav = tab.getByRole('navigation', { name: 'Portal' });
    await nav.getByRole('link', { name: 'Book', exact: true }).click();
    await tab.getByRole('heading', { name: 'Book', level: 1 }).waitFor();

    const pickup = tab.getByRole('group', { name: 'Pickup' });
    await pickup.getByLabel('Search').fill('atlantis the');
    await pickup.getByRole('button', { name: /^Atlantis The Palm/ }).click();
    await pickup.getByText('Crescent Road, Palm Jumeirah, Dubai').waitFor();
    const dropoff = tab.getByRole('group', { name: 'Drop-off' });
    await dropoff.getByLabel('Search').fill('dubai mall');
    await dropoff.getByRole('combobox', { name: 'Kind' }).selectOption('mall');
    await dropoff.getByRole('button', { name: /^The Dubai Mall/ }).click();
    // The clock reads 22 November, 14:00 in the UAE: a pickup at 10:00 the next day is under 24 hours away.
    await tab.getByLabel('Pickup date').fill('2026-11-23');
    await tab.getByLabel('Pickup time (UAE time)').fill('10:00');
    await tab.getByLabel('Passengers').fill('2');
    await tab.getByLabel('Suitcases').fill('3');
    await tab.getByRole('button', { name: 'Get the price', exact: true }).click();

    const quote = tab.getByRole('region', { name: 'The price' });
    await quote.waitFor();
    await quote.getByText('Atlantis The Palm → The Dubai Mall').waitFor();
    await quote.getByText('Between two places').waitFor();
    await quote.getByText(/^You pay the public price, AED\s[\d,]+\.\d\d\.$/).waitFor();
    await quote.getByText(/once booked, cancelling costs 50 % of the amount due \(AED\s[\d,.]+\)/).waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-book-quote.png', fullPage: true });

    await quote.getByLabel('First name').fill('Aisha');
    await quote.getByLabel('Last name').fill('Rahman');
    await quote.getByLabel('Mobile phone').fill('+971 50 123 4567');
    await quote.getByLabel('E-mail').fill('aisha.rahman@example.com');
    await quote.getByLabel('Your reference').fill('GH-PORTAL-7');
    await quote.getByRole('button', { name: /^Book for AED/ }).click();

    const booked = tab.getByRole('heading', { name: /^Booked: TR-/ });
    await booked.waitFor();
    reference = ((await booked.textContent()) ?? '').replace('Booked: ', '').trim();
    expect(reference).toMatch(/^TR-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    // One booking, on test data, made by the person (the state machine's record names them).
    const rows = (await testBookings().where({ agency_reference: 'GH-PORTAL-7' })) as Array<{ id: string; reference: string; status: string }>;
    expect(rows.map((row) => [row.reference, row.status])).toEqual([[reference, 'confirmed']]);
    const id = rows[0]?.id as string;
    expect(await served.t.db('state_moves').where({ subject_id: id }).select('to_state', 'actor')).toEqual([{ to_state: 'confirmed', actor: `user:${booker.userId}` }]);
    expect(await served.t.db('bookings').where({ account_id: booker.accountId, mode: 'live' })).toEqual([]);

    const [download] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('link', { name: 'Download the voucher (PDF)' }).click()]);
    expect(download.suggestedFilename()).toBe(`voucher-${reference}.pdf`);
    const pdf = await readFile((await download.path()) as string);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await tab.getByRole('button', { name: 'E-mail the voucher', exact: true }).click();
    const dialog = tab.getByRole('dialog', { name: 'E-mail the voucher to the traveller' });
    await dialog.getByText('Test data: the e-mail is checked and recorded, and sent to no one.').waitFor();
    expect(await dialog.getByLabel('Send to').inputValue()).toBe('aisha.rahman@example.com');
    await dialog.getByRole('button', { name: 'Send the voucher', exact: true }).click();
    await tab.getByText('Recorded for aisha.rahman@example.com; test bookings’ e-mail reaches no one.').waitFor();
    expect(await served.t.db('voucher_emails').where({ booking_id: id }).select('to_address', 'status', 'actor', 'mail_id')).toEqual([
      { to_address: 'aisha.rahman@example.com', status: 'not_sent', actor: `user:${booker.userId}`, mail_id: null },
    ]);
    expect(await served.t.db('mail_outbox').where({ to_address: 'aisha.rahman@example.com' })).toEqual([]);
    expect(problems).toEqual([]);
  }, 120_000);

  test('the booker finds the booking in Bookings, reads what cancelling costs now, and cancels', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, booker);
    await banner(tab).waitFor();
    await tab.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Bookings', exact: true }).click();
    await tab.getByRole('heading', { name: 'Bookings', level: 1 }).waitFor();
    // The reference as a person reads it out: lower case, without dashes.
    await tab.getByLabel('Reference or traveller').fill(reference.toLowerCase().replace(/-/g, ' '));
    await tab.getByRole('button', { name: 'Search', exact: true }).click();
    await tab.getByText('1 booking shown.', { exact: true }).waitFor();
    const row = tab.getByRole('row').filter({ hasText: reference });
    await row.getByText('Aisha Rahman').waitFor();
    await row.getByText('Confirmed').waitFor();
    await row.getByRole('link', { name: reference }).click();

    await tab.getByRole('heading', { name: `Booking ${reference}`, level: 1 }).waitFor();
    await tab.getByText('GH-PORTAL-7').waitFor();
    const booking = (await testBookings().where({ reference }).first()) as { id: string; amount_due_fils: number | string };
    const due = Number(booking.amount_due_fils) / 100;
    // Amounts as the portal writes them (Intl's, a no-break space after AED).
    const aed = (amount: number): string => new Intl.NumberFormat('en-AE', { style: 'currency', currency: 'AED', minimumFractionDigits: 2 }).format(amount);
    const fee = aed(due / 2);
    const cancellation = tab.getByRole('region', { name: 'Cancellation' });
    await cancellation.getByText(`Free cancellation has ended: cancelling now costs 50 % of the amount due (${fee}).`).waitFor();
    await tab.getByRole('region', { name: 'Timeline' }).getByText('Booked', { exact: true }).waitFor();
    await tab.screenshot({ path: '/tmp/portal-en-booking-page.png', fullPage: true });

    // A change is a request to the trade desk: the booking stays as it is until the desk answers.
    const changes = tab.getByRole('region', { name: 'Changes' });
    await changes.getByRole('button', { name: 'Ask for a change' }).click();
    const asking = tab.getByRole('dialog', { name: 'Ask the trade desk for a change' });
    await asking.getByLabel('Passengers').fill('3');
    await asking.getByLabel('Message to the trade desk').fill('A colleague joins.');
    await asking.getByRole('button', { name: 'Send the request', exact: true }).click();
    await changes.getByText('The request is with the trade desk.').waitFor();
    await changes.getByText('Passengers: 3').waitFor();
    await changes.getByText('With the trade desk', { exact: true }).waitFor();
    expect(await served.t.db('service_requests').where({ booking_id: booking.id }).select('status')).toEqual([{ status: 'open' }]);

    await cancellation.getByRole('button', { name: 'Cancel this booking' }).click();
    const dialog = tab.getByRole('dialog', { name: `Cancel ${reference}?` });
    await dialog.getByText(`Cancelling now costs ${fee}: ${aed(due / 2)} of the ${aed(due)} charged comes back to your account.`).waitFor();
    // Nothing is cancelled until the person confirms.
    expect(await testBookings().where({ reference }).first('status')).toEqual({ status: 'confirmed' });
    await dialog.getByRole('button', { name: 'Cancel the booking', exact: true }).click();
    await tab.getByText(`Cancelled. Kept as a fee: ${fee}; refunded: ${aed(due)}.`).waitFor();
    await tab.locator('.screen-head').getByText('Cancelled').waitFor();
    await tab.getByRole('region', { name: 'Timeline' }).getByText('Cancelled', { exact: true }).waitFor();
    expect(await testBookings().where({ reference }).first('status')).toEqual({ status: 'cancelled' });
    expect(await served.t.db('state_moves').where({ subject_id: booking.id, to_state: 'cancelled' }).select('actor')).toEqual([{ actor: `user:${booker.userId}` }]);
    // A cancelled booking offers no voucher, no cancellation and no change.
    await tab.getByText('This booking has no voucher in its state.').waitFor();
    expect(await tab.getByRole('button', { name: 'Cancel this booking' }).count()).toBe(0);
    expect(await tab.getByRole('button', { name: 'Ask for a change' }).count()).toBe(0);
    expect(problems).toEqual([]);
  }, 120_000);

  test('a booker books a tour with a hotel pickup from what is left of its days', async () => {
    const { tab, problems } = await rig.open(1280, 800);
    await rig.signIn(tab, booker);
    await banner(tab).waitFor();
    await tab.getByRole('navigation', { name: 'Portal' }).getByRole('link', { name: 'Book', exact: true }).click();
    await tab.getByRole('link', { name: 'Tour or activity' }).click();
    await tab.getByRole('heading', { name: 'Tours and activities' }).waitFor();
    await tab.getByRole('combobox', { name: 'Kind' }).selectOption('desert_safari');
    await tab.getByRole('button', { name: /Evening desert safari with BBQ dinner/ }).click();
    await tab.getByRole('heading', { name: 'Evening desert safari with BBQ dinner' }).waitFor();
    const days = tab.getByRole('list', { name: 'Day and start' });
    await days.getByRole('button').first().waitFor();
    await days.locator('button:not([disabled])').first().click();
    await tab.getByRole('group', { name: 'Start' }).getByRole('radio', { checked: true }).waitFor();
    await tab.getByLabel('Adults (12 and over)').fill('2');
    await tab.getByLabel('Children (3 to 11)').fill('1');
    const pickup = tab.getByRole('group', { name: 'Hotel pickup' });
    await pickup.getByLabel('Search').fill('address dubai marina');
    await pickup.getByRole('button', { name: /^Address Dubai Marina/ }).click();
    await tab.getByRole('button', { name: 'Get the price', exact: true }).click();

    const quote = tab.getByRole('region', { name: 'The price' });
    await quote.getByText(/^Pickup at \d\d:\d\d from Address Dubai Marina$/).waitFor();
    await quote.getByText(/^Free cancellation until .+ \(UAE time\)\. After that, cancelling costs 50 % of the amount due/).waitFor();
    await quote.getByLabel('First name').fill('Fatima');
    await quote.getByLabel('Last name').fill('Al Hashimi');
    await quote.getByLabel(/^Mobile phone/).fill('+971501234567');
    await quote.getByRole('button', { name: /^Book for AED/ }).click();
    const booked = tab.getByRole('heading', { name: /^Booked: AC-/ });
    await booked.waitFor();
    const tour = ((await booked.textContent()) ?? '').replace('Booked: ', '').trim();
    expect(await testBookings().where({ reference: tour }).first('kind', 'status', 'traveller_name')).toEqual({ kind: 'activity', status: 'confirmed', traveller_name: 'Fatima Al Hashimi' });
    // A tour that collects its guests has a name board.
    const [board] = await Promise.all([tab.waitForEvent('download'), tab.getByRole('link', { name: 'Download the name board (PDF)' }).click()]);
    expect(board.suggestedFilename()).toBe(`name-board-${tour}.pdf`);
    await tab.screenshot({ path: '/tmp/portal-en-tour-booked.png', fullPage: true });
    expect(problems).toEqual([]);
  }, 120_000);

  test('the booking’s page in Arabic at phone size: right to left, no wider than the screen', async () => {
    const { tab, problems } = await rig.open(390, 844);
    await tab.getByRole('combobox', { name: 'Language' }).selectOption('ar');
    await tab.getByLabel('البريد الإلكتروني').fill(booker.email);
    await tab.getByLabel('كلمة المرور', { exact: true }).fill(booker.password);
    await tab.getByRole('button', { name: 'دخول', exact: true }).click();
    const nav = tab.getByRole('navigation', { name: 'البوابة' });
    await nav.getByRole('link', { name: 'الحجوزات' }).click();
    await tab.getByRole('heading', { name: 'الحجوزات', level: 1 }).waitFor();
    await banner(tab).waitFor();
    await tab.getByRole('link', { name: reference }).click();
    await tab.getByRole('heading', { name: `الحجز ${reference}`, level: 1 }).waitFor();
    await tab.getByRole('region', { name: 'الإلغاء' }).waitFor();
    await tab.getByRole('region', { name: 'السجل الزمني' }).getByText('أُلغي', { exact: true }).waitFor();
    expect(await tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.screenshot({ path: '/tmp/portal-ar-phone-booking.png', fullPage: true });

    await nav.getByRole('link', { name: 'احجز' }).click();
    await tab.getByRole('heading', { name: 'احجز', level: 1 }).waitFor();
    await tab.getByRole('group', { name: 'مكان الاستلام' }).getByLabel('البحث').fill('اتلانتس');
    await tab.getByRole('group', { name: 'مكان الاستلام' }).getByRole('button', { name: /أتلانتس النخلة/ }).waitFor();
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await tab.screenshot({ path: '/tmp/portal-ar-phone-book.png', fullPage: true });
    expect(problems).toEqual([]);
  }, 120_000);
});
