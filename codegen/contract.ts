/**
 * The contract is written in several files and read as one document:
 *   openapi.yaml          info, servers, tags, security schemes and the components several sections share
 *   openapi/<section>.yaml  one per tag, named by the tag's `x-section` (the section's name in handlers/ and
 *                         src/sections/; without one, the tag's name lower-cased and dashed): the section's
 *                         paths, webhooks, and the components only that section uses
 * References stay document-wide (`#/components/schemas/Money`), whichever file holds the target, so a
 * component moves between files without any reference changing. Paths follow the order of `tags`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { OpenApiDocument } from './document';

export const SECTIONS_DIR = 'openapi';

/** What a section file may hold; anything else belongs in openapi.yaml. */
const SECTION_KEYS = ['paths', 'webhooks', 'components'] as const;
const COMPONENT_KINDS = ['parameters', 'headers', 'responses', 'schemas', 'examples'] as const;

type Entries = Record<string, unknown>;

interface Tag {
  name: string;
  /** The section's name, the same in openapi/, handlers/ and src/sections/ (served too: it names the tag's section to a reader). */
  'x-section'?: string;
}

export function tagFileName(tag: Tag): string {
  return `${tag['x-section'] ?? tag.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.yaml`;
}

function readYaml(file: string): Entries {
  const value = parse(readFileSync(file, 'utf8')) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} is not a YAML mapping`);
  return value as Entries;
}

/** Adds `entries` to `target`, refusing a name that another file already defines. */
function mergeInto(target: Entries, entries: unknown, where: string, owners: Map<string, string>, file: string): void {
  if (entries === undefined || entries === null) return;
  if (typeof entries !== 'object' || Array.isArray(entries)) throw new Error(`${file}: ${where} must be a mapping`);
  for (const [name, value] of Object.entries(entries)) {
    const key = `${where}/${name}`;
    const owner = owners.get(key);
    if (owner !== undefined) throw new Error(`${key} is defined twice: in ${owner} and in ${file}`);
    owners.set(key, file);
    target[name] = value;
  }
}

/**
 * Where a contract's files are: its root file and the folder of its section files. The partners'
 * contract is the default; the operator API's own contract lives in openapi/ops/ (root file
 * openapi/ops/openapi.yaml, sections openapi/ops/<section>.yaml), the drivers' job page's in
 * openapi/driver/ and the partner portal's sign-in in openapi/portal/, each bundled by the same rules.
 */
export interface ContractFiles {
  rootFile: string;
  sectionsDir: string;
}

export const PARTNERS_CONTRACT: ContractFiles = { rootFile: 'openapi.yaml', sectionsDir: SECTIONS_DIR };
export const OPS_CONTRACT: ContractFiles = { rootFile: 'openapi/ops/openapi.yaml', sectionsDir: 'openapi/ops' };
export const DRIVER_CONTRACT: ContractFiles = { rootFile: 'openapi/driver/openapi.yaml', sectionsDir: 'openapi/driver' };
export const PORTAL_CONTRACT: ContractFiles = { rootFile: 'openapi/portal/openapi.yaml', sectionsDir: 'openapi/portal' };

/** Reads the root file and the section files under `root` and returns the one document they make. */
export function loadContract(root: string, where: ContractFiles = PARTNERS_CONTRACT): OpenApiDocument {
  const { rootFile, sectionsDir: SECTIONS_DIR } = where;
  const base = readYaml(join(root, rootFile));
  for (const key of ['paths', 'webhooks']) {
    if (key in base) throw new Error(`${rootFile} holds \`${key}\`: they belong in ${SECTIONS_DIR}/<section>.yaml`);
  }
  const tags = (base.tags ?? []) as Tag[];
  const byFile = new Map(tags.map((tag) => [tagFileName(tag), tag.name]));
  // The root file may sit among its sections (openapi/ops/openapi.yaml): it is not one of them.
  const files = readdirSync(join(root, SECTIONS_DIR)).filter((name) => name.endsWith('.yaml') && `${SECTIONS_DIR}/${name}` !== rootFile);
  for (const name of files) {
    if (!byFile.has(name)) throw new Error(`${SECTIONS_DIR}/${name} names no tag of ${rootFile}; a section file is named after its tag (${[...byFile.keys()].join(', ')})`);
  }

  const owners = new Map<string, string>();
  const components = (base.components ?? {}) as Record<string, Entries>;
  for (const [kind, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries ?? {})) owners.set(`components/${kind}/${name}`, rootFile);
  }
  const paths: Entries = {};
  const webhooks: Entries = {};
  for (const name of [...byFile.keys()].filter((file) => files.includes(file))) {
    const file = `${SECTIONS_DIR}/${name}`;
    const section = readYaml(join(root, file));
    for (const key of Object.keys(section)) {
      if (!(SECTION_KEYS as readonly string[]).includes(key)) throw new Error(`${file}: \`${key}\` belongs in ${rootFile}; a section file holds ${SECTION_KEYS.join(', ')}`);
    }
    mergeInto(paths, section.paths, 'paths', owners, file);
    mergeInto(webhooks, section.webhooks, 'webhooks', owners, file);
    const sectionComponents = (section.components ?? {}) as Record<string, unknown>;
    for (const [kind, entries] of Object.entries(sectionComponents)) {
      if (!(COMPONENT_KINDS as readonly string[]).includes(kind)) throw new Error(`${file}: components/${kind} belongs in ${rootFile}`);
      mergeInto((components[kind] ??= {}), entries, `components/${kind}`, owners, file);
    }
  }

  // The document's own key order: what the root says, with paths and webhooks before components.
  const { components: _components, ...head } = base;
  return {
    ...head,
    paths,
    ...(Object.keys(webhooks).length > 0 ? { webhooks } : {}),
    components,
  } as unknown as OpenApiDocument;
}
