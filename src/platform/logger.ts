import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'trade-api' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Secrets never reach the log, even when a whole request is logged by mistake.
    redact: ['req.headers.authorization', 'headers.authorization', '*.token', '*.secret'],
  });
}
