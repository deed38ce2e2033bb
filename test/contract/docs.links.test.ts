/**
 * The documents hold together: every relative link of README.md, sdk/README.md and docs/*.md
 * reaches a file of the repository, and every `#anchor` a heading of its target as GitHub names
 * it; every document under docs/ is linked from the README or another document; every repository
 * path a document names in code type (`src/platform/db.ts`) exists; and docs/configuration.md
 * names every setting the service reads from the environment.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const root = join(__dirname, '..', '..');

/** What the checks read: the repository on disk, or the documents of an example. */
export interface DocSource {
  /** A document's text, by its path from the repository's root; undefined when there is none. */
  read(path: string): string | undefined;
  exists(path: string): boolean;
}

const onDisk: DocSource = {
  read: (path) => (existsSync(join(root, path)) && statSync(join(root, path)).isFile() ? readFileSync(join(root, path), 'utf8') : undefined),
  exists: (path) => existsSync(join(root, path)),
};

/** The documents checked, by their path from the root. */
function documents(): string[] {
  const docs = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => `docs/${name}`);
  return ['README.md', 'sdk/README.md', ...docs];
}

/** The text outside fenced code blocks, line by line (a `# 1.` comment in a shell block is no heading). */
function proseLines(text: string): string[] {
  const lines: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      continue;
    }
    if (!fenced) lines.push(line);
  }
  return lines;
}

/**
 * GitHub's anchor of a heading (github-slugger): its text as rendered (code, emphasis and link
 * markup gone), lower case, every character but letters, digits, spaces, `-` and `_` removed,
 * spaces made `-`. A repeated heading gets `-1`, `-2` … in order.
 */
export function slugOf(heading: string): string {
  const text = heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,3}([^*_]+)[*_]{1,3}/g, '$1');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = slugOf(heading);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

export interface Link {
  from: string;
  target: string;
}

/** The links of a document's prose: `[text](target)`, code spans aside. */
export function linksOf(path: string, text: string): Link[] {
  const links: Link[] = [];
  for (const line of proseLines(text)) {
    const prose = line.replace(/`[^`]*`/g, 'code');
    for (const match of prose.matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) links.push({ from: path, target: match[1] as string });
  }
  return links;
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** Where a relative link leads, from the repository's root, and its anchor. */
function resolve(link: Link): { path: string; anchor: string | undefined } {
  const [file = '', anchor] = link.target.split('#', 2) as [string, string | undefined];
  const path = file === '' ? link.from : normalize(join(dirname(link.from), decodeURIComponent(file))).replace(/\/$/, '');
  return { path, anchor: anchor === undefined || anchor === '' ? undefined : decodeURIComponent(anchor) };
}

/** Every link of `paths` that leads nowhere, as `<document>: <target> (why)`. */
export function brokenLinks(paths: readonly string[], source: DocSource): string[] {
  const broken: string[] = [];
  for (const from of paths) {
    for (const link of linksOf(from, source.read(from) ?? '')) {
      if (isExternal(link.target)) continue;
      const { path, anchor } = resolve(link);
      if (path.startsWith('..') || !source.exists(path)) {
        broken.push(`${from}: ${link.target} (no file ${path})`);
        continue;
      }
      if (anchor === undefined) continue;
      const text = path.endsWith('.md') ? source.read(path) : undefined;
      if (text === undefined || !anchorsOf(text).has(anchor)) broken.push(`${from}: ${link.target} (no heading #${anchor} in ${path})`);
    }
  }
  return broken;
}

/** The documents under docs/ that no other document links to. */
export function orphans(paths: readonly string[], source: DocSource): string[] {
  const linked = new Set<string>();
  for (const from of paths) {
    for (const link of linksOf(from, source.read(from) ?? '')) {
      if (isExternal(link.target)) continue;
      const { path } = resolve(link);
      if (path !== from) linked.add(path);
    }
  }
  return paths.filter((path) => path.startsWith('docs/') && !linked.has(path));
}

/** Repository paths a document names in code type that do not exist (placeholders such as `<section>` or `…` aside). */
export function missingPaths(paths: readonly string[], source: DocSource): string[] {
  const missing: string[] = [];
  const folders = ['src', 'test', 'scripts', 'handlers', 'migrations', 'openapi', 'console', 'driver', 'codegen', 'sdk', 'docs', 'redocly'];
  const named = new RegExp(`^(${folders.join('|')})/[A-Za-z0-9_./-]*$`);
  for (const from of paths) {
    for (const line of proseLines(source.read(from) ?? '')) {
      for (const match of line.matchAll(/`([^`]+)`/g)) {
        const path = match[1] as string;
        if (named.test(path) && !source.exists(path.replace(/\/$/, ''))) missing.push(`${from}: ${path}`);
      }
    }
  }
  return missing;
}

/** The environment variables the service reads: the configuration, the limits and any `process.env.X` in src/. */
function settingsRead(): string[] {
  const names = new Set<string>();
  const config = readFileSync(join(root, 'src', 'platform', 'config.ts'), 'utf8');
  for (const match of config.matchAll(/\benv\.([A-Z][A-Z0-9_]+)|'([A-Z][A-Z0-9_]{2,})'/g)) names.add((match[1] ?? match[2]) as string);
  const limits = readFileSync(join(root, 'src', 'platform', 'limits.ts'), 'utf8');
  for (const match of limits.matchAll(/'(LIMIT_[A-Z0-9_]+)'/g)) names.add(match[1] as string);
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (relative(root, path) !== join('src', 'generated')) walk(path);
      } else if (entry.name.endsWith('.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g)) names.add(match[1] as string);
      }
    }
  };
  walk(join(root, 'src'));
  return [...names].sort();
}

describe('the documents', () => {
  const paths = documents();

  it('are the README, the SDK\'s README and docs/, each a file', () => {
    expect(paths).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/configuration.md', 'docs/operations.md', 'docs/performance.md', 'docs/security.md', 'docs/console.md']));
    for (const path of paths) expect([path, onDisk.read(path) !== undefined]).toEqual([path, true]);
  });

  it('link only to files that exist, and to headings their targets have', () => {
    expect(brokenLinks(paths, onDisk)).toEqual([]);
    // There are links to check, anchors among them.
    const links = paths.flatMap((path) => linksOf(path, onDisk.read(path) ?? '')).filter((link) => !isExternal(link.target));
    expect(links.length).toBeGreaterThan(50);
    expect(links.filter((link) => link.target.includes('#')).length).toBeGreaterThan(20);
  });

  it('leave no document of docs/ unlinked', () => {
    expect(orphans(paths, onDisk)).toEqual([]);
  });

  it('name in code type only repository paths that exist', () => {
    expect(missingPaths(paths, onDisk)).toEqual([]);
  });

  it('say in docs/configuration.md every setting the service reads', () => {
    const configuration = onDisk.read('docs/configuration.md') ?? '';
    const settings = settingsRead();
    expect(settings).toEqual(expect.arrayContaining(['DATABASE_URL', 'SMTP_URL', 'LIMIT_API_KEY_PER_MINUTE', 'LIMIT_PARTNER_APPLICATIONS_PER_HOUR', 'NODE_ENV']));
    expect(settings.filter((name) => !configuration.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('the checks themselves', () => {
  /** Two documents in memory: one with good links, one with every kind of broken one. */
  const example: Record<string, string> = {
    'README.md': ['# Example', '', 'See [the guide](docs/guide.md#the-travellers-live-page-triptoken) and [the code](src/app.ts).', ''].join('\n'),
    'docs/guide.md': [
      '# Guide',
      '',
      "## The traveller's live page (`/trip/<token>`)",
      '',
      '```sh',
      '# 1. Not a heading: a comment in a shell block',
      '```',
      '',
      '## Notes',
      '## Notes',
      '',
      'Good: [up](../README.md#example), [here](#notes-1), [there](#the-travellers-live-page-triptoken), `src/app.ts`, `openapi/<section>.yaml`.',
      'Broken: [gone](gone.md), [no heading](../README.md#nowhere), [no anchor](#1-not-a-heading-a-comment-in-a-shell-block), [outside](../../etc/passwd), `src/nothing.ts`.',
      'Ignored: `[in code](gone.md)`, [external](https://example.com/x#y).',
    ].join('\n'),
    'docs/lonely.md': '# Nobody links here\n',
  };
  const source: DocSource = {
    read: (path) => example[path],
    exists: (path) => path in example || path === 'src/app.ts' || path === 'docs',
  };
  const paths = ['README.md', 'docs/guide.md', 'docs/lonely.md'];

  it('make anchors as GitHub does', () => {
    expect(slugOf("The traveller's live page (`/trip/<token>`)")).toBe('the-travellers-live-page-triptoken');
    expect(slugOf("The drivers' job page (`/driver/`)")).toBe('the-drivers-job-page-driver');
    expect(slugOf('Reading e-mail locally (MailDev)')).toBe('reading-e-mail-locally-maildev');
    expect(slugOf('Durability (SQLite)')).toBe('durability-sqlite');
    expect(slugOf('Performance (`npm run bench`)')).toBe('performance-npm-run-bench');
    expect([...anchorsOf(example['docs/guide.md'] as string)]).toEqual(['guide', 'the-travellers-live-page-triptoken', 'notes', 'notes-1']);
  });

  it('report every broken link, and only those', () => {
    expect(brokenLinks(paths, source)).toEqual([
      'docs/guide.md: gone.md (no file docs/gone.md)',
      'docs/guide.md: ../README.md#nowhere (no heading #nowhere in README.md)',
      'docs/guide.md: #1-not-a-heading-a-comment-in-a-shell-block (no heading #1-not-a-heading-a-comment-in-a-shell-block in docs/guide.md)',
      'docs/guide.md: ../../etc/passwd (no file ../etc/passwd)',
    ]);
  });

  it('report a document nobody links to', () => {
    expect(orphans(paths, source)).toEqual(['docs/lonely.md']);
  });

  it('report a path that does not exist, placeholders aside', () => {
    expect(missingPaths(paths, source)).toEqual(['docs/guide.md: src/nothing.ts']);
  });
});
