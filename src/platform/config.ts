import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_LIMITS, LIMIT_NAMES, type LimitName, type LimitRule } from './limits';

export const DEFAULT_DB_ACQUIRE_TIMEOUT_MS = 5000;
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 10000;

export type TrustProxy = boolean | number | string;

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  /** Origin used in every URL the API returns, without a trailing slash. */
  publicBaseUrl: string;
  /** Where a partner asks for production access. */
  productionAccessUrl: string;
  /** The host name a white-label site's own domain must point at (CNAME, or the same A records). */
  siteDomainTarget: string;
  trustProxy: TrustProxy;
  logLevel: string;
  /** log2 of scrypt's N for the passwords hashed from now on (src/platform/passwords.ts); each hash keeps its own. */
  passwordHashCost: number;
  /** Secrets from the environment; unset ones are generated once and kept in the database (not in production). */
  secrets: { sandboxToken: string | undefined; urlSigning: string | undefined; dataEncryption: string | undefined };
  limits: Record<LimitName, LimitRule>;
  /** How often rate-limit counts are shared with other instances (through Redis when set, else the database). */
  rateLimitSyncMs: number;
  redisUrl: string | undefined;
  shutdownTimeoutMs: number;
  /**
   * After SIGTERM, how long an idle keep-alive connection may still bring its next request (answered
   * with `Connection: close`) before it is closed: a client may be sending one as the drain begins.
   */
  shutdownIdleGraceMs: number;
  /** How long the answer to an Idempotency-Key is kept. */
  idempotencyTtlSeconds: number;
  /** How long a query waits for a database connection (opening one included). */
  dbAcquireTimeoutMs: number;
  /** How long one statement may run, or wait for a lock on SQLite. */
  dbStatementTimeoutMs: number;
  /** How long /readyz waits for the database before answering 503. */
  readyTimeoutMs: number;
  /** Time allowed to receive a request's headers, and the whole request, before a 408. */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  /**
   * Host names webhooks may reach whatever they resolve to (the operator's own receivers); every
   * other endpoint host must resolve to a public address. https is still required in live mode.
   */
  webhookAllowedHosts: string[];
  /** Browser origins allowed to call the API (CORS); empty: no CORS headers at all. */
  corsAllowedOrigins: string[];
  /** Where the built operator's console is (`npm run build` writes dist/console), served at /console/. */
  consoleDir: string;
  /** Where the built drivers' job page is (`npm run build` writes dist/driver), served at /driver/. */
  driverDir: string;
  /** Byte budget of the rendered-document cache (src/engine/documents/documentCache.ts). */
  documentCacheBytes: number;
  /** How long a request holds its Idempotency-Key before a retry may take it over (a crashed holder never finishes). */
  idempotencyLeaseSeconds: number;
  /** Whether this instance runs the background jobs (src/platform/jobs.ts), and how often. */
  jobsEnabled: boolean;
  jobsIntervalMs: number;
  /** Where e-mail is delivered (smtp:// or smtps://); unset: messages stay queued in the outbox. */
  smtpUrl: string | undefined;
  /** The From address of every e-mail the service sends. */
  mailFrom: string;
  /** Delivery attempts of one message before it is marked failed. */
  mailMaxAttempts: number;
  /** Where text messages go (src/platform/sms.ts): the local outbox alone, or the operator's HTTP gateway. */
  sms: SmsSettings;
  /** How the webhook worker (src/webhooks/worker.ts) sends, retries and gives up. */
  webhookDelivery: WebhookDeliverySettings;
  /** The accredited service provider PINT AE e-invoices go through (src/engine/einvoice/providers.ts). */
  einvoiceProvider: EInvoiceProviderName;
  /** Where live partitions' arriving flights are followed from (src/engine/flights/); test partitions always use the simulator. */
  flights: FlightSettings;
}

/** The SMS adapters (src/platform/sms.ts): the local outbox alone, or the operator's HTTP gateway. */
export const SMS_PROVIDERS = ['outbox', 'http'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

export interface SmsSettings {
  provider: SmsProviderName;
  /** The gateway's address (provider `http`). */
  httpUrl: string | undefined;
  /** The bearer token the gateway expects, if any. */
  httpToken: string | undefined;
  /** Delivery attempts of one message before it is marked failed. */
  maxAttempts: number;
}

/** The e-invoice providers this service has an adapter for: the local simulator only, so far. */
export const EINVOICE_PROVIDERS = ['simulator'] as const;
export type EInvoiceProviderName = (typeof EINVOICE_PROVIDERS)[number];

/**
 * The flight status providers this service has an adapter for: FlightAware AeroAPI (push alerts),
 * AeroDataBox (web-hook subscriptions), and the simulator (a staging install's live partitions).
 */
export const FLIGHT_PROVIDERS = ['aeroapi', 'aerodatabox', 'simulator'] as const;
export type FlightProviderName = (typeof FLIGHT_PROVIDERS)[number];

export interface FlightSettings {
  /** FLIGHT_PROVIDER; null when unset: live bookings are not tracked (`live_arrival_tracking: planned`). */
  provider: FlightProviderName | null;
  /** FLIGHT_PROVIDER_KEY: the provider's API key (AeroAPI `x-apikey`, API.market `x-api-market-key`). */
  key: string | undefined;
  /** FLIGHT_WEBHOOK_SECRET: the shared secret the provider's pushes carry in our hook URL (neither provider signs its pushes). */
  webhookSecret: string | undefined;
}

export interface WebhookDeliverySettings {
  /** Extra certificate authorities (PEM) trusted besides the system's, for the operator's own https receivers. */
  caPem: string | undefined;
  /** The longest one attempt may take, connection to the end of the answer. */
  timeoutMs: number;
  /** How long a claim holds a delivery; an instance that dies mid-attempt frees it when this runs out. */
  leaseMs: number;
  /** Pause between looks for due deliveries when there is nothing to send. */
  pollMs: number;
  /** Attempts one instance makes at the same time. */
  concurrency: number;
  /** Wait after the first failed attempt; it doubles with each further one up to `retryMaxMs`, jittered. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long a delivery is retried before it is marked failed. */
  retryWindowMs: number;
  /** How long an endpoint's attempts may all fail before it is disabled. */
  disableAfterMs: number;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^[0-9]+$/.test(raw) || Number(raw) < 1) throw new ConfigError(`${name} must be a positive integer, got "${raw}"`);
  return Number(raw);
}

/** scrypt's cost as log2 N: 15 (32 MB) and up in production; as low as 10 elsewhere (a test suite's thousands of sign-ins). */
const PASSWORD_HASH_COST = { default: 15, production: 15, lowest: 10, highest: 20 };

function passwordHashCost(env: Env, production: boolean): number {
  const cost = positiveInt(env, 'PASSWORD_HASH_COST', PASSWORD_HASH_COST.default);
  const lowest = production ? PASSWORD_HASH_COST.production : PASSWORD_HASH_COST.lowest;
  if (cost < lowest || cost > PASSWORD_HASH_COST.highest) {
    throw new ConfigError(`PASSWORD_HASH_COST must be from ${lowest} to ${PASSWORD_HASH_COST.highest}${production ? ' when NODE_ENV=production' : ''}, got "${cost}"`);
  }
  return cost;
}

function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  // Express accepts 'loopback', addresses and CIDR ranges, comma separated.
  return raw;
}

function parseBaseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_BASE_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_BASE_URL must use http or https, got "${raw}"`);
  }
  return url.toString().replace(/\/+$/, '');
}

function secret(env: Env, name: string, production: boolean): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') {
    if (production) throw new ConfigError(`${name} must be set when NODE_ENV=production`);
    return undefined;
  }
  if (Buffer.byteLength(value) < 32) throw new ConfigError(`${name} must be at least 32 bytes long`);
  return value;
}

function redisUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (!/^rediss?:\/\/[^\s]+$/.test(raw)) throw new ConfigError('REDIS_URL must be redis://host:port or rediss://host:port');
  return raw;
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const port = positiveInt(env, 'PORT', 3000);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535, got ${port}`);
  const host = env.HOST || '0.0.0.0';
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/trade-api.sqlite';
  const displayHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const publicBaseUrl = parseBaseUrl(env.PUBLIC_BASE_URL || `http://${displayHost}:${port}`);
  const limits = {} as Record<LimitName, LimitRule>;
  for (const name of LIMIT_NAMES) {
    const rule = DEFAULT_LIMITS[name];
    const allowed = rule.fallbackEnv === undefined ? rule.allowed : positiveInt(env, rule.fallbackEnv, rule.allowed);
    limits[name] = { ...rule, allowed: positiveInt(env, rule.env, allowed) };
  }
  return {
    production,
    port,
    host,
    databaseUrl,
    publicBaseUrl,
    productionAccessUrl: env.PRODUCTION_ACCESS_URL || `${publicBaseUrl}/trade/apply`,
    siteDomainTarget: siteDomainTarget(env.SITE_DOMAIN_TARGET, publicBaseUrl),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    passwordHashCost: passwordHashCost(env, production),
    secrets: {
      sandboxToken: secret(env, 'SANDBOX_TOKEN_SECRET', production),
      urlSigning: secret(env, 'URL_SIGNING_SECRET', production),
      dataEncryption: secret(env, 'DATA_ENCRYPTION_SECRET', production),
    },
    limits,
    rateLimitSyncMs: positiveInt(env, 'RATE_LIMIT_SYNC_MS', 250),
    redisUrl: redisUrl(env.REDIS_URL),
    ...shutdownTimes(env),
    idempotencyTtlSeconds: positiveInt(env, 'IDEMPOTENCY_TTL_HOURS', 24) * 3600,
    dbAcquireTimeoutMs: positiveInt(env, 'DB_ACQUIRE_TIMEOUT_MS', DEFAULT_DB_ACQUIRE_TIMEOUT_MS),
    dbStatementTimeoutMs: positiveInt(env, 'DB_STATEMENT_TIMEOUT_MS', DEFAULT_DB_STATEMENT_TIMEOUT_MS),
    readyTimeoutMs: positiveInt(env, 'READY_TIMEOUT_MS', 1000),
    ...requestTimeouts(env),
    corsAllowedOrigins: parseOrigins(env.CORS_ALLOWED_ORIGINS),
    // Relative to the working directory, as DATABASE_URL's default file is: `npm start` runs from the checkout.
    consoleDir: resolve(env.CONSOLE_DIR || 'dist/console'),
    driverDir: resolve(env.DRIVER_DIR || 'dist/driver'),
    webhookAllowedHosts: parseHosts(env.WEBHOOK_ALLOWED_HOSTS),
    documentCacheBytes: positiveInt(env, 'DOCUMENT_CACHE_MB', 32) * 1024 * 1024,
    idempotencyLeaseSeconds: positiveInt(env, 'IDEMPOTENCY_LEASE_SECONDS', 10),
    jobsEnabled: boolean(env, 'JOBS_ENABLED', true),
    jobsIntervalMs: positiveInt(env, 'JOBS_INTERVAL_MS', 1000),
    smtpUrl: smtpUrl(env.SMTP_URL),
    mailFrom: mailFrom(env.MAIL_FROM, publicBaseUrl),
    mailMaxAttempts: positiveInt(env, 'MAIL_MAX_ATTEMPTS', 5),
    sms: smsSettings(env),
    webhookDelivery: webhookDelivery(env),
    einvoiceProvider: einvoiceProvider(env.EINVOICE_PROVIDER),
    flights: flightSettings(env),
  };
}

function smsSettings(env: Env): SmsSettings {
  const raw = env.SMS_PROVIDER;
  const provider = raw === undefined || raw === '' ? 'outbox' : SMS_PROVIDERS.find((name) => name === raw);
  if (!provider) throw new ConfigError(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${raw}"`);
  const url = env.SMS_HTTP_URL === '' ? undefined : env.SMS_HTTP_URL;
  if (provider === 'http') {
    if (url === undefined) throw new ConfigError('SMS_PROVIDER=http needs SMS_HTTP_URL, the address of the SMS gateway');
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      // The value may carry credentials in its query: it is not repeated.
      throw new ConfigError('SMS_HTTP_URL must be an absolute http(s) URL');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new ConfigError('SMS_HTTP_URL must be an absolute http(s) URL');
  }
  const token = env.SMS_HTTP_TOKEN === '' ? undefined : env.SMS_HTTP_TOKEN;
  return { provider: provider as SmsProviderName, httpUrl: provider === 'http' ? url : undefined, httpToken: token, maxAttempts: positiveInt(env, 'SMS_MAX_ATTEMPTS', 5) };
}

/** FLIGHT_PROVIDER and what a real provider needs with it: its API key and the secret of our hook URL. */
function flightSettings(env: Env): FlightSettings {
  const raw = env.FLIGHT_PROVIDER;
  if (raw === undefined || raw === '') return { provider: null, key: undefined, webhookSecret: undefined };
  const provider = FLIGHT_PROVIDERS.find((name) => name === raw);
  if (!provider) throw new ConfigError(`FLIGHT_PROVIDER must be one of ${FLIGHT_PROVIDERS.join(', ')} (the flight status providers this service has an adapter for), got "${raw}"`);
  if (provider === 'simulator') return { provider, key: undefined, webhookSecret: undefined };
  const key = env.FLIGHT_PROVIDER_KEY;
  // The key is a credential: it is never repeated in a message.
  if (key === undefined || key.trim() === '') throw new ConfigError(`FLIGHT_PROVIDER_KEY must be set with FLIGHT_PROVIDER=${provider} (the provider's API key)`);
  const webhookSecret = env.FLIGHT_WEBHOOK_SECRET;
  if (webhookSecret === undefined || Buffer.byteLength(webhookSecret) < 32) throw new ConfigError(`FLIGHT_WEBHOOK_SECRET must be set, at least 32 bytes long, with FLIGHT_PROVIDER=${provider} (it authenticates the provider's pushes)`);
  if (!/^[A-Za-z0-9_~.-]+$/.test(webhookSecret)) throw new ConfigError('FLIGHT_WEBHOOK_SECRET must be letters, digits, and - _ . ~ only (it travels in the hook URL)');
  return { provider, key: key.trim(), webhookSecret };
}

function einvoiceProvider(raw: string | undefined): EInvoiceProviderName {
  if (raw === undefined || raw === '') return 'simulator';
  const known = EINVOICE_PROVIDERS.find((name) => name === raw);
  if (!known) throw new ConfigError(`EINVOICE_PROVIDER must be one of ${EINVOICE_PROVIDERS.join(', ')} (the e-invoice providers this service has an adapter for), got "${raw}"`);
  return known;
}

const HOUR_MS = 3_600_000;

function webhookDelivery(env: Env): WebhookDeliverySettings {
  const timeoutMs = positiveInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000);
  const leaseMs = positiveInt(env, 'WEBHOOK_LEASE_MS', 60_000);
  // A lease that ran out while its attempt was still under way would let a second instance send it too.
  if (leaseMs <= timeoutMs) throw new ConfigError(`WEBHOOK_LEASE_MS (${leaseMs}) must be longer than WEBHOOK_TIMEOUT_MS (${timeoutMs})`);
  const retryBaseMs = positiveInt(env, 'WEBHOOK_RETRY_BASE_MS', 30_000);
  const retryMaxMs = positiveInt(env, 'WEBHOOK_RETRY_MAX_MS', 3 * HOUR_MS);
  if (retryMaxMs < retryBaseMs) throw new ConfigError(`WEBHOOK_RETRY_MAX_MS (${retryMaxMs}) must not be below WEBHOOK_RETRY_BASE_MS (${retryBaseMs})`);
  return {
    caPem: caFile(env.WEBHOOK_CA_FILE),
    timeoutMs,
    leaseMs,
    pollMs: positiveInt(env, 'WEBHOOK_POLL_MS', 200),
    concurrency: positiveInt(env, 'WEBHOOK_CONCURRENCY', 16),
    retryBaseMs,
    retryMaxMs,
    retryWindowMs: positiveInt(env, 'WEBHOOK_RETRY_WINDOW_HOURS', 72) * HOUR_MS,
    disableAfterMs: positiveInt(env, 'WEBHOOK_DISABLE_AFTER_HOURS', 72) * HOUR_MS,
  };
}

/** The PEM certificates of WEBHOOK_CA_FILE, read at start-up so a wrong path stops the service there. */
function caFile(path: string | undefined): string | undefined {
  if (path === undefined || path === '') return undefined;
  let pem: string;
  try {
    pem = readFileSync(path, 'utf8');
  } catch {
    throw new ConfigError(`WEBHOOK_CA_FILE must name a readable PEM file, got "${path}"`);
  }
  if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new ConfigError(`WEBHOOK_CA_FILE must hold PEM certificates (-----BEGIN CERTIFICATE-----), got "${path}"`);
  return pem;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function smtpUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw === '') return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    // The value may hold a password: it is not repeated in the message.
    throw new ConfigError('SMTP_URL must be smtp://[user:password@]host:port or smtps://…');
  }
  if ((url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || url.hostname === '') {
    throw new ConfigError('SMTP_URL must be smtp://[user:password@]host:port or smtps://…');
  }
  return raw;
}

const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

function siteDomainTarget(raw: string | undefined, publicBaseUrl: string): string {
  if (raw === undefined || raw === '') return new URL(publicBaseUrl).hostname;
  const target = raw.toLowerCase().replace(/\.$/, '');
  if (!/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/.test(target)) {
    throw new ConfigError(`SITE_DOMAIN_TARGET must be a host name such as sites.operator.ae, got "${raw}"`);
  }
  return target;
}

function mailFrom(raw: string | undefined, publicBaseUrl: string): string {
  if (raw === undefined || raw === '') return `no-reply@${new URL(publicBaseUrl).hostname}`;
  const address = /<([^<>]+)>\s*$/.exec(raw)?.[1] ?? raw;
  if (!EMAIL.test(address.trim()) || /[\r\n]/.test(raw)) {
    throw new ConfigError(`MAIL_FROM must be an address such as trade@operator.ae or "Trade desk <trade@operator.ae>", got "${raw}"`);
  }
  return raw;
}

function shutdownTimes(env: Env): { shutdownTimeoutMs: number; shutdownIdleGraceMs: number } {
  const shutdownTimeoutMs = positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10000);
  const shutdownIdleGraceMs = positiveInt(env, 'SHUTDOWN_IDLE_GRACE_MS', 500);
  // A grace as long as the timeout would turn every drain with an idle connection into a forced exit.
  if (shutdownIdleGraceMs >= shutdownTimeoutMs) {
    throw new ConfigError(`SHUTDOWN_IDLE_GRACE_MS (${shutdownIdleGraceMs}) must be shorter than SHUTDOWN_TIMEOUT_MS (${shutdownTimeoutMs})`);
  }
  return { shutdownTimeoutMs, shutdownIdleGraceMs };
}

function requestTimeouts(env: Env): { headersTimeoutMs: number; requestTimeoutMs: number } {
  const headersTimeoutMs = positiveInt(env, 'HEADERS_TIMEOUT_MS', 10_000);
  const requestTimeoutMs = positiveInt(env, 'REQUEST_TIMEOUT_MS', 30_000);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not exceed REQUEST_TIMEOUT_MS (${requestTimeoutMs})`);
  }
  return { headersTimeoutMs, requestTimeoutMs };
}

/** `https://a.example, https://b.example` → exact origins as a browser sends them. */
function parseOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const value = entry.trim();
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      throw new ConfigError(`CORS_ALLOWED_ORIGINS must list origins such as https://app.example.ae, got "${value}"`);
    }
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/+$/, '')) {
      throw new ConfigError(`CORS_ALLOWED_ORIGINS must list origins (scheme, host and port only), got "${value}"`);
    }
    return url.origin;
  });
}

function parseHosts(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  return raw.split(',').map((entry) => {
    const host = entry.trim().toLowerCase().replace(/^\[(.*)\]$/, '$1');
    if (!/^[a-z0-9.:-]+$/.test(host)) throw new ConfigError(`WEBHOOK_ALLOWED_HOSTS must list host names or addresses such as hooks.internal.example, got "${entry.trim()}"`);
    return host;
  });
}
