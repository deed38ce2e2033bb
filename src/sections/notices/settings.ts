import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import type { Partition } from '../../engine/partition';
import type { Recipients } from '../../engine/sections';
import type { AccountRow } from '../../apiKeys/store';
import { storeSettings, storedSettings, type StoredSettings } from '../../engine/partitionSettings';
import { stampView } from '../../engine/serializer';
import { accountLegalDetails, type AccountLegalDetails } from '../../engine/accountLegalDetails';

type AccountSettings = components['schemas']['AccountSettings'];
type Contact = components['schemas']['Contact'];
type ContactRequest = components['schemas']['ContactRequest'];
type DocumentBrand = components['schemas']['DocumentBrand'];
type RemovedContact = components['schemas']['RemovedContact'];

/** Where the partition's invoices are addressed: the billing e-mail, else the billing contact's. */
/** The desk's answers go to the partner's operations contacts, else to its billing address. */
export const answerRecipients: Recipients = async (partition) => {
  const settings = await storedSettings(partition);
  const operations = settings.contacts.filter((contact) => contact.role === 'operations').map((contact) => contact.email);
  if (operations.length > 0) return operations;
  const billing = settings.billing_email ?? settings.contacts.find((contact) => contact.billing_contact)?.email;
  return billing ? [billing] : [];
};

export async function billingEmailOf(partition: Partition): Promise<string | null> {
  const settings = await storedSettings(partition);
  return settings.billing_email ?? settings.contacts.find((contact) => contact.billing_contact)?.email ?? null;
}

const contactOf = (partition: Partition, contact: StoredSettings['contacts'][number]): Contact => stampView(partition, 'contact', { ...contact });

/**
 * The account's legal details as its invoices print them (the country included): the desk's record
 * on the account; a test partition, while the account has neither TRN nor country (nobody said
 * where it is registered, nor whether for VAT), shows its seeded example TRN, so test invoices name
 * a recipient TRN. An account whose country is known keeps its own answer: no TRN is no TRN.
 */
export async function legalDetailsOf(partition: Partition, settings?: StoredSettings): Promise<AccountLegalDetails> {
  const details = await accountLegalDetails(partition.db, partition.accountId);
  if (details.trn !== null || details.country !== null) return details;
  // Only a seeded test partition keeps a TRN of its own; a live one never has one to fall back on.
  return { ...details, trn: (settings ?? (await storedSettings(partition))).trn };
}

async function view(partition: Partition, account: AccountRow, settings: StoredSettings): Promise<AccountSettings> {
  const legal = await legalDetailsOf(partition, settings);
  return stampView<AccountSettings>(partition, 'settings', {
    account: {
      id: account.id,
      name: account.name,
      legal_name: legal.legal_name,
      address: legal.address,
      country: legal.country,
      trn: legal.trn,
      vat_registered: legal.trn !== null,
      commercial_terms: account.commercial_terms,
      live_access: account.live_access,
    },
    billing_email: settings.billing_email,
    contacts: settings.contacts.map((contact) => contactOf(partition, contact)),
    brand: settings.brand,
  });
}

export async function accountSettings(partition: Partition, account: AccountRow): Promise<AccountSettings> {
  return view(partition, account, await storedSettings(partition));
}

async function change(partition: Partition, work: (settings: StoredSettings) => StoredSettings): Promise<StoredSettings> {
  return partition.transaction(async (p) => {
    const changed = work(await storedSettings(p));
    await storeSettings(p, changed);
    return changed;
  });
}

export async function setBillingEmail(partition: Partition, account: AccountRow, billingEmail: string): Promise<AccountSettings> {
  return view(partition, account, await change(partition, (settings) => ({ ...settings, billing_email: billingEmail })));
}

/**
 * Adds a contact, or changes the one named by `id` (404 when the partition has none by that id).
 * While the partition has no billing contact, the first `finance` contact saved becomes it.
 */
export async function saveContact(partition: Partition, request: ContactRequest): Promise<Contact> {
  let saved: StoredSettings['contacts'][number] | undefined;
  await change(partition, (settings) => {
    const existing = request.id === undefined ? undefined : settings.contacts.find((contact) => contact.id === request.id);
    if (request.id !== undefined && !existing) throw errors.resourceNotFound('contact', request.id);
    const hasBilling = settings.contacts.some((contact) => contact.billing_contact && contact.id !== existing?.id);
    saved = {
      id: existing?.id ?? newId('cnt'),
      name: request.name,
      email: request.email,
      phone: request.phone ?? null,
      role: request.role,
      billing_contact: existing?.billing_contact ?? (!hasBilling && request.role === 'finance'),
    };
    const contacts = existing ? settings.contacts.map((contact) => (contact.id === existing.id ? (saved as typeof contact) : contact)) : [...settings.contacts, saved];
    return { ...settings, contacts };
  });
  return contactOf(partition, saved as StoredSettings['contacts'][number]);
}

export async function removeContact(partition: Partition, id: string): Promise<RemovedContact> {
  await change(partition, (settings) => {
    const contact = settings.contacts.find((c) => c.id === id);
    if (!contact) throw errors.resourceNotFound('contact', id);
    if (contact.billing_contact) throw errors.invalidState('contact', id, 'the billing contact', 'removed');
    return { ...settings, contacts: settings.contacts.filter((c) => c.id !== id) };
  });
  return stampView<RemovedContact>(partition, 'contact', { id, removed: true });
}

export async function setDocumentBrand(partition: Partition, account: AccountRow, brand: DocumentBrand): Promise<AccountSettings> {
  if (brand.mode === 'white_label' && brand.display_name === undefined) {
    throw errors.invalidField('display_name', 'is required when mode is white_label');
  }
  return view(partition, account, await change(partition, (settings) => ({ ...settings, brand })));
}
