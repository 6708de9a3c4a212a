/**
 * The README's pipeline example (The checker on the command line, "In a pipeline") is copied into
 * real repositories: it must be valid YAML, a GitHub Actions workflow that runs on pull requests,
 * may upload to code scanning, runs the one-file checker with options it accepts (SARIF out, fail
 * on an error), and uploads that same file even when the check fails.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { parseArgs } from '../../calculators/check/cli/options.ts';

const readme = readFileSync(join(process.cwd(), 'README.md'), 'utf8');

/** The first ```yaml block after the "In a pipeline" heading. */
function pipelineExample(): string {
  const section = readme.indexOf('\n### In a pipeline\n');
  expect(section, 'README has an "In a pipeline" section').toBeGreaterThan(0);
  const block = /```yaml\n([\s\S]*?)```/.exec(readme.slice(section));
  expect(block, 'the section holds a yaml block').not.toBeNull();
  return block![1]!;
}

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
}

describe('the README\'s CI example', () => {
  const doc = parseDocument(pipelineExample(), { prettyErrors: true, uniqueKeys: true });
  const workflow = doc.toJS() as { on: Record<string, unknown>; permissions: Record<string, string>; jobs: Record<string, { 'runs-on': string; steps: Step[] }> };

  it('is YAML without errors or warnings', () => {
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(doc.warnings.map((e) => e.message)).toEqual([]);
  });

  it('runs on every pull request that touches qm.ini or MQSC files, and may write code scanning alerts', () => {
    expect(Object.keys(workflow.on)).toEqual(['pull_request']);
    expect((workflow.on.pull_request as { paths: string[] }).paths).toEqual(['**/qm.ini', '**/*.mqsc']);
    expect(workflow.permissions['security-events']).toBe('write');
  });

  it('runs the one-file checker with options it accepts: SARIF out, failing on a warning new since the target branch', () => {
    const steps = Object.values(workflow.jobs)[0]!.steps;
    const check = steps.find((s) => s.run?.includes('node tools/mqcheck.mjs'))!;
    expect(check).toBeDefined();
    const command = /node tools\/mqcheck\.mjs ([^>]*)>\s*(\S+)/.exec(check.run!);
    expect(command, check.run).not.toBeNull();
    // The shell's double quotes around a value are the shell's, not the checker's.
    const args = command![1]!.trim().split(/\s+/).map((a) => a.replace(/^(--[a-z-]+=)"(.*)"$/, '$1$2'));
    const parsed = parseArgs([...args, 'qm.ini']);
    expect(parsed).toMatchObject({ kind: 'run', options: { format: 'sarif', failOn: 'warning', baseline: '$RUNNER_TEMP/baseline.json', siteUrl: 'https://mq.example.com/guide/', files: ['qm.ini'] } });
    // The list of files comes from git, NUL-separated, so names with spaces survive.
    expect(check.run).toMatch(/^git ls-files -z -- '\*qm\.ini' '\*\.mqsc' \|\s*xargs -0 /);

    // The baseline is made first, from the target branch's same files, as the JSON report the check reads.
    const baseline = steps.find((s) => s.run?.includes('baseline.json') && s !== check)!;
    expect(steps.indexOf(baseline)).toBeLessThan(steps.indexOf(check));
    expect(baseline.run).toContain('git worktree add "$RUNNER_TEMP/base" "origin/$GITHUB_BASE_REF"');
    expect(baseline.run).toMatch(/mqcheck\.mjs" --format=json --fail-on=never > "\$RUNNER_TEMP\/baseline\.json"/);
    expect(parseArgs(['--format=json', '--fail-on=never', 'qm.ini'])).toMatchObject({ kind: 'run' });
    // The target branch must be fetched for the worktree.
    expect(steps.find((s) => s.uses?.startsWith('actions/checkout@'))!.with).toEqual({ 'fetch-depth': 0 });

    const upload = steps.find((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'))!;
    expect(upload, 'a step uploads the SARIF').toBeDefined();
    expect(upload.with?.sarif_file).toBe(command![2]);
    // Uploaded even when the check step failed the job: that is when the findings matter.
    expect(upload.if).toBe('${{ !cancelled() }}');
    expect(steps.indexOf(upload)).toBeGreaterThan(steps.indexOf(check));
  });
});
