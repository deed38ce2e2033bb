import { Writable } from 'node:stream';
import pino from 'pino';
import { JobRunner, type Job } from '../../src/platform/jobs';
import { queueMail } from '../../src/platform/mailer';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer';
import { usingPostgres } from '../helpers/testDb';

function capturedLogger(): { logger: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = (): void => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('job runner', () => {
  it('logs a job that throws and keeps running it and the jobs after it, pass after pass', async () => {
    const { logger, lines } = capturedLogger();
    let broken = 0;
    let healthy = 0;
    const runner = new JobRunner(
      [
        { name: 'broken', run: async () => { broken++; throw new Error('boom'); } },
        { name: 'healthy', run: async () => { healthy++; } },
      ],
      { intervalMs: 5, enabled: true, logger },
    );
    runner.start();
    try {
      await waitFor(() => healthy >= 3);
    } finally {
      await runner.stop();
    }
    expect(broken).toBeGreaterThanOrEqual(3);
    const failures = lines.map((line) => JSON.parse(line) as { msg: string; job?: string; err?: { message: string } }).filter((line) => line.msg === 'background job failed');
    expect(failures.length).toBeGreaterThanOrEqual(3);
    expect(failures[0]).toMatchObject({ job: 'broken', err: expect.objectContaining({ message: 'boom' }) });
  });

  it('logs a pass that met a busy or absent database as deferred, at warn, and runs the job again', async () => {
    const { logger, lines } = capturedLogger();
    let tries = 0;
    const busy = Object.assign(new Error('update `dmc_client_links` set `status` = ? - database is locked'), { code: 'SQLITE_BUSY' });
    const runner = new JobRunner([{ name: 'upkeep', run: async () => { tries++; if (tries <= 2) throw busy; } }], { intervalMs: 5, enabled: true, logger });
    runner.start();
    try {
      await waitFor(() => tries >= 3);
    } finally {
      await runner.stop();
    }
    const logged = lines.map((line) => JSON.parse(line) as { level: number; msg: string; job?: string; code?: string; err?: unknown });
    expect(logged.filter((line) => line.msg === 'background job failed')).toEqual([]);
    const deferred = logged.filter((line) => line.msg.startsWith('background job deferred'));
    expect(deferred).toHaveLength(2);
    // No stack and no SQL in the line: what an engineer on call needs is the job and the code.
    expect(deferred[0]).toEqual(expect.objectContaining({ level: 40, job: 'upkeep', code: 'SQLITE_BUSY' }));
    expect(deferred[0]?.err).toBeUndefined();
  });

  it('stop() waits for the job under way, and no pass starts after it', async () => {
    const { logger } = capturedLogger();
    const release = deferred();
    let started = 0;
    let finished = 0;
    const job: Job = {
      name: 'slow',
      run: async () => {
        started++;
        await release.promise;
        finished++;
      },
    };
    const runner = new JobRunner([job], { intervalMs: 1, enabled: true, logger });
    runner.start();
    await waitFor(() => started === 1);
    let stopped = false;
    const stopping = runner.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(stopped).toBe(false);
    release.resolve();
    await stopping;
    expect(finished).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(started).toBe(1);
  });

  it('tells a job working through a backlog that the runner is stopping', async () => {
    const { logger } = capturedLogger();
    let batches = 0;
    const runner = new JobRunner(
      [{ name: 'backlog', run: async (stopping) => { while (!stopping()) { batches++; await new Promise((resolve) => setTimeout(resolve, 2)); } } }],
      { intervalMs: 1000, enabled: true, logger },
    );
    runner.start();
    await waitFor(() => batches >= 2);
    await runner.stop();
    const after = batches;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(batches).toBe(after);
  });

  it('never overlaps passes: runOnce during a pass answers that pass', async () => {
    const { logger } = capturedLogger();
    const release = deferred();
    let runs = 0;
    const runner = new JobRunner([{ name: 'once', run: async () => { runs++; await release.promise; } }], { intervalMs: 1000, enabled: false, logger });
    const first = runner.runOnce();
    const second = runner.runOnce();
    expect(second).toBe(first);
    release.resolve();
    await Promise.all([first, second]);
    expect(runs).toBe(1);
    await runner.runOnce();
    expect(runs).toBe(2);
  });

  it('starts no timer when disabled (JOBS_ENABLED=false, the tests\' default)', async () => {
    const { logger, lines } = capturedLogger();
    let runs = 0;
    const runner = new JobRunner([{ name: 'idle', run: async () => { runs++; } }], { intervalMs: 1, enabled: false, logger });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(0);
    expect(runner.running).toBe(false);
    expect(lines).toEqual([]);
    await runner.stop();
  });

  it('is off in test apps unless a test opts in, and on with JOBS_ENABLED=true', async () => {
    const off = await createTestApp();
    const on = await createTestApp({ database: off.database, env: { JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '50' } });
    try {
      expect(off.services.jobs.running).toBe(false);
      expect(on.services.jobs.running).toBe(true);
      expect(on.services.jobs.names).toEqual(['deliver mail', 'deliver sms', 'einvoice_transmission', 'flights', 'public_link_expiry', 'driver_not_en_route', 'partition_ticks', 'site_domain_lapse', 'dmc_programme_upkeep', 'corporate_request_expiry', 'billing_close', 'request_log_retention']);
    } finally {
      await on.close();
      await off.close();
    }
    expect(on.services.jobs.running).toBe(false);
  });
});

describe(`mail delivery by two instances on one ${usingPostgres ? 'PostgreSQL' : 'SQLite'} database`, () => {
  let smtp: TestSmtpServer;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    // A slow server keeps both instances' claims open at the same time.
    smtp.delayMs = 3;
    a = await createTestApp({ env: { SMTP_URL: smtp.url } });
    b = await createTestApp({ database: a.database, env: { SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await smtp.close();
  });

  async function queueMany(prefix: string, count: number): Promise<string[]> {
    const subjects = Array.from({ length: count }, (_, i) => `${prefix} ${String(i).padStart(3, '0')}`);
    await a.db.transaction(async (trx) => {
      for (const subject of subjects) await queueMail(trx, a.clock, { to: 'ops@dune.example', subject, text: `Body of ${subject}` });
    });
    return subjects;
  }

  async function expectEachSentOnce(prefix: string, subjects: string[]): Promise<Record<string, number>> {
    const received = smtp.received.filter((mail) => mail.subject.startsWith(prefix)).map((mail) => mail.subject);
    expect(received.length).toBe(subjects.length);
    expect([...received].sort()).toEqual(subjects);
    const rows = (await a.db('mail_outbox').where('subject', 'like', `${prefix}%`).select('status', 'attempts', 'sent_by')) as Array<{ status: string; attempts: number | string; sent_by: string }>;
    expect(rows).toHaveLength(subjects.length);
    const bySender: Record<string, number> = {};
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent' });
      expect(Number(row.attempts)).toBe(1);
      bySender[row.sent_by] = (bySender[row.sent_by] ?? 0) + 1;
    }
    expect(Object.keys(bySender).every((sender) => sender === a.services.mail.instanceId || sender === b.services.mail.instanceId)).toBe(true);
    return bySender;
  }

  it('delivers each queued message exactly once when both run their passes at the same moment', async () => {
    const subjects = await queueMany('Concurrent', 90);
    for (let round = 0; round < 20; round++) {
      await Promise.all([a.services.jobs.runOnce(), b.services.jobs.runOnce()]);
      const left = await a.db('mail_outbox').where({ status: 'queued' }).count({ n: '*' });
      if (Number((left as Array<{ n: number | string }>)[0]?.n) === 0) break;
    }
    const bySender = await expectEachSentOnce('Concurrent', subjects);
    console.log(`two instances (${usingPostgres ? 'PostgreSQL' : 'SQLite'}): 90 messages, sent per instance ${JSON.stringify(Object.values(bySender))}, server saw ${smtp.attempts} DATA commands`);
  });

  it('delivers each message exactly once with both runners on their timers', async () => {
    const x = await createTestApp({ database: a.database, env: { SMTP_URL: smtp.url, JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '5' } });
    const y = await createTestApp({ database: a.database, env: { SMTP_URL: smtp.url, JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '5' } });
    try {
      const subjects = await queueMany('Timers', 60);
      await waitFor(async () => {
        const left = (await a.db('mail_outbox').where({ status: 'queued' }).count({ n: '*' })) as Array<{ n: number | string }>;
        return Number(left[0]?.n) === 0;
      }, 15_000);
      // Close both: any delivery still under way ends before the counts are read.
      await Promise.all([x.close(), y.close()]);
      const received = smtp.received.filter((mail) => mail.subject.startsWith('Timers'));
      expect(received).toHaveLength(subjects.length);
      const rows = (await a.db('mail_outbox').where('subject', 'like', 'Timers%').select('status', 'attempts', 'sent_by')) as Array<{ status: string; attempts: number | string; sent_by: string }>;
      expect(rows.every((row) => row.status === 'sent' && Number(row.attempts) === 1)).toBe(true);
      expect(new Set(rows.map((row) => row.sent_by)).size).toBeGreaterThanOrEqual(1);
      expect([...new Set(received.map((mail) => mail.subject))].sort()).toEqual(subjects);
    } finally {
      await Promise.all([x.close(), y.close()]);
    }
  });
});
