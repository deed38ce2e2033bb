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
 * The operator API's own contract (openapi/ops/openapi.yaml and openapi/ops/*.yaml) goes through
 * the same steps into src/generated/ops/: the same files but subjects.ts (it has no events), its
 * document served at GET /api/ops/v1/openapi.json to signed-in staff only. The drivers' job page's
 * contract (openapi/driver/) goes into src/generated/driver/ the same way, its document served
 * publicly at GET /api/driver/v1/openapi.json, and the partner portal's sign-in contract
 * (openapi/portal/) into src/generated/portal/, served publicly at GET /api/portal/v1/openapi.json.
 *
 * `--check` regenerates in memory and fails when a file on disk differs, so CI catches drift.
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { compileValidators, fractionalMultipleOf, type ValidatorSpec } from './validators';
import { collectOperations, renderRoutes, type HandlerTypeSource } from './routes';
import { DRIVER_LISTS, OPS_LISTS, PORTAL_LISTS, renderEnums } from './enums';
import { renderSubjects } from './subjects';
import { DRIVER_CONTRACT, loadContract, OPS_CONTRACT, PARTNERS_CONTRACT, PORTAL_CONTRACT, type ContractFiles } from './contract';

const root = resolve(__dirname, '..');

/** One contract and what is generated from it. */
interface Target {
  files: ContractFiles;
  outDir: string;
  header: string;
  handlerType?: HandlerTypeSource;
  enumLists?: ReadonlyArray<[string, string]>;
  subjects: boolean;
}

const TARGETS: readonly Target[] = [
  {
    files: PARTNERS_CONTRACT,
    outDir: join(root, 'src', 'generated'),
    header: '// Generated from the contract (openapi.yaml, openapi/*.yaml) by `npm run codegen`. Do not edit.\n',
    subjects: true,
  },
  {
    files: OPS_CONTRACT,
    outDir: join(root, 'src', 'generated', 'ops'),
    header: '// Generated from the operator API\'s contract (openapi/ops/openapi.yaml, openapi/ops/*.yaml) by `npm run codegen`. Do not edit.\n',
    handlerType: { from: '../../http/opsHandler', name: 'OpsOperationHandler' },
    enumLists: OPS_LISTS,
    subjects: false,
  },
  {
    files: DRIVER_CONTRACT,
    outDir: join(root, 'src', 'generated', 'driver'),
    header: '// Generated from the driver API\'s contract (openapi/driver/openapi.yaml, openapi/driver/*.yaml) by `npm run codegen`. Do not edit.\n',
    handlerType: { from: '../../http/driverHandler', name: 'DriverOperationHandler' },
    enumLists: DRIVER_LISTS,
    subjects: false,
  },
  {
    files: PORTAL_CONTRACT,
    outDir: join(root, 'src', 'generated', 'portal'),
    header: '// Generated from the portal API\'s contract (openapi/portal/openapi.yaml, openapi/portal/*.yaml) by `npm run codegen`. Do not edit.\n',
    handlerType: { from: '../../http/portalHandler', name: 'PortalOperationHandler' },
    enumLists: PORTAL_LISTS,
    subjects: false,
  },
];

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

async function generate(target: Target): Promise<Map<string, string>> {
  const HEADER = target.header;
  const document = loadContract(root, target.files);
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
  files.set('routes.ts', HEADER + renderRoutes(operations, document.components?.securitySchemes ?? {}, target.handlerType));
  files.set('enums.ts', HEADER + renderEnums(document, target.enumLists));
  if (target.subjects) files.set('subjects.ts', HEADER + renderSubjects(document));
  files.set(
    'openapi-document.ts',
    `${HEADER}export const openApiDocumentJson = ${JSON.stringify(JSON.stringify(document))};\n`,
  );
  files.set('openapi.json', bundleFile(document));
  return files;
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundle')) {
    for (const { outDir, files } of TARGETS) {
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'openapi.json'), bundleFile(loadContract(root, files)));
    }
    return;
  }
  const check = process.argv.includes('--check');
  const drifted: string[] = [];
  let count = 0;
  for (const contract of TARGETS) {
    const files = await generate(contract);
    count += files.size;
    const { outDir } = contract;
    mkdirSync(outDir, { recursive: true });
    for (const [name, contents] of files) {
      const target = join(outDir, name);
      if (!check) {
        writeFileSync(target, contents);
        continue;
      }
      let current: string | null;
      try {
        current = readFileSync(target, 'utf8');
      } catch {
        current = null;
      }
      if (current !== contents) drifted.push(target.slice(root.length + 1));
    }
  }
  if (check) {
    if (drifted.length > 0) {
      console.error(`Generated files differ from the contract: ${drifted.join(', ')}. Run \`npm run codegen\`.`);
      process.exit(1);
    }
    console.log(`codegen:check: ${count} generated files match the contracts`);
  } else {
    console.log(`codegen: wrote ${count} files to src/generated/, src/generated/ops/, src/generated/driver/ and src/generated/portal/`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
