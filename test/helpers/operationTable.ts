import specTable from '../fixtures/v1-operations.json';
import { routes, type RouteDefinition } from '../../src/generated/routes';
import { openApiDocument } from '../../src/platform/openapiDocument';

/** A row of an operation table, as the specification lays it out. */
export interface OperationRow {
  section: string;
  method: string;
  path: string;
  /**
   * The one scope the operation requires, or null for none: the API's own description needs no
   * key, and the event feed takes any key and shows it the events of the objects it may read.
   */
  scope: string | null;
  access: string;
  purpose: string;
}

/**
 * The specification's table, unchanged (`../shared/spec/v1-operations.json`): a record of what
 * was asked for, which the contract must keep. The contract may add operations to it.
 */
export const SPEC_OPERATIONS = specTable as OperationRow[];

/** A test helper: in the contract beside the v1 operations, for test keys only. */
export const isTestHelper = (route: Pick<RouteDefinition, 'path' | 'tag'>): boolean =>
  route.path.startsWith('/api/b2b/v1/test-helpers/') && route.tag === 'Test helpers';

const document = openApiDocument() as unknown as { paths: Record<string, Record<string, { summary?: string }>> };

/** The table row of a v1 operation, read from the contract. */
export function rowOf(route: RouteDefinition): OperationRow {
  const scopes = route.security.flatMap((requirement) => requirement.scopes);
  return {
    section: route.tag,
    method: route.method,
    path: route.path,
    scope: scopes[0] ?? null,
    access: route.access ?? '',
    purpose: document.paths[route.path]?.[route.method.toLowerCase()]?.summary ?? '',
  };
}

/**
 * The v1 operations of the contract (test helpers aside), as rows of the specification's table:
 * section = tag, scope = the security requirement's scope, access = `x-access`, purpose = summary.
 * The contract is the one list; an operation added to the contract is a row here.
 */
export const OPERATION_TABLE: OperationRow[] = routes
  .filter((route) => route.path.startsWith('/api/b2b/v1/') && !isTestHelper(route))
  .map(rowOf);

export const operationKey = (o: { method: string; path: string }): string => `${o.method} ${o.path}`;
