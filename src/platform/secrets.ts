import { createHash, createSecretKey, type KeyObject } from 'node:crypto';
import type { Db } from './db';
import type { Config } from './config';
import { newSecret } from './ids';
import type { Clock } from './clock';

export interface ServiceKeys {
  /** HS256 key of sandbox tokens. */
  sandboxToken: KeyObject;
  /** HMAC key of signed availability URLs and tracking-link codes. */
  urlSigning: KeyObject;
  /** AES-256-GCM key of what is kept encrypted at rest (Wi-Fi passwords, bank details): see sealed.ts. */
  dataEncryption: KeyObject;
}

/**
 * A secret unset in the environment is generated once and kept in the database, so `npm start`
 * needs no set-up and every instance sharing the database agrees on it (first writer wins).
 */
async function storedSecret(db: Db, clock: Clock, name: string): Promise<string> {
  await db('service_secrets')
    .insert({ name, value: newSecret(), created_at: clock.now().toISOString() })
    .onConflict('name')
    .ignore();
  const row = (await db('service_secrets').where({ name }).first('value')) as { value: string } | undefined;
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}

// KeyObjects: each key is imported once, not at every signature made or checked with it.
const key = (value: string): KeyObject => createSecretKey(Buffer.from(value, 'utf8'));

export async function loadServiceKeys(db: Db, config: Config, clock: Clock): Promise<ServiceKeys> {
  return {
    sandboxToken: key(config.secrets.sandboxToken ?? (await storedSecret(db, clock, 'sandbox_token'))),
    urlSigning: key(config.secrets.urlSigning ?? (await storedSecret(db, clock, 'url_signing'))),
    // AES-256 wants exactly 32 bytes; the secret is any string of 32 bytes or more.
    dataEncryption: createSecretKey(createHash('sha256').update(config.secrets.dataEncryption ?? (await storedSecret(db, clock, 'data_encryption')), 'utf8').digest()),
  };
}
