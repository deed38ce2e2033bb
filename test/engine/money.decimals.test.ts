/**
 * AED amounts travel as JSON numbers with at most two decimals, stated in the contract as
 * `x-max-decimals: 2` rather than `multipleOf: 0.01`, which validators test by float division and
 * fail on correct amounts (4553.24 / 0.01 = 455323.99999999994). A validator that does not know
 * the keyword (Ajv with no option for it, Prism, Redocly) must accept every correct amount and
 * every documented answer; the service refuses a third decimal with a 422.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../../src/platform/openapiDocument';
import { COMPONENTS_ID, MAX_DECIMALS, fractionalMultipleOf, maxDecimalsKeyword, toJsonSchema } from '../../codegen/validators';
import { RunningClock } from '../helpers/testApp';
import { useV1Suite } from '../helpers/suite';
import { call } from '../helpers/http';
import { resolved } from '../helpers/contract';
import { MODES, partitionFor } from '../helpers/partitions';
import { rowCounts } from '../helpers/tables';

type Schema = Record<string, unknown>;
interface Example {
  value?: unknown;
  $ref?: string;
}
interface MediaType {
  schema?: Schema;
  examples?: Record<string, Example>;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}

const document = openApiDocument() as unknown as {
  paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, ResponseObject> }>>;
  components: { schemas: Record<string, Schema> };
};

/** Two-decimal amounts whose float division by 0.01 is not a whole number, and plain ones. */
const TWO_DECIMALS = [4553.24, 0.07, 1234567.89, 0.29, 1.1, 19.99, 1250.5, 330, 0.01, 9999999.99, 0];
const MORE_DECIMALS = [4553.245, 10.005, 0.001, 0.1 + 0.2, 1e-7, 1234567.891];

/** Every schema of the contract that carries `x-max-decimals`, with where it is. */
function decimalSchemas(node: unknown, path: string, found: Array<[string, Schema]>): Array<[string, Schema]> {
  if (node === null || typeof node !== 'object') return found;
  if (MAX_DECIMALS in node) found.push([path, node as Schema]);
  for (const [key, value] of Object.entries(node)) decimalSchemas(value, `${path}/${key}`, found);
  return found;
}

/** Whether `amount` is within the schema's bounds, so that only the decimals are on trial. */
function inBounds(schema: Schema, amount: number): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema as Record<string, number | undefined>;
  return (minimum === undefined || amount >= minimum) && (maximum === undefined || amount <= maximum) && (exclusiveMinimum === undefined || amount > exclusiveMinimum) && (exclusiveMaximum === undefined || amount < exclusiveMaximum);
}

/** An Ajv 2020 as another tool would set it up: no multipleOf precision, no keyword of the service's. */
function plainAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: toJsonSchema(document.components.schemas) as Schema });
  return ajv;
}

const schemas = decimalSchemas(document, '#', []);

describe('amounts in the contract', () => {
  it('state their decimals with x-max-decimals, never a fractional multipleOf', () => {
    expect(fractionalMultipleOf(document, '#', [])).toEqual([]);
    expect(schemas.map(([path]) => path)).toEqual(expect.arrayContaining(['#/components/schemas/Money']));
    for (const [path, schema] of schemas) expect({ path, decimals: schema[MAX_DECIMALS] }).toEqual({ path, decimals: 2 });
  });

  it('accept every two-decimal amount in a plain Ajv 2020, with no precision option', () => {
    const ajv = plainAjv();
    for (const [path, schema] of schemas) {
      const validate = ajv.compile(toJsonSchema(schema) as Schema);
      for (const amount of TWO_DECIMALS.filter((a) => inBounds(schema, a))) expect({ path, amount, valid: validate(amount) }).toEqual({ path, amount, valid: true });
    }
  });

  it('accept exactly the two-decimal amounts where the keyword is compiled in, as the service and the test kit do', () => {
    const ajv = plainAjv();
    ajv.addKeyword(maxDecimalsKeyword);
    for (const [path, schema] of schemas) {
      const validate = ajv.compile(toJsonSchema(schema) as Schema);
      for (const amount of TWO_DECIMALS.filter((a) => inBounds(schema, a))) expect({ path, amount, valid: validate(amount) }).toEqual({ path, amount, valid: true });
      for (const amount of MORE_DECIMALS.filter((a) => inBounds(schema, a))) {
        expect({ path, amount, valid: validate(amount) }).toEqual({ path, amount, valid: false });
        expect(validate.errors?.[0]).toMatchObject({ keyword: MAX_DECIMALS, message: 'must have at most two decimals' });
      }
    }
  });

  it('validate every documented JSON answer in a plain Ajv 2020, with no precision option', () => {
    const ajv = plainAjv();
    const compiled = new Map<Schema, ValidateFunction>();
    let checked = 0;
    let probed = false;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [status, declared] of Object.entries(op.responses ?? {})) {
          const media = resolved(declared).content?.['application/json'];
          if (!media?.schema) continue;
          let validate = compiled.get(media.schema);
          if (!validate) {
            validate = ajv.compile(toJsonSchema(media.schema) as Schema);
            compiled.set(media.schema, validate);
          }
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            const { value } = resolved(example);
            expect({ answer: `${method.toUpperCase()} ${path} ${status} ${name}`, valid: validate(value), errors: validate.errors ?? null }).toEqual({ answer: `${method.toUpperCase()} ${path} ${status} ${name}`, valid: true, errors: null });
            checked++;
          }
          // The answer with a two-decimal amount that float division fails: 4553.24.
          if (path === '/api/b2b/v1/corporate/cost-centres' && method === 'post' && status === '201') {
            const first = resolved(Object.values(media.examples ?? {})[0] ?? {}).value as Record<string, unknown>;
            expect(validate({ ...first, monthly_budget_aed: 4553.24, approval_threshold_aed: 0.07 })).toBe(true);
            probed = true;
          }
        }
      }
    }
    expect({ checked: checked > 0, probed }).toEqual({ checked: true, probed: true });
  });
});

describe('an amount with a third decimal in a request', () => {
  const t = useV1Suite({ partners: ['who'], clock: new RunningClock() });
  const { who } = t.partners;

  describe.each(MODES)('with a %s key', (mode) => {
    it('is refused with 422 naming the field, storing nothing', async () => {
      for (const [field, amount] of [['monthly_budget_aed', 4553.245], ['approval_threshold_aed', 10.005], ['monthly_budget_aed', 0.1 + 0.2]] as const) {
        const before = await rowCounts(t.db);
        const res = await call(t.app, 'POST', '/api/b2b/v1/corporate/cost-centres', { token: who.keys[mode], body: { code: `DEC-${mode}`, name: 'Decimals', [field]: amount } });
        expect(res.status).toBe(422);
        expect(res.body.error).toEqual({ code: 'validation_failed', message: expect.stringContaining(field), retryable: false, fields: [field], issues: [{ path: field, message: 'must have at most two decimals' }] });
        expect(await rowCounts(t.db)).toEqual(before);
      }
    });

    it('is not: two decimals that float division fails are taken, stored and answered exactly', async () => {
      const res = await call(t.app, 'POST', '/api/b2b/v1/corporate/cost-centres', { token: who.keys[mode], body: { code: `DEC-${mode}`, name: 'Decimals', monthly_budget_aed: 4553.24, approval_threshold_aed: 0.07 } });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ monthly_budget_aed: 4553.24, approval_threshold_aed: 0.07 });
      const row = (await partitionFor(t, who.accountId, mode).table('corporate_cost_centres').where({ id: res.body.id }).first()) as Record<string, unknown>;
      expect({ budget: Number(row.monthly_budget_fils), threshold: Number(row.approval_threshold_fils) }).toEqual({ budget: 455324, threshold: 7 });
    });
  });
});
