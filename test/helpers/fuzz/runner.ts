/**
 * The fuzz run's plan: its settings (seed, cases per operation, one operation to replay), the
 * cases of each operation in the order its PRNG stream draws them (the valid request, the
 * hazards, then the mutations round and round), and a case's path and query as they go on the
 * wire. test/contract/fuzz.contract.test.ts sends them.
 */
import type { OperationContract, Query } from './contract';
import { ANY_QUERY_MUTATORS, BODY_MUTATORS, HAZARDS, HEADER_MUTATORS, PATH_MUTATORS, QUERY_MUTATORS, UNEXPECTED_BODY, baseHeaders, baseRequest, otherMethodMutator, type FuzzCase, type Mutator } from './generators';
import { Prng, operationSeed } from './prng';

export interface FuzzSettings {
  seed: number;
  casesPerOperation: number;
  /** Only this operation (by operationId), to replay a failure. */
  operation: string | null;
}

/** A fixed seed and a bounded count by default, so CI runs the same cases quickly every time. */
export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const seed = env.FUZZ_SEED === undefined || env.FUZZ_SEED === '' ? 20261122 : Number(env.FUZZ_SEED);
  const cases = env.FUZZ_CASES_PER_OPERATION === undefined || env.FUZZ_CASES_PER_OPERATION === '' ? 30 : Number(env.FUZZ_CASES_PER_OPERATION);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got ${env.FUZZ_SEED}`);
  if (!Number.isSafeInteger(cases) || cases < 1) throw new Error(`FUZZ_CASES_PER_OPERATION must be a positive integer, got ${env.FUZZ_CASES_PER_OPERATION}`);
  return { seed, casesPerOperation: cases, operation: env.FUZZ_OPERATION || null };
}

/**
 * The cases of one operation: the valid request first, then every applicable mutation in a
 * shuffled order, round and round until `count` cases are made. Each case builds its own base
 * request (its own Idempotency-Key), so no two cases share a key.
 */
export function generateCases(
  contract: OperationContract,
  options: { seed: number; count: number; signedQuery?: Query; fixedQuery?: Query; methodsOfPath?: readonly string[] },
): FuzzCase[] {
  const { route } = contract;
  const prng = new Prng(operationSeed(options.seed, route.operationId));
  // Bearer credentials only: the signed availability URL carries its credential in the query.
  const secured = route.security.some((req) => req.scheme === 'tradeApiKey' || req.scheme === 'sandboxBearerToken');
  const mutators: Array<[string, Mutator]> = [
    ...Object.entries(HEADER_MUTATORS).filter(([name]) => secured || !name.startsWith('auth.') || name === 'auth.none'),
    ...Object.entries(ANY_QUERY_MUTATORS),
    ...(route.hasBody && contract.bodyExamples.length > 0 ? Object.entries(BODY_MUTATORS) : [['body.unexpected', UNEXPECTED_BODY] as [string, Mutator]]),
    ...(contract.pathParams.length > 0 ? Object.entries(PATH_MUTATORS) : []),
    ...(contract.queryParams.length > 0 ? Object.entries(QUERY_MUTATORS) : []),
    ...(options.methodsOfPath ? [['method.other', otherMethodMutator(options.methodsOfPath)] as [string, Mutator]] : []),
  ].filter(([name]) => !(name.includes('IdempotencyKey') && !contract.headerParams.some((p) => p.name.toLowerCase() === 'idempotency-key')));
  const hazards = Object.entries(HAZARDS).filter(([, hazard]) => hazard.applies(contract));
  const cases: FuzzCase[] = [];
  let order = prng.shuffle(mutators);
  for (let index = 0; cases.length < options.count; index++) {
    // The valid request stays as the contract's examples make it; the mutations start from the fixed query.
    const base = baseRequest(contract, prng, index, options.seed, options.signedQuery, index === 0 ? undefined : options.fixedQuery);
    const idempotent = base.idempotencyKey !== null;
    if (index === 0) {
      cases.push({
        index,
        label: 'the valid request',
        method: route.method,
        path: base.path,
        query: base.query,
        headers: baseHeaders(base),
        credential: 'default',
        ...(base.body === undefined ? {} : { body: { json: base.body } }),
        idempotent,
      });
      continue;
    }
    const hazard = hazards[index - 1];
    const slot = (index - 1 - hazards.length) % order.length;
    if (!hazard && slot === 0 && index - 1 > hazards.length) order = prng.shuffle(mutators);
    const [name, mutate] = hazard ? [hazard[0], hazard[1].make] : (order[slot] as [string, Mutator]);
    const made = mutate({ contract, base, prng, secured });
    if (!made) continue;
    const sentKey = Object.keys(made.headers).some((h) => h.toLowerCase() === 'idempotency-key');
    // Some mutations go with a live key of an account with live access: the live paths validate too.
    const live = !hazard && made.credential === 'default' && route.security.some((req) => req.scheme === 'tradeApiKey') && prng.chance(0.15);
    cases.push({
      ...made,
      label: `${name}: ${made.label}${live ? ' (live key)' : ''}`,
      credential: live ? 'live' : made.credential,
      index,
      method: made.method ?? route.method,
      idempotent: sentKey || idempotent,
    });
  }
  return cases;
}

/** The path and query as they go on the wire; query values are encoded unless already raw escapes. */
export function target(fuzzCase: FuzzCase): string {
  if (fuzzCase.query.length === 0) return fuzzCase.path;
  // A value holding escapes (%ZZ, %ED%A0%80) is sent as it is, to reach the server malformed.
  const encode = (s: string): string => (/%(?:[0-9A-Fa-f]{2}|ZZ)/.test(s) ? s : encodeURIComponent(s));
  return `${fuzzCase.path}?${fuzzCase.query.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&')}`;
}
