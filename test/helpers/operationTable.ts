import specTable from '../fixtures/v1-operations.json';
import addedTable from '../fixtures/v1-operations-added.json';

/** A row of the operation table: the specification's 106 operations, then the ones this service added. */
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

/** The specification's table, unchanged (`../shared/spec/v1-operations.json`). */
export const SPEC_OPERATIONS = specTable as OperationRow[];
/**
 * Operations the contract added, in the order they came: where a better design needed them
 * (transfer amendments, reading quote and wholesale requests), then the issues' (the event feed
 * …). A new operation slots in as a row here; the tests read the table, not a count.
 */
export const ADDED_OPERATIONS = addedTable as OperationRow[];
export const OPERATION_TABLE: OperationRow[] = [...SPEC_OPERATIONS, ...ADDED_OPERATIONS];
