import type { CreditNoteDocument, InvoiceDocument } from '../../src/engine/einvoice/ubl';

/**
 * A tax invoice and a tax credit note as issued (their stored JSON), for the PINT AE e-invoice
 * tests: the operator as supplier, and two recipients, a UAE company registered for VAT and a
 * company outside the UAE without a TRN.
 */
export const seller = { name: 'Desert Routes Transport LLC', address: 'Office 1204, Bay Square 7, Business Bay, Dubai, United Arab Emirates', trn: '100234567800003' };

export const invoice = (bill_to: InvoiceDocument['bill_to']): InvoiceDocument => ({
  id: 'inv_7Hq2Lm9Xc4Vn1Rt8Wk5P',
  number: 'INV-2026-000042',
  period: '2026-11',
  issued_at: '2026-11-30T20:00:00.000Z',
  due_date: '2026-12-31',
  seller,
  bill_to,
  lines: [
    { booking_id: 'bkg_5Rt8Wq2Zk7Lm1Xc4Vn9P', booking_reference: 'TR-7KQ2-M9XH', description: 'Airport arrival DXB T3 to Downtown, sedan', charged_on: '2026-11-03', service_date: '2026-11-06', quantity: 1, unit_price_aed: 228.57, amount_aed: 228.57, vat_rate_percent: 5, vat_aed: 11.43, total_aed: 240, items: [{ description: 'Sedan, DXB T3 to Downtown', quantity: 1, unit: 'vehicle', age_band: null, unit_price_aed: 240, amount_aed: 240 }] },
    { booking_id: 'bkg_9Kd3Fp6Ws1Qa8Zx2Yb7N', booking_reference: 'AC-3JF8-Q2WE', description: 'Desert safari, 2 adults', charged_on: '2026-11-10', service_date: '2026-12-02', quantity: 2, unit_price_aed: 190.48, amount_aed: 380.95, vat_rate_percent: 5, vat_aed: 19.05, total_aed: 400, items: [{ description: 'Desert safari', quantity: 2, unit: 'person', age_band: 'adult', unit_price_aed: 200, amount_aed: 400 }] },
  ],
  subtotal_aed: 609.52,
  vat_aed: 30.48,
  total_aed: 640,
});

export const uaeBuyer = { name: 'Gulf Holidays LLC', address: 'Shop 3, Al Wahda Street, Al Majaz, Sharjah', trn: '100987654300003', country: 'AE', billing_email: 'accounts@gulfholidays.example' };
export const foreignBuyer = { name: 'Alpine Reisen GmbH', address: 'Bahnhofstrasse 12\n8001 Zürich', trn: null, country: 'CH', billing_email: 'buchhaltung@alpine.example' };

export const creditNote = (bill_to: CreditNoteDocument['bill_to']): CreditNoteDocument => ({
  id: 'cn_3Fg7Hj2Kl9Mn4Pq8Rs1T',
  number: 'CN-2026-000007',
  issued_at: '2026-12-04T06:15:00.000Z',
  reason: 'Cancelled by the partner on 4 December; cancellation fee AED 60 kept',
  invoice: { id: 'inv_7Hq2Lm9Xc4Vn1Rt8Wk5P', number: 'INV-2026-000042', issued_at: '2026-11-30T20:00:00.000Z' },
  seller,
  bill_to,
  booking_reference: 'AC-3JF8-Q2WE',
  service_date: '2026-12-02',
  description: 'Desert safari, 2 adults',
  difference_aed: 340,
  difference_net_aed: 323.81,
  vat_aed: 16.19,
});
