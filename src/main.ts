import { loadConfig } from './platform/config';
import { monotonicMs, systemClock } from './platform/clock';
import { createDb, dbOptions, migrateLatest } from './platform/db';
import { createLogger } from './platform/logger';
import { createServices } from './services';
import { createApp } from './app';
import { createServer } from './http/server';
import { handlers } from '../handlers';
import { opsHandlers } from '../handlers/ops';
import { driverHandlers } from '../handlers/driver';
import { portalHandlers } from '../handlers/portal';

/** `npm start`: apply pending migrations, serve, and drain cleanly on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.databaseUrl, dbOptions(config, logger));
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const services = await createServices(config, db, logger, systemClock);
  const app = createApp(services, handlers, opsHandlers, driverHandlers, portalHandlers);
  const { server, control } = createServer(app, config, logger);
  // A port another process holds (EADDRINUSE), or one this user may not take (EACCES): one line
  // that says so, not an unhandled 'error' event's stack trace.
  server.once('error', (err: NodeJS.ErrnoException) => {
    logger.error({ code: err.code, host: config.host, port: config.port, reason: err.message }, 'cannot listen on its port; exiting');
    process.exit(1);
  });
  server.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host, base_url: config.publicBaseUrl }, 'trade API listening');
    services.jobs.start();
  });

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    services.lifecycle.draining = true;
    const started = monotonicMs();
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => {
      logger.error('drain timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // No new job pass starts while the requests drain; services.close() waits for the one under way.
    void services.jobs.stop();
    // Keep-alive clients would otherwise keep reusing their connections and the drain would
    // never end: every answer from now on closes its connection.
    control.drain(() => {
      // The rate limiter's last counts are written before the database closes.
      void services.close().then(() => db.destroy()).then(
        () => {
          logger.info({ drain_ms: Math.round(monotonicMs() - started) }, 'stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
