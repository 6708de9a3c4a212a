/**
 * System checks of public/mq-gather.sh that need tools beyond /bin/sh: shellcheck in POSIX sh mode
 * (the script promises to be clean under `shellcheck -s sh`), and a whole run under ksh, the shell
 * of AIX, and mksh, giving the same report as sh. The hostile runs as root are gather-hostile.test.ts. A missing tool fails with what to install: never a skip.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCRIPT, STAND_INS, makeMachine, runGather, stderrOf, steady } from '../gather-run.ts';

function installed(tool: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${tool}`], { encoding: 'utf8' }).status === 0;
}

function requireTool(tool: string, debianPackage: string): void {
  if (!installed(tool)) {
    throw new Error(`${tool} is not installed, and this test needs it: install it with "apt-get install -y ${debianPackage}" (Debian; .ci/run does), or your system's ${debianPackage} package.`);
  }
}

describe('mq-gather.sh beyond sh', () => {
  it('is clean under shellcheck -s sh', () => {
    requireTool('shellcheck', 'shellcheck');
    const run = spawnSync('shellcheck', ['-s', 'sh', SCRIPT], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  // The stand-ins are shell too, and follow the marker file they source (-x): held to the same bar.
  it('the stand-in MQ commands it is tested against are clean under shellcheck -s sh -x', () => {
    requireTool('shellcheck', 'shellcheck');
    const hostile = join(STAND_INS, '../hostile');
    const files = [...readdirSync(STAND_INS).map((f) => join(STAND_INS, f)), ...readdirSync(hostile).map((f) => join(hostile, f))];
    expect(files.length).toBeGreaterThan(7);
    const run = spawnSync('shellcheck', ['-s', 'sh', '-x', ...files], { encoding: 'utf8', cwd: STAND_INS });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it.each([
    ['ksh', 'ksh'],
    ['mksh', 'mksh'],
  ])('gives the same report under %s as under sh', (shell, debianPackage) => {
    requireTool(shell, debianPackage);
    const m = makeMachine();
    const sh = runGather('sh', ['--mqs-ini', m.mqsIni], { machine: m });
    const other = runGather(shell, ['--mqs-ini', m.mqsIni], { machine: m });
    expect(stderrOf(other)).toBe('');
    expect(other.status).toBe(0);
    expect(steady(other.stdout)).toBe(steady(sh.stdout));
    expect(other.stdout).toContain("echo 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL' | runmqsc haqueuemgr");
  });
});
