import type { components } from '../generated/openapi-types';
import type { Partition } from './partition';
import { brandOf } from './documents/mappers';
import type { BrandModel } from './documents/models';

type Contact = components['schemas']['Contact'];
type DocumentBrand = components['schemas']['DocumentBrand'];

/*
 * A partition's settings row, read by every section that prints a document (its brand) and
 * written by the notices section, which answers the settings operations.
 */

/** What a partition keeps of its settings (JSON in `partition_settings`); the rest comes from the account. */
export interface StoredSettings {
  trn: string | null;
  billing_email: string | null;
  contacts: Array<Omit<Contact, 'object' | 'sandbox'>>;
  brand: DocumentBrand;
}

/** A partition that never changed a setting has the account's defaults: no contacts, no brand. */
const DEFAULTS: StoredSettings = { trn: null, billing_email: null, contacts: [], brand: { mode: 'none' } };

/** The partition's settings; test and live partitions each keep their own row, so a test-key change never reaches live. */
export async function storedSettings(partition: Partition): Promise<StoredSettings> {
  const row = (await partition.table('partition_settings').first('settings')) as { settings: string } | undefined;
  return row ? { ...DEFAULTS, ...(JSON.parse(row.settings) as Partial<StoredSettings>) } : { ...DEFAULTS, contacts: [] };
}

/** Writes the partition's settings, in the caller's transaction (the Idempotency-Key's, when there is one). */
export async function storeSettings(partition: Partition, settings: StoredSettings): Promise<void> {
  await partition
    .db('partition_settings')
    .insert({ account_id: partition.accountId, mode: partition.mode, settings: JSON.stringify(settings), updated_at: partition.now() })
    .onConflict(['account_id', 'mode'])
    .merge(['settings', 'updated_at']);
}

/**
 * The brand documents of this partition carry: the partner's white label when set, else none
 * (the operator's standard documents). Other sections call this when they render a document.
 */
export async function documentBrandOf(partition: Partition): Promise<DocumentBrand> {
  return (await storedSettings(partition)).brand;
}

/**
 * The brand a partner's printed documents carry: its white label (name, accent colour, logo)
 * when set, else the account's own name in the operator's colours.
 */
export async function printedBrandOf(partition: Partition, accountName: string): Promise<BrandModel> {
  const brand = await documentBrandOf(partition);
  return brand.mode === 'white_label' && brand.display_name ? brandOf(brand.display_name, brand.accent_hex, brand.logo_url) : brandOf(accountName);
}
