/**
 * What a finding is about, as object and attribute (`CHANNEL(DEV.APP.SVRCONN)` and `SHARECNV`,
 * `QMGR` and `TREELIFE`, no object and `LogFilePages`), and the fingerprint that names the finding
 * across runs: rule, queue manager, object and attribute, never the line, so a finding keeps its
 * name when lines are added above it (code scanning's partialFingerprints, --baseline, --compare).
 *
 * A finding does not carry its subject; the value it judged does. The value is found at the
 * finding's line among the values read for the same queue manager; where one line holds several
 * (a DEFINE names many attributes on one line), the one whose name the finding's title quotes
 * ("SHARECNV(10)") is taken. Values, findings and titles are all in the JSON report too, so an
 * earlier report's findings get the same subjects and fingerprints as a new run's.
 */
import type { Finding, ReadValue } from '../../rulebook/types.ts';

export interface Subject {
  /** `QMGR`, `CHANNEL(DEV.APP.SVRCONN)`, `user mqm` for a per-user limit; empty for a host or qm.ini setting. */
  object: string;
  /** `SHARECNV`, `LogFilePages`, `nofile`; empty when the finding is about a whole object or file. */
  attribute: string;
}

/** The parts of a finding a subject and fingerprint are made from (a JSON report's finding has them too). */
export type FindingKey = Pick<Finding, 'rule' | 'title' | 'line' | 'queueManager'>;
/** The parts of a value read that name it. */
export type ValueKey = Pick<ReadValue, 'name' | 'line' | 'user' | 'queueManager'>;

/** `CHANNEL(X).SHARECNV` → object and attribute; an MQ object name never holds a parenthesis. */
const OBJECT_VALUE = /^(QMGR|[A-Z]+\([^()]*\))\.([A-Za-z0-9_]+)$/;

/** A value's name split into object and attribute, as DESIGN.md names values read. */
export function subjectOfValue(v: Pick<ReadValue, 'name' | 'user'>): Subject {
  const m = OBJECT_VALUE.exec(v.name);
  if (m) return { object: m[1]!, attribute: m[2]! };
  return { object: v.user ? `user ${v.user}` : '', attribute: v.name };
}

/** An object named at the start of a title, and the attribute word after it: "CHANNEL(APP.SVRCONN): MCATYPE left out…", "QMGR TREELIFE(…)". */
const TITLED = /^(QMGR|[A-Z]+\([^()]*\))(?: \([^)]*\))?:?(?: ([A-Z][A-Z0-9]{2,})(?![a-z]))?/;

/** Whether the title quotes the attribute: `SHARECNV(` as MQSC writes it, or the name as a word. */
function quotes(title: string, attribute: string): boolean {
  const at = title.indexOf(attribute);
  if (at < 0) return false;
  const before = at === 0 ? ' ' : title[at - 1]!;
  const after = title[at + attribute.length] ?? ' ';
  return !/[A-Za-z0-9_]/.test(before) && !/[A-Za-z0-9_]/.test(after);
}

/**
 * Each finding's subject, in the order given. `values` is every value of the same file; only those
 * on a finding's line are looked at, so a gather's hundreds of thousands cost one pass.
 */
export function findingSubjects(findings: readonly FindingKey[], values: Iterable<ValueKey>): Subject[] {
  const lines = new Set<number>();
  for (const f of findings) if (f.line !== undefined && f.line !== null) lines.add(f.line);
  const atLine = new Map<number, ValueKey[]>();
  if (lines.size) {
    for (const v of values) {
      if (!lines.has(v.line)) continue;
      const list = atLine.get(v.line);
      if (list) list.push(v);
      else atLine.set(v.line, [v]);
    }
  }
  return findings.map((f) => subjectOf(f, f.line === undefined || f.line === null ? [] : (atLine.get(f.line) ?? [])));
}

/** collapse.ts folds a rule's many notes about one queue manager into one at the first one's line: it is about them all. */
const FOLDED = /; and [\d,]+ more like it(?: \(lines [^)]*\))?$/;

function subjectOf(f: FindingKey, onLine: readonly ValueKey[]): Subject {
  if (FOLDED.test(f.title)) return { object: '', attribute: '' };
  const qm = f.queueManager ?? undefined;
  const own = onLine.filter((v) => (v.queueManager ?? undefined) === qm);
  const candidates = (own.length ? own : onLine).map(subjectOfValue);
  const quoted = candidates.filter((s) => quotes(f.title, s.attribute));
  // The longest name quoted: "LogPrimaryFiles" over a shorter name it holds.
  const pick = quoted.sort((a, b) => b.attribute.length - a.attribute.length)[0] ?? (candidates.length === 1 ? candidates[0] : undefined);
  if (pick) return pick;
  const objects = new Set(candidates.map((s) => s.object));
  const titled = TITLED.exec(f.title);
  const object = objects.size === 1 && candidates.length ? [...objects][0]! : (titled?.[1] ?? '');
  // "CHANNEL(QM1.TO.QM2): MCATYPE left out of the DEFINE": an attribute not read (its default applies) is named after the object.
  return { object, attribute: titled && titled[1] === object ? (titled[2] ?? '') : '' };
}

/** FNV-1a, 64 bits, over the UTF-8 bytes: the same in the browser and in Node, no library. */
function fnv1a64(text: string): string {
  let h = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(text)) {
    h ^= BigInt(byte);
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return h.toString(16).padStart(16, '0');
}

/** The partialFingerprints key the fingerprint is published under (its version changes if its recipe does). */
export const FINGERPRINT_KEY = 'mqcheckFinding/v1';

/**
 * Each finding's fingerprint, in the order given: a hash of rule, queue manager, object and
 * attribute. Two findings with all four the same (a rule that speaks of a file as a whole, twice)
 * are told apart by their order, `:2`, `:3`…
 */
export function fingerprints(findings: readonly FindingKey[], subjects: readonly Subject[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f, i) => {
    const s = subjects[i]!;
    const key = [f.rule, f.queueManager ?? '', s.object, s.attribute].join('\u0000');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? fnv1a64(key) : `${fnv1a64(key)}:${n}`;
  });
}
