/**
 * No module of the service imports itself back through others: the lint keeps the layers'
 * direction between folders (eslint.config.js), and this finds a cycle within a folder too. It
 * reads every module's own import and export-from declarations, `import type` and dynamic
 * `import()` included (a bundler erases type-only imports, but a cycle of types still ties the
 * modules on it together), over the service, its handlers, scripts, migrations and code generator.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = join(__dirname, '..', '..');
const FOLDERS = ['src', 'handlers', 'scripts', 'migrations', 'codegen'];

/** The TypeScript files under `folder`, by absolute path. */
function sourcesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as Node's resolution (and tsconfig's) finds it; null for a package or a non-TypeScript file. */
function resolved(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** What a module's imports, exports-from and dynamic imports name, type-only ones included. */
const specifiersIn = (source: string): string[] => ts.preProcessFile(source, true, true).importedFiles.map(({ fileName }) => fileName);

/** Each module (relative to the root) and the modules it imports, type-only imports included. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap((folder) => sourcesUnder(join(ROOT, folder)))) {
    const imports = specifiersIn(readFileSync(file, 'utf8')).flatMap((specifier) => {
      const target = resolved(file, specifier);
      return target === null ? [] : [relative(ROOT, target)];
    });
    graph.set(relative(ROOT, file), [...new Set(imports)]);
  }
  return graph;
}

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
  it('form no cycle between the modules of the service, its scripts and its handlers, type imports included', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(300);
    expect(cyclesOf(graph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('reads type-only imports and exports as imports', () => {
    const source = [
      "import type { A } from './a';",
      "import { type B } from './b';",
      "export type { C } from './c';",
      "export * from './d';",
      "const e = import('./e');",
      "type F = import('./f').F;",
    ].join('\n');
    expect(specifiersIn(source)).toEqual(['./a', './b', './c', './d', './e', './f']);
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
