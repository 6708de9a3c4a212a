/**
 * The rulebook itself: every rule stated once with an id, a one-sentence statement, thresholds,
 * sources that resolve, and applies-to; the ids the checker used before keep working; the numbers
 * the Linux limits calculator and log sizing use are the rules' own constants. Its facts are data
 * (calculators/rulebook/facts/*.json): each entry well formed, each registered rule with exactly
 * one entry and each entry used, each report citation a line range that exists.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RULES, RULE_MODULES, ruleById } from '../../calculators/rulebook/index.ts';
import { entryFacts, familyFacts, ruleFacts } from '../../calculators/rulebook/catalogue.ts';
import logFacts from '../../calculators/rulebook/facts/log.json' with { type: 'json' };
import { NAMED_SOURCES } from '../../calculators/rulebook/sources.ts';
import { CONTAINER_RULES } from '../../calculators/rulebook/rules/containers.ts';
import { MEASURE_RULEBOOK } from '../../calculators/rulebook/measure-rules.ts';
import linux, { IBM_MIN_FILE_MAX, IBM_MIN_NOFILE, IBM_MIN_NPROC, IBM_MIN_PID_MAX, IBM_MIN_THREADS_MAX } from '../../calculators/linux-limits.ts';
import { MIN_BUFFER_PAGES } from '../../calculators/log-sizing.ts';
import { IBM_MIN_SEM } from '../../calculators/rulebook/rules/os-sem.ts';
import { IBM_MIN_SHMALL } from '../../calculators/rulebook/rules/os-shmall.ts';
import { IBM_MIN_SHMMAX } from '../../calculators/rulebook/rules/os-shmmax.ts';
import { IBM_MIN_SHMMNI } from '../../calculators/rulebook/rules/os-shmmni.ts';
import { gradeLogCapacity } from '../../calculators/rulebook/rules/log-capacity.ts';
import { readYaml } from '../../src/lib/data/yaml-file.ts';
import { reportTextPath, reportsFileSchema } from '../../src/lib/data/schema.ts';

const { reports } = readYaml(join(process.cwd(), 'data', 'reports.yaml'), 'data/reports.yaml', reportsFileSchema);

/** The rule ids /check/ used before the rulebook; shared links use them. */
const OLD_IDS = ['log.capacity', 'log.buffer-pages', 'log.primary-files-range', 'log.secondary-files-range', 'log.file-pages-range', 'log.total-files', 'log.type', 'log.write-integrity', 'log.unknown-key', 'os.nofile', 'os.nproc', 'os.fs.file-max', 'os.kernel.threads-max', 'os.kernel.pid_max', 'os.kernel.shmmni', 'os.kernel.shmmax', 'os.kernel.sem', 'qmini.no-log-stanza'];

describe('the rulebook', () => {
  it('states each rule once, with a unique id, one sentence, sources and applies-to', () => {
    const ids = RULES.flatMap((r) => [r.id, ...(r.aliases ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of RULES) {
      expect(r.id, r.id).toMatch(/^[a-z]+(\.[\w-]+)+$/);
      expect(r.statement.split(/(?<=[.!?])\s+(?=[A-Z])/).length, r.id).toBe(1);
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      expect(r.appliesTo.platforms.length, r.id).toBeGreaterThan(0);
      expect(r.appliesTo.releases.length, r.id).toBeGreaterThan(5);
      expect(r.severity.length, r.id).toBeGreaterThan(5);
    }
  });

  it('keeps every id the checker used before, as a rule or an alias', () => {
    for (const id of OLD_IDS) expect(ruleById(id), id).toBeDefined();
    expect(ruleById('mqconfig.nofile')!.id).toBe('os.nofile');
    expect(ruleById('mqconfig.tcp_keepalive_time')!.id).toBe('os.net.ipv4.tcp_keepalive_time');
    expect(ruleById('__proto__')).toBeUndefined();
  });

  it('cites report lines that exist, and not blank ones, and names the recommendation rows that exist', () => {
    const recs = new Set<string>();
    for (const report of ['mq-linux-persistent', 'mq-hpux-v53']) {
      const csv = readFileSync(join(process.cwd(), 'data', report, 'tuning-recommendations.csv'), 'utf8');
      for (const line of csv.split('\n').slice(1)) if (line) recs.add(`${report}/${line.split(',')[0]}`);
    }
    for (const r of RULES) {
      for (const s of r.sources) {
        if (s.kind !== 'report') {
          expect(s.url, r.id).toMatch(/^https:\/\//);
          continue;
        }
        const report = reports.find((x) => x.id === s.report);
        expect(report, `${r.id} cites ${s.report}, which data/reports.yaml does not list`).toBeDefined();
        const lines = readFileSync(join(process.cwd(), reportTextPath(report!)), 'utf8').split('\n');
        const [first, last] = s.lines;
        expect(first >= 1 && first <= last && last <= lines.length, `${r.id} ${s.report} lines ${first}–${last} of ${lines.length}`).toBe(true);
        expect(lines.slice(first - 1, last).join('').trim(), `${r.id} ${s.report} lines ${first}–${last} are blank`).not.toBe('');
      }
      for (const key of r.recommendations ?? []) expect(recs.has(key), `${r.id} → ${key}`).toBe(true);
    }
  });

  it('quotes the sources it leans on: LogBufferPages 4096 is the Linux report’s, 10 s per extent IBM 2020’s', () => {
    const linux2017 = readFileSync(join(process.cwd(), '..', 'shared', 'reports', 'mq-linux-persistent.txt'), 'utf8').split('\n');
    expect(linux2017.slice(388, 401).join('\n')).toMatch(/Best Practice #6: Set LogBufferPages=4096/);
    const bp2020 = readFileSync(join(process.cwd(), '..', 'shared', 'modern', 'mq-best-practices.txt'), 'utf8').split('\n');
    expect(bp2020.slice(1342, 1364).join(' ')).toMatch(/at least 10 seconds of log data/);
    expect(bp2020.slice(1317, 1330).join(' ')).toMatch(/probably suitable for most\s+installations/);
  });

  it('is where the calculators get their numbers', () => {
    expect([IBM_MIN_NOFILE, IBM_MIN_NPROC, IBM_MIN_PID_MAX, IBM_MIN_THREADS_MAX, IBM_MIN_FILE_MAX]).toEqual([10240, 4096, 32768, 32768, 524288]);
    expect([IBM_MIN_SHMMNI, IBM_MIN_SHMALL, IBM_MIN_SHMMAX, ...IBM_MIN_SEM]).toEqual([4096n, 2097152n, 268435456n, 32n, 4096n, 32n, 128n]);
    expect(MIN_BUFFER_PAGES).toBe(18);
    expect(linux.sources.length).toBeGreaterThan(0);
    expect(RULE_MODULES.every((m) => typeof m.check === 'function')).toBe(true);
  });

  it('grades log capacity as IBM does: primaries, then with secondaries, then not at all', () => {
    expect(gradeLogCapacity({ primaryBytes: 100, maxLogBytes: 150, requiredBytes: 100 })).toBe('ok');
    expect(gradeLogCapacity({ primaryBytes: 99, maxLogBytes: 150, requiredBytes: 100 })).toBe('warning');
    expect(gradeLogCapacity({ primaryBytes: 99, maxLogBytes: 99, requiredBytes: 100 })).toBe('error');
  });
});

describe('the facts catalogue (calculators/rulebook/facts/)', () => {
  // Every family file there is, read as data: a new file is checked without being named here.
  const FACTS = join(process.cwd(), 'calculators', 'rulebook', 'facts');
  const files = readdirSync(FACTS).filter((f) => f.endsWith('.json') && f !== 'sources.json');
  const raw = files.map((f) => ({ family: f.replace(/\.json$/, ''), entries: JSON.parse(readFileSync(join(FACTS, f), 'utf8')) as Record<string, unknown>[] }));
  const catalogue = new Map(raw.flatMap(({ family, entries }) => [...familyFacts(entries, family)]));
  const good = logFacts[0]!;

  it('holds one well-formed entry per rule, each in the file its id starts with, no id twice', () => {
    expect(files, 'the scan finds the catalogue').toContain('log.json');
    const ids = raw.flatMap(({ entries }) => entries.map((e) => e.id));
    expect(new Set(ids).size, 'an id stated twice').toBe(ids.length);
    expect(catalogue.size).toBe(ids.length);
    expect(() => familyFacts([good, good], 'log')).toThrow('facts/log.json "log.capacity": the id is stated twice');
  });

  it('has exactly one entry for every registered rule (configuration, container, measurement) and uses every entry', () => {
    const registered = [...RULE_MODULES.map((m) => m.rule), ...CONTAINER_RULES, ...MEASURE_RULEBOOK];
    const ids = registered.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual([...catalogue.keys()].sort());
    expect(RULES.map((r) => r.id)).toEqual(ids);
    // And each rule is its entry: the words are the catalogue's, nothing added or lost on the way.
    for (const r of registered) {
      const { thresholds, ...words } = r;
      const { bases, ...entry } = catalogue.get(r.id)!;
      expect(words, r.id).toEqual(entry);
      // Each threshold carries its entry's basis, and the entry names no threshold the module lacks.
      expect(thresholds.map((t) => t.name).sort(), r.id).toEqual([...bases.keys()].sort());
      for (const t of thresholds) expect({ raises: t.raises, ...(t.stated ? { stated: t.stated } : { derived: t.derived }) }, `${r.id} ${t.name}`).toEqual(bases.get(t.name));
    }
  });

  it('keeps aliases unique and clear of every id', () => {
    const ids = new Set(catalogue.keys());
    const aliases = [...catalogue.values()].flatMap((f) => f.aliases ?? []);
    expect(new Set(aliases).size).toBe(aliases.length);
    expect(aliases.filter((a) => ids.has(a))).toEqual([]);
  });

  it('names a source in sources.json when several rules cite it, and states every document and report range once', () => {
    const refs = raw.flatMap(({ entries }) => entries.flatMap((e) => e.sources as unknown[]));
    const keys = refs.filter((r): r is string => typeof r === 'string');
    for (const key of NAMED_SOURCES.keys()) expect(keys.filter((k) => k === key).length, `${key} is cited by one rule or none: write it in place`).toBeGreaterThanOrEqual(2);
    const address = (s: { report?: unknown; lines?: unknown; url?: unknown }) => (s.report === undefined ? String(s.url) : `${s.report}:${String(s.lines)}`);
    const written = [...[...NAMED_SOURCES.values()].map(address), ...refs.filter((r) => typeof r !== 'string').map((r) => address(r as object))];
    expect(written.filter((a, i) => written.indexOf(a) !== i), 'stated twice: name it in sources.json and cite its key').toEqual([]);
  });

  // Node 22 runs the modules as they are (type stripping, `with { type: 'json' }`), as Vite, vitest and esbuild do.
  it.skipIf(!process.features.typescript)('loads in Node without a bundler', () => {
    const code = "const m = await import('./calculators/rulebook/rules/os-nofile.ts'); console.log(m.default.rule.title, m.default.rule.sources.length);";
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', code], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('Open files per process (nofile) 3');
  });

  it('gives the rule its facts and the module its thresholds with their bases, in a fresh object each time', () => {
    const a = ruleFacts(logFacts, 'log.type', [{ name: 'LOG_TYPES', value: 'CIRCULAR, LINEAR' }]);
    const b = ruleFacts(logFacts, 'log.type', [{ name: 'LOG_TYPES', value: 'CIRCULAR, LINEAR' }]);
    a.sources.length = 0;
    a.appliesTo.platforms.push('zos');
    expect(b.sources.length).toBeGreaterThan(0);
    expect(b.appliesTo.platforms).toEqual(['unix', 'linux', 'windows']);
    expect(a.thresholds).toEqual([{ name: 'LOG_TYPES', value: 'CIRCULAR, LINEAR', raises: 'error', stated: { says: 'LogType CIRCULAR or LINEAR', at: b.sources[0] } }]);
  });

  it('says which rule and which field a slip is in', () => {
    const bad = (patch: Record<string, unknown>, family = 'log') => () => entryFacts({ ...good, ...patch }, family);
    expect(() => ruleFacts(logFacts, 'log.no-such-rule', [])).toThrow('Rule "log.no-such-rule" has no entry in calculators/rulebook/facts/log.json');
    expect(() => ruleFacts(logFacts, '__proto__', [])).toThrow(/has no entry/);
    expect(() => familyFacts({ rules: [] }, 'log')).toThrow('facts/log.json: the file is a list of rule entries');
    expect(bad({ title: '' })).toThrow('facts/log.json "log.capacity": "title" must be a non-empty string');
    expect(bad({ titel: 'x' })).toThrow('unknown field "titel"');
    expect(bad({ appliesTo: { platforms: ['linx'], releases: 'IBM MQ 9.4' } })).toThrow('platform linx is not one of');
    expect(bad({ appliesTo: { platforms: [], releases: 'IBM MQ 9.4' } })).toThrow('"appliesTo.platforms" must be a list of one or more');
    expect(bad({ sources: [] })).toThrow('"sources" must list one or more sources');
    expect(bad({ sources: ['IBM.nope'] })).toThrow('facts/log.json "log.capacity" source 1 cites "IBM.nope", which facts/sources.json does not name');
    expect(bad({ sources: [{ kind: 'report', report: 'mq-best-practices', lines: [1364, 1343], what: 'x' }] })).toThrow('"lines" must be [first, last]');
    expect(bad({ sources: [{ kind: 'report', report: 'mq-best-practices', lines: [0, 3], what: 'x' }] })).toThrow('"lines" must be [first, last]');
    expect(bad({ sources: [{ kind: 'report', report: 'mq-best-practices', lines: [1, 3] }] })).toThrow('"what" must be a non-empty string');
    expect(bad({ sources: [{ kind: 'ibm-docs', title: 'A page', what: 'x' }] })).toThrow('"url" must be a non-empty string');
    expect(bad({ sources: [{ kind: 'blog', title: 'A page', url: 'https://example.com/', what: 'x' }] })).toThrow('"kind" must be report, ibm-docs or vendor-docs, not "blog"');
    expect(bad({ aliases: 'log.old' })).toThrow('"aliases" must be a list');
    expect(bad({}, 'os')).toThrow('an id in os.json starts with "os."');
  });
});
