/**
 * A fresh test partition's seed is written once a day as a template and copied (issue 28: a
 * partner's first call with a new test key answers in ≤ 150 ms, measured in `npm run bench`).
 * A copy must be what the seeders themselves write for the account, with ids, references,
 * numbers and sealed values of its own: compared here row by row, the copy's own values read as
 * the seeders' own values drawn in the same order, PDFs by their text.
 */
import { createTestApp, TEST_NOW, TestClock, type TestApp } from '../helpers/testApp';
import { pdfPages, type PdfPageItems } from '../helpers/documents';
import { createAccount } from '../../src/apiKeys/store';
import { Partition, PARTITION_TABLES } from '../../src/engine/partition';
import { openPartition, type SeedContext } from '../../src/engine/partitions';
import { catalogOf } from '../../src/engine/sections';
import { copyTemplate, seedAnchor, seedPartition, TEMPLATE_IDENTITY, writeTemplate } from '../../src/engine/seedTemplate';
import { sha256Hex } from '../../src/engine/issuedDocuments';
import { recordDrawn } from '../../src/platform/seedRecording';
import { allSections } from '../../src/sections';
import { openWifi } from '../../src/sections/guides/wifi';
import { readBankDetails } from '../../src/sections/affiliates/bankDetails';
import { createSecretKey, randomBytes } from 'node:crypto';
import type { Clock } from '../../src/platform/clock';
import type { Db } from '../../src/platform/db';

const seeders = catalogOf(allSections).seeders;
let t: TestApp;
let clock: TestClock;
let context: SeedContext;

beforeAll(async () => {
  clock = new TestClock();
  t = await createTestApp({ clock });
  context = { dataKey: t.services.keys.dataEncryption, urls: { publicBaseUrl: t.services.config.publicBaseUrl, siteDomainTarget: t.services.config.siteDomainTarget } };
});
afterAll(async () => t.close());
beforeEach(() => clock.set(TEST_NOW));

type Row = Record<string, unknown>;
const stoppedAt = (at: Date): Clock => ({ now: () => new Date(at) });

/** The tables whose rows the database numbers (`seq`, `id`): a copy's numbers are its own. */
const NUMBERED: Readonly<Record<string, string>> = { events: 'seq', state_moves: 'id', ledger_entries: 'id', earnings_entries: 'id' };

/** A partition's rows by table, the numbered ones in the order they were written, without their numbers. */
async function rowsOf(db: Db, accountId: string): Promise<Record<string, Row[]>> {
  const tables: Record<string, Row[]> = {};
  for (const table of PARTITION_TABLES) {
    const numbered = NUMBERED[table];
    const query = db(table).where({ account_id: accountId, mode: 'test' });
    const rows = (await (numbered ? query.orderBy(numbered) : query)) as Row[];
    if (rows.length > 0) tables[table] = rows.map((row) => (numbered ? { ...row, [numbered]: null } : row));
  }
  tables.allotments = (await db('allotments').where({ pool: `test:${accountId}` })) as Row[];
  return tables;
}

/** Replaces each key of `map` found in a text (each at least 8 characters, found by its first 8) by its value. */
class Replacer {
  private readonly byPrefix = new Map<string, string[]>();
  constructor(private readonly map: ReadonlyMap<string, string>) {
    for (const key of map.keys()) this.byPrefix.set(key.slice(0, 8), [...(this.byPrefix.get(key.slice(0, 8)) ?? []), key].sort((a, b) => b.length - a.length));
  }

  text(text: string): string {
    let out = '';
    let at = 0;
    while (at < text.length) {
      const key = this.byPrefix.get(text.slice(at, at + 8))?.find((candidate) => text.startsWith(candidate, at));
      if (key === undefined) {
        out += text[at];
        at++;
      } else {
        out += this.map.get(key);
        at += key.length;
      }
    }
    return out;
  }

  value(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((item: unknown) => this.value(item));
    if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.fromEntries(Object.entries(value).map(([key, item]: [string, unknown]) => [this.text(key), this.value(item)]));
    return value;
  }
}

/** A table's rows in an order that does not depend on the ids drawn (numbered tables keep theirs). */
const sorted = (table: string, rows: Row[]): Row[] => (NUMBERED[table] ? rows : [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));

/** How far below a continued table's first line its header reaches (two lines of labels, 11 pt apart). */
const HEADER_BAND = 15;
/** A test document's page footer, without white space: its banner, the issuer's line and `Page n of m`. */
const PAGE_FOOTER = /TESTTEST—[^]*Page\d+of\d+$/;

describe('a fresh test partition’s seed', () => {
  it('is a copy of the day’s template that holds what the seeders write for the account, with values of its own', async () => {
    const anchor = seedAnchor(clock);
    const copied = await createAccount(t.db, clock, 'Gulf Horizons Travel');
    // Another name: what the seed makes of each name (a site's name, an e-mail domain) tells them apart.
    const direct = await createAccount(t.db, clock, 'Desert Rose Tours');
    const account = (await t.db('accounts').where({ id: copied.id }).first()) as { id: string; name: string };

    // The copy, as a first call makes it; the template written by a service of another data key,
    // whose sealed values the copy seals again under its own.
    let ours: ReadonlyArray<string | Buffer | null> = [];
    await t.db.transaction(async (trx) => {
      const template = await writeTemplate(t.sections, trx, anchor, seeders, account, { ...context, dataKey: createSecretKey(randomBytes(32)) });
      await trx('partitions').insert({ account_id: copied.id, mode: 'test', seeded_at: clock.now().toISOString() });
      ours = await copyTemplate(template, Partition.forCaller(t.sections, copied.id, 'test', trx, clock, 'system', 'req_copiedseedrequest000000'), account.name, context.dataKey);
    });
    // The seeders themselves, for the other account, drawing the same test data; their draws in order.
    let theirs: Array<string | Buffer | null> = [];
    await t.db.transaction(async (trx) => {
      await trx('partitions').insert({ account_id: direct.id, mode: 'test', seeded_at: clock.now().toISOString() });
      const seeding = Partition.forCaller(t.sections, direct.id, 'test', trx, stoppedAt(anchor), 'system', 'req_directseedrequest000000').seeding(TEMPLATE_IDENTITY);
      const { drawn } = await recordDrawn(async () => {
        for (const { seed } of seeders) await seed(seeding, context);
      }, false);
      theirs = [direct.id, 'Desert Rose Tours', 'req_directseedrequest000000', ...drawn.map(({ value }) => value)];
    });
    expect(ours.length).toBe(theirs.length);

    const map = new Map<string, string>();
    ours.forEach((value, i) => {
      const other = theirs[i];
      if (typeof value === 'string' && typeof other === 'string' && value !== other) map.set(value, other);
    });
    const ourValues = new Replacer(map);
    const replaced = (value: unknown): unknown => ourValues.value(value);
    const key = context.dataKey as NonNullable<SeedContext['dataKey']>;
    const copiedPartition = Partition.forJob(t.sections, t.db, clock, { account_id: copied.id, mode: 'test' });
    const directPartition = Partition.forJob(t.sections, t.db, clock, { account_id: direct.id, mode: 'test' });
    const [mine, seeded] = [await rowsOf(t.db, copied.id), await rowsOf(t.db, direct.id)];
    expect(Object.keys(mine)).toEqual(Object.keys(seeded));

    // Sealed values open in their own partition, to the same details.
    const wifi = async (partition: Partition, rows: Row[]): Promise<unknown[]> => rows.map((row) => openWifi(key, partition, row as { id: string; wifi_sealed: string | null }));
    expect(replaced(await wifi(copiedPartition, mine.guide_properties ?? []))).toEqual(await wifi(directPartition, seeded.guide_properties ?? []));
    expect(replaced(await readBankDetails(copiedPartition, key))).toEqual(await readBankDetails(directPartition, key));
    // Issued documents: each hash is of its own text and PDF, and the PDF reads as the seeders' does.
    for (const rows of [mine.issued_documents ?? [], seeded.issued_documents ?? []]) {
      for (const row of rows) expect([sha256Hex(row.data as string), sha256Hex(row.pdf as Buffer)]).toEqual([row.data_sha256, row.pdf_sha256]);
    }
    // Wrapped where the drawn values' widths make them wrap, so a page may break earlier in one
    // than in the other: compared without white space, and without what each page repeats (its
    // footer, and the header a continued table starts the next page with).
    const texts = async (rows: Row[]): Promise<string[]> =>
      (await pdfPages<PdfPageItems>(rows.map((row) => row.pdf as Buffer))).map((pages) =>
        pages
          .map((page, p) => {
            const top = page.items[0]?.y ?? 0;
            const below = page.items.findIndex((item) => item.y < top - HEADER_BAND);
            return page.items
              .slice(p === 0 ? 0 : below < 0 ? page.items.length : below)
              .map((item) => item.str)
              .join('')
              .replace(/\s+/g, '')
              .replace(PAGE_FOOTER, '');
          })
          .join(''),
      );
    const stripped = new Replacer(new Map([...map].map(([ours, theirs]) => [ours.replace(/\s+/g, ''), theirs.replace(/\s+/g, '')])));
    expect((await texts(mine.issued_documents ?? [])).map((text) => stripped.text(text))).toEqual(await texts(seeded.issued_documents ?? []));

    const comparable = (tables: Record<string, Row[]>): Record<string, Row[]> =>
      Object.fromEntries(
        Object.entries(tables).map(([table, rows]) => [
          table,
          sorted(table, rows.map(({ wifi_sealed: _wifi, sealed: _sealed, pdf: _pdf, data_sha256: _data, pdf_sha256: _pdfHash, ...row }) => row)),
        ]),
      );
    const copy = comparable(replaced(mine) as Record<string, Row[]>);
    const original = comparable(seeded);
    for (const table of Object.keys(original)) expect({ table, rows: copy[table] }).toEqual({ table, rows: original[table] });
  });

  it('is written once a day: a second fresh partition costs a statement a table, with ids, references and numbers of its own', async () => {
    const first = await createAccount(t.db, clock, 'Gulf Horizons Travel');
    const second = await createAccount(t.db, clock, 'Palm Grove Holidays');
    await openPartition(t.sections, first.id, 'test', t.db, clock, 'system', null, context);
    // A minute before midnight in the UAE, the day's template still serves, a service of another data key too.
    clock.set('2026-11-22T19:59:00.000Z');
    const otherKey = createSecretKey(randomBytes(32));
    const statements: string[] = [];
    const count = (query: { sql: string }): void => void statements.push(query.sql);
    t.db.on('query', count);
    try {
      await openPartition(t.sections, second.id, 'test', t.db, clock, 'system', null, { ...context, dataKey: otherKey });
    } finally {
      t.db.off('query', count);
    }
    expect(statements.length).toBeLessThan(70);
    // Its sealed values are sealed under its own key.
    const secondPartition = Partition.forJob(t.sections, t.db, clock, { account_id: second.id, mode: 'test' });
    const properties = (await t.db('guide_properties').where({ account_id: second.id, mode: 'test' }).whereNotNull('wifi_sealed')) as Array<{ id: string; wifi_sealed: string }>;
    expect(properties.length).toBeGreaterThan(0);
    for (const row of properties) expect(openWifi(otherKey, secondPartition, row)).toEqual(expect.objectContaining({ network_name: expect.any(String) }));

    const bookings = async (accountId: string): Promise<Array<{ id: string; reference: string }>> => t.db('bookings').where({ account_id: accountId, mode: 'test' }).select('id', 'reference');
    const [mine, theirs] = [await bookings(first.id), await bookings(second.id)];
    expect(theirs.length).toBe(mine.length);
    expect(theirs.filter((booking) => mine.some((other) => other.id === booking.id || other.reference === booking.reference))).toEqual([]);
    expect(new Set(theirs.map((booking) => booking.reference)).size).toBe(theirs.length);
    const numbers = async (accountId: string): Promise<string[]> => ((await t.db('issued_documents').where({ account_id: accountId }).whereNotNull('number').select('number')) as Array<{ number: string }>).map((row) => row.number);
    const [firstNumbers, secondNumbers] = [await numbers(first.id), await numbers(second.id)];
    expect(secondNumbers.length).toBe(firstNumbers.length);
    expect(secondNumbers.filter((number) => firstNumbers.includes(number))).toEqual([]);
    // The account's name where the seed shows it, the stand-in's nowhere.
    const users = (await t.db('users').where({ account_id: second.id, mode: 'test' }).select('email')) as Array<{ email: string }>;
    expect(users.every((user) => user.email.endsWith('@palmgroveholidays.example'))).toBe(true);
    const site = (await t.db('sites').where({ account_id: second.id, mode: 'test' }).first('subdomain', 'settings')) as { subdomain: string; settings: string };
    expect([site.subdomain, JSON.parse(site.settings).brand.name]).toEqual(['palm-grove-holidays', 'Palm Grove Holidays']);
    for (const table of PARTITION_TABLES) {
      const rows = await t.db(table).where({ account_id: second.id });
      expect({ table, standIn: JSON.stringify(rows).toLowerCase().includes('zyqwex') }).toEqual({ table, standIn: false });
    }
    // The world is as of the start of the partition's UAE day.
    const latest = (await t.db('events').where({ account_id: second.id, mode: 'test' }).max({ at: 'created_at' }).first()) as { at: string };
    expect(latest.at <= seedAnchor(clock).toISOString()).toBe(true);
    expect(seedAnchor(clock).toISOString()).toBe('2026-11-21T20:00:00.000Z');
  });

  it('is written by the seeders themselves when the seed makes something of the account’s name it does not declare', async () => {
    const account = await createAccount(t.db, clock, 'Coral Bay Travel');
    const shouting = async (partition: Partition): Promise<void> => {
      const { name } = (await partition.db('accounts').where({ id: partition.accountId }).first('name')) as { name: string };
      await partition.insert('partition_settings', { settings: JSON.stringify({ billing_email: `${name.toUpperCase().replace(/\W+/g, '.')}@example.com` }), updated_at: partition.now() });
    };
    await t.db.transaction(async (trx) => {
      await trx('partitions').insert({ account_id: account.id, mode: 'test', seeded_at: clock.now().toISOString() });
      await seedPartition(Partition.forCaller(t.sections, account.id, 'test', trx, clock, 'system', null), [{ seed: shouting }], context);
    });
    const stored = (await t.db('partition_settings').where({ account_id: account.id, mode: 'test' }).first('settings')) as { settings: string };
    expect(JSON.parse(stored.settings)).toEqual({ billing_email: 'CORAL.BAY.TRAVEL@example.com' });
  });
});
