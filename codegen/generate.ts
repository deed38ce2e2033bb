/**
 * Generates everything under src/generated/ from the contract (openapi.yaml and openapi/*.yaml,
 * bundled by ./contract.ts):
 *   openapi-types.ts      TypeScript types (openapi-typescript)
 *   body-validators.ts    precompiled Ajv 2020 validators for request bodies (no coercion)
 *   param-validators.ts   precompiled Ajv 2020 validators for path and query parameters (string coercion)
 *   routes.ts             the route table, operation ids and the handler-map type
 *   enums.ts              the contract's enums the code needs as values (scopes, error codes, event types)
 *   subjects.ts           the scope to read each event subject and booking kind by (`x-subject`, `x-booking-kind`)
 *   openapi-document.ts   the document served at GET /api/b2b/v1/openapi.json
 *   openapi.json          the same document as a file, for the SDK's generator and other tools
 *
 * `--check` regenerates in memory and fails when a file on disk differs, so CI catches drift.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { compileValidators, fractionalMultipleOf, type ValidatorSpec } from './validators';
import { collectOperations, renderRoutes } from './routes';
import { renderEnums } from './enums';
import { renderSubjects } from './subjects';
import { loadContract } from './contract';

const root = resolve(__dirname, '..');
const outDir = join(root, 'src', 'generated');
const HEADER = '// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.\n';

/**
 * An unquoted comma inside a YAML flow mapping (`{ description: a, b }`) silently turns the rest
 * of the text into a key with no value; no key of the document legitimately looks like that.
 */
function findStrayFlowKeys(node: unknown, path: string, found: string[]): string[] {
  if (node === null || typeof node !== 'object') return found;
  for (const [key, value] of Object.entries(node)) {
    if (value === null && key.includes(' ')) found.push(`${path}/${key}`);
    findStrayFlowKeys(value, `${path}/${key}`, found);
  }
  return found;
}

/** The bundled contract as a file, which `npm run lint:spec` lints: cheap, so it runs alone with `--bundle`. */
function bundleFile(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

async function generate(): Promise<Map<string, string>> {
  const document = loadContract(root);
  const stray = findStrayFlowKeys(document, '#', []);
  if (stray.length > 0) {
    throw new Error(`The contract has keys without values, usually an unquoted comma in a { … } mapping; quote the text:\n  ${stray.join('\n  ')}`);
  }
  const fractional = fractionalMultipleOf(document, '#', []);
  if (fractional.length > 0) {
    throw new Error(`The contract has a fractional multipleOf, which validators fail by float error (4553.24 / 0.01); state decimals with \`x-max-decimals: 2\` instead:\n  ${fractional.join('\n  ')}`);
  }
  const operations = collectOperations(document);
  const files = new Map<string, string>();

  // openapi-typescript rewrites discriminator properties in the object it is given: give it a copy.
  const typesAst = await openapiTS(structuredClone(document) as unknown as Parameters<typeof openapiTS>[0], {
    silent: true,
    alphabetize: false,
  });
  files.set('openapi-types.ts', HEADER + astToString(typesAst));

  const bodySpecs: ValidatorSpec[] = [];
  const paramSpecs: ValidatorSpec[] = [];
  for (const op of operations) {
    if (op.bodySchema) bodySpecs.push({ name: `${op.operationId}_body`, schema: op.bodySchema });
    if (op.pathParamsSchema) paramSpecs.push({ name: `${op.operationId}_path`, schema: op.pathParamsSchema });
    if (op.queryParamsSchema) paramSpecs.push({ name: `${op.operationId}_query`, schema: op.queryParamsSchema });
    if (op.headerParamsSchema) paramSpecs.push({ name: `${op.operationId}_headers`, schema: op.headerParamsSchema });
  }
  files.set('body-validators.ts', HEADER + compileValidators(document, bodySpecs, { coerceTypes: false }));
  files.set('param-validators.ts', HEADER + compileValidators(document, paramSpecs, { coerceTypes: true }));
  files.set('routes.ts', HEADER + renderRoutes(operations, document.components?.securitySchemes ?? {}));
  files.set('enums.ts', HEADER + renderEnums(document));
  files.set('subjects.ts', HEADER + renderSubjects(document));
  files.set(
    'openapi-document.ts',
    `${HEADER}export const openApiDocumentJson = ${JSON.stringify(JSON.stringify(document))};\n`,
  );
  files.set('openapi.json', bundleFile(document));
  return files;
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundle')) {
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'openapi.json'), bundleFile(loadContract(root)));
    return;
  }
  const check = process.argv.includes('--check');
  const files = await generate();
  const drifted: string[] = [];
  mkdirSync(outDir, { recursive: true });
  for (const [name, contents] of files) {
    const target = join(outDir, name);
    if (check) {
      let current: string | null;
      try {
        current = readFileSync(target, 'utf8');
      } catch {
        current = null;
      }
      if (current !== contents) drifted.push(name);
    } else {
      writeFileSync(target, contents);
    }
  }
  if (check) {
    if (drifted.length > 0) {
      console.error(`Generated files differ from the contract: ${drifted.join(', ')}. Run \`npm run codegen\`.`);
      process.exit(1);
    }
    console.log(`codegen:check: ${files.size} generated files match the contract`);
  } else {
    console.log(`codegen: wrote ${[...files.keys()].join(', ')} to src/generated/`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
