import { Writable } from 'node:stream';
import pino from 'pino';
import { runAdmin, UsageError } from '../../scripts/admin';
import { MailDelivery, MailError, queueMail } from '../../src/platform/mailer';
import { JobRunner } from '../../src/platform/jobs';
import type { Logger } from '../../src/platform/logger';
import { type TestApp } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer';

/** A logger whose lines the test reads back. */
function capturedLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, stream), lines };
}

const TOKEN = 'inv_tok_Zq8LmN2pR7sT4vW9xY3a';

interface OutboxRow {
  id: string;
  status: string;
  attempts: number | string;
  last_error: string | null;
  next_attempt_at: string;
  sent_at: string | null;
  claim_token: string | null;
}

async function outboxRow(t: TestApp, id: string): Promise<OutboxRow> {
  return (await t.db('mail_outbox').where({ id }).first()) as OutboxRow;
}

describe('mailer without SMTP_URL', () => {
  const t = useV1Suite({ now: '2026-11-23T08:00:00.000Z', resetClock: false });
  const { clock } = t;

  it('keeps messages queued, untouched by the job, and the operator lists them without their bodies', async () => {
    const first = await t.db.transaction((trx) =>
      queueMail(trx, clock, { to: 'ops@dune.example', subject: 'You are invited', text: `Join with ${TOKEN}`, related: { type: 'user_invitation', id: 'inv_1' } }),
    );
    clock.advance(5);
    const second = await queueMail(t.db, clock, { to: 'approver@corp.example', subject: 'Approval needed', text: 'A request waits for you.', html: '<p>A request waits for you.</p>' });
    expect(t.services.mail.configured).toBe(false);
    await t.services.jobs.runOnce();
    await t.services.jobs.runOnce();
    expect(await outboxRow(t, first)).toMatchObject({ status: 'queued', attempts: 0, last_error: null, sent_at: null, claim_token: null });

    const listed = (await runAdmin(['mail', 'list'], t.db, t.clock)) as { status: string; count: number; messages: Array<Record<string, unknown>> };
    expect(listed).toEqual({
      status: 'queued',
      count: 2,
      messages: [
        {
          id: first,
          to: 'ops@dune.example',
          subject: 'You are invited',
          related: { type: 'user_invitation', id: 'inv_1' },
          status: 'queued',
          attempts: 0,
          last_error: null,
          next_attempt_at: '2026-11-23T08:00:00.000Z',
          created_at: '2026-11-23T08:00:00.000Z',
          sent_at: null,
        },
        expect.objectContaining({ id: second, to: 'approver@corp.example', related: null, created_at: '2026-11-23T08:00:05.000Z' }),
      ],
    });
    expect(JSON.stringify(listed)).not.toContain(TOKEN);
    expect(JSON.stringify(listed)).not.toContain('waits for you');
    expect(((await runAdmin(['mail', 'list', '--status', 'all'], t.db, t.clock)) as { count: number }).count).toBe(2);
    expect(await runAdmin(['mail', 'list', '--status', 'sent'], t.db, t.clock)).toEqual({ status: 'sent', count: 0, messages: [] });
    await expect(runAdmin(['mail', 'list', '--status', 'bounced'], t.db, t.clock)).rejects.toThrow(/--status must be queued, sent, failed or all/);
    await expect(runAdmin(['mail', 'list', '--status', 'bounced'], t.db, t.clock)).rejects.toBeInstanceOf(UsageError);
  });

  it('shows one message with its text, its links and its attachments, for a machine without a mail server', async () => {
    const link = `https://trade.example/invitations/${TOKEN}`;
    const id = await queueMail(t.db, clock, {
      to: 'ops@dune.example',
      subject: 'You are invited',
      text: `Accept here (the link works once): ${link}.\nOr read the terms at https://trade.example/terms, then ${link} again.`,
      attachments: [{ filename: 'PF-1.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7 four') }],
    });
    const shown = (await runAdmin(['mail', 'show', '--id', id], t.db, t.clock)) as { message: Record<string, unknown> };
    expect(shown.message).toMatchObject({
      id,
      to: 'ops@dune.example',
      subject: 'You are invited',
      status: 'queued',
      links: [link, 'https://trade.example/terms'],
      attachments: [{ filename: 'PF-1.pdf', content_type: 'application/pdf', bytes: 13 }],
    });
    expect(shown.message.text).toContain(`Accept here (the link works once): ${link}.`);
    await expect(runAdmin(['mail', 'show', '--id', 'mail_nothing'], t.db, t.clock)).rejects.toThrow('no e-mail mail_nothing in the outbox');
    await expect(runAdmin(['mail', 'show'], t.db, t.clock)).rejects.toBeInstanceOf(UsageError);
  });

  it('stores a message only with the transaction that queued it', async () => {
    const before = await t.db('mail_outbox').count({ n: '*' });
    await expect(
      t.db.transaction(async (trx) => {
        await queueMail(trx, clock, { to: 'ops@dune.example', subject: 'Rolled back', text: 'never sent' });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await t.db('mail_outbox').count({ n: '*' })).toEqual(before);
    expect(await t.db('mail_outbox').where({ subject: 'Rolled back' }).first()).toBeUndefined();
  });

  it.each([
    [{ to: 'not an address', subject: 'Hi', text: 'x' }, /recipient/],
    [{ to: 'a@b.example, c@d.example', subject: 'Hi', text: 'x' }, /recipient/],
    [{ to: 'a@b.example', subject: 'Hi\r\nBcc: all@b.example', text: 'x' }, /subject/],
    [{ to: 'a@b.example', subject: 'Hi', text: '' }, /text body/],
  ])('refuses %j', async (mail, message) => {
    const before = await t.db('mail_outbox').count({ n: '*' });
    await expect(queueMail(t.db, clock, mail)).rejects.toThrow(message);
    await expect(queueMail(t.db, clock, mail)).rejects.toBeInstanceOf(MailError);
    expect(await t.db('mail_outbox').count({ n: '*' })).toEqual(before);
  });
});

describe('mailer with an SMTP server', () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  const t = useV1Suite({ now: '2026-11-23T09:00:00.000Z', resetClock: false, env: () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'Trade desk <trade@operator.example>' }) });
  const { clock } = t;
  afterAll(() => smtp.close());
  beforeEach(() => {
    smtp.refuse = undefined;
  });

  it('delivers a queued message once and records it as sent', async () => {
    const id = await queueMail(t.db, clock, { to: 'ops@dune.example', subject: 'Desk answer', text: 'Your top-up was credited.', html: '<p>Your top-up was credited.</p>' });
    clock.advance(2);
    await t.services.jobs.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'trade@operator.example', to: ['ops@dune.example'], subject: 'Desk answer' });
    expect(smtp.received[0]?.raw).toContain('Your top-up was credited.');
    expect(smtp.received[0]?.raw).toContain('<p>Your top-up was credited.</p>');
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, sent_at: '2026-11-23T09:00:02.000Z', claim_token: null });
    await t.services.jobs.runOnce();
    expect(smtp.received).toHaveLength(1);
    const sent = (await runAdmin(['mail', 'list', '--status', 'sent'], t.db, t.clock)) as { messages: Array<{ id: string; sent_at: string }> };
    expect(sent.messages).toEqual([expect.objectContaining({ id, status: 'sent', sent_at: '2026-11-23T09:00:02.000Z', next_attempt_at: null })]);
  });

  it('retries a refused message with backoff, counts attempts, and marks it failed after the last one, never logging its body', async () => {
    const { logger, lines } = capturedLogger();
    const delivery = new MailDelivery(t.db, clock, logger, { smtpUrl: smtp.url, from: 'trade@operator.example', maxAttempts: 3, backoffMs: 30_000 });
    const runner = new JobRunner([delivery.job()], { intervalMs: 1000, enabled: false, logger });
    // The server quotes what it refuses: the token must still stay out of the outbox and the log.
    smtp.refuse = (raw) => `mailbox busy, refused ${/inv_tok_\w+/.exec(raw)?.[0] ?? ''}`;
    const id = await queueMail(t.db, clock, { to: 'new.user@dune.example', subject: 'You are invited', text: `Accept: https://trade.test/invitations/${TOKEN}`, related: { type: 'user_invitation', id: 'inv_2' } });
    const start = clock.now().getTime();
    const attemptsBefore = smtp.attempts;
    try {
      await runner.runOnce();
      let row = await outboxRow(t, id);
      expect(row).toMatchObject({ status: 'queued', attempts: 1, next_attempt_at: new Date(start + 30_000).toISOString(), claim_token: null });
      expect(row.last_error).toMatch(/451/);
      expect(row.last_error).toContain('mailbox busy');

      // Not due yet: nothing is tried.
      clock.advance(29);
      await runner.runOnce();
      expect(smtp.attempts).toBe(attemptsBefore + 1);
      expect((await outboxRow(t, id)).attempts).toBe(1);

      clock.advance(1);
      await runner.runOnce();
      row = await outboxRow(t, id);
      // The second wait is twice the first.
      expect(row).toMatchObject({ status: 'queued', attempts: 2, next_attempt_at: new Date(start + 30_000 + 60_000).toISOString() });

      clock.advance(60);
      await runner.runOnce();
      row = await outboxRow(t, id);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, sent_at: null });
      expect(smtp.attempts).toBe(attemptsBefore + 3);

      clock.advance(3600);
      await runner.runOnce();
      expect(smtp.attempts).toBe(attemptsBefore + 3);
      expect(smtp.received.map((mail) => mail.subject)).not.toContain('You are invited');

      const failed = (await runAdmin(['mail', 'list', '--status', 'failed'], t.db, t.clock)) as { messages: Array<{ id: string; attempts: number; last_error: string }> };
      expect(failed.messages).toEqual([expect.objectContaining({ id, status: 'failed', attempts: 3, related: { type: 'user_invitation', id: 'inv_2' } })]);
      const log = lines.join('');
      expect(log).toContain('mail delivery failed; will retry');
      expect(log).toContain('mail delivery failed for good');
      expect(log).toContain(id);
      for (const text of [log, JSON.stringify(failed), String(row.last_error)]) {
        expect(text).not.toContain(TOKEN);
        expect(text).not.toContain('invitations/');
      }
      expect(String(row.last_error)).toContain('[redacted]');
    } finally {
      await runner.stop();
      delivery.close();
    }
  });

  it('sends a message on a later attempt once the server takes it again', async () => {
    let refusals = 1;
    smtp.refuse = () => (refusals-- > 0 ? 'try again later' : undefined);
    const id = await queueMail(t.db, clock, { to: 'ops@oasis.example', subject: 'Second time lucky', text: 'Hello' });
    await t.services.jobs.runOnce();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'queued', attempts: 1 });
    clock.advance(30);
    await t.services.jobs.runOnce();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(smtp.received.filter((mail) => mail.subject === 'Second time lucky')).toHaveLength(1);
  });

  it('takes a message whose claim ran out (its instance died mid-delivery) and sends it', async () => {
    const id = await queueMail(t.db, clock, { to: 'ops@oasis.example', subject: 'Orphaned', text: 'Hello again' });
    const lease = new Date(clock.now().getTime() + 5 * 60_000).toISOString();
    await t.db('mail_outbox').where({ id }).update({ claim_token: 'dead-instance', claimed_until: lease, attempts: 1 });
    await t.services.jobs.runOnce();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'queued', claim_token: 'dead-instance' });
    clock.advance(5 * 60);
    await t.services.jobs.runOnce();
    expect(await outboxRow(t, id)).toMatchObject({ status: 'sent', attempts: 2, claim_token: null });
    expect(smtp.received.filter((mail) => mail.subject === 'Orphaned')).toHaveLength(1);
  });
});
