import { loadConfig } from './config';
import { createDb, migrateLatest } from './db';
import { createLogger } from './logger';
import { createServices } from './services';
import { createApp } from './app';
import { handlers } from '../handlers';

/** `npm start`: apply pending migrations, serve, and drain cleanly on SIGTERM or SIGINT. */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  const db = createDb(config.databaseUrl);
  const applied = await migrateLatest(db);
  if (applied.length > 0) logger.info({ migrations: applied }, 'migrations applied');
  const services = await createServices(config, db, logger);
  const app = createApp(services, handlers);
  const server = app.listen(config.port, config.host, () => {
    logger.info({ port: config.port, host: config.host, base_url: config.publicBaseUrl }, 'trade API listening');
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    services.lifecycle.draining = true;
    logger.info({ signal }, 'draining');
    const force = setTimeout(() => {
      logger.error('drain timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    server.close(() => {
      services.close();
      db.destroy().then(
        () => {
          logger.info('stopped');
          process.exit(0);
        },
        (err: unknown) => {
          logger.error({ err }, 'closing the database failed');
          process.exit(1);
        },
      );
    });
    // In-flight requests finish; idle keep-alive connections would hold close() open.
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
