import { randomString } from '../../platform/ids';
import { registerSeeder } from '../../engine/partitions';
import type { Partition } from '../../engine/partition';
import { answerRequest } from '../../engine/requests';
import { TestData } from '../../engine/testData';
import { lapseDomain, readDomain, readSite, requireSite, storeDomainRequest, subdomainOf, submitSite, updateSite, type SiteConfig, type SiteSettings } from './service';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const TAGLINES = [
  'Airport transfers and desert safaris across the Emirates',
  'Private chauffeurs from every UAE airport',
  'Tours, transfers and days out in Dubai and Abu Dhabi',
];
const ACCENTS = ['#0E7C86', '#1F4E79', '#B5651D', '#7A1F5C', '#2E7D32'];
const LANGUAGE_SETS: Array<SiteSettings['languages']['enabled']> = [['en', 'ar'], ['en', 'ar', 'ru'], ['en', 'ar', 'de', 'fr']];
const CURRENCY_SETS: Array<SiteSettings['currencies']['offered']> = [['AED', 'USD'], ['AED', 'USD', 'EUR'], ['AED', 'GBP', 'EUR']];
const OFFICES: ReadonlyArray<[string, string]> = [
  ['Office 1204, Business Bay, Dubai', 'Office 1204, Bay Square 11, Business Bay, Dubai'],
  ['Unit 805, Deira, Dubai', 'Unit 805, Al Ghurair Centre Offices, Deira, Dubai'],
  ['Level 14, Al Maryah Island, Abu Dhabi', 'Office 32, Level 14, Al Maqam Tower, Al Maryah Island, Abu Dhabi'],
];

// Seeded history carries no configuration: its answers' events show addresses relative to the service.
const SEED_CONFIG: SiteConfig = { publicBaseUrl: '', siteDomainTarget: '' };

/** A name for the test site no other test site uses: the account's, or the account's with a suffix. */
async function freeSubdomain(partition: Partition, name: string): Promise<string> {
  const base = subdomainOf(name).slice(0, 34).replace(/-+$/, '');
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = attempt === 0 ? base : `${base}-${randomString('abcdefghijkmnpqrstuvwxyz23456789', 5)}`;
    const taken = await partition.db('sites').where({ mode: partition.mode }).where((q) => void q.where({ subdomain: candidate }).orWhere({ published_subdomain: candidate })).first('id');
    if (taken === undefined) return candidate;
  }
  return `site-${randomString('abcdefghijkmnpqrstuvwxyz23456789', 12)}`;
}

/**
 * A test partition's site as a partner would have it after a few months: sent back once by the
 * trade desk (the office address), approved on the second submission and published, with an own
 * domain whose DNS records never appeared (a request that lapsed, to be asked for again).
 */
async function seedSite(partition: Partition): Promise<void> {
  if (await readSite(partition)) return;
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string } | undefined;
  const name = account?.name ?? 'Partner Travel';
  const data = new TestData(`${partition.accountId}:site`);
  const subdomain = await freeSubdomain(partition, name);
  const [draftOffice, office] = data.pick(OFFICES);
  const settings: SiteSettings = {
    brand: { name, tagline: data.pick(TAGLINES), logo_url: null, accent_hex: data.pick(ACCENTS) },
    address: { subdomain },
    languages: { default: 'en', enabled: [...data.pick(LANGUAGE_SETS)] },
    currencies: { default: 'AED', offered: [...data.pick(CURRENCY_SETS)] },
    contact: { email: `bookings@${subdomain}.example`, phone: `+9714${data.int(2000000, 8999999)}`, whatsapp: `+97150${data.int(1000000, 9999999)}`, office_address: draftOffice },
  };
  const now = partition.clock.now().getTime();
  const at = (daysAgo: number, hour: number): Partition => partition.at(new Date(now - daysAgo * DAY_MS + hour * HOUR_MS));
  const desk = (p: Partition): Partition => p.as('system');

  await updateSite(at(75, 0), SEED_CONFIG, settings);
  const first = await submitSite(at(74, 1), SEED_CONFIG, { note: 'Our booking site, ready for review.' });
  await answerRequest(desk(at(73, 2)), first.submission?.request_id ?? '', {
    accept: false,
    note: 'The office address must match the trade licence; please add the building name.',
    amountFils: null,
  });
  await updateSite(at(72, 3), SEED_CONFIG, { ...settings, contact: { ...settings.contact, office_address: office } });
  const second = await submitSite(at(71, 4), SEED_CONFIG, { note: 'Building name added as asked.' });
  await answerRequest(desk(at(70, 5)), second.submission?.request_id ?? '', { accept: true, note: null, amountFils: null });

  const domain = await storeDomainRequest(at(30, 6), await requireSite(partition), `book.${subdomain}.example`, null);
  await lapseDomain(at(16, 6), await readDomain(partition, domain.id));
}

registerSeeder('site', seedSite);
