import { loadConfig, ConfigError } from '../../src/platform/config';
import { createTestApp } from '../helpers/testApp';
import { call, handshake } from '../helpers/http';

const secret = 's'.repeat(40);

describe('configuration', () => {
  it('needs no set-up: port 3000, SQLite under data/, URLs from host and port', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/trade-api.sqlite',
      publicBaseUrl: 'http://localhost:3000',
      productionAccessUrl: 'http://localhost:3000/trade/apply',
      trustProxy: false,
      secrets: { sandboxToken: undefined, urlSigning: undefined, dataEncryption: undefined },
    });
    const allowed = Object.fromEntries(Object.entries(config.limits).map(([name, rule]) => [name, [rule.allowed, rule.windowSeconds]]));
    expect(allowed).toEqual({
      sandbox: [120, 3600],
      developer_handshake: [10, 3600],
      credit_line_application: [5, 3600],
      wallet_topup: [10, 3600],
      account_payload: [60, 3600],
      tracking_link: [60, 3600],
      api_key: [300, 60],
      auth_failure: [30, 60],
      public_page: [240, 60],
      staff_setup: [30, 3600],
      driver_session: [30, 3600],
      driver_api: [120, 60],
      portal_person: [300, 60],
      portal_password_reset: [10, 3600],
      partner_application: [20, 3600],
      email_confirmation: [20, 3600],
      key_reveal: [20, 3600],
      invitation_acceptance: [20, 3600],
      guide_booking: [20, 3600],
      affiliate_booking: [20, 3600],
      site_booking: [20, 3600],
      widget_booking: [20, 3600],
      proposal_acceptance: [20, 3600],
    });
    expect(config).toMatchObject({ rateLimitSyncMs: 250, redisUrl: undefined });
  });

  it('runs the background jobs every second and keeps mail in the outbox when nothing is set', () => {
    expect(loadConfig({})).toMatchObject({ jobsEnabled: true, jobsIntervalMs: 1000, smtpUrl: undefined, mailFrom: 'no-reply@localhost', mailMaxAttempts: 5 });
    const config = loadConfig({
      JOBS_ENABLED: 'false',
      JOBS_INTERVAL_MS: '250',
      SMTP_URL: 'smtps://mailer:p%40ss@smtp.operator.example:465',
      MAIL_FROM: 'Trade desk <trade@operator.example>',
      MAIL_MAX_ATTEMPTS: '8',
      PUBLIC_BASE_URL: 'https://trade.operator.example',
    });
    expect(config).toMatchObject({ jobsEnabled: false, jobsIntervalMs: 250, smtpUrl: 'smtps://mailer:p%40ss@smtp.operator.example:465', mailFrom: 'Trade desk <trade@operator.example>', mailMaxAttempts: 8 });
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://trade.operator.example' }).mailFrom).toBe('no-reply@trade.operator.example');
  });

  it('keeps text messages in the outbox unless an SMS gateway is named, with its address', () => {
    expect(loadConfig({}).sms).toEqual({ provider: 'outbox', httpUrl: undefined, httpToken: undefined, maxAttempts: 5 });
    expect(loadConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'https://sms.operator.example/send', SMS_HTTP_TOKEN: 'gateway-token', SMS_MAX_ATTEMPTS: '3' }).sms).toEqual({
      provider: 'http',
      httpUrl: 'https://sms.operator.example/send',
      httpToken: 'gateway-token',
      maxAttempts: 3,
    });
    // A gateway's address without SMS_PROVIDER=http sends nothing: the outbox stays the default.
    expect(loadConfig({ SMS_HTTP_URL: 'https://sms.operator.example/send' }).sms.httpUrl).toBeUndefined();
    expect(loadConfig({ DRIVER_DIR: '/srv/driver' }).driverDir).toBe('/srv/driver');
  });

  it.each([
    [{ SMS_PROVIDER: 'twilio' }, /SMS_PROVIDER must be one of outbox, http, got "twilio"/],
    [{ SMS_PROVIDER: 'http' }, /SMS_PROVIDER=http needs SMS_HTTP_URL/],
    [{ SMS_PROVIDER: 'http', SMS_HTTP_URL: 'ftp://sms.example' }, /SMS_HTTP_URL must be an absolute http\(s\) URL/],
  ])('refuses an SMS set-up that cannot send (%j)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it.each([
    [{ JOBS_ENABLED: 'yes' }, /JOBS_ENABLED must be true or false/],
    [{ JOBS_INTERVAL_MS: '0' }, /JOBS_INTERVAL_MS must be a positive integer/],
    [{ SMTP_URL: 'http://smtp.example' }, /SMTP_URL must be smtp:/],
    [{ SMTP_URL: 'smtp://user:hunter2secret@' }, /SMTP_URL must be smtp:/],
    [{ MAIL_FROM: 'not an address' }, /MAIL_FROM must be an address/],
    [{ MAIL_MAX_ATTEMPTS: '-1' }, /MAIL_MAX_ATTEMPTS must be a positive integer/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
    expect(() => loadConfig(env)).toThrow(ConfigError);
  });

  it('never repeats an SMTP password in its error', () => {
    expect(() => loadConfig({ SMTP_URL: 'ftp://user:hunter2secret@smtp.example' })).toThrow(/^(?!.*hunter2secret).*$/);
  });

  it('follows no live flight unless FLIGHT_PROVIDER names a provider, which needs its key and a webhook secret', () => {
    expect(loadConfig({}).flights).toEqual({ provider: null, key: undefined, webhookSecret: undefined });
    expect(loadConfig({ FLIGHT_PROVIDER: 'simulator' }).flights).toEqual({ provider: 'simulator', key: undefined, webhookSecret: undefined });
    expect(loadConfig({ FLIGHT_PROVIDER: 'aeroapi', FLIGHT_PROVIDER_KEY: ' fa-key ', FLIGHT_WEBHOOK_SECRET: secret }).flights).toEqual({ provider: 'aeroapi', key: 'fa-key', webhookSecret: secret });
    expect(loadConfig({ FLIGHT_PROVIDER: 'aerodatabox', FLIGHT_PROVIDER_KEY: 'adb-key', FLIGHT_WEBHOOK_SECRET: secret }).flights.provider).toBe('aerodatabox');
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'flightradar' })).toThrow('FLIGHT_PROVIDER must be one of aeroapi, aerodatabox, simulator');
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'aeroapi', FLIGHT_WEBHOOK_SECRET: secret })).toThrow(/FLIGHT_PROVIDER_KEY must be set/);
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'aeroapi', FLIGHT_PROVIDER_KEY: 'fa-key', FLIGHT_WEBHOOK_SECRET: 'short' })).toThrow(/FLIGHT_WEBHOOK_SECRET must be set, at least 32 bytes/);
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'aeroapi', FLIGHT_PROVIDER_KEY: 'fa-key', FLIGHT_WEBHOOK_SECRET: `${secret}&x=1` })).toThrow(/FLIGHT_WEBHOOK_SECRET must be letters/);
    // The key is never repeated in a message.
    expect(() => loadConfig({ FLIGHT_PROVIDER: 'aeroapi', FLIGHT_PROVIDER_KEY: 'fa-key-hunter2', FLIGHT_WEBHOOK_SECRET: 'short' })).toThrow(/^(?!.*hunter2).*$/);
  });

  it('takes REDIS_URL and RATE_LIMIT_SYNC_MS, and refuses a REDIS_URL that is not redis://', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379', RATE_LIMIT_SYNC_MS: '1000' })).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', rateLimitSyncMs: 1000 });
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ RATE_LIMIT_SYNC_MS: '0' })).toThrow(/RATE_LIMIT_SYNC_MS/);
  });

  it('drains for 10 s at most on SIGTERM, giving idle connections 500 ms for their next request, and refuses a grace as long as the drain', () => {
    expect(loadConfig({})).toMatchObject({ shutdownTimeoutMs: 10_000, shutdownIdleGraceMs: 500 });
    expect(loadConfig({ SHUTDOWN_TIMEOUT_MS: '3000', SHUTDOWN_IDLE_GRACE_MS: '250' })).toMatchObject({ shutdownTimeoutMs: 3000, shutdownIdleGraceMs: 250 });
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '3000', SHUTDOWN_IDLE_GRACE_MS: '3000' })).toThrow(/SHUTDOWN_IDLE_GRACE_MS \(3000\) must be shorter than SHUTDOWN_TIMEOUT_MS \(3000\)/);
    expect(() => loadConfig({ SHUTDOWN_IDLE_GRACE_MS: '0' })).toThrow(ConfigError);
  });

  it('builds the public base URL from HOST and PORT, or takes PUBLIC_BASE_URL without a trailing slash', () => {
    expect(loadConfig({ HOST: '127.0.0.1', PORT: '8080' }).publicBaseUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PUBLIC_BASE_URL: 'https://api.example.ae/' }).publicBaseUrl).toBe('https://api.example.ae');
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ PUBLIC_BASE_URL: 'not a url' }, /PUBLIC_BASE_URL/],
    [{ PUBLIC_BASE_URL: 'ftp://files.example' }, /http or https/],
    [{ SANDBOX_TOKEN_SECRET: 'short' }, /at least 32 bytes/],
    [{ NODE_ENV: 'production' }, /SANDBOX_TOKEN_SECRET must be set/],
    [{ NODE_ENV: 'production', SANDBOX_TOKEN_SECRET: secret }, /URL_SIGNING_SECRET must be set/],
    [{ NODE_ENV: 'production', SANDBOX_TOKEN_SECRET: secret, URL_SIGNING_SECRET: `u${secret}` }, /DATA_ENCRYPTION_SECRET must be set/],
    [{ DATA_ENCRYPTION_SECRET: 'short' }, /at least 32 bytes/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('starts in production mode once the three secrets are given', () => {
    const config = loadConfig({ NODE_ENV: 'production', SANDBOX_TOKEN_SECRET: secret, URL_SIGNING_SECRET: `u${secret}`, DATA_ENCRYPTION_SECRET: `d${secret}` });
    expect(config.production).toBe(true);
    expect(config.secrets).toEqual({ sandboxToken: secret, urlSigning: `u${secret}`, dataEncryption: `d${secret}` });
  });

  it('hashes passwords at scrypt cost 15 unless told, never lower in production, as low as 10 elsewhere', () => {
    const production = { NODE_ENV: 'production', SANDBOX_TOKEN_SECRET: secret, URL_SIGNING_SECRET: `u${secret}`, DATA_ENCRYPTION_SECRET: `d${secret}` };
    expect([loadConfig({}).passwordHashCost, loadConfig(production).passwordHashCost]).toEqual([15, 15]);
    expect([loadConfig({ PASSWORD_HASH_COST: '10' }).passwordHashCost, loadConfig({ ...production, PASSWORD_HASH_COST: '17' }).passwordHashCost]).toEqual([10, 17]);
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow('PASSWORD_HASH_COST must be from 15 to 20 when NODE_ENV=production, got "14"');
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow('PASSWORD_HASH_COST must be from 10 to 20, got "9"');
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(ConfigError);
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'fast' })).toThrow('PASSWORD_HASH_COST must be a positive integer, got "fast"');
  });

  it.each([
    ['', false],
    ['false', false],
    ['true', true],
    ['1', 1],
    ['loopback', 'loopback'],
    ['10.0.0.0/8, 127.0.0.1', '10.0.0.0/8, 127.0.0.1'],
  ])('reads TRUST_PROXY=%j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toBe(expected);
  });
});

describe('secrets', () => {
  it('are generated once, kept in the database and shared by every instance', async () => {
    const first = await createTestApp();
    const second = await createTestApp({ database: first.database });
    try {
      const rows = (await first.db('service_secrets').select('name', 'value').orderBy('name')) as Array<{ name: string; value: string }>;
      expect(rows.map((r) => r.name)).toEqual(['data_encryption', 'sandbox_token', 'url_signing']);
      expect(new Set(rows.map((r) => r.value)).size).toBe(3);
      for (const row of rows) expect(row.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // A token from one instance opens the other.
      const { token } = await handshake(first.app);
      expect((await call(second.app, 'GET', '/api/b2b/sandbox/status', { token })).status).toBe(200);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('come from the environment when given, and are then not stored', async () => {
    const t = await createTestApp({ env: { SANDBOX_TOKEN_SECRET: secret, URL_SIGNING_SECRET: `u${secret}`, DATA_ENCRYPTION_SECRET: `d${secret}` } });
    try {
      expect(Number(((await t.db('service_secrets').count({ n: '*' })) as Array<{ n: number }>)[0]?.n)).toBe(0);
      expect(t.services.keys.sandboxToken.export().toString()).toBe(secret);
    } finally {
      await t.close();
    }
  });
});
