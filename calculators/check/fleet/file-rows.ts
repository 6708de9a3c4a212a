/**
 * One file's rows of the fleet table: one per queue manager it names (a gather can hold several),
 * or one named by the file when it names none. The file is read once (check-text.ts, as mqcheck reads it); each finding,
 * value, reading and fact is given to its queue manager (placement.ts), a host's own to every queue
 * manager on that host; then only what the table shows is kept, so the file's text and full result
 * can be dropped before the next file is read.
 */
import type { Fact, Finding, ReadValue, Reading } from '../../rulebook/types.ts';
import { splitLines } from '../measure/text.ts';
import { scopesOf } from '../scope/scopes.ts';
import { placement } from './placement.ts';
import { checkText } from '../check-text.ts';
import { haTypeOf, sizingReadings, userLimits, versionOf } from './row-values.ts';
import { tally } from './severity.ts';
import type { FleetFinding, FleetOptions, FleetRow, HostSource, UnreadFile } from './types.ts';
import { isRefusal, type Capacity } from '../../capacity/index.ts';

export type FileRows = { rows: FleetRow[] } | { unread: UnreadFile };

interface Bucket {
  queueManager?: string;
  host: string;
  hostFrom: HostSource;
  findings: FleetFinding[];
  values: ReadValue[];
  readings: Reading[];
  /** Facts about this queue manager, and the host's (dspmqver's release is the installation's). */
  facts: Fact[];
  hostFacts: Fact[];
}

const LIMIT_VALUES = new Set(['nofile', 'nofile-hard', 'nproc', 'nproc-hard']);

function compact(f: Finding, file: string): FleetFinding {
  return { severity: f.severity, rule: f.rule, title: f.title, ...(f.severity !== 'ok' && f.recommended ? { recommended: f.recommended } : {}), file, ...(f.line === undefined ? {} : { line: f.line }) };
}

export function fileRows(file: string, text: string, opts: FleetOptions): FileRows {
  const read = checkText(text, { platform: opts.platform, ...(opts.capacityVerdicts ? { capacityVerdicts: opts.capacityVerdicts } : {}) });
  if (read.problem !== undefined) return { unread: { file, why: read.problem } };
  const { config, measurements: m } = read;
  const scoped = scopesOf(splitLines(text));
  const place = placement(scoped);

  // The queue managers, in the order first named: the checker's scopes, then those only the measurement readers named.
  const names = new Set<string>([...(config?.queueManagers ?? []), ...scoped.queueManagers]);
  for (const f of m.facts) if (f.name === 'queueManager') names.add(f.value);
  for (const x of [...(config?.findings ?? []), ...m.findings, ...m.readings]) if (x.queueManager) names.add(x.queueManager);

  const fileHost = scoped.scopes.find((s) => s.host)?.host;
  const hostOfQm = (qm: string) => scoped.scopes.find((s) => s.queueManager === qm && s.host)?.host ?? fileHost;
  const bucket = (queueManager: string | undefined, host: string | undefined): Bucket => ({ ...(queueManager ? { queueManager } : {}), host: host ?? file, hostFrom: host ? 'gather' : 'file', findings: [], values: [], readings: [], facts: [], hostFacts: [] });
  const buckets = names.size ? [...names].map((qm) => bucket(qm, hostOfQm(qm))) : [bucket(undefined, fileHost)];
  const byName = new Map(buckets.map((b) => [b.queueManager, b]));

  /** The buckets an item counts for: its queue manager's, or every one on its host. */
  const targets = (owner: string | undefined, line: number | undefined): Bucket[] => {
    const own = owner === undefined ? undefined : byName.get(owner);
    if (own) return [own];
    const host = place.hostOf(line);
    return buckets.filter((b) => host === undefined || b.hostFrom === 'file' || b.host === host);
  };

  for (const f of [...(config?.findings ?? []), ...m.findings]) {
    const c = compact(f, file);
    for (const b of targets(place.ownerOf(f.queueManager, f.line), f.line)) b.findings.push(c);
  }
  // The limits are settings, never object attributes: the 409,000-row table of a large gather is not made for them.
  for (const v of config?.settings ?? []) {
    if (!LIMIT_VALUES.has(v.name)) continue;
    for (const b of targets(place.ownerOf(v.queueManager, v.line), v.line)) b.values.push(v);
  }
  // A reading about no named queue manager is placed only where that is unambiguous (one queue manager in reach).
  for (const r of m.readings) {
    const line = r.lines[0];
    const to = targets(place.ownerOf(r.queueManager, line), line);
    if (to.length === 1) to[0]!.readings.push(r);
  }
  // dspmq prints a queue manager's name and its release on one line.
  const namedOnLine = new Map(m.facts.filter((f) => f.name === 'queueManager').map((f) => [f.line, f.value]));
  for (const f of m.facts) {
    const owner = place.ownerOf(undefined, f.line) ?? namedOnLine.get(f.line);
    const own = owner === undefined ? undefined : byName.get(owner);
    if (own) own.facts.push(f);
    else for (const b of targets(undefined, f.line)) b.hostFacts.push(f);
  }

  // DISPLAY QMGR's VERSION(09020300) is the release too, where neither dspmq nor dspmqver was pasted (theirs come first).
  const versions: Fact[] = (config?.qmgrVersions ?? []).map((v) => ({ name: 'mqRelease', value: v.version, origin: 'DISPLAY QMGR', line: v.line, ...(v.queueManager ? { queueManager: v.queueManager } : {}) }));
  for (const f of versions) {
    const own = byName.get(f.queueManager ?? place.ownerOf(undefined, f.line));
    if (own) own.facts.push(f);
    else for (const b of targets(undefined, f.line)) b.hostFacts.push(f);
  }
  const release = config?.release && !config.release.inferred ? config.release.text : undefined;
  // The capacity answers were made per queue manager with the checked text (capacity-each.ts); a row takes its own.
  const capacity = new Map(read.capacity.filter((c): c is Capacity => !isRefusal(c)).map((c) => [c.queueManager, c]));
  return { rows: buckets.map((b) => toRow(b, file, release, capacity.get(b.queueManager ?? ''))) };
}

function toRow(b: Bucket, file: string, mqconfigRelease: string | undefined, capacity: Capacity | undefined): FleetRow {
  const version = versionOf(b.facts) ?? versionOf(b.hostFacts) ?? mqconfigRelease;
  return {
    host: b.host,
    hostFrom: b.hostFrom,
    ...(b.queueManager ? { queueManager: b.queueManager } : {}),
    files: [file],
    ...(version ? { version } : {}),
    haType: haTypeOf([...b.facts, ...b.hostFacts], b.readings),
    ...tally(b.findings),
    ...sizingReadings(b.readings),
    ...userLimits(b.values),
    ...(capacity ? { capacityCeiling: capacity.ceiling, ...(capacity.headroom !== undefined ? { capacityHeadroom: capacity.headroom } : {}) } : {}),
    findings: b.findings,
  };
}
