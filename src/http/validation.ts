import type { ErrorObject } from 'ajv';
import { errors, type ValidationIssue } from '../errors';

type ValidateFunction = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

type Validators = Record<string, ValidateFunction | undefined>;

export interface GeneratedValidators {
  loadValidators(): Validators;
}

/** A contract's precompiled validators: of its bodies, and of its path, query and header parameters. */
export interface ValidatorSource {
  body(): GeneratedValidators;
  params(): GeneratedValidators;
}

let bodyModule: GeneratedValidators | undefined;
let paramModule: GeneratedValidators | undefined;

/**
 * The generated validators (some 800 KB of code) are required on the first request that needs
 * them, not imported: start-up, which validates nothing, neither parses nor keeps them. The
 * server bundle has them as files of their own (dist/generated/, see scripts/bundle.ts).
 */
function bodyValidators(): GeneratedValidators {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  bodyModule ??= require('../generated/body-validators') as GeneratedValidators;
  return bodyModule;
}

function paramValidators(): GeneratedValidators {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  paramModule ??= require('../generated/param-validators') as GeneratedValidators;
  return paramModule;
}

/** The partners' contract's validators, required on first use. */
export const partnerValidators: ValidatorSource = { body: bodyValidators, params: paramValidators };

let opsBodyModule: GeneratedValidators | undefined;
let opsParamModule: GeneratedValidators | undefined;

/** The operator API's validators, required on its first request as the partners' are: most processes never serve staff. */
export const opsValidators: ValidatorSource = {
  body: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    opsBodyModule ??= require('../generated/ops/body-validators') as GeneratedValidators;
    return opsBodyModule;
  },
  params: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    opsParamModule ??= require('../generated/ops/param-validators') as GeneratedValidators;
    return opsParamModule;
  },
};

let driverBodyModule: GeneratedValidators | undefined;
let driverParamModule: GeneratedValidators | undefined;

/** The driver API's validators, required on its first request: most processes never serve a driver. */
export const driverValidators: ValidatorSource = {
  body: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    driverBodyModule ??= require('../generated/driver/body-validators') as GeneratedValidators;
    return driverBodyModule;
  },
  params: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    driverParamModule ??= require('../generated/driver/param-validators') as GeneratedValidators;
    return driverParamModule;
  },
};

let portalBodyModule: GeneratedValidators | undefined;
let portalParamModule: GeneratedValidators | undefined;

/** The portal API's validators, required on its first request: most processes never serve a sign-in. */
export const portalValidators: ValidatorSource = {
  body: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    portalBodyModule ??= require('../generated/portal/body-validators') as GeneratedValidators;
    return portalBodyModule;
  },
  params: () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    portalParamModule ??= require('../generated/portal/param-validators') as GeneratedValidators;
    return portalParamModule;
  },
};

/** Messages for the patterns of the contract, so a partner reads the rule rather than a regex. */
const PATTERN_MESSAGES: Record<string, string> = {
  '^100[0-9]{12}$': 'must be 15 digits beginning 100',
  '^#[0-9A-Fa-f]{6}$': 'must be a colour written #RRGGBB',
  '^https://': 'must be an https URL',
  '^(?:[A-Z]{2}|[A-Z][0-9]|[0-9][A-Z]|[A-Z]{3})[0-9]{1,4}[A-Z]?$':
    'must be an airline flight number: the airline code followed by digits, e.g. EK202',
  '^[A-Z]{3}$': 'must be a three-letter ISO 4217 currency code',
  '\\.': 'must be a fully qualified host name such as book.example.ae',
  '^[A-Za-z0-9_-]{2,40}$': 'must be 2 to 40 letters, digits, _ or -',
  '^[A-Za-z0-9_.-]{1,64}$': 'must be 1 to 64 letters, digits, ., _ or -',
  '^\\+[1-9][0-9]{6,14}$': 'must be a phone number in international format, e.g. +971501234567',
  '^([01][0-9]|2[0-3]):[0-5][0-9]$': 'must be a time written HH:MM (24-hour)',
  '^[0-9]{4}-[0-9]{2}-[0-9]{2}$': 'must be a date written YYYY-MM-DD',
  '^[0-9]{4}-(0[1-9]|1[0-2])$': 'must be a month written YYYY-MM',
  '^20[0-9]{2}-(0[1-9]|1[0-2])$': 'must be a month written YYYY-MM',
  '^[\\x20-\\x7E]+$': 'must be printable ASCII characters only',
  '^[A-Z0-9-]{5,40}$': 'must be 5 to 40 capital letters, digits or -',
  '^(bkg_[0-9A-Za-z]{20}|[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{Pd}\\p{Zs}]{9,39})$': 'must be a booking id (bkg_ followed by 20 letters or digits) or its reference, such as TR-7KQ2-M9XH',
  '^(inv_[0-9A-Za-z]{20}|[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{Pd}\\p{Zs}]{8,39})$': 'must be an invoice id (inv_ followed by 20 letters or digits) or its number, such as INV-2026-000001',
  '^(cn_[0-9A-Za-z]{20}|[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{Pd}\\p{Zs}]{7,39})$': 'must be a credit note id (cn_ followed by 20 letters or digits) or its number, such as CN-2026-000001',
};

/** Ids are `<prefix>_` and 20 base62 characters throughout the API. */
function patternMessage(pattern: string): string {
  const known = PATTERN_MESSAGES[pattern];
  if (known) return known;
  const id = /^\^([a-z]+)_\[0-9A-Za-z\]\{20\}\$$/.exec(pattern);
  if (id) return `must be an id: ${id[1]}_ followed by 20 letters or digits`;
  return `must match the pattern ${pattern}`;
}

const FORMAT_MESSAGES: Record<string, string> = {
  'date-time': 'must be an ISO 8601 date-time with a UTC offset, e.g. 2026-12-05T15:30:00+04:00',
  date: 'must be a date written YYYY-MM-DD',
  email: 'must be an email address',
  uri: 'must be an absolute URL',
  hostname: 'must be a host name such as book.example.ae',
};

/** `/lines/0/net_aed` becomes `lines[0].net_aed`. */
function dottedPath(instancePath: string, child?: string): string {
  const segments = instancePath.split('/').slice(1);
  if (child !== undefined) segments.push(child);
  let out = '';
  for (const raw of segments) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (/^[0-9]+$/.test(segment)) out += `[${segment}]`;
    else out += out === '' ? segment : `.${segment}`;
  }
  return out;
}

const article = (type: string): string => (type === 'integer' || type === 'object' || type === 'array' ? `an ${type}` : `a ${type}`);

function toIssue(error: ErrorObject, subject: string): ValidationIssue {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { path: dottedPath(error.instancePath, String(p.missingProperty)), message: 'is required' };
    case 'additionalProperties':
      return { path: dottedPath(error.instancePath, String(p.additionalProperty)), message: 'is not a field of this request' };
    case 'discriminator':
      return {
        path: dottedPath(error.instancePath, String(p.tag)),
        message: `is required and must be one of: ${((p.values as string[] | undefined) ?? []).join(', ')}`,
      };
    default:
      break;
  }
  const path = dottedPath(error.instancePath);
  switch (error.keyword) {
    case 'type':
      if (path === '') return { path, message: `the ${subject} must be ${article(String(p.type))}` };
      return { path, message: `must be ${String(p.type).split(',').map(article).join(' or ')}` };
    case 'enum':
      return { path, message: `must be one of: ${(p.allowedValues as unknown[]).map(String).join(', ')}` };
    case 'const':
      return { path, message: `must be ${JSON.stringify(p.allowedValue)}` };
    case 'pattern':
      return { path, message: patternMessage(String(p.pattern)) };
    case 'format':
      return { path, message: FORMAT_MESSAGES[String(p.format)] ?? `must be a valid ${String(p.format)}` };
    case 'minimum':
      return { path, message: `must be at least ${String(p.limit)}` };
    case 'maximum':
      return { path, message: `must be at most ${String(p.limit)}` };
    case 'exclusiveMinimum':
      return { path, message: `must be greater than ${String(p.limit)}` };
    case 'exclusiveMaximum':
      return { path, message: `must be less than ${String(p.limit)}` };
    case 'multipleOf':
      return { path, message: `must be a multiple of ${String(p.multipleOf)}` };
    case 'minLength':
      return { path, message: p.limit === 1 ? 'must not be empty' : `must be at least ${String(p.limit)} characters long` };
    case 'maxLength':
      return { path, message: `must be at most ${String(p.limit)} characters long` };
    case 'minItems':
      return { path, message: `must have at least ${String(p.limit)} item${p.limit === 1 ? '' : 's'}` };
    case 'maxItems':
      return { path, message: `must have at most ${String(p.limit)} items` };
    case 'minProperties':
      return { path, message: `must have at least ${String(p.limit)} field${p.limit === 1 ? '' : 's'}` };
    case 'uniqueItems':
      return { path, message: 'must not repeat an item' };
    default:
      return { path, message: error.message ?? 'is invalid' };
  }
}

function issuesOf(validate: ValidateFunction | undefined, data: unknown, subject: string): ValidationIssue[] {
  if (!validate || validate(data)) return [];
  const seen = new Set<string>();
  const issues: ValidationIssue[] = [];
  for (const error of validate.errors ?? []) {
    // With a discriminator, the chosen branch's own errors say more than the oneOf summary.
    if (error.keyword === 'oneOf' || error.keyword === 'anyOf' || error.keyword === 'if') continue;
    const issue = toIssue(error, subject);
    const key = `${issue.path}\u0000${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      issues.push(issue);
    }
  }
  return issues;
}

export interface RequestParts {
  body: unknown;
  query: Record<string, unknown>;
  params: Record<string, string>;
  headers: Record<string, unknown>;
  hasBody: boolean;
  hasQuery: boolean;
  hasPath: boolean;
  hasHeaders: boolean;
}

/**
 * C0 control characters but tab, line feed and carriage return. PostgreSQL cannot store U+0000 in
 * text at all (and SQLite would keep it), and none of the others belongs in a name, an address or
 * a note; refusing them on every database keeps the answer the same wherever the data would go.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;
const CONTROL_MESSAGE = 'must not contain control characters (U+0000 to U+001F other than tab, line feed and carriage return)';
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNPAIRED_MESSAGE = 'must be well-formed Unicode (no unpaired surrogate escapes)';

function textIssue(text: string): string | null {
  if (CONTROL_CHARACTER.test(text)) return CONTROL_MESSAGE;
  // A lone `\ud800` escape in JSON has no UTF-8 form: a database would store a replacement character instead.
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_MESSAGE;
  return null;
}

/**
 * Whether any string or key of a parsed value has a text issue: the usual answer is no, found
 * without building the path of every value as `textIssues` does. An explicit stack, as there.
 */
function hasTextIssue(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (textIssue(value) !== null) return true;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (typeof value === 'object' && value !== null) {
      for (const key in value) {
        if (!Object.hasOwn(value, key)) continue;
        if (textIssue(key) !== null) return true;
        pending.push((value as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

/**
 * Every string and key of a parsed value with a path in the 422's dotted notation. Walked with
 * an explicit stack: a 16 KB body can nest thousands of levels deep, more than recursion survives.
 */
function textIssues(root: unknown, rootPath: string, issues: ValidationIssue[]): void {
  if (!hasTextIssue(root)) return;
  const pending: Array<{ value: unknown; path: string }> = [{ value: root, path: rootPath }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const message = textIssue(value);
      if (message) issues.push({ path, message });
      continue;
    }
    const children: Array<{ value: unknown; path: string }> = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => children.push({ value: item, path: `${path}[${i}]` }));
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const keyMessage = textIssue(key);
        // The key itself cannot be echoed as a readable path, so the issue sits on its parent.
        if (keyMessage) issues.push({ path, message: `a field name ${keyMessage}` });
        else children.push({ value: item, path: path === '' ? key : `${path}.${key}` });
      }
    }
    // Reversed onto the stack, so issues come out in the body's own order.
    pending.push(...children.reverse());
  }
}

/** `idempotency-key` (as Node hands headers over) becomes `Idempotency-Key`, as the contract names it. */
const headerName = (lowercase: string): string => lowercase.replace(/(^|-)([a-z])/g, (_m, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * A header's issues name it as the contract does, once: an empty value breaks both its length
 * and its pattern, and the first of them says what is wrong.
 */
function headerIssues(issues: readonly ValidationIssue[]): ValidationIssue[] {
  const named = new Map<string, ValidationIssue>();
  for (const issue of issues) {
    const path = headerName(issue.path);
    if (!named.has(path)) named.set(path, { ...issue, path });
  }
  return [...named.values()];
}

const isEmptyObject = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0;

/**
 * Runs the operation's precompiled validators. Parameter validators coerce strings in place
 * (`expires=1798761600` becomes a number), so the handler sees the documented types.
 */
export function validateRequest(operationId: string, parts: RequestParts, source: ValidatorSource = partnerValidators): void {
  const params = (): Validators => source.params().loadValidators();
  const body = (): Validators => source.body().loadValidators();
  const issues: ValidationIssue[] = [];
  textIssues(parts.params, '', issues);
  textIssues(parts.query, '', issues);
  textIssues(parts.body, '', issues);
  if (issues.length > 0) throw errors.validation(issues);
  issues.push(
    ...(parts.hasPath ? issuesOf(params()[`${operationId}_path`], parts.params, 'path') : []),
    ...(parts.hasQuery ? issuesOf(params()[`${operationId}_query`], parts.query, 'query') : []),
    ...(parts.hasHeaders ? headerIssues(issuesOf(params()[`${operationId}_headers`], parts.headers, 'headers')) : []),
  );
  if (parts.hasBody) issues.push(...issuesOf(body()[`${operationId}_body`], parts.body, 'body'));
  // SDKs send `{}` with every POST, so an empty object counts as no body.
  else if (parts.body !== undefined && !isEmptyObject(parts.body)) {
    issues.push({ path: '', message: 'this operation takes no request body: send none, or an empty JSON object {}' });
  }
  if (issues.length > 0) throw errors.validation(issues);
}
