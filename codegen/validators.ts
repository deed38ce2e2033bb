import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import standaloneCode from 'ajv/dist/standalone';
import { _, str, type CodeKeywordDefinition } from 'ajv';
import type { JsonSchema, OpenApiDocument } from './document';

export interface ValidatorSpec {
  /** Export name in the generated module. */
  name: string;
  schema: JsonSchema;
}

export const COMPONENTS_ID = 'components.json';

/**
 * `x-max-decimals: 2` on a number: at most two decimals, as the JSON text wrote it. It replaces
 * `multipleOf: 0.01`, which validators test by float division (4553.24 / 0.01 is
 * 455323.99999999994) and so refuse correct amounts. The check is exact: a number has at most n
 * decimals when it is the double nearest to its own n-decimal rounding. Validators that do not
 * know the keyword ignore it, as JSON Schema 2020-12 does unknown keywords (Ajv with
 * `strict: false`, Prism, Redocly); the service and the test kit compile it in.
 */
export const MAX_DECIMALS = 'x-max-decimals';
export const maxDecimalsKeyword: CodeKeywordDefinition = {
  keyword: MAX_DECIMALS,
  type: 'number',
  schemaType: 'number',
  metaSchema: { type: 'integer', minimum: 0, maximum: 20 },
  error: {
    message: ({ schema }) => str`must have at most ${schema === 2 ? 'two' : String(schema)} decimals`,
    params: ({ schema }) => _`{maxDecimals: ${schema as number}}`,
  },
  code(cxt) {
    cxt.fail(_`Number(${cxt.data}.toFixed(${cxt.schema as number})) !== ${cxt.data}`);
  },
};

/**
 * A `multipleOf` that is not a whole number fails correct values by float error: the contract
 * states decimals with `x-max-decimals` instead. Answers where it does not.
 */
export function fractionalMultipleOf(node: unknown, path: string, found: string[]): string[] {
  if (node === null || typeof node !== 'object') return found;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'multipleOf' && typeof value === 'number' && !Number.isInteger(value)) found.push(path);
    fractionalMultipleOf(value, `${path}/${key}`, found);
  }
  return found;
}

/**
 * OpenAPI references point into the whole document (`#/components/schemas/X`); Ajv compiles
 * JSON Schema, so every schema is re-rooted under one `components.json` schema's `$defs`.
 * Ajv's discriminator keyword also refuses `mapping` (it derives the mapping from the `const`
 * of each branch), so that is dropped here; the document served keeps it.
 */
export function toJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toJsonSchema);
  if (node === null || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`);
    } else if (key === 'discriminator' && value && typeof value === 'object') {
      out.discriminator = { propertyName: (value as { propertyName: string }).propertyName };
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  return out;
}

/**
 * Ajv's discriminator error names the tag but not its allowed values. Each discriminator's
 * compiled code compares the tag with each value it accepts (`tag0 === "airport"`) just before
 * raising that error; those values are written into the error's params (`values`), so the 422
 * says what this schema would have accepted, even where two schemas share a tag name.
 */
export function withDiscriminatorValues(code: string): string {
  return code.replace(/params:\{error: "(mapping|tag)", tag: "([^"]+)", tagValue: (tag\d+)\}/g, (match, _error: string, _tag: string, variable: string, offset: number) => {
    const start = code.lastIndexOf(`const ${variable} = `, offset);
    const compared = code.slice(start, offset).matchAll(new RegExp(`${variable} === "([^"]+)"`, 'g'));
    const values = [...new Set([...compared].map((found) => found[1] as string))];
    return `${match.slice(0, -1)}, values: ${JSON.stringify(values)}}`;
  });
}

/**
 * Ajv coerces a string to a number when `s == +s`, which takes `1e400` (Infinity), `0x10` and
 * ` 5 `; its finiteness check then skips the bounds of a non-finite value instead of failing it,
 * so `limit=1e400` passed `maximum: 100`. Parameters are coerced only from decimal notation that
 * gives a finite number; anything else stays a string and fails the type check.
 */
function finiteCoercion(code: string, coerceTypes: boolean, specs: readonly ValidatorSpec[]): string {
  const loose = /(data\d*) == \+\1/g;
  if (!coerceTypes) return code;
  if (!loose.test(code)) {
    // Parameters that are all inline strings (the driver API's) have no number to coerce.
    const schemas = JSON.stringify(specs.map((spec) => spec.schema));
    if (!/"(number|integer)"|"\$ref"/.test(schemas)) return code;
    throw new Error('codegen: Ajv no longer coerces numbers with `data == +data`; review finiteCoercion');
  }
  return code.replace(loose, (_m, v: string) => `/^-?[0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/.test(${v}) && isFinite(${v})`);
}

export function compileValidators(
  document: OpenApiDocument,
  specs: ValidatorSpec[],
  options: { coerceTypes: boolean },
): string {
  const ajv = new Ajv2020({
    strict: true,
    allErrors: true,
    discriminator: true,
    coerceTypes: options.coerceTypes,
    code: {
      source: true,
      esm: false,
      lines: true,
      formats: _`require("ajv-formats/dist/formats").fullFormats`,
    },
  });
  addFormats(ajv);
  ajv.addKeyword(maxDecimalsKeyword);
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: toJsonSchema(document.components?.schemas ?? {}) as JsonSchema });
  const exports: Record<string, string> = {};
  for (const spec of specs) {
    ajv.addSchema(toJsonSchema(spec.schema) as JsonSchema, spec.name);
    exports[spec.name] = spec.name;
  }
  const code = withDiscriminatorValues(finiteCoercion(standaloneCode(ajv, exports).replace(/^"use strict";\n/, ''), options.coerceTypes, specs));
  // The validators and their schema constants are built on first use, not when the server
  // loads: at 100+ operations that is most of the start-up work.
  return [
    '// @ts-nocheck',
    '/* eslint-disable */',
    'let loaded;',
    'export function loadValidators() {',
    '  if (loaded) return loaded;',
    '  const exports = {};',
    code,
    '  loaded = exports;',
    '  return loaded;',
    '}',
    '',
  ].join('\n');
}
