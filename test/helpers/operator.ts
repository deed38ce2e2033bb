import type { OperatorField } from '../../src/engine/operatorIdentity';

/**
 * The operator's identity as the test kit sets it for every test app (see createTestApp's
 * `operator`), so live documents print instead of answering 503 `not_configured`. The IBAN is
 * ISO 13616's own UAE example; the TRN and phones are well-formed but nobody's.
 */
export const TEST_OPERATOR: Readonly<Record<OperatorField, string>> = {
  legal_name: 'Desert Falcon Transport LLC',
  trading_name: 'Desert Falcon Tours',
  address: 'Office 1203, Al Attar Tower, Sheikh Zayed Road, Dubai, United Arab Emirates',
  trn: '100234567890003',
  phone_24h: '+971 4 333 4444',
  desk_email: 'trade@desertfalcon.example',
  desk_phone: '+971 4 333 4455',
  bank_name: 'Emirates NBD',
  bank_account_name: 'Desert Falcon Transport LLC',
  iban: 'AE07 0331 2345 6789 0123 456',
  swift: 'EBILAEAD',
};
