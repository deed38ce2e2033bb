/**
 * Every booking kind with a service has a voucher a traveller can hold: a hotel guest's desk sale
 * and an employee's corporate transfer too, at their section's path and at /bookings/{ref}/voucher,
 * saying what the traveller needs (where the driver meets them, from and to, what was paid, whom to
 * ask for a change). A shuttle run has none; a cancelled transfer has none.
 */
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, walletAt, type Mode } from '../helpers/partitions';
import { openAt } from '../helpers/deskRates';
import { getBytes, pdfTexts } from '../helpers/documents';

const V1 = '/api/b2b/v1';
const NOON_UAE = '2026-11-22T08:00:00.000Z';
const guest = { first_name: 'Elena', last_name: 'Petrova', phone: '+971501234567' };

const t = useV1Suite({ partners: ['who', 'other'], now: NOON_UAE });
const { who, other } = t.partners;

beforeAll(async () => {
  for (const mode of MODES) await openAt(t.sections, t.db, who, mode, t.clock);
});

const sell = async (mode: Mode, body: Record<string, unknown>): Promise<{ id: string; reference: string }> => {
  const res = await call(t.app, 'POST', `${V1}/desk/sales`, { token: who.keys[mode], body: { service_date: '2026-11-23', service_time: '15:00', guest, ...body } });
  expect(res.status).toBe(201);
  return res.body as { id: string; reference: string };
};

describe.each(MODES)('a desk sale\'s voucher with a %s key', (mode) => {
  beforeEach(() => walletAt(t, who, mode, 10_000));

  it('is the guest\'s: a transfer from the hotel to the airport, one way, with what was paid, by the sale\'s id or reference, as HTML and PDF', async () => {
    const sold = await sell(mode, { item_code: 'TRF-DXB-DUBAI_MARINA-VIP_V_CLASS', adults: 2, payment_method: 'room_charge', room_number: '1412' });
    const read = await call(t.app, 'GET', `${V1}/desk/sales/${sold.reference.toLowerCase()}`, { token: who.keys[mode] });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ object: 'desk_sale', id: sold.id, reference: sold.reference, sandbox: mode === 'test' });
    const html = await call(t.app, 'GET', `${V1}/desk/sales/${sold.reference.replace(/-/g, '')}/voucher`, { token: who.keys[mode] });
    expect(html.status).toBe(200);
    expect(html.headers['content-disposition']).toBe(`inline; filename="voucher-${sold.reference}.html"`);
    for (const said of [sold.reference, 'Transfer voucher', 'Elena Petrova', 'Hotel pickup', 'Your hotel, Dubai Marina', 'Dubai International (DXB)', 'Private transfer, one way', 'charged to your room', 'Your driver meets you in the lobby of your hotel at 15:00', 'ask the hotel desk that sold this voucher']) {
      expect([said, html.text.includes(said)]).toEqual([said, true]);
    }
    // Nothing a guest cannot act on: no "to or from", no empty agency reference, no arrivals words.
    for (const unsaid of ['to or from', 'Agency reference', 'on arrival']) expect([unsaid, html.text.includes(unsaid)]).toEqual([unsaid, false]);
    const pdf = await getBytes(t.app, `${V1}/desk/sales/${sold.id}/voucher/pdf`, who.keys[mode]);
    expect(pdf.status).toBe(200);
    const text = ((await pdfTexts([pdf.body as Buffer]))[0] ?? '').replace(/\s+/g, ' ');
    expect(text).toContain(sold.reference);
    expect(text).toContain('Your hotel, Dubai Marina');
    // The one voucher path of every booking prints the same document.
    const anyKind = await call(t.app, 'GET', `${V1}/bookings/${sold.reference}/voucher`, { token: who.keys[mode] });
    expect(anyKind.text).toBe(html.text);
    // The list leads to the sale itself.
    const listed = await call(t.app, 'GET', `${V1}/bookings?kind=desk_sale&limit=100`, { token: who.keys[mode] });
    expect(listed.body.data.find((item: { id: string }) => item.id === sold.id)?.href).toBe(`${V1}/desk/sales/${sold.id}`);
  });

  it('of a tour says where to wait and what is included; another account or mode finds no sale', async () => {
    const sold = await sell(mode, { item_code: 'TOUR-DESERT-SAFARI-EVENING', adults: 2, children: 1, payment_method: 'card' });
    const html = await call(t.app, 'GET', `${V1}/desk/sales/${sold.reference}/voucher`, { token: who.keys[mode] });
    expect(html.status).toBe(200);
    for (const said of ['Tour voucher', 'Evening desert safari with barbecue dinner', '2 adults, 1 child', 'Wait in the lobby of your hotel from 15:00', 'paid by card at the hotel desk', 'Includes']) expect([said, html.text.includes(said)]).toEqual([said, true]);
    const otherMode: Mode = mode === 'test' ? 'live' : 'test';
    for (const token of [other.keys[mode], who.keys[otherMode]]) {
      for (const path of [`/desk/sales/${sold.reference}`, `/desk/sales/${sold.reference}/voucher`, `/bookings/${sold.reference}/voucher`]) {
        const missing = await call(t.app, 'GET', `${V1}${path}`, { token });
        expect([path, missing.status, missing.body.error.code]).toEqual([path, 404, 'not_found']);
      }
    }
  });
});

describe('a corporate booking\'s voucher (test key: the seeded company)', () => {
  const token = (): string => who.keys.test;

  it('is the employee\'s for a request\'s transfer, names no agency, and says to ask the travel manager; a shuttle run has none (404), a cancelled transfer none (409)', async () => {
    expect((await call(t.app, 'GET', `${V1}/bookings`, { token: token() })).status).toBe(200);
    const transfers = (await t.db('bookings')
      .where({ account_id: who.accountId, mode: 'test', kind: 'corporate' })
      .whereIn('id', t.db('corporate_requests').whereNotNull('booking_id').select('booking_id'))
      .whereIn('status', ['confirmed', 'driver_assigned'])
      .select('id', 'reference', 'traveller_name')) as Array<{ id: string; reference: string; traveller_name: string }>;
    const [transfer, cancelled] = transfers;
    expect(cancelled).toBeDefined();
    const { id, reference, traveller_name: traveller } = transfer as { id: string; reference: string; traveller_name: string };
    const html = await call(t.app, 'GET', `${V1}/corporate/bookings/${reference.toLowerCase()}/voucher`, { token: token() });
    expect(html.status).toBe(200);
    for (const said of [reference, 'Transfer voucher', traveller, 'Pickup', 'From', 'To', 'Meeting your driver', "ask your company's travel manager"]) expect([said, html.text.includes(said.replace(/'/g, '&#39;'))]).toEqual([said, true]);
    expect(html.text).not.toContain('Agency reference');
    expect((await call(t.app, 'GET', `${V1}/bookings/${id}/voucher`, { token: token() })).text).toBe(html.text);
    // The list leads to a corporate booking by the one path that reads every kind.
    const listed = await call(t.app, 'GET', `${V1}/bookings?kind=corporate&limit=100`, { token: token() });
    expect(listed.body.data.find((item: { id: string }) => item.id === id)?.href).toBe(`${V1}/bookings/${id}`);
    const read = await call(t.app, 'GET', `${V1}/bookings/${reference}`, { token: token() });
    expect(read.body).toMatchObject({ object: 'corporate_booking', type: 'transfer', reference, sandbox: true });

    const run = (await t.db('bookings')
      .where({ account_id: who.accountId, mode: 'test', kind: 'corporate' })
      .whereNotIn('id', t.db('corporate_requests').whereNotNull('booking_id').select('booking_id'))
      .first('id', 'reference')) as { id: string; reference: string };
    const none = await call(t.app, 'GET', `${V1}/corporate/bookings/${run.reference}/voucher`, { token: token() });
    expect([none.status, none.body.error.code, none.body.error.message]).toEqual([404, 'not_found', `The corporate booking ${run.reference} has no voucher: it is a shuttle run, which carries whoever boards it at its stops.`]);

    const gone = cancelled as { id: string; reference: string };
    // The row is put in the state the case needs: the partner API has no cancel of a corporate transfer.
    await t.db('bookings').where({ id: gone.id }).update({ status: 'cancelled' });
    const refused = await call(t.app, 'GET', `${V1}/corporate/bookings/${gone.reference}/voucher/pdf`, { token: token() });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'invalid_state']);
  });
});
