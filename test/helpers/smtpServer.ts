import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as it arrived (headers and body). */
  raw: string;
  subject: string;
}

export interface TestSmtpServer {
  /** SMTP_URL of this server. */
  url: string;
  received: ReceivedMail[];
  /** Every DATA the server was handed, accepted or refused. */
  attempts: number;
  /**
   * What the server answers to the next messages: undefined accepts; a function returning an
   * SMTP error text refuses that message with 451 (a temporary failure) and that text.
   */
  refuse: ((raw: string) => string | undefined) | undefined;
  /** Milliseconds the server waits before answering each message. */
  delayMs: number;
  close(): Promise<void>;
}

/** An SMTP server in the test process (plain text on 127.0.0.1, no authentication). */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const state: Omit<TestSmtpServer, 'url' | 'close'> = { received: [], attempts: 0, refuse: undefined, delayMs: 0 };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    // A reverse DNS lookup per connection would cost tens of milliseconds for nothing here.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        state.attempts++;
        const raw = Buffer.concat(chunks).toString('utf8');
        const answer = (): void => {
          const refusal = state.refuse?.(raw);
          if (refusal !== undefined) {
            const err = new Error(refusal) as Error & { responseCode: number };
            err.responseCode = 451;
            callback(err);
            return;
          }
          const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '';
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          state.received.push({ from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, subject });
          callback();
        };
        if (state.delayMs > 0) setTimeout(answer, state.delayMs);
        else answer();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  const result = state as TestSmtpServer;
  result.url = `smtp://127.0.0.1:${port}`;
  result.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return result;
}
