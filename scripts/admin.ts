/**
 * Operator CLI: `npm run admin -- <command>`. Uses the same DATABASE_URL as the service, applies
 * pending migrations first, and prints one JSON document on stdout (errors as JSON on stderr,
 * exit code 1).
 */
import { loadConfig } from '../src/platform/config';
import { createDb, dbOptions, migrateLatest, type Db } from '../src/platform/db';
import { systemClock, type Clock } from '../src/platform/clock';
import { ApiError, DomainError, apiErrorOf } from '../src/errors';
import { aedToFils } from '../src/engine/money';
import { answerTask, findTask, listTasks, type DeskTaskKind } from '../src/engine/desk';
import { creditLiveWallet, moveLiveBooking, setLiveCreditLine, type CreditTerms } from '../src/engine/operator';
import { reverseBankTransfer } from '../src/ops/bankTransfers';
import type { SectionCatalog } from '../src/engine/sections';
import { usePublicBaseUrl } from '../src/engine/publicLinks';
import { sectionCatalog } from '../src/engine/engineSection';
import { allSections } from '../src/sections';
import { listFxRates, setFxRate } from '../src/engine/fxRates';
import { createAccount, findAccount, listAccounts, listApiKeys, type CommercialTerms } from '../src/apiKeys/store';
import { ALL_SCOPES, isScope, type Scope } from '../src/apiKeys/scopes';
import { MAIL_STATUSES, listMail, showMail, type MailStatus } from '../src/platform/mailer';
import { SMS_STATUSES, listSms, type SmsStatus } from '../src/platform/sms';
import { loadServiceKeys } from '../src/platform/secrets';
import { bankDetailsForDesk, liftWidgetSuspension, suspendWidget } from '../src/sections/affiliates/operator';
import { readFileSync, writeFileSync } from 'node:fs';
import { addDriver, addVehicle, assignJob, dispatchBoard, jobSheetPdf, listDrivers, listVehicles } from '../src/ops/dispatch';
import { VEHICLES, type VehicleClass } from '../src/engine/vehicles';
import { accountLegalDetails, type AccountLegalChanges } from '../src/engine/accountLegalDetails';
import { COMMAND_LINE } from '../src/engine/audit';
import { issuePartnerKey, revokePartnerKey, switchLiveAccess, updatePartnerAccount } from '../src/ops/partnerAccounts';
import { isStaffRole, listStaff, type StaffRole } from '../src/staff/store';
import { disableStaffMember, enableStaffMember, inviteStaff, reinviteStaffMember, resetStaffMemberTwoFactor, setStaffMemberRoles } from '../src/ops/staffAdmin';
import { releaseTask } from '../src/ops/deskQueue';
import { inviteAccountOwner } from '../src/ops/accountOwner';
import { staffRoles } from '../src/generated/ops/enums';
import { missingFields, readOperatorIdentity, updateOperatorIdentity, type OperatorChanges, type OperatorField, type OperatorRecord } from '../src/engine/operatorIdentity';
import { changeCataloguePlace, createCataloguePlace, listCataloguePlaces, type OpsPlace } from '../src/ops/places';
import type { CruiseTerminal, Emirate, PlaceChange, PlaceInput, PlaceKind, PlaceStatus } from '../src/engine/places';
import type { Airport, Terminal } from '../src/engine/tariff';
import { airports, cruiseTerminals, placeEmirates, placeKinds, terminals } from '../src/generated/enums';

export class UsageError extends Error {
  /** The API's error code where the refusal is one of its answers (`already_exists` …), printed beside the message. */
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const USAGE = `usage: npm run admin -- <command>
  account create --name <name>                        a trade account (live access off)
  account list                                        every account
  account live-access --account <id> --on|--off       switch live keys on or off for an account
  account details --account <id> [--legal-name "<name>"] [--address "<address>"] [--country AE|GB|…] [--trn 100…]
                                                      the account's legal details its tax invoices print (sets those given; --trn "" clears it;
                                                      a TRN only with --country AE)
  account terms --account <id> --terms tariff|commission|net_rate [--percent <0-50>]
                                                      the account's commercial terms
  account owner --account <id> --email <e> --first-name <f> --last-name <l>
                                                      invite the owner of the account's live people (the partner
                                                      portal): the invitation link is e-mailed to them, never
                                                      printed; refused while the account has an owner who is
                                                      active, or invited with the invitation still open
  key create --account <id> --mode test|live [--scopes s1,s2]
                                                      issue a key (shown once; all scopes by default)
  key list --account <id>                             an account's keys (never the secrets)
  key revoke --key <key id>                           revoke a key at once
  account credit-line --account <id> --limit-aed <n> --terms NET_15|NET_30|NET_45|NET_60
                                                      approve a live credit line (0 makes bookings prepaid)
  wallet credit [--account <id>] --amount-aed <n> --reference "<bank transfer ref>"
                                                      credit a bank transfer to the live wallet, once per
                                                      bank reference however typed (again: "code":
                                                      "already_exists"); a reference quoting a top-up's
                                                      WTU-… (or a pro-forma's PY-…) payment reference finds
                                                      its account and pays its pro-forma (part_paid, paid);
                                                      prints the credit's "id"
  wallet reverse --credit <id> --reason "<text>"      reverse a credit: a reversing ledger entry (the wallet
                                                      may go below zero), the partner told the reason; a
                                                      reversed reference can be credited again
  desk list [--status open|answered|all] [--kind <kind>]
                                                      the trade desk's tasks (open by default)
  desk show --task <id or reference>                  one task
  desk release --task <id or reference>               give a task anyone holds back to the queue (audited)
  desk answer --task <id or reference> --accept|--decline [--note "<text>"] [--amount-aed <n>]
              [--account <acc_…>] [--limit-aed <n> --terms NET_15|NET_30|NET_45|NET_60]
              [--terms tariff|commission|net_rate [--percent <0-50>]]
                                                      answer a task: its subject, ledger and inbox change together;
                                                      a credit-line application is accepted with its limit and
                                                      terms, a wallet top-up with a pro-forma invoice e-mailed
                                                      to the applicant; declining either needs --note (the reason);
                                                      --account links a task that came without one; a partner
                                                      application is accepted with a live key e-mailed as a
                                                      single-use reveal link (and the account's commercial
                                                      terms, when --terms tariff|commission|net_rate is given);
                                                      live access stays off until account live-access --on
  booking assign-driver --booking <id or reference> --name "<name>" --phone "<+971…>" --plate "<plate>"
  booking complete --booking <id or reference>
  booking no-show --booking <id or reference>         move a live booking
  driver add --name "<name>" --phone "<+971…>" --licence <number> --languages en,ar
  driver list                                         the operator's drivers
  vehicle add --plate "<plate>" --class EXECUTIVE_SEDAN|VIP_V_CLASS|LUXURY_COACH [--seats <n>]
              [--make "<make>"] [--model "<model>"] [--colour "<colour>"]
                                                      what the traveller looks for at the kerb: the
                                                      partner's booking and the traveller's page show
                                                      make, model, colour and plate once assigned
  vehicle list                                        the operator's vehicles
  place add --name "<name>" --name-ar "<الاسم>" --kind hotel|mall|landmark|airport_terminal|cruise_terminal|station|hospital|venue
            --address "<address>" --emirate abu_dhabi|dubai|sharjah|ajman|umm_al_quwain|ras_al_khaimah|fujairah
            --lat <latitude> --lon <longitude> [--code "<code>" …] [--source "<where from>"]
            [--airport DXB|DWC|SHJ|AUH --terminal T1|T2|T3|MAIN|A] [--cruise-terminal MINA_RASHID|DUBAI_HARBOUR|ZAYED_PORT|KHALID_PORT]
                                                      add a place to the catalogue partners search (its tariff zone
                                                      from its position; refused outside every zone, and when
                                                      another place has its name, Arabic name or a code)
  place update --id <plc_…> [the flags of place add] [--archive|--restore]
                                                      correct a place (--code, repeated, replaces its codes;
                                                      --code "" clears them; --airport "" and the like clear a
                                                      terminal), take it out of service or put it back
  place list [--q "<words>"] [--type <kind>] [--emirate <emirate>] [--status active|archived|all]
                                                      the catalogue by name (--q: words of a name, Arabic name or code)
  dispatch board [--date YYYY-MM-DD]                  the day's live pickups in UAE time (today by default)
  dispatch assign --booking <id or reference> --driver <drv_…> --vehicle <veh_…>
                                                      assign a job: refused for a driver or vehicle on an
                                                      overlapping job, or a vehicle too small for the party;
                                                      sends the driver a job link by SMS (driver_link: the
                                                      link and the message to forward by WhatsApp)
  dispatch sheet [--date YYYY-MM-DD] [--driver <drv_…>] --out <file.pdf> print the day's job sheet (one driver's with --driver)
  fx list                                             daily rates, AED per unit
  fx set --currency <ISO> --rate <AED/unit>           set today's rate of a currency
  mail list [--status queued|sent|failed|all]         the e-mail outbox (queued by default; never the bodies)
  mail show --id <mail_…>                             one message with its text and links (read e-mail on a machine without a mail server)
  sms list [--status queued|sent|failed|all]          the SMS outbox (queued by default; never the texts)
  affiliate bank-details --account <id> [--mode live|test]
                                                      the bank details a payout is sent to (decrypted)
  widget suspend --account <id> [--mode live|test] --reason "<text>"
  widget lift --account <id> [--mode live|test] [--to active|paused]
                                                      stop a booking widget, or let it run again
  operator set [--legal-name "<name>"] [--trading-name "<name>"] [--address "<address>"] [--trn 100…]
               [--phone-24h "+971…"] [--desk-email <e-mail>] [--desk-phone "+971…"]
               [--bank "<bank>"] [--account-name "<name>"] [--iban AE…] [--swift <BIC>] [--logo <file.png|jpg>]
                                                      the operator's details every document prints (sets those given)
  operator show                                       the operator's details, and which are still missing
  staff create --email <e> --name "<name>" --role admin|desk|dispatch|finance [--role …]
                                                      a member of the operator's staff, with a single-use
                                                      set-up link (24 h) for their password and authenticator
                                                      (--role repeated, or a comma list)
  staff list                                          every member of staff
  staff disable --email <e>                           refuse their sign-in and end their sessions at once;
                                                      the tasks they hold go back to the queue
  staff enable --email <e>                            let a disabled member of staff sign in again
  staff reinvite --email <e>                          a new set-up link for someone who has not finished
                                                      set-up; their earlier links stop working
  staff set-role --email <e> --role <r> [--role …]    the roles given replace the person's roles
  staff reset-2fa --email <e>                         remove their authenticator, end their sessions, and
                                                      print a set-up link for a new one`;

const FLAGS = new Set(['on', 'off', 'accept', 'decline', 'archive', 'restore']);

/** Options that may be given more than once; their values are joined with commas. */
const REPEATABLE = new Set(['role']);

/** `--name value` pairs and `--flag`s after the command words. */
function options(args: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const name = arg.slice(2);
    if (arg.startsWith('--') && FLAGS.has(name)) {
      out.set(name, 'true');
      continue;
    }
    const value = args[i + 1];
    if (!arg.startsWith('--') || value === undefined || value.startsWith('--')) throw new UsageError(`expected --option value, got "${arg}"`);
    const earlier = out.get(name);
    out.set(name, REPEATABLE.has(name) && earlier !== undefined ? `${earlier},${value}` : value);
    i++;
  }
  return out;
}

function scopesOption(raw: string | undefined): Scope[] {
  if (raw === undefined) return [...ALL_SCOPES];
  const scopes = raw.split(',').map((scope) => scope.trim()).filter(Boolean);
  const unknown = scopes.filter((scope) => !isScope(scope));
  if (unknown.length > 0 || scopes.length === 0) {
    throw new UsageError(`unknown scope ${unknown.join(', ') || '(none given)'}; scopes are: ${ALL_SCOPES.join(', ')}`);
  }
  return [...new Set(scopes)] as Scope[];
}

function modeOption(raw: string): 'test' | 'live' {
  if (raw !== 'test' && raw !== 'live') throw new UsageError(`--mode must be test or live, got "${raw}"`);
  return raw;
}

const DESK_KINDS: readonly DeskTaskKind[] = ['credit_line_application', 'wallet_topup', 'on_request_booking', 'amendment', 'quote_request', 'wholesale_request', 'site_review', 'site_domain', 'affiliate_payout', 'partner_application'];
const CREDIT_TERMS: readonly CreditTerms[] = ['NET_15', 'NET_30', 'NET_45', 'NET_60'];

/** An AED amount as the operator types it (`1250` or `1250.50`), in fils. */
function amountOption(name: string, raw: string, allowZero = false): number {
  if (!/^[0-9]{1,9}(\.[0-9]{1,2})?$/.test(raw) || (!allowZero && Number(raw) === 0)) {
    throw new UsageError(`--${name} must be an amount in AED${allowZero ? '' : ' above 0'} with at most two decimals, got "${raw}"`);
  }
  return aedToFils(Number(raw));
}

const COMMERCIAL_TERMS: readonly CommercialTerms[] = ['tariff', 'commission', 'net_rate'];

/** `--terms tariff|commission|net_rate` with its `--percent` (none under tariff). */
function commercialTermsOption(terms: string, rawPercent: string | undefined): { terms: CommercialTerms; basisPoints: number } {
  if (!(COMMERCIAL_TERMS as readonly string[]).includes(terms)) throw new UsageError(`--terms must be tariff, commission or net_rate, got "${terms}"`);
  const percent = rawPercent ?? (terms === 'tariff' ? '0' : undefined);
  if (percent === undefined) throw new UsageError(`--percent is required with --terms ${terms}`);
  if (!/^[0-9]{1,2}(\.[0-9]{1,2})?$/.test(percent) || Number(percent) > 50) {
    throw new UsageError(`--percent must be 0 to 50 with at most two decimals, got "${percent}"`);
  }
  return { terms: terms as CommercialTerms, basisPoints: Math.round(Number(percent) * 100) };
}

/** `--date`, a calendar day; undefined (today in the UAE) when absent. */
function dateOption(opts: Map<string, string>): string | undefined {
  const date = opts.get('date');
  if (date === undefined) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) throw new UsageError(`--date must be a day such as 2026-11-27, got "${date}"`);
  return date;
}

function creditTermsOption(raw: string): CreditTerms {
  if (!(CREDIT_TERMS as readonly string[]).includes(raw)) throw new UsageError(`--terms must be one of ${CREDIT_TERMS.join(', ')}, got "${raw}"`);
  return raw as CreditTerms;
}

/** The `account details` flag of each legal detail. */
const ACCOUNT_DETAIL_FLAGS: Readonly<Record<string, keyof AccountLegalChanges>> = { 'legal-name': 'legal_name', address: 'address', country: 'country', trn: 'trn' };

/** The `account owner` flag of each field of the person invited. */
const ACCOUNT_OWNER_FLAGS: Readonly<Record<string, string>> = { account: 'account_id', email: 'email', 'first-name': 'first_name', 'last-name': 'last_name' };

/** The `operator set` flag of each stored detail. */
const OPERATOR_FLAGS: Readonly<Record<string, OperatorField>> = {
  'legal-name': 'legal_name',
  'trading-name': 'trading_name',
  address: 'address',
  trn: 'trn',
  'phone-24h': 'phone_24h',
  'desk-email': 'desk_email',
  'desk-phone': 'desk_phone',
  bank: 'bank_name',
  'account-name': 'bank_account_name',
  iban: 'iban',
  swift: 'swift',
};
/** The `place add` and `place update` flag of each field of a place. */
const PLACE_FLAGS: Readonly<Record<string, string>> = {
  name: 'name',
  'name-ar': 'name_ar',
  kind: 'type',
  address: 'address',
  emirate: 'emirate',
  lat: 'latitude',
  lon: 'longitude',
  code: 'codes',
  source: 'source',
  airport: 'airport',
  terminal: 'terminal',
  'cruise-terminal': 'cruise_terminal',
};

/** The flag of `field` among a command's `flags` (flag → field); the field's own name where none is listed. */
const flagIn = (flags: Readonly<Record<string, string>>, field: string): string => Object.keys(flags).find((flag) => flags[flag] === field) ?? field;
const flagOf = (field: OperatorField | 'logo'): string => flagIn(OPERATOR_FLAGS, field);

/** The commands whose flags name the fields a refusal is about, so it names the flag (`--trn must be …`). */
const FIELD_FLAGS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'account details': ACCOUNT_DETAIL_FLAGS,
  'account owner': ACCOUNT_OWNER_FLAGS,
  'operator set': OPERATOR_FLAGS,
  'place add': PLACE_FLAGS,
  'place update': PLACE_FLAGS,
  'place list': {},
};

/** A domain refusal as the CLI prints it: its sentence, naming the flag of its field, with the code the API answers it with. */
function refusalOf(command: string, err: DomainError): UsageError {
  const flags = FIELD_FLAGS[command];
  const message = flags && err.field !== null ? `--${flagIn(flags, err.field)} ${err.message}` : err.message;
  return new UsageError(message, apiErrorOf(err).code);
}

/** The record as `operator show` and `operator set` print it: the details (the logo by type and size), and the flags still to set. */
const operatorAnswer = (record: OperatorRecord) => ({
  operator: { ...record, logo: record.logo ? { type: record.logo.type, bytes: Buffer.from(record.logo.base64, 'base64').length } : null },
  missing: missingFields(record).map((field) => `--${flagOf(field)}`),
});

/** The logo file's bytes. */
function logoFile(path: string): Uint8Array {
  try {
    return readFileSync(path);
  } catch (err) {
    throw new UsageError(`--logo cannot read ${path}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function rolesOption(raw: string): StaffRole[] {
  const roles = raw.split(',').map((role) => role.trim()).filter(Boolean);
  const unknown = roles.filter((role) => !isStaffRole(role));
  if (unknown.length > 0 || roles.length === 0) {
    throw new UsageError(`unknown role ${unknown.join(', ') || '(none given)'}; roles are: ${staffRoles.join(', ')}`, 'validation_failed');
  }
  return roles as StaffRole[];
}

function required(opts: Map<string, string>, name: string): string {
  const value = opts.get(name);
  if (value === undefined) throw new UsageError(`--${name} is required`);
  return value;
}

/** The member of staff `--email` names; `more` names the other options the command takes. */
function staffEmailOption(rest: readonly string[], more: readonly string[]): { email: string } {
  const opts = options(rest);
  const email = required(opts, 'email');
  const command = `${more.length === 0 ? '' : `, ${more.map((flag) => `--${flag}`).join(', ')}`}`;
  for (const flag of opts.keys()) if (flag !== 'email' && !more.includes(flag)) throw new UsageError(`unknown option --${flag}; this command takes --email${command}`);
  return { email };
}

/** Every value of an option given more than once (`--code A --code B`), in order; none when it is not given. */
function repeated(args: readonly string[], name: string): string[] {
  const values: string[] = [];
  for (let i = 0; i < args.length; i++) if (args[i] === `--${name}` && args[i + 1] !== undefined) values.push(args[++i] as string);
  return values;
}

/** Refuses an option the command does not take, naming those it does. */
function onlyOptions(opts: Map<string, string>, allowed: readonly string[]): void {
  for (const flag of opts.keys()) if (!allowed.includes(flag)) throw new UsageError(`unknown option --${flag}; this command takes ${allowed.map((name) => `--${name}`).join(', ')}`);
}

/** An option's value among `values`; undefined when the option is not given. */
function choice<T extends string>(opts: Map<string, string>, name: string, values: readonly T[]): T | undefined {
  const value = opts.get(name);
  if (value === undefined) return undefined;
  if (!(values as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${values.join(', ')}, got "${value}"`, 'validation_failed');
  return value as T;
}

/** A terminal option of `place update`, where "" clears it. */
function clearable<T extends string>(opts: Map<string, string>, name: string, values: readonly T[]): T | null | undefined {
  return opts.get(name) === '' ? null : choice(opts, name, values);
}

/** `--lat` or `--lon`: degrees as a decimal number. */
function degrees(opts: Map<string, string>, name: 'lat' | 'lon'): number | undefined {
  const value = opts.get(name);
  if (value === undefined) return undefined;
  if (!/^-?[0-9]{1,3}(\.[0-9]{1,8})?$/.test(value)) throw new UsageError(`--${name} must be a number of degrees such as ${name === 'lat' ? '25.1304' : '55.1171'}, got "${value}"`, 'validation_failed');
  return Number(value);
}

const PLACE_OPTIONS = Object.keys(PLACE_FLAGS);

/** The fields of a place the flags of `place add` or `place update` give (undefined for the others). */
function placeFields(opts: Map<string, string>, rest: readonly string[]) {
  const codes = repeated(rest, 'code');
  return {
    kind: choice<PlaceKind>(opts, 'kind', placeKinds),
    name: opts.get('name'),
    name_ar: opts.get('name-ar'),
    address: opts.get('address'),
    emirate: choice<Emirate>(opts, 'emirate', placeEmirates),
    latitude: degrees(opts, 'lat'),
    longitude: degrees(opts, 'lon'),
    codes: codes.length === 0 ? undefined : codes.filter((code) => code !== ''),
    airport: clearable<Airport>(opts, 'airport', airports),
    terminal: clearable<Terminal>(opts, 'terminal', terminals),
    cruise_terminal: clearable<CruiseTerminal>(opts, 'cruise-terminal', cruiseTerminals),
    source: opts.get('source'),
  };
}

/** Every page of the catalogue a `place list` asks for. */
async function allPlaces(db: Db, search: Parameters<typeof listCataloguePlaces>[1]): Promise<OpsPlace[]> {
  const places: OpsPlace[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCataloguePlaces(db, { ...search, limit: 100, cursor });
    places.push(...page.data);
    cursor = page.next_cursor ?? undefined;
  } while (cursor !== undefined);
  return places;
}

export interface AdminSettings {
  /** The base of the links the CLI prints (a set-up link); the configured PUBLIC_BASE_URL when not given. */
  publicBaseUrl?: string;
  /** The sections the commands act with (`desk answer` and the moves of bookings reach their parts); every section, as the service runs them, when not given. */
  sections?: SectionCatalog;
}

export async function runAdmin(args: readonly string[], db: Db, clock: Clock, settings: AdminSettings = {}): Promise<unknown> {
  try {
    return await run(args, db, clock, settings, settings.sections ?? sectionCatalog(allSections));
  } catch (err) {
    // The staff commands answer every refusal with a code, as the operator API does for the same input.
    if (args[0] === 'staff' && err instanceof UsageError && err.code === undefined) throw new UsageError(err.message, 'validation_failed');
    if (err instanceof DomainError) throw refusalOf(`${args[0] ?? ''} ${args[1] ?? ''}`, err);
    // A refused move (a booking already completed …) reads as the API's message.
    if (err instanceof ApiError && err.status < 500) throw new UsageError(err.message, err.code);
    throw err;
  }
}

async function run(args: readonly string[], db: Db, clock: Clock, settings: AdminSettings, sections: SectionCatalog): Promise<unknown> {
  const [group, command, ...rest] = args;
  switch (`${group ?? ''} ${command ?? ''}`) {
    case 'staff create': {
      const opts = options(rest);
      const input = { email: required(opts, 'email'), name: required(opts, 'name'), roles: rolesOption(required(opts, 'role')) };
      for (const flag of opts.keys()) if (!['email', 'name', 'role'].includes(flag)) throw new UsageError(`unknown option --${flag}; staff create takes --email, --name, --role`);
      const publicBaseUrl = settings.publicBaseUrl ?? loadConfig().publicBaseUrl;
      const invitation = await inviteStaff(db, clock, publicBaseUrl, COMMAND_LINE, input);
      return { ...invitation, notice: 'Give the set-up link to the person: it works once, for 24 hours, and is not shown again.' };
    }
    case 'staff list':
      options(rest);
      return { staff: await listStaff(db) };
    case 'staff disable':
      return disableStaffMember(db, clock, COMMAND_LINE, staffEmailOption(rest, []));
    case 'staff enable':
      return enableStaffMember(db, clock, COMMAND_LINE, staffEmailOption(rest, []));
    case 'staff reinvite': {
      const publicBaseUrl = settings.publicBaseUrl ?? loadConfig().publicBaseUrl;
      const invitation = await reinviteStaffMember(db, clock, publicBaseUrl, COMMAND_LINE, staffEmailOption(rest, []));
      return { ...invitation, notice: 'Give the new set-up link to the person: it works once, for 24 hours; their earlier links no longer work.' };
    }
    case 'staff set-role': {
      const roles = rolesOption(required(options(rest), 'role'));
      return setStaffMemberRoles(db, clock, COMMAND_LINE, staffEmailOption(rest, ['role']), roles);
    }
    case 'staff reset-2fa': {
      const publicBaseUrl = settings.publicBaseUrl ?? loadConfig().publicBaseUrl;
      const reset = await resetStaffMemberTwoFactor(db, clock, publicBaseUrl, COMMAND_LINE, staffEmailOption(rest, []));
      return { ...reset, notice: 'Give the set-up link to the person: there they choose a password and enrol their new authenticator. It works once, for 24 hours.' };
    }
    case 'account create': {
      const name = required(options(rest), 'name').trim();
      if (name === '' || name.length > 200) throw new UsageError('--name must be 1 to 200 characters');
      const account = await createAccount(db, clock, name);
      return { account_id: account.id, account };
    }
    case 'account list':
      options(rest);
      return { accounts: await listAccounts(db) };
    case 'account details': {
      const opts = options(rest);
      const accountId = required(opts, 'account');
      const changes: AccountLegalChanges = {};
      for (const [flag, value] of opts) {
        if (flag === 'account') continue;
        const field = ACCOUNT_DETAIL_FLAGS[flag];
        if (field === undefined) throw new UsageError(`unknown option --${flag}; account details takes --legal-name, --address, --country, --trn`);
        changes[field] = value;
      }
      await findAccount(db, accountId);
      return { account_id: accountId, details: Object.keys(changes).length === 0 ? await accountLegalDetails(db, accountId) : (await updatePartnerAccount(db, clock, COMMAND_LINE, accountId, { legal: changes })).legal };
    }
    case 'account owner': {
      const opts = options(rest);
      onlyOptions(opts, Object.keys(ACCOUNT_OWNER_FLAGS));
      const invitee = { email: required(opts, 'email'), first_name: required(opts, 'first-name'), last_name: required(opts, 'last-name') };
      return inviteAccountOwner(sections, db, clock, COMMAND_LINE, settings.publicBaseUrl ?? loadConfig().publicBaseUrl, required(opts, 'account'), invitee);
    }
    case 'account live-access': {
      const opts = options(rest);
      if (opts.has('on') === opts.has('off')) throw new UsageError('give exactly one of --on or --off');
      return { account: await switchLiveAccess(db, clock, COMMAND_LINE, required(opts, 'account'), opts.has('on')) };
    }
    case 'account terms': {
      const opts = options(rest);
      const terms = commercialTermsOption(required(opts, 'terms'), opts.get('percent'));
      return { account: (await updatePartnerAccount(db, clock, COMMAND_LINE, required(opts, 'account'), { terms })).account };
    }
    case 'key create': {
      const opts = options(rest);
      const created = await issuePartnerKey(db, clock, COMMAND_LINE, required(opts, 'account'), modeOption(required(opts, 'mode')), scopesOption(opts.get('scopes')));
      return { key: created.key, ...created.summary, notice: 'Store the key now: it is not shown again.' };
    }
    case 'key list':
      return { keys: await listApiKeys(db, required(options(rest), 'account')) };
    case 'key revoke':
      return { key: await revokePartnerKey(db, clock, COMMAND_LINE, required(options(rest), 'key')) };
    case 'desk list': {
      const opts = options(rest);
      const status = opts.get('status') ?? 'open';
      if (status !== 'open' && status !== 'answered' && status !== 'all') throw new UsageError(`--status must be open, answered or all, got "${status}"`);
      const kind = opts.get('kind');
      if (kind !== undefined && !(DESK_KINDS as readonly string[]).includes(kind)) throw new UsageError(`--kind must be one of ${DESK_KINDS.join(', ')}, got "${kind}"`);
      return { tasks: await listTasks(db, { status, ...(kind ? { kind: kind as DeskTaskKind } : {}) }) };
    }
    case 'desk show':
      return { task: await findTask(db, required(options(rest), 'task')) };
    case 'desk release':
      // The command line acts with an admin's rights: it releases anyone's claim.
      return { task: await releaseTask(db, clock, COMMAND_LINE, required(options(rest), 'task'), { anyHolder: true }) };
    case 'desk answer': {
      const opts = options(rest);
      if (opts.has('accept') === opts.has('decline')) throw new UsageError('give exactly one of --accept or --decline');
      const amount = opts.get('amount-aed');
      const limit = opts.get('limit-aed');
      // --terms is a credit line's (NET_30 …, with --limit-aed) or an account's commercial terms (tariff …, a partner application's).
      const terms = opts.get('terms');
      const commercial = terms !== undefined && (COMMERCIAL_TERMS as readonly string[]).includes(terms);
      if (!commercial && (limit === undefined) !== (terms === undefined)) throw new UsageError('give --limit-aed and --terms together');
      if (commercial && limit !== undefined) throw new UsageError(`--limit-aed goes with a credit line's --terms (${CREDIT_TERMS.join(', ')}), not --terms ${terms}`);
      if (!commercial && opts.has('percent')) throw new UsageError('--percent goes with --terms commission or net_rate');
      return answerTask(sections, db, clock, required(opts, 'task'), {
        accept: opts.has('accept'),
        note: opts.get('note') ?? null,
        amountFils: amount === undefined ? null : amountOption('amount-aed', amount, true),
        accountId: opts.get('account') ?? null,
        creditLine: commercial || limit === undefined || terms === undefined ? null : { limitFils: amountOption('limit-aed', limit), terms: creditTermsOption(terms) },
        commercialTerms: commercial ? commercialTermsOption(terms, opts.get('percent')) : null,
        publicBaseUrl: loadConfig().publicBaseUrl,
      }, COMMAND_LINE);
    }
    case 'wallet credit': {
      const opts = options(rest);
      const reference = required(opts, 'reference').trim();
      if (reference === '' || reference.length > 80) throw new UsageError('--reference must be 1 to 80 characters');
      return creditLiveWallet(sections, db, clock, COMMAND_LINE, opts.get('account') ?? null, amountOption('amount-aed', required(opts, 'amount-aed')), reference);
    }
    case 'wallet reverse': {
      const opts = options(rest);
      return reverseBankTransfer(sections, db, clock, COMMAND_LINE, required(opts, 'credit'), required(opts, 'reason'));
    }
    case 'account credit-line': {
      const opts = options(rest);
      return setLiveCreditLine(sections, db, clock, COMMAND_LINE, required(opts, 'account'), amountOption('limit-aed', required(opts, 'limit-aed'), true), creditTermsOption(required(opts, 'terms')));
    }
    case 'booking assign-driver': {
      const opts = options(rest);
      const phone = required(opts, 'phone');
      if (!/^\+[1-9][0-9]{6,14}$/.test(phone)) throw new UsageError(`--phone must be an E.164 number such as +971501112233, got "${phone}"`);
      const driver = { name: required(opts, 'name').trim(), phone, vehicle_plate: required(opts, 'plate').trim() };
      if (driver.name === '' || driver.vehicle_plate === '') throw new UsageError('--name and --plate must not be empty');
      return { booking: await moveLiveBooking(sections, db, clock, COMMAND_LINE, required(opts, 'booking'), 'driver_assigned', driver) };
    }
    case 'booking complete':
      return { booking: await moveLiveBooking(sections, db, clock, COMMAND_LINE, required(options(rest), 'booking'), 'completed') };
    case 'booking no-show':
      return { booking: await moveLiveBooking(sections, db, clock, COMMAND_LINE, required(options(rest), 'booking'), 'no_show') };
    case 'driver add': {
      const opts = options(rest);
      return {
        driver: await addDriver(db, clock, COMMAND_LINE, { name: required(opts, 'name'), phone: required(opts, 'phone'), licence_number: required(opts, 'licence'), languages: required(opts, 'languages').split(',') }),
      };
    }
    case 'driver list':
      options(rest);
      return { drivers: await listDrivers(db) };
    case 'vehicle add': {
      const opts = options(rest);
      const vehicleClass = required(opts, 'class');
      if (!(vehicleClass in VEHICLES)) throw new UsageError(`--class must be one of ${Object.keys(VEHICLES).join(', ')}, got "${vehicleClass}"`);
      const seats = opts.get('seats');
      if (seats !== undefined && !/^[0-9]{1,2}$/.test(seats)) throw new UsageError(`--seats must be a whole number, got "${seats}"`);
      for (const flag of opts.keys()) if (!['plate', 'class', 'seats', 'make', 'model', 'colour'].includes(flag)) throw new UsageError(`unknown option --${flag}; vehicle add takes --plate, --class, --seats, --make, --model, --colour`);
      const looks = Object.fromEntries((['make', 'model', 'colour'] as const).flatMap((flag) => (opts.get(flag) === undefined ? [] : [[flag, opts.get(flag) as string]])));
      return { vehicle: await addVehicle(db, clock, COMMAND_LINE, { plate: required(opts, 'plate'), class: vehicleClass as VehicleClass, ...(seats === undefined ? {} : { seats: Number(seats) }), ...looks }) };
    }
    case 'vehicle list':
      options(rest);
      return { vehicles: await listVehicles(db) };
    case 'place add': {
      const opts = options(rest);
      onlyOptions(opts, PLACE_OPTIONS);
      const fields = placeFields(opts, rest);
      const input: PlaceInput = {
        kind: fields.kind ?? (required(opts, 'kind') as PlaceKind),
        name: required(opts, 'name'),
        name_ar: required(opts, 'name-ar'),
        address: required(opts, 'address'),
        emirate: fields.emirate ?? (required(opts, 'emirate') as Emirate),
        latitude: fields.latitude ?? Number(required(opts, 'lat')),
        longitude: fields.longitude ?? Number(required(opts, 'lon')),
        codes: fields.codes,
        airport: fields.airport,
        terminal: fields.terminal,
        cruise_terminal: fields.cruise_terminal,
        source: fields.source,
      };
      return { place: await createCataloguePlace(db, clock, COMMAND_LINE, input) };
    }
    case 'place update': {
      const opts = options(rest);
      onlyOptions(opts, ['id', 'archive', 'restore', ...PLACE_OPTIONS]);
      const id = required(opts, 'id');
      if (opts.has('archive') && opts.has('restore')) throw new UsageError('give at most one of --archive or --restore', 'validation_failed');
      const status: PlaceStatus | undefined = opts.has('archive') ? 'archived' : opts.has('restore') ? 'active' : undefined;
      const given = Object.entries({ ...placeFields(opts, rest), status }).filter(([, value]) => value !== undefined);
      if (given.length === 0) throw new UsageError(`give at least one change: ${[...PLACE_OPTIONS, 'archive', 'restore'].map((flag) => `--${flag}`).join(', ')}`, 'validation_failed');
      return { place: await changeCataloguePlace(db, clock, COMMAND_LINE, id, Object.fromEntries(given) as PlaceChange) };
    }
    case 'place list': {
      const opts = options(rest);
      onlyOptions(opts, ['q', 'type', 'kind', 'emirate', 'status']);
      const status = opts.get('status') === 'all' ? undefined : choice<PlaceStatus>(opts, 'status', ['active', 'archived']);
      return {
        places: await allPlaces(db, {
          q: opts.get('q'),
          type: choice<PlaceKind>(opts, 'type', placeKinds) ?? choice<PlaceKind>(opts, 'kind', placeKinds),
          emirate: choice<Emirate>(opts, 'emirate', placeEmirates),
          status,
        }),
      };
    }
    case 'dispatch board':
      return dispatchBoard(sections, db, clock, dateOption(options(rest)));
    case 'dispatch assign': {
      const opts = options(rest);
      const { driver_link, ...job } = await assignJob(sections, db, clock, COMMAND_LINE, settings.publicBaseUrl ?? loadConfig().publicBaseUrl, required(opts, 'booking'), required(opts, 'driver'), required(opts, 'vehicle'));
      return { job, driver_link, notice: 'The job link went to the driver by SMS (npm run admin -- sms list); whatsapp_text is the same message to forward. It works once and is not shown again.' };
    }
    case 'dispatch sheet': {
      const opts = options(rest);
      const date = dateOption(opts);
      const out = required(opts, 'out');
      const sheet = await jobSheetPdf(sections, db, clock, date, opts.get('driver'));
      writeFileSync(out, sheet.document.body);
      return { date: sheet.date, file: out, jobs: sheet.jobs };
    }
    case 'fx list':
      options(rest);
      return { base_currency: 'AED', rates: await listFxRates(db) };
    case 'fx set': {
      const opts = options(rest);
      return { rate: await setFxRate(db, clock, COMMAND_LINE, required(opts, 'currency').toUpperCase(), required(opts, 'rate')) };
    }
    case 'sms list': {
      const status = options(rest).get('status') ?? 'queued';
      if (status !== 'all' && !(SMS_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be queued, sent, failed or all, got "${status}"`);
      }
      const messages = await listSms(db, status as SmsStatus | 'all');
      return { status, count: messages.length, messages };
    }
    case 'mail list': {
      const status = options(rest).get('status') ?? 'queued';
      if (status !== 'all' && !(MAIL_STATUSES as readonly string[]).includes(status)) {
        throw new UsageError(`--status must be queued, sent, failed or all, got "${status}"`);
      }
      const messages = await listMail(db, status as MailStatus | 'all');
      return { status, count: messages.length, messages };
    }
    case 'mail show': {
      const id = required(options(rest), 'id');
      const message = await showMail(db, id);
      if (!message) throw new UsageError(`no e-mail ${id} in the outbox`);
      return { message };
    }
    case 'affiliate bank-details': {
      const opts = options(rest);
      const keys = await loadServiceKeys(db, loadConfig(), clock);
      return bankDetailsForDesk(sections, db, clock, COMMAND_LINE, keys.dataEncryption, required(opts, 'account'), modeOption(opts.get('mode') ?? 'live'));
    }
    case 'widget suspend': {
      const opts = options(rest);
      const reason = required(opts, 'reason').trim();
      if (reason === '' || reason.length > 500) throw new UsageError('--reason must be 1 to 500 characters');
      return suspendWidget(sections, db, clock, COMMAND_LINE, loadConfig().publicBaseUrl, required(opts, 'account'), modeOption(opts.get('mode') ?? 'live'), reason);
    }
    case 'widget lift': {
      const opts = options(rest);
      const to = opts.get('to') ?? 'active';
      if (to !== 'active' && to !== 'paused') throw new UsageError(`--to must be active or paused, got "${to}"`);
      return liftWidgetSuspension(sections, db, clock, COMMAND_LINE, loadConfig().publicBaseUrl, required(opts, 'account'), modeOption(opts.get('mode') ?? 'live'), to);
    }
    case 'operator show':
      options(rest);
      return operatorAnswer(await readOperatorIdentity(db));
    case 'operator set': {
      const changes: OperatorChanges = {};
      const flags = [...Object.keys(OPERATOR_FLAGS), 'logo'].map((name) => `--${name}`).join(', ');
      for (const [flag, value] of options(rest)) {
        const field = OPERATOR_FLAGS[flag];
        if (flag === 'logo') changes.logo = logoFile(value);
        else if (field === undefined) throw new UsageError(`unknown option --${flag}; operator set takes ${flags}`);
        else changes[field] = value;
      }
      if (Object.keys(changes).length === 0) throw new UsageError(`give at least one detail to set: ${flags}`);
      return operatorAnswer(await updateOperatorIdentity(db, clock, changes, COMMAND_LINE));
    }
    default:
      throw new UsageError(`unknown command "${args.join(' ')}"\n${USAGE}`);
  }
}

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.databaseUrl, dbOptions(config));
  // The events of its moves carry the bookings' absolute tracking links, as the service's do.
  usePublicBaseUrl(config.publicBaseUrl);
  try {
    await migrateLatest(db);
    // `desk answer` and the moves of bookings reach every section's parts, as the service does.
    const result = await runAdmin(process.argv.slice(2), db, systemClock, { publicBaseUrl: config.publicBaseUrl, sections: sectionCatalog(allSections) });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((err: unknown) => {
    const message = err instanceof Error ? err.message : String(err);
    const code = err instanceof UsageError ? err.code : undefined;
    process.stderr.write(`${JSON.stringify({ error: message, ...(code === undefined ? {} : { code }) })}\n`);
    process.exit(1);
  });
}
