/**
 * Installs are reproducible: `npm ci` installs exactly package-lock.json, and refuses (or, worse,
 * installs a different tree on another platform) when the lock disagrees with package.json or lacks
 * a platform's optional native package. These checks read the two files only, so they need no
 * network and no npm cache, and each failure names the package at fault.
 *
 * Second part: `npm ci --omit=dev` must leave all that `astro build`, `npm run preview` and
 * `npm run bundle` import. The build's import graph is followed from its entry files and every
 * package it reaches must be a production package in the lock.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGraph } from './architecture-imports.ts';

interface LockEntry {
  version?: string;
  integrity?: string;
  resolved?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  devDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as Record<string, unknown>;
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { lockfileVersion: number; packages: Record<string, LockEntry> };
const packages = lock.packages;
const root = packages['']!;
const SETS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'] as const;

/** The lock entry npm installs for `name` when required from the package at `from` (node's lookup, walking up). */
function resolveIn(from: string, name: string): string | undefined {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (Object.hasOwn(packages, key)) return key;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** Whether a version satisfies the range forms package.json uses: exact, ^, ~ (a new form fails loudly). */
export function satisfies(version: string, range: string): boolean {
  const parse = (v: string) => {
    const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(v);
    if (!m) throw new Error(`"${v}": this test reads plain x.y.z versions only; teach it the new form`);
    return m.slice(1).map(Number) as [number, number, number];
  };
  const op = /^[\^~]/.exec(range)?.[0] ?? '';
  const want = parse(range.slice(op.length));
  const have = parse(version);
  const cmp = have[0] - want[0] || have[1] - want[1] || have[2] - want[2];
  if (op === '') return cmp === 0;
  if (cmp < 0) return false;
  if (op === '~') return have[0] === want[0] && have[1] === want[1];
  // ^: the leftmost non-zero part is fixed.
  if (want[0] > 0) return have[0] === want[0];
  if (want[1] > 0) return have[0] === 0 && have[1] === want[1];
  return have[0] === 0 && have[1] === 0 && have[2] === want[2];
}

/** Every lock entry reachable from the root's production dependencies (optional ones included). */
function productionClosure(): Set<string> {
  const seen = new Set<string>();
  const queue: [string, string][] = Object.keys({ ...root.dependencies, ...root.optionalDependencies }).map((n) => ['', n]);
  while (queue.length) {
    const [from, name] = queue.pop()!;
    const key = resolveIn(from, name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    const e = packages[key]!;
    for (const n of Object.keys({ ...e.dependencies, ...e.optionalDependencies, ...e.peerDependencies })) queue.push([key, n]);
  }
  return seen;
}

describe('package-lock.json agrees with package.json', () => {
  it('is a version 3 lock whose root entry names the same packages and ranges as package.json', () => {
    expect(lock.lockfileVersion).toBe(3);
    for (const set of SETS) expect(root[set] ?? {}, `package-lock.json's root ${set}`).toEqual(pkg[set] ?? {});
  });

  it("locks a version of each direct dependency that satisfies package.json's range", () => {
    const wrong: string[] = [];
    for (const set of SETS) {
      for (const [name, range] of Object.entries((pkg[set] ?? {}) as Record<string, string>)) {
        const entry = packages[`node_modules/${name}`];
        if (!entry?.version) wrong.push(`${name}: not in the lock`);
        else if (!satisfies(entry.version, range)) wrong.push(`${name}: locked ${entry.version}, package.json asks ${range}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('records every dependency of every locked package, optional platform packages included, each with its integrity', () => {
    const missing: string[] = [];
    for (const [key, e] of Object.entries(packages)) {
      if (!key || e.link) continue;
      if (!e.version || !e.integrity) missing.push(`${key}: no version or integrity`);
      const optionalPeers = new Set(Object.entries(e.peerDependenciesMeta ?? {}).filter(([, m]) => m.optional).map(([n]) => n));
      for (const n of Object.keys({ ...e.dependencies, ...e.optionalDependencies, ...e.peerDependencies })) {
        if (!optionalPeers.has(n) && !resolveIn(key, n)) missing.push(`${key} needs ${n}, which the lock does not have`);
      }
    }
    expect(missing).toEqual([]);
  });

  // The native packages the build loads: a lock written on one machine must carry the others'.
  it.each(['@astrojs/compiler-binding', 'esbuild', 'pagefind'])('has %s for Linux x64 and arm64 and macOS x64 and arm64', (name) => {
    const entry = packages[`node_modules/${name}`];
    expect(entry, `${name} in the lock`).toBeDefined();
    const platforms = new Set<string>();
    for (const dep of Object.keys(entry!.optionalDependencies ?? {})) {
      const key = resolveIn(`node_modules/${name}`, dep);
      const e = key ? packages[key]! : undefined;
      for (const os of e?.os ?? []) for (const cpu of e?.cpu ?? []) platforms.add(`${os}-${cpu}`);
    }
    expect([...platforms]).toEqual(expect.arrayContaining(['linux-x64', 'linux-arm64', 'darwin-x64', 'darwin-arm64']));
  });

  it('marks dev-only exactly the packages that no production dependency needs (so --omit=dev keeps the rest)', () => {
    const prod = productionClosure();
    const wrong: string[] = [];
    for (const [key, e] of Object.entries(packages)) {
      if (!key) continue;
      if (prod.has(key) && e.dev) wrong.push(`${key}: a production dependency needs it, but the lock marks it dev`);
      if (!prod.has(key) && !e.dev && !e.link) wrong.push(`${key}: only dev tools need it, but the lock does not mark it dev`);
    }
    expect(wrong).toEqual([]);
  });

  it('the range check itself: exact, caret and tilde', () => {
    expect(satisfies('0.28.2', '^0.28.2')).toBe(true);
    expect(satisfies('0.29.0', '^0.28.2')).toBe(false);
    expect(satisfies('3.1.0', '^3.0.2')).toBe(true);
    expect(satisfies('4.0.0', '^3.0.2')).toBe(false);
    expect(satisfies('4.6.7', '4.6.7')).toBe(true);
    expect(satisfies('4.6.8', '4.6.7')).toBe(false);
    expect(satisfies('1.2.9', '~1.2.3')).toBe(true);
    expect(satisfies('1.3.0', '~1.2.3')).toBe(false);
  });
});

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, ext) : ext.test(name) ? [path] : [];
  });
}

/**
 * Packages the build imports that come in through a declared dependency rather than being declared
 * themselves, each with the reason. Importing another package's dependency works only while npm
 * hoists it; keep this list short.
 */
const THROUGH = new Map([
  ['@pagefind/default-ui', "@astrojs/starlight's own search UI, built lazily by src/lib/search/deferred-pagefind-ui.ts; it must stay the version Starlight pins"],
  ['vite', "Astro's build tool: src/integrations/single-file-calculators.ts builds with the very Vite that Astro runs"],
]);

describe('npm ci --omit=dev leaves what the build needs', () => {
  it('every package the build, the preview server and the bundle import is a production package', async () => {
    // astro build: the config, every page, component, integration and content file; preview and
    // bundle: their scripts. Tests and benchmarks are not part of it.
    const entries = ['astro.config.mjs', 'scripts/serve.mjs', 'scripts/bundle.mjs', ...filesUnder('src', /\.(ts|astro|js)$/), ...filesUnder('content', /\.mdx$/)];
    const edges = await importGraph(entries);
    const used = new Map<string, string>();
    for (const e of edges) if (e.kind === 'package' && !used.has(e.to)) used.set(e.to, e.from);
    expect(used.has('astro') && used.has('sirv'), 'the scan found the build\'s packages').toBe(true);
    const prod = productionClosure();
    const declared = { ...(pkg.dependencies as Record<string, string>), ...(pkg.optionalDependencies as Record<string, string> | undefined) };
    const wrong: string[] = [];
    for (const [name, from] of used) {
      if (!prod.has(`node_modules/${name}`)) wrong.push(`${name} (imported by ${from}) is not a production package: --omit=dev would leave it out`);
      else if (!Object.hasOwn(declared, name) && !THROUGH.has(name)) wrong.push(`${name} (imported by ${from}) is not in package.json's dependencies`);
    }
    expect(wrong).toEqual([]);
  });
});
