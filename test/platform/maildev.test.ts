/**
 * Reading the service's e-mail locally, as the README's quick start says: MailDev (`npm run mail`)
 * catches what the service sends to `SMTP_URL`, and its web app (and REST API, `GET /email`) shows
 * it. Here MailDev runs as `npm run mail` runs it, its command in a child process, on free loopback
 * ports; the service is built with SMTP_URL at it and its jobs on, a partner applies with the
 * form, and the confirmation e-mail is read back through MailDev's REST API: recipient, subject
 * and the link, which opens the confirmation page.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { useV1Suite } from '../helpers/suite';
import { RunningClock } from '../helpers/testApp';
import { startOnFreePorts, type ChildOnPorts } from '../helpers/serverProcess';
import { freshTrn, goodForm, postForm } from '../helpers/onboarding';
import { runAdmin } from '../../scripts/admin';
import en from '../../src/sections/onboarding/words/en.json';

/** A message as MailDev's REST API answers it (`GET /email`). */
interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  from: Array<{ address: string }>;
  to: Array<{ address: string }>;
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

/**
 * MailDev's command (`maildev`, as `npm run mail` starts it) on two free loopback ports, ready once
 * it holds both and its web app answers. This suite's other worker opens servers on ports the system picks all the time:
 * a MailDev that loses a port exits (EADDRINUSE) and is started again on two others.
 */
const startMailDev = (mailDirectory: string): Promise<ChildOnPorts> =>
  startOnFreePorts({
    what: 'MailDev',
    ports: 2,
    spawn: ([smtp, web]) => spawn(process.execPath, [require.resolve('maildev/bin/maildev'), '--ip', '127.0.0.1', '--smtp', String(smtp), '--web', String(web), '--mail-directory', mailDirectory, '--silent']),
    ready: async ([, web]) => (await fetch(`http://127.0.0.1:${web as number}/healthz`).catch(() => null))?.ok === true,
    lostPort: /EADDRINUSE/,
  });

let maildev: ChildOnPorts;
let mailDirectory: string;
/** MailDev's ports, in the order it was given them. */
const smtpPort = (): number => maildev.ports[0] as number;
const api = (path: string): string => `http://127.0.0.1:${maildev.ports[1] as number}${path}`;

beforeAll(async () => {
  mailDirectory = mkdtempSync(join(tmpdir(), 'trade-api-maildev-'));
  maildev = await startMailDev(mailDirectory);
}, 60_000);

afterAll(async () => {
  if (maildev) {
    maildev.child.kill('SIGTERM');
    await maildev.exited;
  }
  rmSync(mailDirectory, { recursive: true, force: true });
});

describe('e-mail read in MailDev', () => {
  const t = useV1Suite({ clock: new RunningClock(), env: () => ({ SMTP_URL: `smtp://127.0.0.1:${smtpPort()}`, JOBS_ENABLED: 'true', JOBS_INTERVAL_MS: '50' }) });

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
