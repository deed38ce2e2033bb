import { DEFAULT_LIMITS, LIMIT_NAMES, type LimitName, type LimitRule } from './limits';

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
  trustProxy: TrustProxy;
  logLevel: string;
  /** Secrets from the environment; unset ones are generated once and kept in the database (not in production). */
  secrets: { sandboxToken: string | undefined; urlSigning: string | undefined };
  limits: Record<LimitName, LimitRule>;
  shutdownTimeoutMs: number;
  /** How long the answer to an Idempotency-Key is kept. */
  idempotencyTtlSeconds: number;
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
    limits[name] = { ...rule, allowed: positiveInt(env, rule.env, rule.allowed) };
  }
  return {
    production,
    port,
    host,
    databaseUrl,
    publicBaseUrl,
    productionAccessUrl: env.PRODUCTION_ACCESS_URL || `${publicBaseUrl}/trade/apply`,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    secrets: {
      sandboxToken: secret(env, 'SANDBOX_TOKEN_SECRET', production),
      urlSigning: secret(env, 'URL_SIGNING_SECRET', production),
    },
    limits,
    shutdownTimeoutMs: positiveInt(env, 'SHUTDOWN_TIMEOUT_MS', 10000),
    idempotencyTtlSeconds: positiveInt(env, 'IDEMPOTENCY_TTL_HOURS', 24) * 3600,
  };
}
