import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * The service's logger: JSON lines on stdout (or on `destination`, where a test reads them).
 * Levels: error for failures of the service (a 500, a database that does not answer, a job that
 * failed), with the cause and its stack; info for each request, a refusal the contract documents
 * included (4xx, 501: its `code`, no stack); warn for what the operator may have to look at.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { service: 'trade-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Secrets never reach the log, even when a whole request is logged by mistake.
    redact: ['req.headers.authorization', 'headers.authorization', '*.token', '*.secret'],
  };
  return destination ? pino(options, destination) : pino(options);
}
