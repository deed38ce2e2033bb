/**
 * Ids for the contract-driven tests (every operation, fuzz, documents) now that v1 objects are
 * stored: an operation's path parameter names an object of the caller's partition, found by the
 * id prefix of the parameter's schema pattern (`bkg_` → `bookings`, `rqt_` → `service_requests`,
 * any other table of a partition whose ids carry the prefix), in a state the operation accepts;
 * a body's `quote_id` names a fresh quote of the same key. A section that stores nothing yet keeps
 * its contract examples, as before.
 */
import { randomUUID, type KeyObject } from 'node:crypto';
import type { Server } from 'node:http';
import type { Express } from 'express';
import type { Knex } from 'knex';
import request from 'supertest';
import type { Db } from '../../src/platform/db';
import type { Clock } from '../../src/platform/clock';
import type { KeyMode } from '../../src/apiKeys/format';
import { openPartition, type SectionsWithSeeders } from '../../src/engine/partitions';
import { answerRequest, openRequest, withdrawRequest, type RequestKind } from '../../src/engine/requests';
import { createApiKey } from '../../src/apiKeys/store';
import { storeRequestLogs } from '../../src/sections/developers/requestLog';
import { createQuoteRequest, createWholesaleRequest } from '../../src/sections/rates/requests';
import { accountTermsOf } from '../../src/engine/terms';
import { addDays, uaeToday, weekdayOf } from '../../src/platform/uaeTime';
import { CATALOGUE } from '../../src/engine/activityCatalogue';
import { createActivityQuote } from '../../src/sections/activities/quote';
import { createActivityBooking } from '../../src/sections/activities/bookings';
import type { components } from '../../src/generated/openapi-types';

type ActivityQuoteRequest = components['schemas']['ActivityQuoteRequest'];
import { closeEndedMonths } from '../../src/sections/notices/billing';
import { saveContact } from '../../src/sections/notices/settings';
import { storedSettings } from '../../src/engine/partitionSettings';
import { deactivateUser, inviteUser } from '../../src/sections/users/service';
import { seedExampleProgramme } from '../../src/sections/dmc/seed';
import { balance, post } from '../../src/engine/ledger';
import { issueCreditNotes } from '../../src/sections/notices/creditNotes';
import { creditWallet } from '../../src/engine/wallet';
import { newId, newRequestId } from '../../src/platform/ids';
import { createEndpoint, sendTestEvent } from '../../src/webhooks/endpoints';
import type { Partition } from '../../src/engine/partition';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { serviceTables } from './tables';
import { EVENT_RETENTION_DAYS } from '../../src/sections/events/feed';
import { DAY_MS } from '../../src/platform/uaeTime';

/** The partition whose objects a test key (or live key) names. */
export interface PartitionRef {
  /** The sections the service runs, which the partition is opened (and a test one seeded) with. */
  sections: SectionsWithSeeders;
  db: Db;
  clock: Clock;
  accountId: string;
  mode: KeyMode;
  /** The service's data key, so a test partition is seeded as a request would seed it (sealed data included). */
  dataKey?: KeyObject | null;
}

interface Parameter {
  name: string;
  in: string;
  schema?: ParameterSchema;
}

interface ParameterSchema {
  pattern?: string;
  examples?: unknown[];
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { parameters?: Array<Parameter | { $ref: string }>; requestBody?: { content: Record<string, { examples?: Record<string, { value?: unknown; $ref?: string }> }> } }>>;
  components: { parameters: Record<string, Parameter>; schemas: Record<string, ParameterSchema>; examples: Record<string, { value: unknown }> };
};

/** The booking kind an operation's section shows; test helpers act on any kind. */
const KIND_OF_TAG: Record<string, string> = {
  'Ground transport': 'transport',
  'Tours and activities': 'activity',
  'Bookings for clients': 'client',
  'Hotel desk': 'desk_sale',
  'Corporate transport': 'corporate',
};

/** Rows of a booking kind its section shows: client bookings credited from a channel carry a product and are not. */
const KIND_FILTERS: Partial<Record<string, (query: Knex.QueryBuilder) => void>> = {
  client: (query) => void query.whereNull('product_id'),
  // A request's transfer has a voucher; a shuttle run carries whoever boards it and has none.
  corporate: (query) => void query.whereIn('id', function approved(this: Knex.QueryBuilder) {
    void this.select('booking_id').from('corporate_requests').whereNotNull('booking_id');
  }),
};

/**
 * Objects kept elsewhere than in an `id` column of their own: an invoice is its month's
 * (`billing_periods`, closed lazily as a read of statements would), a contact is in the
 * partition's settings. Answers the candidates, best first.
 */
const KEPT_ELSEWHERE: Record<string, (partition: Partition) => Promise<string[]>> = {
  inv: async (partition) => {
    await closeEndedMonths(partition);
    const rows = (await partition.table('billing_periods').whereNotNull('invoice_id').orderBy('period', 'desc').select('invoice_id')) as Array<{ invoice_id: string }>;
    return rows.map((row) => row.invoice_id);
  },
  // The billing contact cannot be removed; any other can.
  cnt: async (partition) => (await storedSettings(partition)).contacts.filter((contact) => !contact.billing_contact).map((contact) => contact.id),
};

/**
 * States an operation needs its object in (the `status` column); operations not listed take any.
 * Advancing a booking from the contract's example (to `driver_assigned`) needs a confirmed one.
 */
const STATES: ReadonlyArray<[RegExp, readonly string[]]> = [
  [/^advanceTestBooking$/, ['confirmed']],
  [/^(answerTestRequest|withdraw\w*Request)$/, ['open']],
  [/^cancel\w*Booking$|^create\w*Amendment$|^set\w*BookingBrand$/, ['confirmed', 'driver_assigned']],
  // A voucher's or name board's own PDF operation needs what its resource's operation needs.
  [/(Voucher|NameBoard)(Pdf)?$/, ['confirmed', 'driver_assigned']],
  [/^(deactivateUser|changeUserRole)$/, ['active', 'invited']],
  [/^reactivateUser$/, ['deactivated']],
  // The contract's first example pauses.
  [/^changeGuidePropertyStatus$/, ['active']],
  [/^changeDmcProgrammeStatus$/, ['proposed']],
  [/^setDmcProgrammeBrand$/, ['draft', 'proposed', 'on_hold', 'booked', 'declined', 'completed']],
  [/^decideCorporateRequest$/, ['pending_approval']],
  [/^setCorporateCostCentreApprovers$/, ['active']],
  [/^(changeCorporateShuttleStatus|scheduleCorporateShuttleMonth)$/, ['active']],
  [/^repriceCorporateShuttle$/, ['active', 'paused']],
  // Only a payout the desk has not answered can be withdrawn.
  [/^cancelAffiliatePayout$/, ['requested']],
];

/**
 * What to store when a partition holds no object of a prefix in a suitable state: the seed of a
 * section may not make one (no open request), yet the operation must be callable. Used for a test
 * helper, and for a section's operation once the partition stores objects of the prefix.
 */
const PROVISION: Record<string, (partition: Partition, ref: PartitionRef) => Promise<string>> = {
  rqt: async (partition) => {
    const booking = (await partition.table('bookings').whereIn('status', ['confirmed', 'driver_assigned']).orderBy('id').first('id')) as { id: string } | undefined;
    const opened = await openRequest(partition, { kind: 'service', bookingId: booking?.id ?? null, details: { note: 'Child seat, please' }, summary: 'Child seat' });
    return opened.id;
  },
  cnt: async (partition) => (await saveContact(partition, { name: 'Omar Haddad', email: 'operations@gulfhorizons.example', role: 'operations' })).id,
  we: async (partition, ref) => (await webhookEndpoint(partition, ref)).id,
  whd: async (partition, ref) => sendTestEvent(partition, (await webhookEndpoint(partition, ref)).id),
  // A tax credit note: the desk lowers the price of a booking already invoiced by AED 1.
  cn: async (partition) => {
    await closeEndedMonths(partition);
    const invoiced = (await partition.table('invoiced_bookings').orderBy([{ column: 'invoiced_at', order: 'desc' }, { column: 'booking_id' }]).first('booking_id')) as { booking_id: string } | undefined;
    if (!invoiced) throw new Error('the test partition has no invoiced booking to credit');
    await partition.transaction(async (p) => {
      await post(p, { kind: 'adjustment', amountFils: 100, bookingId: invoiced.booking_id, reference: invoiced.booking_id, description: 'Price lowered by the trade desk (contract tests)' });
      await issueCreditNotes(p, invoiced.booking_id, 'price_reduction');
    });
    const note = (await partition.table('credit_notes').orderBy([{ column: 'issued_at', order: 'desc' }, { column: 'number', order: 'desc' }]).first('id')) as { id: string };
    return note.id;
  },
};

/** Objects a test partition is not seeded with (a partner's webhook endpoints): provided on demand. */
const UNSEEDED: ReadonlySet<string> = new Set(['we', 'whd', 'cn']);

/** A test endpoint on the loopback interface; the tests run no delivery worker, so nothing is sent to it. */
function webhookEndpoint(partition: Partition, ref: PartitionRef): ReturnType<typeof createEndpoint> {
  if (!ref.dataKey) throw new Error('a webhook endpoint is provided only with the service\'s data key (PartitionRef.dataKey), to seal its secret');
  return createEndpoint(partition, { dataKey: ref.dataKey, policy: { allowedHosts: [] } }, { url: 'http://127.0.0.1:9/hooks/trade', enabled_events: ['*'] });
}

/**
 * Operations whose contract example needs a programme shaped like the examples' (their dates, a
 * second version, an active link to it; the proposal's `version` example is 2): each call gets a fresh one, so that no other operation
 * of a run has moved it first. Accepting needs the money for version 2 in the wallet.
 */
const ROUTE_PROVISION: Record<string, (partition: Partition) => Promise<Record<string, string>>> = {
  // A key of its own to revoke, never the caller's (which the run goes on using).
  revokeApiKey: async (partition) => ({ id: (await createApiKey(partition.db, partition.serviceClock, partition.accountId, 'test', ['inbox:view'])).summary.id }),
  // A request for a live key accepted by the test helpers, its key not collected yet.
  collectLiveKey: async (partition) => {
    await withdrawOpenLiveKeyRequests(partition);
    const request = await openRequest(partition, { kind: 'live_key', bookingId: null, details: { scopes: ['inbox:view'], note: null, requested_by: partition.actor, requester: 'the contract tests' }, summary: 'Live API key (contract tests)' });
    await answerRequest(partition, request.id, { accept: true, note: null, amountFils: null });
    return { id: request.id };
  },
  // A call of the partition in the request log.
  getRequestLog: async (partition) => {
    const id = newRequestId();
    await storeRequestLogs(partition.db, [
      { id, account_id: partition.accountId, mode: partition.mode, created_at: partition.serviceClock.now().toISOString(), actor: 'key:key_00000000000000000000', key_id: 'key_00000000000000000000', key_prefix: 'svc_test_000000000000', user_id: null, user_email: null, method: 'GET', path: '/api/b2b/v1/whoami', operation: 'getWhoAmI', status: 200, error_code: null, duration_ms: 1.5, client_ip: '127.0.0.1', summary: JSON.stringify({ query_parameters: [], body_fields: [], idempotency_key: false, idempotent_replayed: false }) },
    ]);
    return { request_id: id };
  },
  // A tour's name board needs a hotel pickup, which the seed gives only some tours.
  getActivityNameBoard: async (partition) => ({ id: await tourWithPickup(partition) }),
  getActivityNameBoardPdf: async (partition) => ({ id: await tourWithPickup(partition) }),
  createDmcProgrammeVersion: async (partition) => ({ id: (await seedExampleProgramme(partition, newId('dmp'))).id }),
  getDmcProgrammeProposal: async (partition) => ({ id: (await seedExampleProgramme(partition, newId('dmp'))).id }),
  createDmcClientLink: async (partition) => ({ id: (await seedExampleProgramme(partition, newId('dmp'))).id }),
  revokeDmcClientLink: async (partition) => {
    const example = await seedExampleProgramme(partition, newId('dmp'));
    return { id: example.id, link: example.linkId };
  },
  acceptDmcProgramme: async (partition) => {
    const example = await seedExampleProgramme(partition, newId('dmp'));
    const version = (await partition.table('dmc_programme_versions').where({ programme_id: example.id, number: 2 }).first('net_fils')) as { net_fils: number | string };
    const funds = await balance(partition);
    const short = Number(version.net_fils) - funds.balance_fils - funds.credit_limit_fils;
    if (short > 0) await creditWallet(partition, short, 'TEST-KIT');
    return { id: example.id };
  },
};

/**
 * A confirmed tour of the partition that collects its guests from a hotel: the first stored one
 * (so a board's own PDF operation names the same booking as its resource's), else one booked on
 * a running day a week ahead.
 */
async function tourWithPickup(partition: Partition): Promise<string> {
  const stored = (await partition.table('bookings').where({ kind: 'activity', status: 'confirmed' }).where('body', 'like', '%"pickup":{%').orderBy('id').first('id')) as { id: string } | undefined;
  if (stored) return stored.id;
  const item = CATALOGUE.find(({ product }) => product.meeting.type === 'hotel_pickup' && product.confirmation === 'instant');
  if (!item) throw new Error('the catalogue has no instant tour with a hotel pickup');
  const { product } = item;
  let date = addDays(uaeToday(partition.clock), 7);
  while (!product.operating_days.includes(weekdayOf(date))) date = addDays(date, 1);
  const pickup = { zone: product.meeting.pickup_zones[0] as NonNullable<ActivityQuoteRequest['pickup']>['zone'], hotel: 'Atlantis The Palm' };
  const quote = await createActivityQuote(partition, { product_id: product.id, date, start_time: product.start_times[0] as string, guests: { adults: 1 }, pickup }, await accountTermsOf(partition));
  const booked = await createActivityBooking(partition, { quote_id: quote.id, lead_traveller: { first_name: 'Layla', last_name: 'Haddad', phone: '+971501234567' } });
  return booked.id;
}

/** Operations that show requests of one kind only: any other `rqt_` id answers 404 there. */
const REQUEST_KIND_OF: Record<string, RequestKind> = { getQuoteRequest: 'quote_request', getWholesaleRequest: 'wholesale_request', withdrawLiveKeyRequest: 'live_key' };

/** Requests that move with an object of their own section (a payout, a live key): only that section's operations, and the desk, act on them. */
const OWNED_REQUEST_KINDS: readonly RequestKind[] = ['affiliate_payout', 'live_key'];

/** One request for a live key is open at a time: those open are withdrawn before another is opened. */
async function withdrawOpenLiveKeyRequests(partition: Partition): Promise<void> {
  const open = (await partition.table('service_requests').where({ kind: 'live_key', status: 'open' }).select('id')) as Array<{ id: string }>;
  for (const request of open) await withdrawRequest(partition, request.id);
}

/** What to store for those operations when the partition holds no request of their kind. */
const REQUEST_PROVISION: Record<string, (partition: Partition) => Promise<string>> = {
  getQuoteRequest: async (partition) => {
    const date = addDays(uaeToday(partition.clock), 30);
    const made = await createQuoteRequest(partition, { title: 'Group of twelve, a day in Dubai', group: { adults: 12, children: 0 }, services: [{ kind: 'tour', date, description: 'Desert safari for the group.' }] });
    return made.id;
  },
  getWholesaleRequest: async (partition) => {
    const today = uaeToday(partition.clock);
    const request = { vehicle: 'EXECUTIVE_SEDAN' as const, vehicles_per_day: 2, start_date: addDays(today, 10), end_date: addDays(today, 12), hours_per_day: 8, emirate: 'DUBAI' as const };
    return (await createWholesaleRequest(partition, request, await accountTermsOf(partition))).id;
  },
  deactivateUser: async (partition) => (await invitePerson(partition)).id,
  changeUserRole: async (partition) => (await invitePerson(partition)).id,
  reactivateUser: async (partition) => (await deactivateUser(partition, (await invitePerson(partition)).id)).id,
  withdrawLiveKeyRequest: async (partition) => {
    await withdrawOpenLiveKeyRequests(partition);
    return (await openRequest(partition, { kind: 'live_key', bookingId: null, details: { scopes: ['inbox:view'], note: null, requested_by: partition.actor, requester: 'the contract tests' }, summary: 'Live API key (contract tests)' })).id;
  },
};

/** A new invited person of the partition, with an address no other person has. */
const invitePerson = (partition: Partition): ReturnType<typeof inviteUser> =>
  inviteUser(partition, { email: `person.${randomUUID()}@gulfhorizons.example`, first_name: 'Noura', last_name: 'Haddad', role: 'booker' }, 'https://trade.test');

/**
 * Quote operations by the prefix of the quote ids they answer: a body naming a `quote_id` gets a
 * fresh one from here. A section whose bookings take a quote adds its prefix.
 */
export const QUOTE_OPERATIONS: Record<string, string> = {
  tq: 'createTransportQuote',
  aq: 'createActivityQuote',
  cbq: 'createClientBookingQuote',
};

const tableColumns = new WeakMap<Db, Promise<Map<string, Set<string>>>>();

/** The tables of partitions whose rows have text ids (`account_id`, `mode`, `id`), with their columns. */
function partitionTables(db: Db): Promise<Map<string, Set<string>>> {
  let found = tableColumns.get(db);
  if (!found) {
    found = (async () => {
      const tables = new Map<string, Set<string>>();
      for (const table of await serviceTables(db)) {
        const info = (await db(table).columnInfo()) as Record<string, { type: string }>;
        const columns = new Set(Object.keys(info));
        // Ids with a prefix are text; a serial id (ledger entries, state moves) names no object.
        const textId = info.id !== undefined && !/int|serial/i.test(info.id.type);
        if (columns.has('account_id') && columns.has('mode') && textId) tables.set(table, columns);
      }
      return tables;
    })();
    tableColumns.set(db, found);
  }
  return found;
}

/**
 * The prefix of a parameter's ids (`bkg` of `^bkg_[0-9A-Za-z]{20}$`, and of a booking's
 * `^(bkg_…|<reference>)$`), or null for dates and periods.
 */
export function idPrefix(param: Parameter): string | null {
  const fromPattern = /^\^\(?([a-z]+)_/.exec(param.schema?.pattern ?? '');
  return fromPattern?.[1] ?? null;
}

/** A parameter with its schema, either written out or shared (`BookingIdOrReference`). */
export const resolveParameter = (p: Parameter | { $ref: string }): Parameter => {
  const param = '$ref' in p ? (document.components.parameters[p.$ref.replace('#/components/parameters/', '')] as Parameter) : p;
  const schema = param.schema as (ParameterSchema & { $ref?: string }) | undefined;
  const shared = schema?.$ref === undefined ? undefined : document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
  return shared === undefined ? param : { ...param, schema: shared };
};

const pathParameters = (route: RouteDefinition): Parameter[] =>
  (document.paths[route.path]?.[route.method.toLowerCase()]?.parameters ?? []).map(resolveParameter).filter((p) => p.in === 'path');

/** Opens (and for a test key, seeds) the partition, as the key's first request would. */
export async function openPartitionOf(ref: PartitionRef): Promise<Partition> {
  return openPartition(ref.sections, ref.accountId, ref.mode, ref.db, ref.clock, 'system', null, { dataKey: ref.dataKey ?? null });
}

// Objects a changing operation was given, so another changing operation gets another one when
// the partition has it (cancel and advance do not fight over one booking).
const taken = new Set<string>();

/**
 * An id of the partition for `param` of `route`: an object the operation can act on, or null
 * when the partition stores none with that prefix (the caller keeps the contract's example).
 */
export async function storedId(ref: PartitionRef, route: RouteDefinition, param: Parameter): Promise<string | null> {
  const prefix = idPrefix(param);
  if (prefix === null) return null;
  const partition = await openPartitionOf(ref);
  const states = STATES.find(([pattern]) => pattern.test(route.operationId))?.[1] ?? null;
  const changes = route.method !== 'GET';
  // Whether the partition stores objects of this prefix at all: a section that does not yet reads
  // any id as a made-up object, and must keep its example rather than be handed a stored one.
  let stores = false;
  for (const [table, columns] of await partitionTables(ref.db)) {
    const query = ref.db(table).where({ account_id: ref.accountId, mode: ref.mode }).where('id', 'like', `${prefix}%`).orderBy('id').select('id');
    const kind = KIND_OF_TAG[route.tag ?? ''];
    // The owner cannot be deactivated or given another role: no operation takes them.
    if (table === 'users') query.whereNot({ role: 'owner' });
    if (table === 'webhook_endpoints') query.whereNull('deleted_at');
    // Only a shuttle with a newly agreed rate can be repriced.
    if (table === 'corporate_shuttles' && route.operationId === 'repriceCorporateShuttle') query.whereNotNull('pending_rate_version');
    // Approvers are replaced only where no request waits for a decision: decideCorporateRequest's
    // example approver must still approve the request it decides, whatever the ids' order.
    if (table === 'corporate_cost_centres' && route.operationId === 'setCorporateCostCentreApprovers') {
      query.whereNotIn('id', ref.db('corporate_requests').where({ account_id: ref.accountId, mode: ref.mode, status: 'pending_approval' }).select('cost_centre_id'));
    }
    // The feed keeps an event 30 days: an older one is not found there.
    if (table === 'events') query.where('created_at', '>=', new Date(ref.clock.now().getTime() - EVENT_RETENTION_DAYS * DAY_MS).toISOString());
    if (kind && columns.has('kind') && table === 'bookings') {
      query.where({ kind });
      KIND_FILTERS[kind]?.(query);
    }
    const rows = ((await query) as Array<{ id: string }>).filter((row) => row.id.startsWith(`${prefix}_`));
    if (rows.length === 0) continue;
    stores = true;
    let suitable = states && columns.has('status') ? ((await ref.db(table).whereIn('id', rows.map((row) => row.id)).whereIn('status', states).orderBy('id').select('id')) as Array<{ id: string }>) : rows;
    if (table === 'service_requests') {
      // A request of the operation's kind, and none on a booking that has ended (an answer to it
      // could not change it): another operation of the run may have cancelled the booking.
      const requestKind = REQUEST_KIND_OF[route.operationId];
      const query = ref.db(table).whereIn('id', suitable.map((row) => row.id)).orderBy('id').select('id');
      if (requestKind) query.where({ kind: requestKind });
      else if (route.operationId !== 'answerTestRequest') query.whereNotIn('kind', OWNED_REQUEST_KINDS);
      query.where((q) => void q.whereNull('booking_id').orWhereIn('booking_id', ref.db('bookings').whereIn('status', ['on_request', 'confirmed', 'driver_assigned']).select('id')));
      suitable = (await query) as Array<{ id: string }>;
    }
    const pick = suitable.find((row) => !taken.has(row.id)) ?? suitable[0];
    if (!pick) continue;
    if (changes) taken.add(pick.id);
    return pick.id;
  }
  const elsewhere = KEPT_ELSEWHERE[prefix];
  if (elsewhere) {
    const candidates = await elsewhere(partition);
    stores ||= candidates.length > 0;
    const pick = candidates.find((id) => !taken.has(id)) ?? (changes ? undefined : candidates[0]);
    if (pick) {
      if (changes) taken.add(pick);
      return pick;
    }
  }
  const provision = REQUEST_PROVISION[route.operationId] ?? PROVISION[prefix];
  if (provision && ref.mode === 'test' && (stores || route.access === 'test' || UNSEEDED.has(prefix))) {
    const id = await provision(partition, ref);
    if (changes) taken.add(id);
    return id;
  }
  return null;
}

/** Every path parameter of `route`: a stored id where the partition has one, else the contract's example. */
export async function storedPathValues(ref: PartitionRef, route: RouteDefinition): Promise<Record<string, string>> {
  const whole = ROUTE_PROVISION[route.operationId];
  if (whole && ref.mode === 'test') return whole(await openPartitionOf(ref));
  const values: Record<string, string> = {};
  for (const param of pathParameters(route)) {
    const stored = await storedId(ref, route, param);
    const example = param.schema?.examples?.[0];
    if (stored === null && example === undefined) throw new Error(`${route.operationId}: path parameter ${param.name} has no example`);
    values[param.name] = stored ?? String(example);
  }
  return values;
}

/** `route.path` with its parameters filled in. */
export function fillPath(route: RouteDefinition, values: Record<string, string>): string {
  return route.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? `{${name}}`));
}

/** The first request example of an operation's body. */
export function bodyExample(route: RouteDefinition): unknown {
  const examples = document.paths[route.path]?.[route.method.toLowerCase()]?.requestBody?.content['application/json']?.examples;
  const first = examples ? Object.values(examples)[0] : undefined;
  return first?.$ref ? document.components.examples[first.$ref.replace('#/components/examples/', '')]?.value : first?.value;
}

/**
 * `body` with its `quote_id` (if any) replaced by a fresh quote of `token`'s partition, made by
 * the quote operation of the id's prefix from its own contract example. Bodies without one, and
 * prefixes no quote operation answers, come back as they are.
 */
export async function withFreshQuote(app: Express | Server, token: string, body: unknown): Promise<unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const quoteId = (body as Record<string, unknown>).quote_id;
  if (typeof quoteId !== 'string') return body;
  const operationId = QUOTE_OPERATIONS[quoteId.split('_')[0] ?? ''];
  const quoteRoute = routes.find((route) => route.operationId === operationId);
  if (!quoteRoute) return body;
  const res = await request(app)
    .post(quoteRoute.path)
    .set('Authorization', `Bearer ${token}`)
    .send(bodyExample(quoteRoute) as object);
  if (res.status >= 300 || typeof res.body?.id !== 'string') throw new Error(`${operationId} from its example answered ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
  return { ...(body as Record<string, unknown>), quote_id: res.body.id as string };
}

/**
 * A cursor the API returned for `route` (a list): its `next_cursor` for the first page of one
 * item, with the other `query` parameters; null when the list has a single page. A keyset cursor
 * names a row of the partition, so no contract example can be one.
 */
export async function storedCursor(app: Express | Server, token: string, route: RouteDefinition, query: ReadonlyArray<[string, string]>): Promise<string | null> {
  const search = new URLSearchParams([...query.filter(([name]) => name !== 'cursor' && name !== 'limit'), ['limit', '1']]);
  const res = await request(app).get(`${route.path}?${search.toString()}`).set('Authorization', `Bearer ${token}`);
  const next = (res.body as { next_cursor?: unknown } | undefined)?.next_cursor;
  return res.status === 200 && typeof next === 'string' ? next : null;
}
