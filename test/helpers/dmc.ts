/**
 * A DMC programme as its client link's page shows it (test/public/dmc.public.test.ts and its
 * browser test): the programme, its lines and the path they are made under.
 */
export const BASE = '/api/b2b/v1/dmc/programmes';

/** Partner-supplied text that would run or break the page if it reached it unescaped. */
export const HOSTILE = {
  title: 'Gala <script>alert(1)</script> & "Night"',
  company: '<b>Acme</b> Incentives',
  brand: 'Rose <i>DMC</i>',
  contact: '<img src=x onerror=alert(1)> +971 4 555 0188',
  note: 'Meet at <a href="https://evil.example">gate</a>',
};
export const programmeBody = {
  title: HOSTILE.title,
  client: { company: HOSTILE.company, contact_name: 'Linnea Berg', email: 'linnea.berg@nordicincentive.example', country: 'SE' },
  group: { adults: 6, children: 0 },
  start_date: '2027-02-10',
  end_date: '2027-02-12',
  agency_reference: 'DR-2027-014',
  notes: 'Internal: client pays late.',
};
export const lines = [
  { service: 'transfer', date: '2027-02-10', time: '14:30', airport: 'DXB', terminal: 'T3', direction: 'arrival', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS', flight_number: 'SK6002', notes: HOSTILE.note },
  { service: 'activity', date: '2027-02-11', activity: 'DESERT_SAFARI_EVENING' },
  { service: 'transfer', date: '2027-02-12', time: '19:00', airport: 'DXB', terminal: 'T3', direction: 'departure', place: 'DUBAI_MARINA', vehicle: 'VIP_V_CLASS' },
];
