/**
 * mqcheck's findings as SARIF 2.1.0, the form GitHub code scanning (github/codeql-action/upload-sarif),
 * GitLab and most review tools read. The driver lists every rule of the rulebook, so a result's
 * rule can always be looked up; each result carries its level, message, file and line.
 *
 * An `ok` finding ("nofile is at least IBM's 10,240") is not a result: code scanning shows every
 * result as an alert, whatever its `kind`, so passing checks would bury the real findings, and an
 * alert closes by itself when a later run no longer reports it. Errors are `error`, warnings
 * `warning`, notes (`info`) `note`.
 *
 * For code review: a file under the base folder (base-dir.ts) is named by its path from there with
 * `uriBaseId` `%SRCROOT%`, as code scanning needs to place a result on the pull request's file; each
 * result carries `partialFingerprints` (rule, queue manager, object, attribute: never the line, so an
 * edit above a finding does not make it a new alert); with --baseline, `baselineState`. Findings the
 * baseline had and this run no longer finds are not results (code scanning would raise each as an
 * alert): they are listed in the run's `properties.absent`.
 */
import { RULES } from '../../rulebook/index.ts';
import { RULES_PATH } from '../../rulebook/lib/finding.ts';
import type { Rule, Severity } from '../../rulebook/types.ts';
import type { Finding } from '../index.ts';
import type { FileReport } from './file-report.ts';
import type { KeyedFinding } from '../compare/snapshot.ts';
import type { BaselineState } from '../compare/match.ts';
import { FINGERPRINT_KEY } from '../compare/subject.ts';
import { pathFromBase, relativeUri, SRCROOT, type BaseDir } from './base-dir.ts';

export type SarifLevel = 'error' | 'warning' | 'note';

const LEVEL: Record<Exclude<Severity, 'ok'>, SarifLevel> = { error: 'error', warning: 'warning', info: 'note' };
const RANK: Record<SarifLevel, number> = { note: 0, warning: 1, error: 2 };

/**
 * A rule's default level: the most severe level its own severity sentence says it gives
 * ("Error below 10,240, ok at or above" → error), leaving out a clause that says a level is not
 * given ("a warning for a release out of support is not given"). Derived from the rule's words,
 * not stated by them: every result also carries its own level, which is what code scanning shows.
 */
export function defaultLevel(rule: Rule): SarifLevel {
  let level: SarifLevel = 'note';
  for (const clause of rule.severity.split(/;|\.\s/)) {
    if (/\bnot given\b/i.test(clause)) continue;
    const found: SarifLevel | undefined = /\berror\b/i.test(clause) ? 'error' : /\bwarning\b/i.test(clause) ? 'warning' : undefined;
    if (found && RANK[found] > RANK[level]) level = found;
  }
  return level;
}

/** A file path as a URI reference, relative paths kept relative (code scanning resolves them against the checkout). */
export function artifactUri(file: string): string {
  if (file === '-') return 'stdin';
  const slashed = file.replace(/\\/g, '/');
  // A drive letter ("C:") stays as written; every other segment is percent-encoded.
  const encoded = slashed
    .split('/')
    .map((segment, i) => (i === 0 && /^[A-Za-z]:$/.test(segment) ? segment : encodeURIComponent(segment)))
    .join('/');
  if (/^[A-Za-z]:\//.test(slashed)) return `file:///${encoded}`;
  return slashed.startsWith('/') ? `file://${encoded}` : encoded.replace(/^(\.\/)+/, '');
}

function ruleHelpUri(rule: Rule, siteUrl: string | undefined): string | undefined {
  // Without the site's address a link can only be a path, which SARIF's helpUri (an absolute URI) cannot hold.
  return siteUrl ? new URL(`${RULES_PATH.slice(1)}#${rule.id}`, siteUrl).href : undefined;
}

function reportingDescriptor(rule: Rule, siteUrl: string | undefined) {
  const helpUri = ruleHelpUri(rule, siteUrl);
  return {
    id: rule.id,
    name: rule.id,
    shortDescription: { text: rule.title },
    fullDescription: { text: rule.statement },
    ...(helpUri ? { helpUri } : {}),
    help: { text: `${rule.statement}\nSeverity: ${rule.severity}\nApplies to: ${rule.appliesTo.releases} (${rule.appliesTo.platforms.join(', ')}).\nThe rule and its sources: ${helpUri ?? `${RULES_PATH}#${rule.id} on the MQ Performance Field Guide`}` },
    defaultConfiguration: { level: defaultLevel(rule) },
    properties: { tags: rule.appliesTo.platforms },
  };
}

function message(f: Finding): string {
  const where = f.queueManager ? `Queue manager ${f.queueManager}: ` : '';
  const fix = f.recommended ? ` ${f.recommended}` : '';
  // The finding's first line must stand alone: code scanning shows only the first sentence where space is short.
  const title = /[.!?]$/.test(f.title) ? f.title : `${f.title}.`;
  return `${where}${title}${fix}\n${f.why}`;
}

export interface SarifOptions {
  /** Where the site is published, for the rules' help links; without it they carry the path in words. */
  siteUrl?: string;
  /** The folder artifact URIs are relative to, and the current folder the files were named from. */
  base?: { dir: BaseDir; cwd: string };
}

/** Each file's findings keyed (fingerprints), and with a baseline their states and what it had that is gone. */
export interface SarifFileState {
  keyed: readonly KeyedFinding[];
  states?: readonly (BaselineState | undefined)[];
  absent?: readonly KeyedFinding[];
}

function artifactLocation(file: string, opts: SarifOptions): { uri: string; uriBaseId?: string } {
  const relative = opts.base ? pathFromBase(opts.base.dir, opts.base.cwd, file) : undefined;
  return relative === undefined ? { uri: artifactUri(file) } : { uri: relativeUri(relative), uriBaseId: SRCROOT };
}

export function toSarif(files: readonly FileReport[], opts: SarifOptions = {}, states: readonly (SarifFileState | undefined)[] = []) {
  const index = new Map(RULES.map((r, i) => [r.id, i] as const));
  const results = files.flatMap((r, fileIndex) => {
    const state = states[fileIndex];
    const location = artifactLocation(r.file, opts);
    return r.findings.flatMap((f, i) => {
      if (f.severity === 'ok') return [];
      const ruleIndex = index.get(f.rule);
      const keyed = state?.keyed[i];
      const baselineState = state?.states?.[i];
      return [
        {
          ruleId: f.rule,
          ...(ruleIndex === undefined ? {} : { ruleIndex }),
          level: LEVEL[f.severity as Exclude<Severity, 'ok'>],
          message: { text: message(f) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { ...location, index: fileIndex },
                // Code scanning needs a start line; a finding about the file as a whole points at its first.
                region: { startLine: f.line ?? 1 },
              },
            },
          ],
          ...(keyed ? { partialFingerprints: { [FINGERPRINT_KEY]: keyed.fingerprint } } : {}),
          ...(baselineState ? { baselineState } : {}),
          ...(f.queueManager || keyed?.object || keyed?.attribute ? { properties: { ...(f.queueManager ? { queueManager: f.queueManager } : {}), ...(keyed?.object ? { object: keyed.object } : {}), ...(keyed?.attribute ? { attribute: keyed.attribute } : {}) } } : {}),
        },
      ];
    });
  });
  const absent = files.flatMap((r, i) => (states[i]?.absent ?? []).map((f) => ({ file: artifactLocation(r.file, opts).uri, ruleId: f.rule, level: f.severity === 'info' ? 'note' : f.severity, message: f.message, queueManager: f.queueManager, object: f.object, attribute: f.attribute, fingerprint: f.fingerprint, baselineState: 'absent' as const })));
  const problems = files.filter((r) => r.problem !== undefined);
  return {
    $schema: 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json',
    version: '2.1.0' as const,
    runs: [
      {
        tool: {
          driver: {
            name: 'mqcheck',
            fullName: 'mqcheck, the MQ Performance Field Guide configuration checker',
            ...(opts.siteUrl ? { informationUri: new URL('check/', opts.siteUrl).href } : {}),
            rules: RULES.map((rule) => reportingDescriptor(rule, opts.siteUrl)),
          },
        },
        ...(opts.base ? { originalUriBaseIds: { [SRCROOT]: { uri: opts.base.dir.uri } } } : {}),
        // Every file checked, also those without a result: a later --baseline knows they were checked.
        artifacts: files.map((r) => ({ location: artifactLocation(r.file, opts) })),
        // Files that could not be checked are the run's notifications, not results about a rule.
        invocations: [
          {
            executionSuccessful: problems.length === 0,
            toolExecutionNotifications: problems.map((r) => ({
              level: 'error' as const,
              message: { text: r.problem! },
              locations: [{ physicalLocation: { artifactLocation: artifactLocation(r.file, opts) } }],
            })),
          },
        ],
        results,
        ...(states.some((s) => s?.states) ? { properties: { absent } } : {}),
      },
    ],
  };
}
