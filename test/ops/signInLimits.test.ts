/**
 * Sign-in limits under a flood of guesses at once: each attempt is counted before it is checked
 * (increment, then check), so of 100 concurrent wrong guesses for one person at most the lock's 5
 * are checked, and of 100 from one address at most the address's limit on failed credentials (30
 * a minute), on one instance and across two instances on one database (and one Redis, when the
 * limit is counted there). Before, the lock was check-then-count and all 100 were checked.
 */
import { randomBytes } from 'node:crypto';
import { useV1Suite } from '../helpers/suite';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createStaffMember, opsCall, signIn, STAFF_PASSWORD, freshCode } from '../helpers/staff';
import { usingPostgres } from '../helpers/testDb';
import { LOCK_FAILURES } from '../../src/staff/sessions';
import { redisAnswers } from '../helpers/redis';

const ENV = { TRUST_PROXY: 'loopback' };
const t = useV1Suite({ env: ENV, resetClock: false });
const GUESSES = 100;
const ADDRESS_LIMIT = 30;


let addressCounter = 0;
const freshAddress = (): string => {
  addressCounter += 1;
  return `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${addressCounter.toString(16)}`;
};

/** Fires `count` wrong sign-ins at once, spread over `apps`, from `address`; answers the statuses with their codes. */
async function guesses(apps: readonly TestApp[], address: string, email: (i: number) => string): Promise<Map<string, number>> {
  const answers = await Promise.all(
    Array.from({ length: GUESSES }, (_, i) =>
      opsCall(apps[i % apps.length] as TestApp, 'POST', '/api/ops/v1/sessions', {
        body: { email: email(i), password: `wrong guess number ${i}`, code: '000000' },
        headers: { 'X-Forwarded-For': address },
      }),
    ),
  );
  const tally = new Map<string, number>();
  for (const res of answers) {
    const key = `${res.status} ${res.body.error?.code as string}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
  }
  return tally;
}

/** A new minute (a fresh window of the address's limit) and a quarter of an hour past any lock. */
const nextWindow = (): void => t.clock.advance(16 * 60);

async function scenarios(label: string, apps: () => readonly TestApp[]): Promise<void> {
  it(`${label}: 100 wrong guesses at once for one person check at most ${LOCK_FAILURES}, and the person still signs in after the lock`, async () => {
    nextWindow();
    const member = await createStaffMember(t, { roles: ['desk'] });
    const tally = await guesses(apps(), freshAddress(), () => member.email);
    console.log(`${label}, one person: ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(tally.get('401 unauthenticated') ?? 0).toBeLessThanOrEqual(LOCK_FAILURES);
    expect(tally.get('401 unauthenticated')).toBe(LOCK_FAILURES);
    expect((tally.get('429 sign_in_locked') ?? 0) + (tally.get('429 rate_limited') ?? 0)).toBe(GUESSES - LOCK_FAILURES);
    // What is counted is what was checked: the refused guesses left no attempt behind.
    expect(await t.db('staff_sign_in_failures').where({ email_key: member.email })).toHaveLength(LOCK_FAILURES);
    expect(await t.db('audit_events').where({ subject_id: member.id, action: 'session.sign_in_locked' })).toHaveLength(1);
    expect(await t.db('mail_outbox').where({ related_type: 'staff', related_id: member.id })).toHaveLength(1);
    nextWindow();
    const session = await signIn(t, member);
    expect((await opsCall(t, 'GET', '/api/ops/v1/me', { session })).status).toBe(200);
  });

  it(`${label}: 100 wrong guesses at once from one address check at most ${ADDRESS_LIMIT}`, async () => {
    nextWindow();
    const run = randomBytes(3).toString('hex');
    const tally = await guesses(apps(), freshAddress(), (i) => `guess${i}.${run}@operator.example`);
    console.log(`${label}, one address: ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(tally.get('401 unauthenticated')).toBe(ADDRESS_LIMIT);
    expect(tally.get('429 rate_limited')).toBe(GUESSES - ADDRESS_LIMIT);
  });
}

describe('one instance', () => {
  void scenarios('one instance', () => [t]);

  it('does not count a sign-in that succeeds against the address', async () => {
    nextWindow();
    const address = freshAddress();
    const member = await createStaffMember(t, { roles: ['desk'] });
    const limited = await createTestApp({ database: t.database, clock: t.clock, env: { ...ENV, LIMIT_AUTH_FAILURES_PER_MINUTE: '3' } });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await opsCall(limited, 'POST', '/api/ops/v1/sessions', { body: { email: member.email, password: STAFF_PASSWORD, code: freshCode(t, member) }, headers: { 'X-Forwarded-For': address } });
        expect(res.status).toBe(201);
      }
    } finally {
      await limited.close();
    }
  });
});

(usingPostgres ? describe : describe.skip)('two instances on one PostgreSQL', () => {
  let second: TestApp;
  beforeAll(async () => {
    second = await createTestApp({ database: t.database, clock: t.clock, env: ENV });
  });
  afterAll(() => second.close());
  void scenarios('two instances', () => [t, second]);
});

describe('two instances counting in one Redis (REDIS_URL)', () => {
  const apps: TestApp[] = [];
  let up = false;
  beforeAll(async () => {
    up = await redisAnswers();
    if (!up) {
      console.log('SKIPPED: no Redis answers at 127.0.0.1:6379.');
      return;
    }
    const env = { ...ENV, REDIS_URL: 'redis://127.0.0.1:6379' };
    apps.push(await createTestApp({ database: t.database, clock: t.clock, env }), await createTestApp({ database: t.database, clock: t.clock, env }));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });
  it('100 wrong guesses at once from one address, over both instances, check at most the limit', async () => {
    if (!up) return;
    nextWindow();
    const run = randomBytes(3).toString('hex');
    const tally = await guesses(apps, freshAddress(), (i) => `redis${i}.${run}@operator.example`);
    console.log(`two instances and Redis, one address: ${JSON.stringify(Object.fromEntries(tally))}`);
    expect(tally.get('401 unauthenticated')).toBe(ADDRESS_LIMIT);
  });
});
