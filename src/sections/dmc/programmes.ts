import type { components, operations } from '../../generated/openapi-types';
import type { Clock } from '../../platform/clock';
import type { ApiPrincipal } from '../../apiKeys/authenticate';
import { errors, type ValidationIssue } from '../../errors';
import { CROCKFORD, newId, randomString } from '../../platform/ids';
import { termsOf } from '../../engine/terms';
import { paginate } from '../../engine/pagination';
import { TestData, isMissingTestId } from '../../engine/testData';
import { daysBetween, uaeToday } from './dates';
import { priceVersion } from './pricing';
import { testProgramme, type TestProgramme } from './testProgrammes';

type DmcProgramme = components['schemas']['DmcProgramme'];
type DmcStatus = components['schemas']['DmcProgrammeStatus'];
type DmcProgrammeRequest = components['schemas']['DmcProgrammeRequest'];
type DmcProgrammeList = components['schemas']['DmcProgrammeList'];
type DmcVersion = components['schemas']['DmcVersion'];
type DmcVersionRequest = components['schemas']['DmcVersionRequest'];
type DmcStatusRequest = components['schemas']['DmcStatusRequest'];
type DmcBrandRequest = components['schemas']['DmcBrandRequest'];
type DmcAcceptRequest = components['schemas']['DmcAcceptRequest'];
type ListQuery = NonNullable<operations['listDmcProgrammes']['parameters']['query']>;

/** What the DMC services need besides the key: the clock, and the origin of the URLs they return. */
export interface DmcEnv {
  clock: Clock;
  publicBaseUrl: string;
}

export const dmcEnv = (services: { clock: Clock; config: { publicBaseUrl: string } }): DmcEnv => ({ clock: services.clock, publicBaseUrl: services.config.publicBaseUrl });

const WHAT = 'DMC programme';
const TEST_PROGRAMMES = 36;
const MAX_DAYS = 30;
const MAX_DAYS_AHEAD = 730;

/** The state machine: the statuses each status may move to by the status operation. */
export const MOVES: Readonly<Record<DmcStatus, readonly DmcStatus[]>> = {
  draft: ['proposed', 'cancelled'],
  proposed: ['draft', 'on_hold', 'declined', 'cancelled'],
  on_hold: ['proposed', 'declined', 'cancelled'],
  declined: ['draft'],
  booked: ['cancelled'],
  cancelled: [],
  completed: [],
};
const EDITABLE: readonly DmcStatus[] = ['draft', 'proposed', 'on_hold'];
const MOVE_VERBS: Readonly<Record<DmcStatus, string>> = {
  draft: 'taken back to draft',
  proposed: 'proposed',
  on_hold: 'put on hold',
  declined: 'declined',
  cancelled: 'cancelled',
  booked: 'booked',
  completed: 'completed',
};

/** A programme of the account with its links; a live key finds none until production opens. */
export function findTestProgramme(principal: ApiPrincipal, id: string, env: DmcEnv): TestProgramme {
  if (principal.mode === 'live' || isMissingTestId(id)) throw errors.resourceNotFound(WHAT, id);
  return testProgramme(id, principal.account, env.clock, env.publicBaseUrl);
}

export const findDmcProgramme = (principal: ApiPrincipal, id: string, env: DmcEnv): DmcProgramme => findTestProgramme(principal, id, env).programme;

/** The account's test programmes, newest first; a live key has none yet. */
export function listDmcProgrammes(principal: ApiPrincipal, query: ListQuery, env: DmcEnv): DmcProgrammeList {
  const sandbox = principal.mode === 'test';
  let items: DmcProgramme[] = [];
  if (sandbox) {
    const seed = new TestData(`dmc-programmes:${principal.account.id}`);
    const ids = Array.from({ length: TEST_PROGRAMMES }, () => seed.id('dmp')).filter((id) => !isMissingTestId(id));
    items = ids
      .map((id) => testProgramme(id, principal.account, env.clock, env.publicBaseUrl).programme)
      .filter((programme) => query.status === undefined || programme.status === query.status)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  }
  return { object: 'list', sandbox, ...paginate(items, query.limit, query.cursor) };
}

/** The date rules of a programme, reported on `start_date` and `end_date`. */
function dateIssues(start: string, end: string, today: string): ValidationIssue[] {
  const found: ValidationIssue[] = [];
  if (start <= today) found.push({ path: 'start_date', message: `must be after today (${today}, UAE time)` });
  if (daysBetween(today, start) > MAX_DAYS_AHEAD) found.push({ path: 'start_date', message: `may be at most ${MAX_DAYS_AHEAD} days ahead` });
  if (end < start) found.push({ path: 'end_date', message: 'must be on or after start_date' });
  else if (daysBetween(start, end) + 1 > MAX_DAYS) found.push({ path: 'end_date', message: `a programme lasts at most ${MAX_DAYS} days` });
  return found;
}

function createProgramme(principal: ApiPrincipal, request: DmcProgrammeRequest, env: DmcEnv): DmcProgramme {
  const { title, client, group, start_date: start, end_date: end } = request;
  const missing = (['title', 'client', 'group', 'start_date', 'end_date'] as const).filter((field) => request[field] === undefined);
  if (title === undefined || client === undefined || group === undefined || start === undefined || end === undefined) {
    throw errors.validation(missing.map((path) => ({ path, message: 'is required to create a programme' })));
  }
  const found = dateIssues(start, end, uaeToday(env.clock));
  if (found.length > 0) throw errors.validation(found);
  if (principal.mode === 'live') throw errors.liveNotOpen('DMC programmes', 'stored');
  const now = env.clock.now().toISOString();
  return {
    object: 'dmc_programme',
    sandbox: true,
    id: newId('dmp'),
    reference: `PRG-${randomString(CROCKFORD, 8)}`,
    title,
    status: 'draft',
    status_reason: null,
    client,
    group,
    start_date: start,
    end_date: end,
    nights: daysBetween(start, end),
    agency_reference: request.agency_reference ?? null,
    notes: request.notes ?? null,
    brand: { mode: 'partner', display_name: principal.account.name, logo_url: null, accent_hex: null, contact_line: null },
    versions: [],
    latest_version: null,
    acceptance: null,
    booking: null,
    created_at: now,
    updated_at: now,
  };
}

function changeProgramme(principal: ApiPrincipal, id: string, request: DmcProgrammeRequest, env: DmcEnv): DmcProgramme {
  const { id: _id, ...changes } = request;
  if (Object.keys(changes).length === 0) throw errors.invalidField('', 'send at least one field to change besides id');
  const current = findDmcProgramme(principal, id, env);
  if (!EDITABLE.includes(current.status)) throw errors.invalidState(WHAT, id, current.status, 'changed');
  const next: DmcProgramme = { ...current, ...changes, updated_at: env.clock.now().toISOString() };
  if (changes.start_date !== undefined || changes.end_date !== undefined) {
    const found = dateIssues(next.start_date, next.end_date, uaeToday(env.clock));
    for (const version of current.versions) {
      const dates = version.lines.map((line) => line.date).sort();
      const [first, last] = [dates[0] ?? next.start_date, dates[dates.length - 1] ?? next.end_date];
      if (first < next.start_date || last > next.end_date) {
        found.push({ path: 'start_date', message: `version ${version.number} has services from ${first} to ${last}; save a new version before moving the dates` });
      }
    }
    if (found.length > 0) throw errors.validation(found);
    next.nights = daysBetween(next.start_date, next.end_date);
  }
  return next;
}

/** Creates a programme (`created: true`) or changes the one named by `id`. */
export function saveDmcProgramme(principal: ApiPrincipal, request: DmcProgrammeRequest, env: DmcEnv): { created: boolean; programme: DmcProgramme } {
  if (request.id === undefined) return { created: true, programme: createProgramme(principal, request, env) };
  return { created: false, programme: changeProgramme(principal, request.id, request, env) };
}

export function createDmcVersion(principal: ApiPrincipal, id: string, request: DmcVersionRequest, env: DmcEnv): DmcVersion {
  const programme = findDmcProgramme(principal, id, env);
  if (!EDITABLE.includes(programme.status)) throw errors.invalidState(WHAT, id, programme.status, 'given a new version');
  return priceVersion(programme, programme.versions.length + 1, request, termsOf(principal.account), env.clock);
}

export function changeDmcProgrammeStatus(principal: ApiPrincipal, id: string, request: DmcStatusRequest, env: DmcEnv): DmcProgramme {
  const programme = findDmcProgramme(principal, id, env);
  const verb = MOVE_VERBS[request.status];
  if (!MOVES[programme.status].includes(request.status)) throw errors.invalidState(WHAT, id, programme.status, verb);
  if (request.status === 'proposed' && programme.versions.length === 0) throw errors.invalidState(WHAT, id, `${programme.status} with no saved version`, verb);
  return { ...programme, status: request.status, status_reason: request.reason ?? null, updated_at: env.clock.now().toISOString() };
}

export function setDmcProgrammeBrand(principal: ApiPrincipal, id: string, request: DmcBrandRequest, env: DmcEnv): DmcProgramme {
  const { mode, ...fields } = request;
  if (mode === 'none' && Object.keys(fields).length > 0) {
    throw errors.validation(Object.keys(fields).map((path) => ({ path, message: 'is not taken with mode none' })));
  }
  const programme = findDmcProgramme(principal, id, env);
  if (programme.status === 'cancelled') throw errors.invalidState(WHAT, id, 'cancelled', 'given a brand');
  const brand: DmcProgramme['brand'] =
    mode === 'none'
      ? { mode, display_name: null, logo_url: null, accent_hex: null, contact_line: null }
      : { mode, display_name: fields.display_name ?? principal.account.name, logo_url: fields.logo_url ?? null, accent_hex: fields.accent_hex ?? null, contact_line: fields.contact_line ?? null };
  return { ...programme, brand, updated_at: env.clock.now().toISOString() };
}

/** The version `number` of the programme, still open for acceptance; 422 on `path` otherwise. */
export function openVersion(programme: DmcProgramme, number: number, path: string, clock: Clock): DmcVersion {
  const version = programme.versions[number - 1];
  if (!version) {
    const has = programme.versions.length === 0 ? 'has no version yet' : `has versions 1 to ${programme.versions.length}`;
    throw errors.invalidField(path, `the programme ${has}`);
  }
  if (version.valid_until < uaeToday(clock)) {
    throw errors.invalidField(path, `version ${number} was valid until ${version.valid_until}; save a new version at today's prices`);
  }
  return version;
}

export function acceptDmcProgramme(principal: ApiPrincipal, id: string, request: DmcAcceptRequest, env: DmcEnv): DmcProgramme {
  const { programme, links } = findTestProgramme(principal, id, env);
  if (programme.status !== 'proposed') throw errors.invalidState(WHAT, id, programme.status, 'accepted');
  const version = openVersion(programme, request.version, 'version', env.clock);
  if (request.link_id !== undefined) {
    const link = links.find((candidate) => candidate.id === request.link_id);
    if (!link) throw errors.invalidField('link_id', 'is not a client link of this programme');
    if (link.version !== version.number) throw errors.invalidField('link_id', `was issued for version ${link.version}, not ${version.number}`);
    if (link.status !== 'active') throw errors.invalidState('client link', link.id, link.status, 'used to accept');
    if (!link.allow_accept) throw errors.invalidField('link_id', 'lets the client read the proposal only, not accept it');
  }
  const now = env.clock.now().toISOString();
  return {
    ...programme,
    status: 'booked',
    status_reason: null,
    acceptance: { version: version.number, accepted_at: now, accepted_by: request.accepted_by, via: request.link_id ? 'client_link' : 'api', link_id: request.link_id ?? null },
    booking: { reference: `DMC-${randomString(CROCKFORD, 8)}`, version: version.number, booked_at: now, services: version.lines.length, amount_due_aed: version.totals.net_aed, payment: 'prepaid' },
    updated_at: now,
  };
}

