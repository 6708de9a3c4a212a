/**
 * mqcheck's findings as SARIF 2.1.0, the form GitHub code scanning (github/codeql-action/upload-sarif),
 * GitLab and most review tools read. The driver lists every rule of the rulebook, so a result's
 * rule can always be looked up; each result carries its level, message, file and line.
 *
 * An `ok` finding ("nofile is at least IBM's 10,240") is not a result: code scanning shows every
 * result as an alert, whatever its `kind`, so passing checks would bury the real findings, and an
 * alert closes by itself when a later run no longer reports it. Errors are `error`, warnings
 * `warning`, notes (`info`) `note`.
 */
import { RULES } from '../../rulebook/index.ts';
import { RULES_PATH } from '../../rulebook/lib/finding.ts';
import type { Rule, Severity } from '../../rulebook/types.ts';
import type { Finding } from '../index.ts';
import type { FileReport } from './file-report.ts';

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
}

export function toSarif(files: readonly FileReport[], opts: SarifOptions = {}) {
  const index = new Map(RULES.map((r, i) => [r.id, i] as const));
  const results = files.flatMap((r) =>
    r.findings
      .filter((f) => f.severity !== 'ok')
      .map((f) => {
        const ruleIndex = index.get(f.rule);
        return {
          ruleId: f.rule,
          ...(ruleIndex === undefined ? {} : { ruleIndex }),
          level: LEVEL[f.severity as Exclude<Severity, 'ok'>],
          message: { text: message(f) },
          locations: [
            {
              physicalLocation: {
                artifactLocation: { uri: artifactUri(r.file) },
                // Code scanning needs a start line; a finding about the file as a whole points at its first.
                region: { startLine: f.line ?? 1 },
              },
            },
          ],
          ...(f.queueManager ? { properties: { queueManager: f.queueManager } } : {}),
        };
      }),
  );
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
        // Files that could not be checked are the run's notifications, not results about a rule.
        invocations: [
          {
            executionSuccessful: problems.length === 0,
            toolExecutionNotifications: problems.map((r) => ({
              level: 'error' as const,
              message: { text: r.problem! },
              locations: [{ physicalLocation: { artifactLocation: { uri: artifactUri(r.file) } } }],
            })),
          },
        ],
        results,
      },
    ],
  };
}
