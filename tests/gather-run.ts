/**
 * Running public/mq-gather.sh in tests: a throw-away "machine" (a folder holding mqs.ini and two
 * queue managers' qm.ini, copied from the real samples in tests/fixtures/real-config), the
 * stand-in MQ commands of tests/fixtures/gather/bin on PATH before /usr/bin:/bin, and the report
 * split back into its sections by the header format the script promises. Used by the unit tests
 * (sh and bash) and the system test (shellcheck, ksh).
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATHER_HEADER } from '../calculators/check/scope/gather-header.ts';

export const SCRIPT = join(import.meta.dirname, '../public/mq-gather.sh');
export const STAND_INS = join(import.meta.dirname, 'fixtures/gather/bin');
const REAL_CONFIG = join(import.meta.dirname, 'fixtures/real-config');

export interface Machine {
  dir: string;
  mqsIni: string;
  /** The qm.ini the script should find for each queue manager (through Prefix+Directory, and DataPath). */
  qmIni: { QM1: string; haqueuemgr: string };
  /** Where the stand-ins record that they ran. */
  marker: string;
}

/**
 * A folder laid out as MQ lays out /var/mqm: QM1 under the default prefix's qmgrs/, haqueuemgr
 * at an explicit DataPath (crtmqm -md), both named in an mqs.ini written in MQ's stanza format.
 */
export function makeMachine(): Machine {
  const dir = mkdtempSync(join(tmpdir(), 'mq-gather-'));
  const qm1 = join(dir, 'var-mqm/qmgrs/QM1');
  const ha = join(dir, 'data/haqueuemgr');
  mkdirSync(qm1, { recursive: true });
  mkdirSync(ha, { recursive: true });
  copyFileSync(join(REAL_CONFIG, 'qmini-whywebsphere-tuned.ini'), join(qm1, 'qm.ini'));
  copyFileSync(join(REAL_CONFIG, 'qmini-mq-container-windows-default.ini'), join(ha, 'qm.ini'));
  const mqsIni = join(dir, 'mqs.ini');
  writeFileSync(
    mqsIni,
    [
      'AllQueueManagers:',
      `   DefaultPrefix=${join(dir, 'var-mqm')}`,
      'QueueManager:',
      '   Name=QM1',
      `   Prefix=${join(dir, 'var-mqm')}`,
      '   Directory=QM1',
      '   InstallationName=Installation1',
      'QueueManager:',
      '   Name=haqueuemgr',
      '   Prefix=/var/mqm',
      '   Directory=haqueuemgr',
      `   DataPath=${ha}`,
      '   InstallationName=Installation1',
      '',
    ].join('\n'),
  );
  return { dir, mqsIni, qmIni: { QM1: join(qm1, 'qm.ini'), haqueuemgr: join(ha, 'qm.ini') }, marker: join(dir, 'ran.txt') };
}

export interface GatherRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the script under SHELL with the stand-ins first on PATH (or the PATH given). */
export function runGather(shell: string, args: readonly string[], opts: { machine: Machine; path?: string; cwd?: string }): GatherRun {
  const run = spawnSync(shell, [SCRIPT, ...args], {
    encoding: 'utf8',
    cwd: opts.cwd ?? opts.machine.dir,
    env: { PATH: opts.path ?? `${STAND_INS}:/usr/bin:/bin`, MQ_GATHER_TEST_MARKER: opts.machine.marker, LC_ALL: 'C' },
    timeout: 60_000,
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

export interface Section {
  queueManager?: string;
  command: string;
  body: string[];
}

/** The report's sections (notes and the first and last lines are sections with no body). */
export function sections(report: string): Section[] {
  const out: Section[] = [];
  for (const line of report.replace(/\n$/, '').split('\n')) {
    // The checker's own header pattern: the script is held to what the checker reads.
    const h = GATHER_HEADER.exec(line);
    if (h) out.push({ ...(h[2] ? { queueManager: h[2] } : {}), command: h[3]!, body: [] });
    else if (out.length) out.at(-1)!.body.push(line);
    else throw new Error(`text before the first header: ${line}`);
  }
  return out;
}
