/**
 * The background jobs in the real server process (src/main.ts): they start once the server
 * listens, deliver the outbox to SMTP_URL, and stop on SIGTERM before the database closes.
 */
import { queueMail } from '../../src/platform/mailer';
import { systemClock } from '../../src/platform/clock';
import { childDatabaseUrl, createTestDatabase, usingPostgres, type TestDatabase } from '../helpers/testDb';
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer';

let database: TestDatabase;
let smtp: TestSmtpServer;
let server: ServerProcess | null = null;

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await server?.kill();
  await smtp.close();
  await database.drop();
});

describe(`background jobs in the server process (${usingPostgres ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('delivers queued mail after listening, never logs the body, and stops cleanly on SIGTERM', async () => {
    const secret = 'inv_tok_c4Fh7Kq2Wm9Rt5Yx1Zb8';
    const id = await queueMail(database.db, systemClock, { to: 'ops@dune.example', subject: 'Process mail', text: `Accept with ${secret}` });
    server = await startServerProcess({ DATABASE_URL: childDatabaseUrl(database), JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '20', SMTP_URL: smtp.url, LOG_LEVEL: 'info' });
    const deadline = performance.now() + 10_000;
    while (smtp.received.length === 0 && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Process mail']);
    expect(smtp.received[0]?.raw).toContain(secret);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const log = server.log();
    expect(log.indexOf('trade API listening')).toBeLessThan(log.indexOf('background jobs started'));
    expect(log).toContain('"msg":"mail sent"');
    expect(log).toContain(id);
    expect(log).not.toContain(secret);
    expect(log).toContain('"msg":"stopped"');
    expect(await database.db('mail_outbox').where({ id }).first()).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
