/**
 * An earlier run read back for --baseline and --compare: mqcheck's own `--format=json` report
 * (every file's values, readings and findings) or its SARIF log (the findings, each with its
 * fingerprint; a file's values are not in SARIF). Anything else is not an earlier report, and the
 * caller checks it as input instead (an earlier gather, a qm.ini from the target branch). A report
 * that looks like one of ours but is not whole is refused with a message naming what is missing,
 * never half read.
 */
import type { Severity } from '../../rulebook/types.ts';
import { keyFindings, queueManagersOf, type KeyedFinding, type Snapshot, type SnapshotReading, type SnapshotValue } from './snapshot.ts';
import { FINGERPRINT_KEY } from './subject.ts';

export type Earlier = { kind: 'snapshots'; from: 'json' | 'sarif'; snapshots: Snapshot[] } | { kind: 'problem'; problem: string } | { kind: 'input' };

const SEVERITIES: readonly Severity[] = ['error', 'warning', 'info', 'ok'];
const LEVEL_SEVERITY: Readonly<Record<string, Severity>> = { error: 'error', warning: 'warning', note: 'info' };

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const str = (x: unknown): string | undefined => (typeof x === 'string' ? x : undefined);

/** "./a/b" and "a\b" name the same file as "a/b". */
export const normalisePath = (p: string): string => p.replace(/\\/g, '/').replace(/^(\.\/)+/, '');

/** Reads `text` as an earlier report if it is one (its first character is `{` and it parses as ours). */
export function readEarlier(name: string, text: string): Earlier {
  if (!/^\s*\{/.test(text)) return { kind: 'input' };
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch {
    return { kind: 'input' };
  }
  if (!isObject(doc)) return { kind: 'input' };
  if (doc.version === '2.1.0' && Array.isArray(doc.runs)) return fromSarif(name, doc.runs);
  if (typeof doc.version === 'number' && Array.isArray(doc.files)) return fromJson(name, doc.files);
  return { kind: 'problem', problem: `${name} is JSON but neither an mqcheck --format=json report ({"version", "files"}) nor a SARIF 2.1.0 log ({"version": "2.1.0", "runs"}).` };
}

function fromJson(name: string, files: unknown[]): Earlier {
  const snapshots: Snapshot[] = [];
  for (const [i, f] of files.entries()) {
    if (!isObject(f) || typeof f.file !== 'string' || !Array.isArray(f.findings)) return { kind: 'problem', problem: `${name}: files[${i}] has no "file" and "findings"; give a whole mqcheck --format=json report.` };
    if (f.problem !== null && f.problem !== undefined) continue; // that file was not checked then: nothing to compare with
    const values: SnapshotValue[] = (Array.isArray(f.values) ? f.values : []).filter(isObject).flatMap((v) => (typeof v.name === 'string' && typeof v.setting === 'string' && typeof v.line === 'number' ? [{ name: v.name, setting: v.setting, line: v.line, ...(str(v.user) ? { user: str(v.user)! } : {}), ...(str(v.queueManager) ? { queueManager: str(v.queueManager)! } : {}) }] : []));
    const readings: SnapshotReading[] = (Array.isArray(f.readings) ? f.readings : []).filter(isObject).flatMap((r) => {
      if (typeof r.name !== 'string' || typeof r.value !== 'number' || typeof r.unit !== 'string' || typeof r.origin !== 'string') return [];
      const { series: _series, ...reading } = r;
      return [{ ...reading, lines: Array.isArray(r.lines) ? r.lines : [] } as SnapshotReading];
    });
    const raw = f.findings.filter(isObject);
    const bad = raw.findIndex((x) => typeof x.rule !== 'string' || !SEVERITIES.includes(x.severity as Severity) || typeof x.message !== 'string');
    if (bad >= 0 || raw.length !== f.findings.length) return { kind: 'problem', problem: `${name}: files[${i}].findings[${Math.max(bad, 0)}] needs "rule", "severity" and "message".` };
    const keyed = keyFindings(
      raw.map((x) => ({ rule: x.rule as string, severity: x.severity as Severity, title: x.message as string, line: typeof x.line === 'number' ? x.line : null, queueManager: str(x.queueManager) ?? null })),
      values,
    );
    // A report that carries fingerprints is taken at its word (the recipe it was made with).
    const findings = keyed.map((k, j) => (typeof raw[j]!.fingerprint === 'string' ? { ...k, fingerprint: raw[j]!.fingerprint as string } : k));
    snapshots.push({ file: f.file, queueManagers: queueManagersOf({ values, readings, findings }), findings, values, readings });
  }
  return { kind: 'snapshots', from: 'json', snapshots };
}

interface SarifResultLike {
  ruleId?: unknown;
  level?: unknown;
  message?: { text?: unknown };
  partialFingerprints?: Record<string, unknown>;
  locations?: { physicalLocation?: { artifactLocation?: { uri?: unknown }; region?: { startLine?: unknown } } }[];
  properties?: { queueManager?: unknown; object?: unknown; attribute?: unknown };
  baselineState?: unknown;
}

function fromSarif(name: string, runs: unknown[]): Earlier {
  const byFile = new Map<string, KeyedFinding[]>();
  const add = (file: string) => byFile.get(file) ?? (byFile.set(file, []), byFile.get(file)!);
  for (const run of runs.filter(isObject)) {
    // Every file the run checked, also those without a result (mqcheck lists them as artifacts).
    for (const a of Array.isArray(run.artifacts) ? run.artifacts.filter(isObject) : []) {
      const uri = isObject(a.location) ? str(a.location.uri) : undefined;
      if (uri) add(uriToPath(uri));
    }
    const results = (Array.isArray(run.results) ? run.results : []) as SarifResultLike[];
    for (const [i, r] of results.entries()) {
      // A result a later run marked absent (fixed) was not found by that run.
      if (r.baselineState === 'absent') continue;
      const fingerprint = isObject(r.partialFingerprints) ? str(r.partialFingerprints[FINGERPRINT_KEY]) : undefined;
      if (!fingerprint) return { kind: 'problem', problem: `${name}: result ${i + 1} has no partialFingerprints["${FINGERPRINT_KEY}"]; a SARIF log from an mqcheck before fingerprints cannot be a baseline: make it again, or give its --format=json report.` };
      const uri = str(r.locations?.[0]?.physicalLocation?.artifactLocation?.uri) ?? '';
      const line = r.locations?.[0]?.physicalLocation?.region?.startLine;
      add(uriToPath(uri)).push({
        fingerprint,
        rule: str(r.ruleId) ?? '',
        severity: LEVEL_SEVERITY[str(r.level) ?? 'warning'] ?? 'warning',
        message: (str(r.message?.text) ?? '').split('\n')[0]!,
        line: typeof line === 'number' ? line : null,
        queueManager: str(r.properties?.queueManager) ?? null,
        object: str(r.properties?.object) ?? '',
        attribute: str(r.properties?.attribute) ?? '',
      });
    }
  }
  const snapshots = [...byFile].map(([file, findings]) => ({ file, queueManagers: queueManagersOf({ findings }), findings }));
  return { kind: 'snapshots', from: 'sarif', snapshots };
}

/** A SARIF artifact URI back to the path it was made from: relative stays relative, file:// becomes a path. */
export function uriToPath(uri: string): string {
  const path = uri.startsWith('file://') ? uri.slice('file://'.length).replace(/^\/([A-Za-z]:\/)/, '$1') : uri;
  try {
    return normalisePath(decodeURIComponent(path));
  } catch {
    return normalisePath(path);
  }
}
