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

/** Whether the tests run as root (CI does): then the script is given --as-root, see runGather. */
export const AS_ROOT = process.getuid?.() === 0;

/**
 * Runs the script under SHELL with the stand-ins first on PATH (or the PATH given). As root it is
 * given --as-root, so that the gather itself is tested here without a user to switch to; the
 * switch to the MQ user, as a real unprivileged user, is the system test's (tests/system/gather-hostile.test.ts).
 */
export function runGather(shell: string, args: readonly string[], opts: { machine: Machine; path?: string; cwd?: string; env?: Record<string, string> }): GatherRun {
  const run = spawnSync(shell, [SCRIPT, ...(AS_ROOT ? ['--as-root'] : []), ...args], {
    encoding: 'utf8',
    cwd: opts.cwd ?? opts.machine.dir,
    env: { PATH: opts.path ?? `${STAND_INS}:/usr/bin:/bin`, MQ_GATHER_TEST_MARKER: opts.machine.marker, LC_ALL: 'C', ...opts.env },
    timeout: 120_000,
  });
  if (run.error) throw run.error;
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/**
 * Whether the amqsrua stand-ins ran at the same time, from the marker's lines alone (no clock): with
 * MQ_GATHER_TEST_TOGETHER set, each waits for that many starts before it writes "amqsrua ended",
 * so every start comes before the first end only if they overlapped. Returns the starts and the
 * ends counted, and whether every start came first.
 */
export function amqsruaOverlap(markerLines: readonly string[]): { starts: number; ends: number; allStartedBeforeAnyEnded: boolean } {
  const isStart = (l: string) => /^\S+ (\[[^\]]*\] )?amqsrua -m /.test(l);
  const isEnd = (l: string) => / amqsrua ended: /.test(l);
  const firstEnd = markerLines.findIndex(isEnd);
  const lastStart = markerLines.findLastIndex(isStart);
  return {
    starts: markerLines.filter(isStart).length,
    ends: markerLines.filter(isEnd).length,
    allStartedBeforeAnyEnded: firstEnd >= 0 && lastStart < firstEnd,
  };
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

/** The --as-root line on standard error (see runGather), which a run as root always has. */
export const AS_ROOT_LINE = 'mq-gather.sh: running as root with --as-root: MQ programs run as root, and load as root what mqm controls\n';

/** Standard error without the --as-root line. */
export const stderrOf = (run: GatherRun) => run.stderr.replace(AS_ROOT_LINE, '');

/** A report without what changes from run to run: the start time, the seconds each command took, the SHA-256. */
export function steady(report: string): string {
  return report
    .replace(/started [^,]+,/, 'started,')
    .replace(/^(command \S+ \S+) \d+ /gm, '$1 S ')
    .replace(/^sha256 [0-9a-f]{64}$/m, 'sha256 H');
}

/** The manifest's records (the lines after its header). */
export function manifestOf(report: string): string[] {
  const lines = report.replace(/\n$/, '').split('\n');
  const at = lines.findIndex((l) => / \| manifest =====$/.test(l));
  if (at < 0) throw new Error('no manifest in the report');
  return lines.slice(at + 1);
}
