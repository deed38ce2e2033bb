import type { components } from '../../generated/openapi-types';
import { errors } from '../../errors';
import { newId } from '../../platform/ids';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { TestData, isMissingTestId } from '../../engine/testData';
import { billingEmailOf } from './billing';

type AccountSettings = components['schemas']['AccountSettings'];
type Contact = components['schemas']['Contact'];
type ContactRequest = components['schemas']['ContactRequest'];
type ContactRole = components['schemas']['ContactRole'];
type DocumentBrand = components['schemas']['DocumentBrand'];
type RemovedContact = components['schemas']['RemovedContact'];

const ROLES: readonly ContactRole[] = ['operations', 'finance', 'sales', 'emergency'];

/** The deterministic test contact behind an id; about one in four is its account's billing contact. */
function testContact(id: string): Contact {
  if (isMissingTestId(id)) throw errors.resourceNotFound('contact', id);
  const data = new TestData(id);
  const person = data.person();
  const billing = data.chance(0.25);
  return {
    object: 'contact',
    sandbox: true,
    id,
    name: `${person.first_name} ${person.last_name}`,
    email: `${person.first_name.toLowerCase()}.${person.last_name.toLowerCase().replace(/[^a-z]/g, '')}@partner.example`,
    phone: data.chance(0.8) ? `+9715${data.int(10000000, 89999999)}` : null,
    role: billing ? 'finance' : data.pick(ROLES),
    billing_contact: billing,
  };
}

/** Three contacts of a test account, exactly one of them the billing contact. */
function testContacts(accountId: string): Contact[] {
  const contacts: Contact[] = [];
  let billing = false;
  for (let i = 0; contacts.length < 3 && i < 100; i++) {
    const contact = testContact(new TestData(`${accountId}:contact:${i}`).id('cnt'));
    if (contact.billing_contact ? billing : contacts.length === 2 && !billing) continue;
    billing ||= contact.billing_contact;
    contacts.push(contact);
  }
  return contacts;
}

export function accountSettings(principal: ApiPrincipal): AccountSettings {
  const { account } = principal;
  const test = principal.mode === 'test';
  const data = new TestData(`${account.id}:settings`);
  return {
    object: 'settings',
    sandbox: test,
    account: {
      id: account.id,
      name: account.name,
      trn: test ? `100${String(data.int(0, 999999999)).padStart(9, '0')}003` : null,
      commercial_terms: account.commercial_terms,
      live_access: account.live_access,
    },
    billing_email: test ? billingEmailOf(account.name) : null,
    contacts: test ? testContacts(account.id) : [],
    brand: { mode: 'none' },
  };
}

/** Settings writes: answered as they would be for a test key; live settings open with production. */
function simulated<T>(principal: ApiPrincipal, answer: () => T): T {
  const result = answer();
  if (principal.mode === 'live') throw errors.liveNotOpen('settings changes');
  return result;
}

export function setBillingEmail(principal: ApiPrincipal, billingEmail: string): AccountSettings {
  return simulated(principal, () => ({ ...accountSettings(principal), billing_email: billingEmail }));
}

export function saveContact(principal: ApiPrincipal, request: ContactRequest): Contact {
  return simulated(principal, () => {
    const existing = request.id === undefined ? undefined : testContact(request.id);
    return {
      object: 'contact',
      sandbox: principal.mode === 'test',
      id: existing?.id ?? newId('cnt'),
      name: request.name,
      email: request.email,
      phone: request.phone ?? null,
      role: request.role,
      billing_contact: existing?.billing_contact ?? false,
    };
  });
}

export function removeContact(principal: ApiPrincipal, id: string): RemovedContact {
  if (principal.mode === 'live') throw errors.resourceNotFound('contact', id);
  const contact = testContact(id);
  if (contact.billing_contact) throw errors.invalidState('contact', id, 'the billing contact', 'removed');
  return { object: 'contact', sandbox: true, id, removed: true };
}

export function setDocumentBrand(principal: ApiPrincipal, brand: DocumentBrand): AccountSettings {
  if (brand.mode === 'white_label' && brand.display_name === undefined) {
    throw errors.invalidField('display_name', 'is required when mode is white_label');
  }
  return simulated(principal, () => ({ ...accountSettings(principal), brand }));
}
