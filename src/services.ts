import type { Config } from './platform/config';
import type { Db } from './platform/db';
import type { Logger } from './platform/logger';
import { monotonicMs, type Clock } from './platform/clock';
import { RateLimiter } from './platform/rateLimiter';
import { createSqlHitStore } from './platform/hitCounter';
import { createRedisHitStore } from './platform/redisHitStore';
import { IdempotencyStore } from './platform/idempotency';
import { loadServiceKeys, type ServiceKeys } from './platform/secrets';
import { SandboxTokens } from './platform/sandboxTokens';
import { AvailabilitySigner } from './platform/signedUrls';
import { documentCache } from './engine/documents/documentCache';
import { pdfPool } from './engine/documents/pdfPool';
import { MailDelivery } from './platform/mailer';
import { SmsDelivery } from './platform/sms';
import { JobRunner } from './platform/jobs';
import type { SectionCatalog, SectionDefinition } from './engine/sections';
import { sectionCatalog } from './engine/engineSection';
import { allSections } from './sections';
import { WebhookWorker } from './webhooks/worker';
import { EInvoiceSender, useEInvoiceProvider } from './engine/einvoice/transmissions';
import { providerNamed } from './engine/einvoice/providers';
import { usePublicBaseUrl } from './engine/publicLinks';
import { usePasswordHashCost } from './platform/passwords';
import { registerTick } from './engine/partitionTicks';
import { useFlightProvider } from './engine/flights/store';
import { flightsTick } from './engine/flights/ticks';
import { FlightJob, flightProviderOf } from './engine/flights/job';
import type { FlightStatusProvider } from './engine/flights/provider';
import { simulatedDriverTick } from './engine/simulatedDriver';
import { RequestLogWriter } from './sections/developers/requestLog';

/** Everything a handler may use, built once at start-up. */
export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  clock: Clock;
  keys: ServiceKeys;
  rateLimiter: RateLimiter;
  sandboxTokens: SandboxTokens;
  availabilitySigner: AvailabilitySigner;
  idempotency: IdempotencyStore;
  /** `startedAtMs` is on the monotonic clock: only uptime is measured from it. */
  lifecycle: { draining: boolean; startedAtMs: number };
  /** Delivers the mail outbox (queue messages with `queueMail` in src/platform/mailer.ts). */
  mail: MailDelivery;
  /** Delivers the SMS outbox through the operator's gateway, where SMS_PROVIDER names one (queue messages with `queueSms` in src/platform/sms.ts). */
  sms: SmsDelivery;
  /** Sends the webhook queue (src/engine/webhookQueue.ts is its producer side); started and stopped with the jobs. */
  webhooks: WebhookWorker;
  /** The request log's writer: every authenticated v1 call, recorded after its answer (src/sections/developers/requestLog.ts). */
  requestLog: RequestLogWriter;
  /** Background jobs: started after the server listens (`jobs.start()`, a no-op with JOBS_ENABLED=false), stopped by `close`. */
  jobs: JobRunner;
  /**
   * The sections the service runs, as the engine looks their parts up (public routes, seeders,
   * views …): every partition is opened with them, and jobs, public pages and the desk are handed them.
   */
  sections: SectionCatalog;
  /** The flight status provider live flights are followed through (FLIGHT_PROVIDER), whose pushes `POST /api/hooks/flights/<name>` takes; null for the simulator or none. */
  flights: { provider: FlightStatusProvider | null };
  /** Stops the background jobs and webhook delivery (waiting for the work under way), writes the request log's waiting entries, adds the pending rate-limit counts, stops the PDF workers and releases what the services hold besides `db` (the caller closes `db` after). */
  close(): Promise<void>;
}

/**
 * `sections`: what the service runs (src/sections/index.ts lists them all); a test may build a
 * service with fewer. They reach the engine through what is built here (`Services.sections`,
 * the partitions opened with them, the jobs given them), never through a module of the engine.
 */
export async function createServices(config: Config, db: Db, logger: Logger, clock: Clock, sections: readonly SectionDefinition[] = allSections): Promise<Services> {
  const catalog = sectionCatalog(sections);
  // The absolute links objects carry (a booking's tracking page) start with PUBLIC_BASE_URL.
  usePublicBaseUrl(config.publicBaseUrl);
  usePasswordHashCost(config.passwordHashCost);
  // The work that falls due as a test partition's own clock passes, in the order each moment
  // runs it: the simulated flights' reports (a landing the driver waits for), the simulated
  // driver, then the sections' (the month's close, corporate requests' deadlines). An advance of
  // a test clock and the `partition_ticks` job run them.
  for (const tick of [flightsTick, simulatedDriverTick, ...catalog.ticks]) registerTick(tick);
  const keys = await loadServiceKeys(db, config, clock);
  const hitStore = config.redisUrl
    ? createRedisHitStore(config.redisUrl, clock, (err) => logger.warn({ err }, 'Redis connection error'))
    : createSqlHitStore(db);
  const rateLimiter = new RateLimiter(hitStore, config.limits, clock, { syncIntervalMs: config.rateLimitSyncMs, logger });
  documentCache.resize(config.documentCacheBytes);
  const mail = new MailDelivery(db, clock, logger, { smtpUrl: config.smtpUrl, from: config.mailFrom, maxAttempts: config.mailMaxAttempts });
  if (config.jobsEnabled && !mail.configured) logger.info('SMTP_URL is not set: e-mail stays queued in the outbox (npm run admin -- mail list)');
  const sms = new SmsDelivery(db, clock, logger, config.sms);
  if (config.jobsEnabled && !sms.configured) logger.info('SMS_PROVIDER is outbox: text messages stay in the outbox (npm run admin -- sms list)');
  const webhooks = new WebhookWorker({ sections: catalog, db, clock, logger, dataKey: keys.dataEncryption, settings: config.webhookDelivery, allowedHosts: config.webhookAllowedHosts });
  // Issued documents go as e-invoices through the configured provider (EINVOICE_PROVIDER).
  useEInvoiceProvider(config.einvoiceProvider);
  const einvoices = new EInvoiceSender(catalog, db, clock, logger, { provider: providerNamed(config.einvoiceProvider, clock) });
  // Live partitions' flights come from FLIGHT_PROVIDER (test partitions' from the simulator, as
  // their `flights` tick above).
  useFlightProvider(config.flights.provider);
  const flightProvider = flightProviderOf(config, fetch);
  const flights = new FlightJob(catalog, db, clock, logger, flightProvider);
  const jobs = new JobRunner([mail.job(), sms.job(), einvoices.job(), flights.job(), ...catalog.jobs(db, clock)], { intervalMs: config.jobsIntervalMs, enabled: config.jobsEnabled, logger, loops: [webhooks] });
  const requestLog = new RequestLogWriter(db, logger);
  return {
    config,
    db,
    logger,
    clock,
    keys,
    rateLimiter,
    sandboxTokens: new SandboxTokens(keys.sandboxToken, clock),
    availabilitySigner: new AvailabilitySigner(keys.urlSigning, clock),
    idempotency: new IdempotencyStore(db, clock, { ttlSeconds: config.idempotencyTtlSeconds, leaseSeconds: config.idempotencyLeaseSeconds }),
    lifecycle: { draining: false, startedAtMs: monotonicMs() },
    mail,
    sms,
    webhooks,
    jobs,
    requestLog,
    sections: catalog,
    flights: { provider: flightProvider },
    close: async () => {
      // The job under way and the webhook attempts under way finish their database work before the caller closes `db`.
      await jobs.stop();
      mail.close();
      await Promise.all([rateLimiter.close(), pdfPool.drain(), requestLog.close()]);
    },
  };
}
