import type { KeyObject } from 'node:crypto';
import type { Knex } from 'knex';
import { isPostgres, rawRows, type Db } from '../platform/db';
import type { Clock } from '../platform/clock';
import { newId } from '../platform/ids';
import { recordDrawn, type DrawStage, type Drawn, type Redrawing } from '../platform/seedRecording';
import { uaeDate, uaeInstant } from '../platform/uaeTime';
import { PARTITION_TABLES, Partition, type PartitionSections } from './partition';

/**
 * Fills a fresh test partition with a realistic world (bookings in every state, a wallet
 * balance, statements, notices), so every read answers with data on a partner's first call.
 * Each section that keeps data defines one; they run in the order of the sections list, in one transaction.
 */
export type Seeder = (partition: Partition, context: SeedContext) => Promise<void>;

/**
 * What a seeder may need beyond the partition: the service's data key, to seal what a section
 * keeps encrypted at rest (a test property's Wi-Fi), and its addresses. A partition opened by a
 * request has them; one opened without (a script, a test's direct call) is seeded without sealed
 * data.
 */
export interface SeedContext {
  dataKey: KeyObject | null;
  /**
   * Where the service is served, so that seeded objects' events show the addresses their GETs
   * show; a partition opened without it is seeded with addresses relative to the service.
   */
  urls?: SeedUrls;
}

export interface SeedUrls {
  publicBaseUrl: string;
  siteDomainTarget: string;
}

/**
 * A fresh test partition's seed, written once and copied (issue 28: a partner's first call with a
 * new test key answers in ≤ 150 ms, where the seeders write some 2,800 statements).
 *
 * The seed is a partition's world as of the start of its UAE day (`seedAnchor`): bookings in every
 * state around that day, last month's statement, people, a site. The sections' seeders write it
 * through the engine's own operations, once per process for each day, account profile and
 * service setting (`templateKey`), into the test partition of a stand-in account, whose rows are
 * read back and the writing rolled back (a savepoint of the transaction that records the
 * partition). Every value drawn meanwhile (ids, tokens, references, document numbers, sealed
 * values) and every value the seed derives from the account (`Partition.seedValue`) is recorded
 * (src/platform/seedRecording.ts), and found in the rows. A copy draws its own counterpart of each
 * (a document number from its series, in its transaction; a sealed value sealed again), puts its
 * account's id and name and its request's id where the stand-in's were, and writes each table in
 * one statement. So each copy has ids, references and numbers of its own, its account's name
 * where the seed shows it, dates from its own clock's day, and its events, written in the
 * transaction that records the partition: two first calls at once still seed it once.
 *
 * What the seed reads outside its partition besides its account is part of the key: the
 * operator's identity (printed on invoices) and the exchange rates. A template that holds
 * something of the stand-in it cannot replace (a form of its name the seed made without
 * `seedValue`) is never used: such a partition is seeded by the seeders themselves, as of the
 * same instant.
 */

/** The stand-in account's name: its letters appear nowhere else, so whatever the seed made of it is found. */
const STAND_IN_NAME = 'Zyqwex Standin Travel';
/** What the stand-in's test data is drawn from: every copy shows the same test data. */
export const TEMPLATE_IDENTITY = 'seed-template';
const STAND_IN_REQUEST_ID = 'req_zyqwexstandinrequest0000';
/** What betrays the stand-in's name in a template, in whatever case the seed wrote it. */
const STAND_IN_MARK = 'zyqwex';
/** Where the account's id and name and the request's id are among a template's values. */
const ACCOUNT_ID = 0;
const ACCOUNT_NAME = 1;
const REQUEST_ID = 2;
/**
 * Templates kept in the process, about 8.5 MB each: the days and profiles in use, up to a hundred
 * megabytes. A test run moves its clocks across some forty; with four kept, a third of its template
 * writes were of templates written before and forgotten.
 */
const KEPT_TEMPLATES = 12;
/** Most values a copy writes in one statement, its parameters (SQLite takes 32,766 at most). */
const MAX_PARAMETERS = 30_000;
/**
 * The most text a row may hold on average for its table to go to PostgreSQL as arrays: escaping
 * text into an array literal costs more than the server saves reading it, for long text.
 */
const ARRAY_ROW_CHARACTERS = 400;
/** Recorded values are found by their first characters: each is at least this long. */
const PREFIX = 8;

/** The start of the UAE day of `clock`'s time: the instant a fresh test partition's world is seeded as of. */
export const seedAnchor = (clock: Clock): Date => uaeInstant(uaeDate(clock.now()), '00:00');

/** A clock stopped at `at`, which the seed is written by. */
const stoppedAt = (at: Date): Clock => ({ now: () => new Date(at) });

/** A stored value as the database driver reads it. */
type Stored = string | number | boolean | Buffer | null;
type Row = Record<string, Stored>;

/**
 * Text with recorded values in it: literal text and indexes of the template's values, in turn.
 * In JSON text (`inJson`) a value put in is escaped as a JSON string's characters.
 */
class Spliced {
  constructor(
    readonly parts: ReadonlyArray<string | number>,
    readonly inJson: boolean,
  ) {}
}

/** Bytes drawn while the template was written (a PDF): the index of the value. */
class Bytes {
  constructor(readonly index: number) {}
}

/** JSON text holding the account's name or the request id: kept parsed, its strings (and keys) compiled. */
class JsonText {
  constructor(readonly value: JsonCell) {}
}

class JsonObject {
  constructor(readonly entries: ReadonlyArray<readonly [string | Spliced, JsonCell]>) {}
}

type TextCell = string | Spliced | JsonText;
type JsonCell = number | boolean | null | undefined | TextCell | JsonObject | readonly JsonCell[];
/** A stored value as a template keeps it. */
type Cell = Exclude<Stored, Buffer> | Spliced | JsonText | Bytes;

interface TemplateTable {
  readonly name: string;
  readonly columns: readonly string[];
  /**
   * On PostgreSQL, each column's type (`varchar`, `int8`) when the rows go as one array per column:
   * many short rows; long text (JSON bodies) goes as parameters, which need no escaping.
   */
  readonly types: readonly string[] | null;
  readonly rows: ReadonlyArray<readonly Cell[]>;
  /** The latest stage of the values in its rows (src/platform/seedRecording.ts): a copy writes it once they are drawn. */
  readonly stage: DrawStage;
}

export interface Template {
  readonly tables: readonly TemplateTable[];
  /** Every value recorded, each with how a copy draws its counterpart: the account's id and name and the request id first. */
  readonly values: readonly Drawn[];
  /** Text values by their first `PREFIX` characters, longest first. */
  readonly index: ReadonlyMap<string, readonly number[]>;
  /** Bytes values by their base64. */
  readonly bytes: ReadonlyMap<string, number>;
  /** Which values the rows hold (a copy draws the others of stage 0 only, which cost little and may be needed by later ones). */
  readonly used: readonly boolean[];
  /** What later stages' redraws read (`Drawn.reads`: a PDF's model, a sealed value's plaintext), compiled as the rows are. */
  readonly reads: Map<unknown, JsonCell>;
}

/** Why a seed cannot be copied: what of the stand-in the template would keep. */
export class TemplateRefused extends Error {}

class RolledBack extends Error {
  constructor(readonly template: Template) {
    super('the stand-in partition is rolled back');
  }
}

// --- The key. ---

const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
const idOf = (value: object): number => {
  let id = objectIds.get(value);
  if (id === undefined) {
    id = ++lastObjectId;
    objectIds.set(value, id);
  }
  return id;
};

interface AccountRow extends Row {
  id: string;
  name: string;
}

/**
 * What a seed depends on besides the partition's own ids: the database (its values' types), the
 * day, the seeders, the account's profile (its terms and legal details; not its name, which a
 * copy puts in), what the seed reads of the service's settings, and the seed's context.
 */
async function templateKey(db: Db, anchor: Date, seeders: ReadonlyArray<{ seed: Seeder }>, account: AccountRow, context: SeedContext): Promise<string> {
  const { id: _id, name: _name, created_at: _created, updated_at: _updated, ...profile } = account;
  const operator: unknown = await db('operator_identity').select('*');
  const rates: unknown = await db('fx_rates').select('*').orderBy('currency');
  // Whether the seed seals anything, not under which key: a copy seals again under its own.
  return JSON.stringify([isPostgres(db) ? 'pg' : 'sqlite', anchor.toISOString(), seeders.map(({ seed }) => idOf(seed)), profile, operator, rates, context.dataKey !== null, context.urls ?? null]);
}

// --- Writing a template. ---

interface Schema {
  /** Each table's integer primary key, which the database numbers: a copy leaves it out. */
  numbered: Map<string, string>;
  /** On PostgreSQL, each table's columns' types. */
  types: Map<string, Map<string, string>> | null;
}

async function schemaOf(db: Db): Promise<Schema> {
  if (!isPostgres(db)) {
    const sql = "select m.name as table_name, p.name as column_name from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and p.pk = 1 and lower(p.type) = 'integer'";
    return { numbered: new Map(rawRows<{ table_name: string; column_name: string }>(await db.raw(sql)).map((row) => [row.table_name, row.column_name])), types: null };
  }
  const columns = rawRows<{ table_name: string; column_name: string; udt_name: string; column_default: string | null }>(
    await db.raw('select table_name, column_name, udt_name, column_default from information_schema.columns where table_schema = current_schema()'),
  );
  const numbered = new Map<string, string>();
  const types = new Map<string, Map<string, string>>();
  for (const column of columns) {
    if (column.column_default?.startsWith('nextval(')) numbered.set(column.table_name, column.column_name);
    const table = types.get(column.table_name) ?? new Map<string, string>();
    table.set(column.column_name, column.udt_name);
    types.set(column.table_name, table);
  }
  return { numbered, types };
}

/**
 * Writes the seed of a stand-in of `account` (its profile under the stand-in's name) as of
 * `anchor` in a savepoint of `db`, reads its rows back and rolls it back.
 */
export async function writeTemplate(sections: PartitionSections, db: Db, anchor: Date, seeders: ReadonlyArray<{ seed: Seeder }>, account: AccountRow, context: SeedContext): Promise<Template> {
  const name = STAND_IN_NAME;
  const schema = await schemaOf(db);
  const inserted = (query: Knex.QueryBuilder, table: string): Knex.QueryBuilder => {
    const serial = schema.numbered.get(table);
    return serial ? query.orderBy(serial) : query.orderByRaw(isPostgres(db) ? 'ctid' : 'rowid');
  };
  try {
    await db.transaction(async (trx) => {
      const accountId = newId('acc');
      await trx('accounts').insert({ ...account, id: accountId, name });
      await trx('partitions').insert({ account_id: accountId, mode: 'test', seeded_at: anchor.toISOString() });
      const partition = Partition.forCaller(sections, accountId, 'test', trx, stoppedAt(anchor), 'system', STAND_IN_REQUEST_ID).seeding(TEMPLATE_IDENTITY);
      const { drawn } = await recordDrawn(async () => {
        for (const { seed } of seeders) await seed(partition, context);
      });
      const given: Drawn[] = [
        { value: accountId, redraw: (copy) => copy.accountId, stage: 0 },
        { value: name, redraw: (copy) => copy.accountName, stage: 0 },
        { value: STAND_IN_REQUEST_ID, redraw: (copy) => copy.requestId, stage: 0 },
      ];
      const tables: Array<{ name: string; rows: Row[] }> = [];
      for (const table of PARTITION_TABLES) {
        const rows = (await inserted(trx(table).where({ account_id: accountId, mode: 'test' }), table)) as Row[];
        if (rows.length > 0) tables.push({ name: table, rows });
      }
      // The one table outside partitions a seed writes: the partition's own allotments.
      const allotments = (await inserted(trx('allotments').where({ pool: partition.allotmentPool }), 'allotments')) as Row[];
      if (allotments.length > 0) tables.push({ name: 'allotments', rows: allotments });
      throw new RolledBack(compileTemplate(tables, [...given, ...drawn], schema));
    });
  } catch (err) {
    if (err instanceof RolledBack) return err.template;
    throw err;
  }
  throw new Error('the stand-in partition was not rolled back');
}

function compileTemplate(tables: ReadonlyArray<{ name: string; rows: readonly Row[] }>, values: readonly Drawn[], schema: Schema): Template {
  const index = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  const seen = new Set<string>();
  values.forEach(({ value }, i) => {
    if (Buffer.isBuffer(value)) {
      bytes.set(value.toString('base64'), i);
      return;
    }
    if (value.length < PREFIX) throw new TemplateRefused(`a value drawn is shorter than ${PREFIX} characters: ${value}`);
    if (seen.has(value)) throw new TemplateRefused(`a value was drawn twice: ${value}`);
    seen.add(value);
    const prefix = value.slice(0, PREFIX);
    index.set(prefix, [...(index.get(prefix) ?? []), i].sort((a, b) => String((values[b] as Drawn).value).length - String((values[a] as Drawn).value).length));
  });
  const used = values.map(() => false);
  const template: Template = { tables: [], values, index, bytes, used, reads: new Map() };
  for (const { reads } of values) {
    if (reads === undefined) continue;
    // A redraw hands `substitute` the values it read, or each of them.
    template.reads.set(reads, compileData(template, reads));
    if (Array.isArray(reads)) for (const item of reads as unknown[]) template.reads.set(item, compileData(template, item));
  }
  const compiled = tables.map(({ name, rows }): TemplateTable => {
    const columns = Object.keys(rows[0] as Row).filter((column) => column !== schema.numbered.get(name));
    const typesOf = schema.types?.get(name);
    const types = typesOf ? columns.map((column) => typesOf.get(column) ?? 'text') : null;
    const cells = rows.map((row) => columns.map((column) => compileCell(template, row[column] ?? null)));
    const indexes = new Set<number>();
    for (const row of cells) for (const cell of row) indexesOf(cell, indexes);
    for (const i of indexes) used[i] = true;
    const stage = Math.max(0, ...[...indexes].map((i) => (values[i] as Drawn).stage)) as DrawStage;
    const text = rows.reduce((sum, row) => sum + Object.values(row).reduce((length: number, value) => length + (typeof value === 'string' ? value.length : 0), 0), 0);
    // Bytes go as parameters too (in an array they would be text).
    const arrays = types !== null && !types.includes('bytea') && text / rows.length <= ARRAY_ROW_CHARACTERS;
    return { name, columns, types: arrays ? types : null, rows: cells, stage };
  });
  return { ...template, tables: compiled };
}

/** Adds the indexes of the values `cell` holds to `into`. */
function indexesOf(cell: Cell | JsonCell, into: Set<number>): void {
  if (cell instanceof Bytes) into.add(cell.index);
  else if (cell instanceof Spliced) {
    for (const part of cell.parts) if (typeof part === 'number') into.add(part);
  }
  else if (cell instanceof JsonText) indexesOf(cell.value, into);
  else if (cell instanceof JsonObject)
    for (const [key, item] of cell.entries) {
      indexesOf(key, into);
      indexesOf(item, into);
    }
  else if (Array.isArray(cell)) for (const item of cell as readonly JsonCell[]) indexesOf(item, into);
}

function compileCell(template: Template, value: Stored): Cell {
  if (typeof value === 'string') return compileText(template, value, true);
  if (Buffer.isBuffer(value)) {
    const index = template.bytes.get(value.toString('base64'));
    if (index === undefined) throw new TemplateRefused('the seed stored bytes it did not draw');
    return new Bytes(index);
  }
  return value;
}

/**
 * Text as a template keeps it. JSON text (as `JSON.stringify` writes it) holding the account's
 * name or the request id is kept parsed, so that the name is escaped wherever it is (in JSON in a
 * JSON string too) and an absent request id is `null`; other text holds only drawn values, put in
 * as they are (escaped in JSON, should one need it).
 */
function compileText(template: Template, text: string, json: boolean): TextCell {
  const parts = splice(template, text);
  if (parts.length === 1 && typeof parts[0] === 'string') {
    refuseStandIn(text);
    return text;
  }
  return compileSpliced(template, text, parts, json);
}

function compileSpliced(template: Template, text: string, parts: ReadonlyArray<string | number>, json: boolean): TextCell {
  const parsed = json && (text.startsWith('{') || text.startsWith('[')) ? parseJson(text) : undefined;
  if (parsed !== undefined && parts.some((part) => part === ACCOUNT_NAME || part === REQUEST_ID)) return new JsonText(compileJson(template, parsed));
  for (const part of parts) {
    if (typeof part === 'string') refuseStandIn(part);
    // A copy's request id may be absent: it can stand for a whole value only.
    else if (part === REQUEST_ID && parts.length > 1) throw new TemplateRefused(`the request id is part of a text: "${text.slice(0, 200)}"`);
  }
  return new Spliced(parts, parsed !== undefined);
}

/** Plain data (a document's model) as a template keeps it: its texts (and keys) compiled. */
function compileData(template: Template, value: unknown): JsonCell {
  if (typeof value === 'string') return compileText(template, value, true);
  if (Array.isArray(value)) return value.map((item: unknown) => compileData(template, item));
  if (value !== null && typeof value === 'object') {
    return new JsonObject(Object.entries(value).map(([key, item]: [string, unknown]) => [compileText(template, key, false) as string | Spliced, compileData(template, item)] as const));
  }
  if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TemplateRefused(`a later stage reads a value of a kind a template does not copy: ${String(value)}`);
}

/** `text` parsed when it is JSON as `JSON.stringify` writes it (so that writing it again gives it back). */
function parseJson(text: string): unknown {
  try {
    const parsed: unknown = JSON.parse(text);
    return JSON.stringify(parsed) === text ? parsed : undefined;
  } catch {
    return undefined;
  }
}

function compileJson(template: Template, value: unknown): JsonCell {
  if (typeof value === 'string') return compileText(template, value, true);
  if (Array.isArray(value)) return value.map((item: unknown) => compileJson(template, item));
  if (value !== null && typeof value === 'object') {
    return new JsonObject(Object.entries(value).map(([key, item]: [string, unknown]) => [compileText(template, key, false) as string | Spliced, compileJson(template, item)] as const));
  }
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new TemplateRefused(`JSON holds a value of a kind a template does not copy: ${String(value)}`);
}

/** `text` cut at every recorded value in it: literal text and the values' indexes, in turn. */
function splice(template: Template, text: string): Array<string | number> {
  const parts: Array<string | number> = [];
  let literalFrom = 0;
  for (let at = 0; at + PREFIX <= text.length; ) {
    const found = template.index.get(text.slice(at, at + PREFIX))?.find((i) => text.startsWith(String((template.values[i] as Drawn).value), at));
    if (found === undefined) {
      at++;
      continue;
    }
    if (at > literalFrom) parts.push(text.slice(literalFrom, at));
    parts.push(found);
    at += String((template.values[found] as Drawn).value).length;
    literalFrom = at;
  }
  if (literalFrom < text.length || parts.length === 0) parts.push(text.slice(literalFrom));
  return parts;
}

function refuseStandIn(text: string): void {
  if (text.toLowerCase().includes(STAND_IN_MARK)) throw new TemplateRefused(`the seed made something of the stand-in's name a copy cannot replace: "${text.slice(0, 200)}"`);
}

// --- Copying a template. ---

/** Whether JSON escapes a character of `text` (a quote, a backslash, a control character). */
const needsJsonEscape = (text: string): boolean => JSON.stringify(text).length !== text.length + 2;

/** A copy's counterpart of each recorded value (null: absent, as a request id may be). */
type Counterparts = Array<string | Buffer | null | undefined>;

function counterpart(counterparts: Counterparts, index: number): string | Buffer | null {
  const value = counterparts[index];
  if (value === undefined) throw new Error(`value ${index} of the seed template has no counterpart yet`);
  return value;
}

function textCounterpart(counterparts: Counterparts, index: number): string | null {
  const value = counterpart(counterparts, index);
  if (Buffer.isBuffer(value)) throw new Error(`value ${index} of the seed template is bytes, in a text`);
  return value;
}

function renderText(cell: TextCell, counterparts: Counterparts): string | null {
  if (typeof cell === 'string') return cell;
  if (cell instanceof JsonText) return JSON.stringify(renderJson(cell.value, counterparts));
  const { parts, inJson } = cell;
  if (parts.length === 1 && typeof parts[0] === 'number') return textCounterpart(counterparts, parts[0]);
  let text = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      text += part;
      continue;
    }
    const value = textCounterpart(counterparts, part);
    if (value === null) throw new Error(`value ${part} of the seed template is absent in a copy but part of a text`);
    text += inJson && needsJsonEscape(value) ? JSON.stringify(value).slice(1, -1) : value;
  }
  return text;
}

function renderJson(cell: JsonCell, counterparts: Counterparts): unknown {
  if (cell instanceof JsonObject) return Object.fromEntries(cell.entries.map(([key, item]) => [renderText(key, counterparts), renderJson(item, counterparts)]));
  if (Array.isArray(cell)) return cell.map((item: JsonCell) => renderJson(item, counterparts));
  if (typeof cell === 'string' || cell instanceof Spliced || cell instanceof JsonText) return renderText(cell, counterparts);
  return cell;
}

function renderCell(cell: Cell, counterparts: Counterparts): Stored {
  if (cell instanceof Bytes) return counterpart(counterparts, cell.index);
  return cell instanceof Spliced || cell instanceof JsonText ? renderText(cell, counterparts) : cell;
}

/** Plain data with each text in it rendered by `text`. */
function mapText(value: unknown, text: (input: string) => string): unknown {
  if (typeof value === 'string') return text(value);
  if (Array.isArray(value)) return value.map((item: unknown) => mapText(item, text));
  if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) return Object.fromEntries(Object.entries(value).map(([key, item]: [string, unknown]) => [text(key), mapText(item, text)]));
  return value;
}

/**
 * Writes `template` into `partition` (fresh, in the transaction that records it): each recorded
 * value replaced by the copy's counterpart, a statement per table.
 */
export async function copyTemplate(template: Template, partition: Partition, accountName: string, dataKey: KeyObject | null): Promise<ReadonlyArray<string | Buffer | null>> {
  const counterparts: Counterparts = new Array<string | Buffer | null | undefined>(template.values.length);
  const substitute = (text: string): string => {
    const compiled = template.reads.get(text);
    if (compiled !== undefined) return renderText(compiled as TextCell, counterparts) ?? '';
    const parts = splice(template, text);
    return parts.length === 1 && typeof parts[0] === 'string' ? text : (renderText(compileSpliced(template, text, parts, true), counterparts) ?? '');
  };
  const copy: Redrawing = {
    db: partition.db,
    accountId: partition.accountId,
    accountName,
    requestId: partition.requestId,
    dataKey,
    substitute,
    substituteIn: <T>(value: T): T => {
      const compiled = template.reads.get(value);
      return (compiled === undefined ? mapText(value, substitute) : renderJson(compiled, counterparts)) as T;
    },
    bytesOf: (value: Buffer): Buffer => {
      const index = template.bytes.get(value.toString('base64'));
      const drawn = index === undefined ? undefined : counterparts[index];
      if (!Buffer.isBuffer(drawn)) throw new Error('bytes of the seed template have no counterpart yet');
      return drawn;
    },
  };
  const redraw = async (i: number): Promise<void> => {
    counterparts[i] = await (template.values[i] as Drawn).redraw(copy);
  };
  const ofStage = (stage: DrawStage): number[] => template.values.flatMap((drawn, i) => (drawn.stage === stage && (stage === 0 || template.used[i]) ? [i] : []));
  for (const i of ofStage(0)) await redraw(i);
  if (counterparts[ACCOUNT_ID] !== partition.accountId) throw new Error('the seed template does not start with its account id');
  // PDFs render in their workers while the tables that need none are written.
  const later = Promise.all(ofStage(1).map(redraw));
  later.catch(() => undefined);
  await writeTables(
    partition.db,
    template.tables.filter((table) => table.stage === 0),
    counterparts,
  );
  await later;
  for (const i of ofStage(2)) await redraw(i);
  await writeTables(
    partition.db,
    template.tables.filter((table) => table.stage > 0),
    counterparts,
  );
  return counterparts.map((value) => value ?? null);
}

/** One insert of a copy: its SQL and parameters. */
interface Insert {
  sql: string;
  bindings: Knex.RawBinding[];
}

/**
 * The inserts of a table's rows, their SQL written here: Knex's builder spends more on a few
 * thousand values than the database takes to store them (and on SQLite makes a compound select of
 * at most 500 rows). On PostgreSQL many short rows go as one array per column, which it reads three
 * times faster than as many parameters.
 */
function insertsOf(table: TemplateTable, counterparts: Counterparts): Insert[] {
  const rows = table.rows.map((cells) => cells.map((cell) => renderCell(cell, counterparts)));
  const into = `insert into "${table.name}" (${table.columns.map((column) => `"${column}"`).join(', ')})`;
  if (table.types !== null) {
    const columns = table.columns.map((_, i) => rows.map((row) => row[i] ?? null));
    return [{ sql: `${into} select * from unnest(${table.types.map((type) => `?::${type}[]`).join(', ')})`, bindings: columns as Knex.RawBinding[] }];
  }
  const row = `(${table.columns.map(() => '?').join(', ')})`;
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  const inserts: Insert[] = [];
  for (let i = 0; i < rows.length; i += perStatement) {
    const chunk = rows.slice(i, i + perStatement);
    inserts.push({ sql: `${into} values ${chunk.map(() => row).join(', ')}`, bindings: chunk.flat() });
  }
  return inserts;
}

/**
 * Writes `tables`. On SQLite a statement each, the thread let go between them (its statements
 * hold it, and a PDF worker that finished waits for its next job); on PostgreSQL in as few round
 * trips as the parameters allow, the inserts joined as the clauses of one statement.
 */
async function writeTables(db: Db, tables: readonly TemplateTable[], counterparts: Counterparts): Promise<void> {
  if (!isPostgres(db)) {
    for (const table of tables) {
      for (const { sql, bindings } of insertsOf(table, counterparts)) await db.raw(sql, bindings);
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    return;
  }
  let statement: Insert[] = [];
  let parameters = 0;
  const send = async (): Promise<void> => {
    if (statement.length === 0) return;
    const sql = statement.length === 1 ? (statement[0] as Insert).sql : `with ${statement.map((insert, i) => `w${i} as (${insert.sql})`).join(', ')} select 1`;
    await db.raw(sql, statement.flatMap((insert) => insert.bindings));
    statement = [];
    parameters = 0;
  };
  for (const table of tables) {
    for (const insert of insertsOf(table, counterparts)) {
      if (parameters + insert.bindings.length > MAX_PARAMETERS) await send();
      statement.push(insert);
      parameters += insert.bindings.length;
    }
  }
  await send();
}

// --- Seeding. ---

const templates = new Map<string, Promise<Template | null>>();

/**
 * The template of `key`, written when there is none yet (once, however many ask at once); null
 * when the seed cannot be copied (`TemplateRefused`). A failure of the database is the asking
 * request's, and the next one writes it again.
 */
function templateFor(key: string, write: () => Promise<Template>): Promise<Template | null> {
  let pending = templates.get(key);
  if (pending === undefined) {
    pending = write().catch((err: unknown) => {
      if (err instanceof TemplateRefused) return null;
      templates.delete(key);
      throw err;
    });
  }
  // The most recently used last: the first is the one forgotten.
  templates.delete(key);
  templates.set(key, pending);
  for (const old of templates.keys()) if (templates.size > KEPT_TEMPLATES) templates.delete(old);
  return pending;
}

/** Forgets every template kept (a test that changes what a seed reads, as a new version of the service would). */
export function forgetSeedTemplates(): void {
  templates.clear();
}

/**
 * Seeds `partition` (fresh, in the transaction that records it) with `seeders`' world as of the
 * start of its UAE day: a copy of the day's template, or, when the seed cannot be copied, the
 * seeders' own writing.
 */
export async function seedPartition(partition: Partition, seeders: ReadonlyArray<{ seed: Seeder }>, context: SeedContext): Promise<void> {
  const anchor = seedAnchor(partition.clock);
  const account = (await partition.db('accounts').where({ id: partition.accountId }).first()) as AccountRow | undefined;
  if (account !== undefined) {
    const key = await templateKey(partition.db, anchor, seeders, account, context);
    const template = await templateFor(key, () => writeTemplate(partition.sections, partition.db, anchor, seeders, account, context));
    if (template !== null) {
      await copyTemplate(template, partition, account.name, context.dataKey);
      return;
    }
  }
  const seeding = partition.withClock(stoppedAt(anchor)).as('system').seeding();
  for (const { seed } of seeders) await seed(seeding, context);
}
