/**
 * Money under concurrency: M bookings fired at once over real HTTP at a wallet (or a credit line)
 * that covers exactly K of them. Exactly K are booked, the others answer 402 and store nothing;
 * the balance never goes below zero (or past the credit limit), the ledger sums to the cached
 * balance, and each booking is charged once. Run for a test key and a live key, on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RunningClock } from '../helpers/testApp';
import { toFils, useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { request as httpRequest, type HttpAnswer } from '../helpers/serverProcess';
import { MODES, ledgerSumFils, partner, partitionFor, walletAt, walletFils, type Mode, type Partner } from '../helpers/partitions';
import { setCreditLine } from '../../src/engine/ledger';
import { usingPostgres } from '../helpers/testDb';
import { addDays, uaeToday } from '../../src/platform/uaeTime';

const M = 12;
const K = 5;

const t = useV1Suite({ clock: new RunningClock() });
let server: http.Server;
let port: number;

beforeAll(async () => {
  server = t.app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const quoteBody = (): Record<string, unknown> => ({
  airport: 'DXB',
  terminal: 'T3',
  direction: 'arrival',
  place: 'DUBAI_MARINA',
  vehicle: 'EXECUTIVE_SEDAN',
  pickup_date: addDays(uaeToday(t.clock), 5),
  pickup_time: '14:30',
  passengers: 2,
  bags: 2,
});

/** M quotes of one price, made one after another before the race starts. */
async function quotes(who: Partner, mode: Mode): Promise<{ ids: string[]; amountFils: number }> {
  const ids: string[] = [];
  const amounts = new Set<number>();
  for (let i = 0; i < M; i++) {
    const res = await call(t.app, 'POST', '/api/b2b/v1/transport/quote', { token: who.keys[mode], body: quoteBody() });
    expect(res.status).toBe(200);
    ids.push(res.body.id as string);
    amounts.add(toFils(res.body.pricing.amount_due_aed as number));
  }
  expect(amounts.size).toBe(1);
  return { ids, amountFils: [...amounts][0] as number };
}

/** Every booking at once, each on its own connection. */
async function bookAll(who: Partner, mode: Mode, quoteIds: readonly string[]): Promise<Array<{ answer: HttpAnswer; body: { id?: string; error?: { code: string } } }>> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: quoteIds.length });
  try {
    const answers = await Promise.all(
      quoteIds.map((quoteId) =>
        httpRequest(port, 'POST', '/api/b2b/v1/transport/bookings', {
          agent,
          timeoutMs: 30_000,
          headers: { authorization: `Bearer ${who.keys[mode]}` },
          body: JSON.stringify({ quote_id: quoteId, traveller: { first_name: 'Aisha', last_name: 'Rahman', phone: '+971501234567' } }),
        }),
      ),
    );
    return answers.map((answer) => ({ answer, body: answer.body ? (JSON.parse(answer.body) as { id?: string; error?: { code: string } }) : {} }));
  } finally {
    agent.destroy();
  }
}

/** What the race left in the partition's ledger and bookings. */
async function outcome(who: Partner, mode: Mode, quoteIds: readonly string[]) {
  const bookings = (await t.db('bookings').whereIn('quote_id', quoteIds).select('id', 'account_id', 'mode')) as Array<{ id: string; account_id: string; mode: string }>;
  const charges = (await t.db('ledger_entries').whereIn('booking_id', bookings.map((b) => b.id)).where({ kind: 'charge' }).select('booking_id', 'amount_fils')) as Array<{
    booking_id: string;
    amount_fils: number | string;
  }>;
  const afters = (await t.db('ledger_entries').where({ account_id: who.accountId, mode }).orderBy('id').select('balance_after_fils')) as Array<{ balance_after_fils: number | string }>;
  return {
    bookings,
    charges,
    lowestBalanceAfter: Math.min(...afters.map((row) => Number(row.balance_after_fils))),
    balance: await walletFils(t.db, who.accountId, mode),
    ledgerSum: await ledgerSumFils(t.db, who.accountId, mode),
    usedQuotes: Number(((await t.db('quotes').whereIn('id', quoteIds).whereNotNull('used_at').count({ n: '*' })) as Array<{ n: number | string }>)[0]?.n),
  };
}

describe.each(MODES)(`${M} concurrent bookings with a %s key (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, (mode) => {
  it(`books exactly the ${K} a wallet covers; the others get 402 insufficient_funds and the balance never goes below zero`, async () => {
    const who = await partner(t);
    const { ids, amountFils } = await quotes(who, mode);
    await walletAt(t, who, mode, (K * amountFils) / 100);
    const answers = await bookAll(who, mode, ids);

    const statuses = answers.map(({ answer }) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(K);
    expect(answers.filter(({ answer }) => answer.status !== 201).map(({ answer, body }) => `${answer.status} ${body.error?.code}`)).toEqual(Array(M - K).fill('402 insufficient_funds'));

    const after = await outcome(who, mode, ids);
    expect(after.bookings).toHaveLength(K);
    expect(after.bookings.every((b) => b.account_id === who.accountId && b.mode === mode)).toBe(true);
    expect(new Set(after.bookings.map((b) => b.id))).toEqual(new Set(answers.filter(({ answer }) => answer.status === 201).map(({ body }) => body.id)));
    expect(after.charges).toHaveLength(K);
    expect(new Set(after.charges.map((c) => c.booking_id)).size).toBe(K);
    expect(after.charges.every((c) => Number(c.amount_fils) === -amountFils)).toBe(true);
    expect(after.balance).toBe(0);
    expect(after.lowestBalanceAfter).toBeGreaterThanOrEqual(0);
    expect(after.ledgerSum).toBe(after.balance);
    // A refused booking leaves its quote to be booked later.
    expect(after.usedQuotes).toBe(K);
  }, 60_000);

  it(`books exactly the ${K} a credit line covers; the others get 402 credit_limit_exceeded and the limit is never passed`, async () => {
    const who = await partner(t);
    const { ids, amountFils } = await quotes(who, mode);
    await walletAt(t, who, mode, 0);
    const limitFils = K * amountFils + Math.floor(amountFils / 2);
    await setCreditLine(partitionFor(t, who.accountId, mode), limitFils, 'NET_30');
    const answers = await bookAll(who, mode, ids);

    expect(answers.filter(({ answer }) => answer.status === 201)).toHaveLength(K);
    expect(answers.filter(({ answer }) => answer.status !== 201).map(({ answer, body }) => `${answer.status} ${body.error?.code}`)).toEqual(Array(M - K).fill('402 credit_limit_exceeded'));

    const after = await outcome(who, mode, ids);
    expect(after.bookings).toHaveLength(K);
    expect(after.charges).toHaveLength(K);
    expect(new Set(after.charges.map((c) => c.booking_id)).size).toBe(K);
    expect(after.balance).toBe(-K * amountFils);
    expect(after.lowestBalanceAfter).toBeGreaterThanOrEqual(-limitFils);
    expect(after.ledgerSum).toBe(after.balance);
    expect(after.usedQuotes).toBe(K);
  }, 60_000);
});
