/**
 * Reading the service's e-mail locally, as the README's quick start says: MailDev (`npm run mail`)
 * catches what the service sends to `SMTP_URL`, and its web app (and REST API, `GET /email`) shows
 * it. Here MailDev runs in the test process through its Node API on free loopback ports, the
 * service is built with SMTP_URL at it and its jobs on, a partner applies with the form, and the
 * confirmation e-mail is read back through MailDev's REST API: recipient, subject and the link,
 * which opens the confirmation page.
 */
import { createServer, type AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { RunningClock } from '../helpers/testApp';
import { freshTrn, goodForm, postForm } from '../helpers/onboarding';
import { runAdmin } from '../../scripts/admin';
import en from '../../src/sections/onboarding/words/en.json';

/** What MailDev's Node API offers (maildev@2: `new MailDev(options)` starts its web app, `listen` its SMTP server). */
interface MailDevServer {
  listen(): Promise<void>;
  close(done: (err?: Error) => void): void;
}
type MailDevConstructor = new (options: { ip: string; smtp: number; web: number; mailDirectory: string; silent: boolean }) => MailDevServer;

/** A message as MailDev's REST API answers it (`GET /email`). */
interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  from: Array<{ address: string }>;
  to: Array<{ address: string }>;
}

/** A port nothing listens on at the moment, on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const ports = { smtp: 0, web: 0 };
let maildev: MailDevServer;
let mailDirectory: string;
const api = (path: string): string => `http://127.0.0.1:${ports.web}${path}`;

beforeAll(async () => {
  ports.smtp = await freePort();
  ports.web = await freePort();
  mailDirectory = mkdtempSync(join(tmpdir(), 'trade-api-maildev-'));
  // MailDev stops the process on SIGTERM and SIGINT: those handlers are for its command line, not a test's process.
  const signalHandlers = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- maildev ships no type declarations
  const MailDev = require('maildev') as MailDevConstructor;
  maildev = new MailDev({ ip: '127.0.0.1', smtp: ports.smtp, web: ports.web, mailDirectory, silent: true });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const handler of process.listeners(signal)) if (!signalHandlers[signal].includes(handler)) process.removeListener(signal, handler);
  }
  await maildev.listen();
  await until('MailDev web app', async () => ((await fetch(api('/healthz'))).ok ? true : undefined));
});

afterAll(async () => {
  await new Promise<void>((resolve) => maildev.close(() => resolve()));
  rmSync(mailDirectory, { recursive: true, force: true });
});

describe('e-mail read in MailDev', () => {
  const t = useV1Suite({ clock: new RunningClock(), env: () => ({ SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`, JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '50' }) });

  it("delivers a partner application's confirmation, read through MailDev's REST API with its link", async () => {
    const form = { ...goodForm, trn: freshTrn() };
    expect((await postForm(t.app, '/trade/apply', form)).status).toBe(200);
    const to = form.email.toLowerCase();

    const caught = await until('the confirmation in MailDev', async () => {
      const list = (await (await fetch(api('/email'))).json()) as CaughtMail[];
      return list.find((mail) => mail.to.some((address) => address.address === to));
    });
    expect(caught.subject).toBe(en.mail_confirm_subject);
    expect(caught.to.map((address) => address.address)).toEqual([to]);
    expect(caught.from.map((address) => address.address)).toEqual(['no-reply@trade.test']);
    const links = caught.text.match(/https:\/\/trade\.test\/trade\/apply\/confirm\/[A-Za-z0-9_-]{43}/g) ?? [];
    expect(links).toHaveLength(1);

    // One message by its id, as MailDev's web app opens it.
    const one = (await (await fetch(api(`/email/${caught.id}`))).json()) as CaughtMail;
    expect(one.subject).toBe(en.mail_confirm_subject);

    // The outbox says it was sent, and `npm run admin -- mail show` gives the same link.
    const row = (await t.db('mail_outbox').where({ to_address: to }).first('id', 'status')) as { id: string; status: string };
    expect(row.status).toBe('sent');
    const shown = (await runAdmin(['mail', 'show', '--id', row.id], t.db, t.clock)) as { message: { subject: string; links: string[] } };
    expect(shown.message.subject).toBe(caught.subject);
    expect(shown.message.links).toEqual(links);

    // The link opens the confirmation page (opening it changes nothing; its button would).
    const page = await request(t.app).get(new URL(links[0] as string).pathname);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<form method="post"');
  }, 60_000);
});
