/**
 * A crash between commit and answer: the server process dies (SIGKILL) right after a booking's
 * transaction committed and before the client got the answer (test/helpers/crashHooks.ts). The
 * client retries with the same Idempotency-Key against a new process and gets the stored answer:
 * one booking, one charge, no key left blocked. For a test key and a live key, on SQLite and on
 * PostgreSQL.
 */
import { join } from 'node:path';
import { childDatabaseUrl, createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { startServerProcess, request as httpRequest, type ServerProcess } from '../helpers/serverProcess';
import { MODES, ledgerSumFils, partner, walletAt, walletFils } from '../helpers/partitions';
import { SUITE_LIMITS, toFils } from '../helpers/suite';
import { systemClock } from '../../src/platform/clock';
import { catalogOf } from '../../src/engine/sections';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

const CRASH_HOOKS = join(__dirname, '..', 'helpers', 'crashHooks.ts');
const BOOKINGS = '/api/b2b/v1/transport/bookings';

let database: TestDatabase;
let server: ServerProcess | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await server?.kill();
  server = null;
});
afterAll(() => database.drop());

const quoteBody = {
  airport: 'AUH',
  terminal: 'A',
  direction: 'departure',
  place: 'YAS_ISLAND',
  vehicle: 'EXECUTIVE_SEDAN',
  // The server process reads the system clock: six days after its UAE date.
  pickup_date: addDays(uaeToday(systemClock), 6),
  pickup_time: '09:15',
  passengers: 1,
  bags: 1,
};

describe.each(MODES)(`a crash after a booking committed, with a %s key (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, (mode) => {
  it('replays the stored answer to the retry: one booking, one charge, no blocked key', async () => {
    const db = database.db;
    // The kit acts on the clock the server process reads; it records the partition without a
    // section's seed (a fresh partition's first request is the server process's concern).
    const kit = { db, clock: systemClock, sections: catalogOf([]) };
    const who = await partner(kit);
    await walletAt(kit, who, mode, 2_000);
    const env = { DATABASE_URL: childDatabaseUrl(database), LOG_LEVEL: 'warn', ...SUITE_LIMITS };
    const headers = (key: string): Record<string, string> => ({ authorization: `Bearer ${who.keys[mode]}`, 'idempotency-key': key });

    server = await startServerProcess({ ...env, CRASH_BEFORE_ANSWER_PATH: BOOKINGS }, { preload: [CRASH_HOOKS] });
    const quote = await httpRequest(server.port, 'POST', '/api/b2b/v1/transport/quote', { body: JSON.stringify(quoteBody), headers: { authorization: `Bearer ${who.keys[mode]}` } });
    expect({ status: quote.status, body: quote.status === 200 ? null : quote.body }).toEqual({ status: 200, body: null });
    const { id: quoteId, pricing } = JSON.parse(quote.body) as { id: string; pricing: { amount_due_aed: number } };
    const amountFils = toFils(pricing.amount_due_aed);
    const before = await walletFils(db, who.accountId, mode);

    const idempotencyKey = `crash-${mode}-${quoteId}`;
    const body = JSON.stringify({ quote_id: quoteId, traveller: { first_name: 'Fatima', last_name: 'Al Mansoori', phone: '+971501234567' }, agency_reference: 'CR-1' });
    const lost = await httpRequest(server.port, 'POST', BOOKINGS, { body, headers: headers(idempotencyKey) });
    // The connection died with the process: no answer, and the process was killed, not exited.
    expect(lost.status).toBe(0);
    expect(await server.exited).toBeNull();
    server = null;

    // What the crash left: the booking and its charge committed, with the key's answer.
    const stored = (await db('bookings').where({ quote_id: quoteId })) as Array<{ id: string }>;
    expect(stored).toHaveLength(1);
    const key = (await db('idempotency_keys').where({ idempotency_key: idempotencyKey }).first()) as { state: string; response_status: number | string };
    expect({ state: key.state, status: Number(key.response_status) }).toEqual({ state: 'completed', status: 201 });

    server = await startServerProcess(env);
    const retry = await httpRequest(server.port, 'POST', BOOKINGS, { body, headers: headers(idempotencyKey) });
    expect(retry.status).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const replayed = JSON.parse(retry.body) as { id: string; quote_id: string; sandbox: boolean; status: string };
    expect(replayed).toMatchObject({ id: stored[0]?.id, quote_id: quoteId, sandbox: mode === 'test', status: 'confirmed' });

    // The booking reads back as booked; a new key for the same quote is refused (the quote is used).
    const read = await httpRequest(server.port, 'GET', `${BOOKINGS}/${replayed.id}`, { headers: { authorization: `Bearer ${who.keys[mode]}` } });
    expect(read.status).toBe(200);
    const again = await httpRequest(server.port, 'POST', BOOKINGS, { body, headers: headers(`${idempotencyKey}-again`) });
    expect(again.status).toBe(409);
    expect((JSON.parse(again.body) as { error: { code: string } }).error.code).toBe('quote_expired');
    await server.kill();
    server = null;

    expect(await db('bookings').where({ quote_id: quoteId })).toHaveLength(1);
    const charges = (await db('ledger_entries').where({ booking_id: replayed.id, kind: 'charge' })) as Array<{ amount_fils: number | string }>;
    expect(charges.map((charge) => Number(charge.amount_fils))).toEqual([-amountFils]);
    expect(await walletFils(db, who.accountId, mode)).toBe(before - amountFils);
    expect(await ledgerSumFils(db, who.accountId, mode)).toBe(before - amountFils);
    expect(await db('idempotency_keys').where({ state: 'in_progress' })).toHaveLength(0);
  }, 90_000);
});
