import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DRIVER_CONTRACT, loadContract, OPS_CONTRACT, PORTAL_CONTRACT, SECTIONS_DIR, tagFileName } from '../../codegen/contract';

/** A contract in a temporary directory: the root file and section files, as YAML text. */
function contractIn(root: string, sections: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'contract-'));
  writeFileSync(join(dir, 'openapi.yaml'), root);
  mkdirSync(join(dir, SECTIONS_DIR));
  for (const [name, text] of Object.entries(sections)) writeFileSync(join(dir, SECTIONS_DIR, name), text);
  return dir;
}

const ROOT = `openapi: 3.1.0
info: { title: T, version: '1' }
tags:
  - { name: Ground transport, description: d }
  - { name: Account, description: d }
components:
  schemas:
    Money: { type: number, description: AED }
`;
const TRANSPORT = `paths:
  /transport:
    get: { operationId: listTransport, tags: [Ground transport], responses: { '200': { description: ok } } }
components:
  schemas:
    Transfer: { type: object, description: a transfer, properties: { price: { $ref: '#/components/schemas/Money' } } }
`;
const ACCOUNT = `paths:
  /whoami:
    get: { operationId: whoami, tags: [Account], responses: { '200': { description: ok } } }
`;

describe('the contract in several files (codegen/contract.ts)', () => {
  const dirs: string[] = [];
  const make = (root: string, sections: Record<string, string>): string => {
    const dir = contractIn(root, sections);
    dirs.push(dir);
    return dir;
  };
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('bundles the sections in the order of the tags, components document-wide', () => {
    const document = loadContract(make(ROOT, { 'account.yaml': ACCOUNT, 'ground-transport.yaml': TRANSPORT })) as unknown as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(document.paths)).toEqual(['/transport', '/whoami']);
    expect(Object.keys(document.components.schemas)).toEqual(['Money', 'Transfer']);
    expect(Object.keys(document)).toEqual(['openapi', 'info', 'tags', 'paths', 'components']);
  });

  it('refuses a name defined in two files, naming both', () => {
    const twice = `${TRANSPORT.replace('/transport', '/other').replace('listTransport', 'other')}`;
    expect(() => loadContract(make(ROOT, { 'ground-transport.yaml': TRANSPORT, 'account.yaml': twice }))).toThrow(
      'components/schemas/Transfer is defined twice: in openapi/ground-transport.yaml and in openapi/account.yaml',
    );
    const shadowsRoot = `${ACCOUNT}components:\n  schemas:\n    Money: { type: string, description: x }\n`;
    expect(() => loadContract(make(ROOT, { 'account.yaml': shadowsRoot }))).toThrow('components/schemas/Money is defined twice: in openapi.yaml and in openapi/account.yaml');
  });

  it('refuses a file named after no tag, and keys that belong in the root file', () => {
    expect(() => loadContract(make(ROOT, { 'transport.yaml': TRANSPORT }))).toThrow('openapi/transport.yaml names no tag of openapi.yaml');
    expect(() => loadContract(make(ROOT, { 'account.yaml': `${ACCOUNT}tags: []\n` }))).toThrow('openapi/account.yaml: `tags` belongs in openapi.yaml');
    expect(() => loadContract(make(ROOT, { 'account.yaml': `${ACCOUNT}components:\n  securitySchemes: {}\n` }))).toThrow(
      'openapi/account.yaml: components/securitySchemes belongs in openapi.yaml',
    );
    expect(() => loadContract(make(`${ROOT}paths: {}\n`, {}))).toThrow('openapi.yaml holds `paths`');
  });

  it("has one file per tag of this service's contract, and no other (beside the operator API's, the driver API's and the portal's own folders)", () => {
    const root = join(__dirname, '..', '..');
    const document = loadContract(root) as unknown as { tags: Array<{ name: string }> };
    expect(readdirSync(join(root, SECTIONS_DIR)).filter((name) => !['ops', 'driver', 'portal'].includes(name)).sort()).toEqual(document.tags.map((tag) => tagFileName(tag)).sort());
  });

  it("has one file per tag of the operator API's contract beside its root file, and no other", () => {
    const root = join(__dirname, '..', '..');
    const document = loadContract(root, OPS_CONTRACT) as unknown as { tags: Array<{ name: string }>; paths: Record<string, unknown> };
    const sections = readdirSync(join(root, OPS_CONTRACT.sectionsDir)).filter((name) => name !== 'openapi.yaml');
    expect(sections.sort()).toEqual(document.tags.map((tag) => tagFileName(tag)).sort());
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/ops/v1/'))).toBe(true);
    // Neither document holds the other's paths.
    expect(Object.keys((loadContract(root) as unknown as { paths: Record<string, unknown> }).paths).filter((path) => path.startsWith('/api/ops/'))).toEqual([]);
  });

  it("has one file per tag of the driver API's contract beside its root file, and no other", () => {
    const root = join(__dirname, '..', '..');
    const document = loadContract(root, DRIVER_CONTRACT) as unknown as { tags: Array<{ name: string }>; paths: Record<string, unknown> };
    const sections = readdirSync(join(root, DRIVER_CONTRACT.sectionsDir)).filter((name) => name !== 'openapi.yaml');
    expect(sections.sort()).toEqual(document.tags.map((tag) => tagFileName(tag)).sort());
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/driver/v1/'))).toBe(true);
    expect(Object.keys((loadContract(root) as unknown as { paths: Record<string, unknown> }).paths).filter((path) => path.startsWith('/api/driver/'))).toEqual([]);
  });

  it("has one file per tag of the portal API's contract beside its root file, and no other", () => {
    const root = join(__dirname, '..', '..');
    const document = loadContract(root, PORTAL_CONTRACT) as unknown as { tags: Array<{ name: string }>; paths: Record<string, unknown> };
    const sections = readdirSync(join(root, PORTAL_CONTRACT.sectionsDir)).filter((name) => name !== 'openapi.yaml');
    expect(sections.sort()).toEqual(document.tags.map((tag) => tagFileName(tag)).sort());
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/portal/v1/'))).toBe(true);
    expect(Object.keys((loadContract(root) as unknown as { paths: Record<string, unknown> }).paths).filter((path) => path.startsWith('/api/portal/'))).toEqual([]);
  });
});
