/**
 * System checks of public/mq-gather.sh that need tools beyond /bin/sh: shellcheck in POSIX sh mode
 * (the script promises to be clean under `shellcheck -s sh`), and a whole run under ksh, the shell
 * of AIX, giving the same report as sh. A missing tool fails with what to install: never a skip.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { SCRIPT, STAND_INS, makeMachine, runGather } from '../gather-run.ts';

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
    const files = readdirSync(STAND_INS).map((f) => join(STAND_INS, f));
    expect(files.length).toBeGreaterThan(5);
    const run = spawnSync('shellcheck', ['-s', 'sh', '-x', ...files], { encoding: 'utf8', cwd: STAND_INS });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('gives the same report under ksh as under sh', () => {
    requireTool('ksh', 'ksh');
    const m = makeMachine();
    const sh = runGather('sh', ['--mqs-ini', m.mqsIni], { machine: m });
    const ksh = runGather('ksh', ['--mqs-ini', m.mqsIni], { machine: m });
    expect(ksh.stderr).toBe('');
    expect(ksh.status).toBe(0);
    const body = (report: string) => report.replace(/started [^,]+,/, 'started,');
    expect(body(ksh.stdout)).toBe(body(sh.stdout));
    expect(ksh.stdout).toContain("echo 'DISPLAY QMSTATUS TYPE(NATIVEHA) ALL' | runmqsc haqueuemgr");
  });
});
