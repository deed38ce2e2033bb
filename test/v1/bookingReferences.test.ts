import { RunningClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { MODES, walletAt, type Mode } from '../helpers/partitions';
import { transferQuoteBody } from '../helpers/transfers';
import { CROCKFORD, foldReference, newBookingReference, normaliseBookingReference } from '../../src/platform/ids';
import { referenceSource } from '../../src/engine/bookings';
import { queueTask } from '../../src/engine/desk';

const t = useV1Suite({ partners: ['who'], clock: new RunningClock() });
const { who } = t.partners;

const traveller = { first_name: 'Sara', last_name: 'Haddad', phone: '+971501234567' };

async function bookTransfer(mode: Mode): Promise<string> {
  const quote = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys[mode], body: transferQuoteBody(t.clock, 5) });
  expect(quote.status).toBe(200);
  const res = await call(t.app, 'POST', '/api/b2b/v1/transport/bookings', { token: who.keys[mode], body: { quote_id: quote.body.id, traveller, flight_number: 'EK202' } });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

const referenceOf = async (id: string): Promise<string> => ((await t.db('bookings').where({ id }).first('reference')) as { reference: string }).reference;

describe('booking references', () => {
  it('are a two-letter prefix and 8 Crockford characters in two groups', () => {
    for (let i = 0; i < 200; i++) {
      const reference = newBookingReference('TR');
      expect(reference).toMatch(/^TR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      for (const c of reference.slice(3).replace('-', '')) expect(CROCKFORD).toContain(c);
    }
    expect(CROCKFORD).toBe('0123456789ABCDEFGHJKMNPQRSTVWXYZ');
  });

  it('are read in any case, with or without dashes, with I and L for 1 and O for 0', () => {
    for (const typed of ['TR-10K1-0M9X', 'tr-10k1-0m9x', 'TR10K10M9X', 'tr 10k1 0m9x', 'TR-IOKL-oM9X', 'trl0kiOm9x']) expect(normaliseBookingReference(typed)).toBe('TR-10K1-0M9X');
    // Digits as an Arabic keyboard types them (Arabic-Indic, and the Persian forms), or full width.
    for (const typed of ['TR-١٠K١-٠M٩X', 'tr ۱۰k۱ ۰m۹x', 'ＴＲ－１０Ｋ１－０Ｍ９Ｘ']) expect(normaliseBookingReference(typed)).toBe('TR-10K1-0M9X');
    expect(foldReference('INV-٢٠٢٦-٠٠٠٠٠١')).toBe(foldReference('INV-2026-000001'));
    for (const typed of ['bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', 'TR-10K1-0M9', 'TR-10K1-0M9XY', 'T1-10K1-0M9X', 'TR-10K1-0M9U']) expect(normaliseBookingReference(typed)).toBeNull();
  });

  describe.each(MODES)('with a %s key', (mode) => {
    beforeEach(() => walletAt(t, who, mode, 10_000));

    it('every booking gets one, unique in its partition, and a reference drawn twice is drawn again', async () => {
      const first = await bookTransfer(mode);
      const taken = await referenceOf(first);
      // The reference is a field of the booking's view and of its summary in the one list.
      expect((await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${first}`, { token: who.keys[mode] })).body.reference).toBe(taken);
      const listed = (await call(t.app, 'GET', '/api/b2b/v1/bookings?limit=100', { token: who.keys[mode] })).body.data as Array<{ id: string; reference: string }>;
      expect(listed.find((summary) => summary.id === first)?.reference).toBe(taken);
      expect(taken).toMatch(/^TR-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
      const draw = referenceSource.draw;
      const drawn: string[] = [taken, 'TR-7KQ2-M9XH'];
      referenceSource.draw = (prefix) => drawn.shift() ?? draw(prefix);
      try {
        const second = await bookTransfer(mode);
        expect(await referenceOf(second)).toBe('TR-7KQ2-M9XH');
      } finally {
        referenceSource.draw = draw;
      }
    });

    it('draws again a reference a desk task holds where the partition reaches the desk (desk references are unique across accounts)', async () => {
      const held = 'TR-D35K-H0MD';
      await queueTask(t.db, { kind: 'amendment', reference: held, summary: 'Another account\'s task', createdAt: t.clock.now().toISOString() });
      const draw = referenceSource.draw;
      const drawn: string[] = [held, 'TR-N3XT-0NE1'];
      referenceSource.draw = (prefix) => drawn.shift() ?? draw(prefix);
      try {
        const booked = await bookTransfer(mode);
        // A test partition never reaches the desk, so the task's reference is free there.
        expect(await referenceOf(booked)).toBe(mode === 'live' ? 'TR-N3XT-0NE1' : held);
      } finally {
        referenceSource.draw = draw;
        await t.db('desk_queue').where({ reference: held }).delete();
      }
    });

    it('finds the booking wherever its id is accepted, however a person types the reference', async () => {
      const id = await bookTransfer(mode);
      // Each mode's booking its own reference, so the other mode's key is refused one that exists.
      const last = mode === 'test' ? 'X' : 'W';
      await t.db('bookings').where({ id }).update({ reference: `TR-10K1-0M9${last}` });
      for (const typed of [`TR-10K1-0M9${last}`, `tr-10k1-0m9${last.toLowerCase()}`, `TR10K10M9${last}`, `tr10k10m9${last}`, `TR-IOKL-OM9${last}`, `tr-lokI-om9${last}`]) {
        const read = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${typed}`, { token: who.keys[mode] });
        expect(read.status).toBe(200);
        expect(read.body.id).toBe(id);
      }
      const other: Mode = mode === 'test' ? 'live' : 'test';
      expect((await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/TR-10K1-0M9${last}`, { token: who.keys[other] })).status).toBe(404);
      const cancelled = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/tr10k10m9${last}/cancel`, { token: who.keys[mode] });
      expect(cancelled.status).toBe(200);
      expect(cancelled.body).toMatchObject({ id, status: 'cancelled' });
    });

    it('asks the desk for a change by the reference, filed under the booking and named by its reference', async () => {
      const id = await bookTransfer(mode);
      const reference = await referenceOf(id);
      const asked = await call(t.app, 'POST', `/api/b2b/v1/transport/bookings/${reference.toLowerCase()}/amendments`, { token: who.keys[mode], body: { flight_number: 'EK204' } });
      expect(asked.status).toBe(201);
      const row = (await t.db('service_requests').where({ id: asked.body.id }).first()) as { booking_id: string };
      expect(row.booking_id).toBe(id);
      // Only a live partition reaches the desk, whose task names the booking as people say it.
      const task = (await t.db('desk_queue').where({ subject_id: asked.body.id }).first()) as { summary: string } | undefined;
      if (mode === 'live') expect(task?.summary).toContain(`Transfer ${reference}:`);
      else expect(task).toBeUndefined();
    });

    it('is the one number on the voucher (the API id is for systems, not printed) and the reference on the name board, both found by it', async () => {
      const id = await bookTransfer(mode);
      const reference = await referenceOf(id);
      const voucher = await call(t.app, 'GET', `/api/b2b/v1/transport/bookings/${reference.toLowerCase()}/voucher`, { token: who.keys[mode] });
      expect(voucher.status).toBe(200);
      expect(voucher.text).toContain(`<div class="reference" style="font-size:2rem;font-weight:700">${reference}</div>`);
      expect(voucher.text).not.toContain(id);
      const board = await call(t.app, 'GET', `/api/b2b/v1/bookings/${reference.replace(/-/g, '')}/name-board`, { token: who.keys[mode] });
      expect(board.status).toBe(200);
      expect(board.text).toContain(`Ref ${reference}`);
    });
  });
});
