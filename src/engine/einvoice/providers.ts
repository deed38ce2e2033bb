import { createHash } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';
import type { Clock } from '../../platform/clock';
import type { EInvoiceProviderName } from '../../platform/config';

/**
 * The accredited service provider (ASP) that e-invoices go through: one adapter per provider,
 * chosen by `EINVOICE_PROVIDER`. An adapter submits a document and later answers its status; it
 * throws `ProviderUnreachable` when the provider could not be reached (the sending job retries
 * with backoff), and answers a refusal as the provider words it (a rule id and a message).
 */
export interface ProviderError {
  /** The provider's rule id. */
  code: string;
  message: string;
}

export type Submission = { outcome: 'submitted'; reference: string } | { outcome: 'rejected'; error: ProviderError };

/** Where a submitted document stands: delivered (`accepted`) to the buyer's provider or the FTA, acknowledged by them, or refused. */
export type ProviderStatus = { status: 'pending' } | { status: 'accepted' } | { status: 'acknowledged'; at: string } | { status: 'rejected'; error: ProviderError };

export interface OutgoingDocument {
  transmissionId: string;
  documentId: string;
  kind: 'tax_invoice' | 'tax_credit_note';
  xml: string;
}

export interface EInvoiceProvider {
  readonly name: string;
  submit(document: OutgoingDocument): Promise<Submission>;
  status(reference: string, submittedAt: string): Promise<ProviderStatus>;
}

/** The provider could not be reached or answered nothing usable: the attempt is retried. */
export class ProviderUnreachable extends Error {}

const select = xpath.useNamespaces({
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
});

interface Rule {
  code: string;
  message: string;
  /** Where the value is, from the document's root element (an Invoice or a CreditNote). */
  path: string;
  /** What the value must look like; any text at all when absent. */
  pattern?: RegExp;
  /** The rule holds only for this root element. */
  only?: 'Invoice' | 'CreditNote';
}

const SUPPLIER = 'cac:AccountingSupplierParty/cac:Party';
const CUSTOMER = 'cac:AccountingCustomerParty/cac:Party';

/**
 * The business rules the simulator checks, as an accredited provider does before it passes a
 * document on; each refusal names the PINT AE business term it concerns (IBT numbers of the
 * PINT AE data dictionary). The rule ids are the simulator's own.
 */
const SIMULATED_RULES: readonly Rule[] = [
  { code: 'SIM-AE-IBT-024', message: 'Specification identifier (IBT-024) must be urn:peppol:pint:billing-1@ae-1', path: 'cbc:CustomizationID', pattern: /^urn:peppol:pint:billing-1@ae-1$/ },
  { code: 'SIM-AE-IBT-031', message: 'Seller TRN (IBT-031) must be 15 digits starting with 1', path: `${SUPPLIER}/cac:PartyTaxScheme/cbc:CompanyID`, pattern: /^1[0-9]{14}$/ },
  { code: 'SIM-AE-IBT-034', message: 'Seller electronic address (IBT-034) is mandatory', path: `${SUPPLIER}/cbc:EndpointID`, pattern: /^[0-9]{10}$/ },
  { code: 'SIM-AE-IBT-035', message: 'Seller address line 1 (IBT-035) is mandatory', path: `${SUPPLIER}/cac:PostalAddress/cbc:StreetName` },
  { code: 'SIM-AE-IBT-037', message: 'Seller city (IBT-037) is mandatory', path: `${SUPPLIER}/cac:PostalAddress/cbc:CityName` },
  { code: 'SIM-AE-IBT-044', message: 'Buyer name (IBT-044) is mandatory', path: `${CUSTOMER}/cac:PartyName/cbc:Name` },
  { code: 'SIM-AE-IBT-049', message: 'Buyer electronic address (IBT-049) is mandatory', path: `${CUSTOMER}/cbc:EndpointID`, pattern: /^[0-9]{10}$/ },
  { code: 'SIM-AE-IBT-050', message: 'Buyer address line 1 (IBT-050) is mandatory', path: `${CUSTOMER}/cac:PostalAddress/cbc:StreetName` },
  { code: 'SIM-AE-IBT-052', message: 'Buyer city (IBT-052) is mandatory', path: `${CUSTOMER}/cac:PostalAddress/cbc:CityName` },
  { code: 'SIM-AE-IBT-055', message: 'Buyer country code (IBT-055) is mandatory', path: `${CUSTOMER}/cac:PostalAddress/cac:Country/cbc:IdentificationCode`, pattern: /^[A-Z]{2}$/ },
  { code: 'SIM-AE-IBT-025', message: 'A credit note must name the invoice it corrects (IBT-025)', path: 'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID', only: 'CreditNote' },
];

function parsedRoot(xml: string): Element | null {
  try {
    return new DOMParser({ onError: () => undefined }).parseFromString(xml, 'text/xml').documentElement as unknown as Element | null;
  } catch {
    return null;
  }
}

/** The first rule the document breaks, or null; a document that is not XML breaks the first. */
export function brokenRule(xml: string): ProviderError | null {
  const root = parsedRoot(xml);
  if (root === null) return { code: 'SIM-AE-XML', message: 'The document is not well-formed XML' };
  const rootName = root.localName;
  for (const rule of SIMULATED_RULES) {
    if (rule.only !== undefined && rule.only !== rootName) continue;
    const found = select(`string(${rule.path})`, root as unknown as Node);
    const value = typeof found === 'string' ? found.trim() : '';
    if (value === '' || (rule.pattern !== undefined && !rule.pattern.test(value))) return { code: rule.code, message: rule.message };
  }
  return null;
}

/** How long after a submission the simulator's receiving side acknowledges it. */
export const SIMULATED_ACK_AFTER_MS = 30_000;

/**
 * The local simulator, the default provider: it needs no credentials and reaches nothing. It
 * checks the document's business rules when submitted (and refuses the first one broken, with
 * its rule id), answers `accepted` at the first look after that, and `acknowledged` from
 * `SIMULATED_ACK_AFTER_MS` after the submission, as a receiving side would, a while later. Its
 * answers depend on the document and the injected clock only, so every instance of the service
 * gives the same ones.
 */
export function simulatorProvider(clock: Clock): EInvoiceProvider {
  return {
    name: 'simulator',
    submit: async (document) => {
      const error = brokenRule(document.xml);
      if (error) return { outcome: 'rejected', error };
      const digest = createHash('sha256').update(document.transmissionId).update(document.xml).digest('hex');
      return { outcome: 'submitted', reference: `SIM-${digest.slice(0, 20).toUpperCase()}` };
    },
    status: async (_reference, submittedAt) => {
      const ackAt = Date.parse(submittedAt) + SIMULATED_ACK_AFTER_MS;
      return clock.now().getTime() >= ackAt ? { status: 'acknowledged', at: new Date(ackAt).toISOString() } : { status: 'accepted' };
    },
  };
}

const ADAPTERS: Readonly<Record<EInvoiceProviderName, (clock: Clock) => EInvoiceProvider>> = {
  simulator: simulatorProvider,
};

/** The adapter of the configured provider (`EINVOICE_PROVIDER`, checked at start by the config). */
export const providerNamed = (name: EInvoiceProviderName, clock: Clock): EInvoiceProvider => ADAPTERS[name](clock);
