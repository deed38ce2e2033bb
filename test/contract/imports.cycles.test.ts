/**
 * No module of the service imports itself back through others: the lint keeps the layers'
 * direction between folders (eslint.config.js), and this finds a cycle within a folder too,
 * on the imports that run (type-only imports are erased and cannot form one), as esbuild
 * resolves them from every entry point the project has.
 */
import { build } from 'esbuild';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const ENTRY_POINTS = ['src/main.ts', 'src/entry.ts', 'scripts/admin.ts', 'scripts/migrate.ts', 'handlers/index.ts', 'handlers/ops/index.ts'];

/** Each cycle as the chain of files that closes it, found by a depth-first walk. */
function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const onPath = new Set<string>();
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (file: string): void => {
    onPath.add(file);
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (onPath.has(next)) cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!done.has(next)) visit(next);
    }
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('imports', () => {
  it('form no cycle between the modules of the service, its scripts and its handlers', async () => {
    const { metafile } = await build({ absWorkingDir: ROOT, entryPoints: ENTRY_POINTS, bundle: true, platform: 'node', format: 'cjs', packages: 'external', write: false, metafile: true, logLevel: 'silent', outdir: 'unwritten' });
    const graph = new Map(Object.entries(metafile.inputs).map(([file, input]) => [file, input.imports.filter((imported) => !imported.external).map((imported) => imported.path)]));
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(cyclesOf(graph)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
  });
});
