/**
 * mqcheck's command line, read into options. A wrong option stops the run before any file is read
 * (exit 2): checking with an option the user did not mean (a misspelt --fail-on, say) could pass a
 * pipeline that should fail. Options take their value as `--name=value` or `--name value`.
 */
import type { Platform } from '../../rulebook/context.ts';
import { atLeast, type Severity } from '../../rulebook/types.ts';

/** `findings` is the flat array `--json` has always printed; `json` is the full report; `table` and `csv` are the fleet's, a row per queue manager. */
export type OutputFormat = 'text' | 'json' | 'sarif' | 'table' | 'csv' | 'findings';
/** The least severe finding that makes the exit status 1 (`note`: any finding that is not ok); `never` leaves it 0 whatever is found. */
export type FailOn = 'error' | 'warning' | 'note' | 'never';

/** Whether a finding of this severity makes the exit status 1. */
export const failsOn = (severity: Severity, failOn: FailOn): boolean => failOn !== 'never' && atLeast(severity, failOn === 'note' ? 'info' : failOn);

export interface CliOptions {
  format: OutputFormat;
  platform: Platform;
  failOn: FailOn;
  /** Where the site is published (with its sub-folder), for absolute links to /rules/; absent: none known. */
  siteUrl?: string;
  /** The folder SARIF's artifact URIs are relative to (%SRCROOT%); absent: the current folder. */
  baseDir?: string;
  /** An earlier report or input (a file, a folder, an archive): findings are new, unchanged or fixed against it. */
  baseline?: string;
  /** An earlier gather (or report, file, folder, archive): what changed since, per queue manager. */
  compare?: string;
  files: string[];
}

export type ParsedArgs = { kind: 'run'; options: CliOptions } | { kind: 'help' } | { kind: 'usage-error'; message: string };

const CHOICES = {
  format: ['text', 'json', 'sarif', 'table', 'csv'],
  platform: ['unix', 'windows'],
  'fail-on': ['error', 'warning', 'note', 'never'],
} as const;
type ChoiceOption = keyof typeof CHOICES;
const VALUED = ['format', 'platform', 'fail-on', 'site-url', 'base-dir', 'baseline', 'compare'] as const;
/** Options whose value is a path or an address, not one of a list. */
const FREE: readonly ValuedOption[] = ['site-url', 'base-dir', 'baseline', 'compare'];
type ValuedOption = (typeof VALUED)[number];

function isValued(name: string): name is ValuedOption {
  return (VALUED as readonly string[]).includes(name);
}

/** An http(s) address with a trailing slash, so that `rules/` resolves under its sub-folder. */
export function normaliseSiteUrl(raw: string): string | undefined {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  url.hash = '';
  url.search = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/**
 * Reads the arguments. `defaultSiteUrl` is the environment's SITE_URL, or the address the
 * one-file checker was built for; `--site-url` overrides it.
 */
export function parseArgs(args: readonly string[], defaultSiteUrl?: string): ParsedArgs {
  const given = new Map<ValuedOption, string>();
  let legacyJson = false;
  const files: string[] = [];
  let onlyFiles = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (onlyFiles || a === '-' || !a.startsWith('-')) {
      files.push(a);
      continue;
    }
    if (a === '--') onlyFiles = true;
    else if (a === '--help' || a === '-h') return { kind: 'help' };
    else if (a === '--json') legacyJson = true;
    else {
      const m = /^--([a-z-]+)(?:=([\s\S]*))?$/.exec(a);
      const name = m?.[1] ?? '';
      if (!m || !isValued(name)) return { kind: 'usage-error', message: `Unknown option ${a}.` };
      const value = m[2] ?? args[++i];
      if (value === undefined) return { kind: 'usage-error', message: `--${name} needs a value.` };
      given.set(name, value);
    }
  }
  for (const [name, value] of given) {
    if (FREE.includes(name)) {
      if (value.trim() === '') return { kind: 'usage-error', message: `--${name} needs a value.` };
      continue;
    }
    const choices: readonly string[] = CHOICES[name as ChoiceOption];
    if (!choices.includes(value)) return { kind: 'usage-error', message: `--${name} must be ${choices.join(', ').replace(/, ([^,]*)$/, ' or $1')}; got "${value}".` };
  }
  const format = given.get('format') as Exclude<OutputFormat, 'findings'> | undefined;
  if (legacyJson && format !== undefined && format !== 'json') return { kind: 'usage-error', message: `--json and --format=${format} ask for two outputs; give one.` };
  const [siteFrom, rawSite] = given.has('site-url') ? ['--site-url', given.get('site-url')!] : ['SITE_URL', defaultSiteUrl?.trim() || undefined];
  const siteUrl = rawSite === undefined ? undefined : normaliseSiteUrl(rawSite);
  if (rawSite !== undefined && !siteUrl) return { kind: 'usage-error', message: `${siteFrom} must be an http or https address (where the Field Guide is published, e.g. https://example.com/guide/); got "${rawSite}".` };
  if (!files.length) return { kind: 'usage-error', message: given.has('compare') ? '--compare OLD needs the NEW file (or folder) after it: mqcheck --compare OLD NEW.' : 'Name at least one FILE, or "-" for standard input.' };
  if (given.has('baseline') && given.has('compare')) return { kind: 'usage-error', message: '--baseline and --compare both name an earlier run; give one (--compare also says which findings are new and fixed).' };
  const earlier = given.has('baseline') ? '--baseline' : given.has('compare') ? '--compare' : undefined;
  if (earlier && legacyJson) return { kind: 'usage-error', message: `--json prints the findings alone, with no room for what ${earlier} adds; use --format=json.` };
  if (given.get('baseline') === '-' || given.get('compare') === '-') return { kind: 'usage-error', message: `${earlier} needs a file, folder or archive; standard input ("-") is for the files checked now.` };
  return {
    kind: 'run',
    options: {
      // --json alone keeps the findings array it has always printed; --format=json is the full report.
      format: format ?? (legacyJson ? 'findings' : 'text'),
      platform: (given.get('platform') as Platform | undefined) ?? 'unix',
      failOn: (given.get('fail-on') as FailOn | undefined) ?? 'error',
      ...(siteUrl ? { siteUrl } : {}),
      ...(given.has('base-dir') ? { baseDir: given.get('base-dir')! } : {}),
      ...(given.has('baseline') ? { baseline: given.get('baseline')! } : {}),
      ...(given.has('compare') ? { compare: given.get('compare')! } : {}),
      files,
    },
  };
}
