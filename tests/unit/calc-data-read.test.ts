/**
 * The swap-reservation, logger-throughput and z/OS SMDS calculators read their measured figures
 * from data/ and nowhere else (issue 28 item 3), as the HA and DR curves do
 * (calc-latency-curves.test.ts): the bundled CSV text is the file on disk, every report line a
 * figure cites prints that figure, a changed cell in a copy of data/ changes the calculator, and a
 * damaged cell stops it with the file, line and column.
 */
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { datasetRows, numberIn, rowWhere, type DatasetReader } from '../../calculators/lib/dataset-cells.ts';
import { CONNECTION_COST_DATASETS, CONNECTION_COST_LINES, connectionTypes } from '../../calculators/lib/hpux-connection-costs.ts';
import { CONNECTION_TYPES, swapReservation } from '../../calculators/swap-reservation.ts';
import { FILE_SYSTEM_PRESETS, TABLE_13, fileSystemPresets, loggerThroughput } from '../../calculators/logger-throughput.ts';
import { CAPACITY_DATASET, CAPACITY_TABLE, capacityTable, zosSmdsStorage } from '../../calculators/zos-smds-storage.ts';
import { CONNECT_SECONDS, REBUILD_RATE, RECOVERY_DATASET, WORKED_EXAMPLES, recoveryFigures, zosStructureRecovery } from '../../calculators/zos-structure-recovery.ts';
import { AMQSRUA_LOG, WORST_LOGICAL_BYTES_PER_SEC, WORST_PHYSICAL_BYTES_PER_SEC, logSizing, worstSample } from '../../calculators/log-sizing.ts';
import type { CalculatorDefinition } from '../../calculators/types.ts';
import { runCalculator } from '../../calculators/inputs.ts';
import { exampleMismatches } from '../../src/lib/calculators/check-examples.ts';
import { num } from '../../calculators/format.ts';

const DATA = join(process.cwd(), 'data');
const disk = (root: string): DatasetReader => (path) => readFileSync(join(root, path), 'utf8');
const reportLine = (report: string, line: number) => readFileSync(join(process.cwd(), '..', 'shared', 'reports', `${report}.txt`), 'utf8').split('\n')[line - 1] ?? '';

function output(def: CalculatorDefinition, raw: Record<string, string>, name: string) {
  const r = runCalculator(def, raw);
  if (!r.ok) throw new Error(r.errors.map((e) => e.message).join('; '));
  return r.outputs[name];
}

/** A copy of data/ in a temporary folder with each `[file, from, to]` replaced once (the text must be there). */
function withChangedData(edits: readonly [string, string, string][], body: (read: DatasetReader) => void) {
  const tmp = mkdtempSync(join(tmpdir(), 'data-read-'));
  try {
    cpSync(DATA, tmp, { recursive: true });
    for (const [file, from, to] of edits) {
      const path = join(tmp, file);
      const text = readFileSync(path, 'utf8');
      expect(text, file).toContain(from);
      writeFileSync(path, text.replace(from, to));
    }
    body(disk(tmp));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

describe('the figures are the datasets’ cells', () => {
  it('the bundled CSV text is the file on disk: figures read from data/ equal the calculators’', () => {
    expect(connectionTypes(disk(DATA))).toEqual(CONNECTION_TYPES);
    expect(fileSystemPresets(disk(DATA))).toEqual(FILE_SYSTEM_PRESETS);
    expect(capacityTable(disk(DATA))).toEqual(CAPACITY_TABLE);
    expect(recoveryFigures(disk(DATA))).toEqual({ rebuildRate: REBUILD_RATE.value, connectSeconds: CONNECT_SECONDS.value, examples: WORKED_EXAMPLES });
    expect(worstSample(disk(DATA))).toEqual({ physicalBytesPerSec: WORST_PHYSICAL_BYTES_PER_SEC, logicalBytesPerSec: WORST_LOGICAL_BYTES_PER_SEC });
  });

  it('structure recovery: the rate is the one line 620 states, and each example’s line its total', () => {
    expect(reportLine('mq-zos-v71', REBUILD_RATE.line)).toContain(`rebuild rate of approximately ${num(REBUILD_RATE.value)} messages per second`);
    expect(reportLine('mq-zos-v71', CONNECT_SECONDS.line)).toContain(`= ${CONNECT_SECONDS.value} seconds`);
    expect(reportLine('mq-zos-v71', WORKED_EXAMPLES[0].line)).toContain(`= ${WORKED_EXAMPLES[0].totalSeconds} seconds`);
    expect(reportLine('mq-zos-v71', WORKED_EXAMPLES[1].line)).toContain(`= ${WORKED_EXAMPLES[1].printedTotal} seconds`);
  });

  it('log sizing: the worst sample’s rates are the ones the report prints (lines 1031-1033)', () => {
    const text = [1031, 1032, 1033].map((l) => reportLine('mq-linux-persistent', l)).join(' ');
    expect(text).toContain(`${WORST_PHYSICAL_BYTES_PER_SEC}/sec`);
    expect(text).toContain(`${WORST_LOGICAL_BYTES_PER_SEC}/sec`);
  });

  it('swap reservation: every report line cited prints its row’s swap and free pages', () => {
    for (const c of CONNECTION_COST_LINES) {
      const rows = datasetRows(disk(DATA), c.table).filter((r) => r.cells.test_name === c.testName);
      const capacity = rows.find((r) => r.cells.swap_total_GB !== '')!;
      const at1000 = rowWhere(rows, { test_name: c.testName, apps: 1000 });
      expect(reportLine('mq-hpux-v53', c.capacity), `${c.testName} line ${c.capacity}`).toContain(`${num(numberIn(capacity, 'apps'))} `);
      expect(reportLine('mq-hpux-v53', c.capacity), `${c.testName} line ${c.capacity}`).toContain(`${capacity.cells.swap_total_GB}GB`);
      expect(reportLine('mq-hpux-v53', c.at1000), `${c.testName} line ${c.at1000}`).toContain(`(${at1000.cells.free_pages_per_app} pages/App)`);
    }
    const read = disk(DATA);
    const shmmax = rowWhere(datasetRows(read, 'mq-hpux-v53/table-20-ipc-kernel-parameters.csv'), { parameter: 'shmmax' });
    expect(reportLine('mq-hpux-v53', numberIn(shmmax, 'line'))).toContain(`${num(numberIn(shmmax, 'fastpath_client'))}`);
    const stated = rowWhere(datasetRows(read, 'mq-hpux-v53/hpux-kernel-sizing.csv'), { id: 'swap-per-client-channel' });
    expect(reportLine('mq-hpux-v53', numberIn(stated, 'line'))).toContain(`= ${stated.cells.value}K`);
    expect(CONNECTION_COST_DATASETS).toContain('mq-hpux-v53/table-20-ipc-kernel-parameters.csv');
  });

  it('SMDS capacity: each row’s report line starts with its size', () => {
    for (const row of CAPACITY_TABLE) expect(reportLine('mq-zos-v71', row.line).startsWith(`${row.size}\t`), `${row.size} line ${row.line}`).toBe(true);
  });

  it('logger throughput: the derived bound is write size ÷ latency as the derived dataset gives it', () => {
    const bound = datasetRows(disk(DATA), 'mq-linux-persistent/derived-latency-bound-throughput.csv');
    for (const p of FILE_SYSTEM_PRESETS) {
      expect(numberIn(rowWhere(bound, { message_size: '20KiB', requesters: 180, file_system: p.fileSystem }), 'write_size_over_latency_mb_per_s'), p.fileSystem).toBe(p.boundMBps);
    }
  });
});

describe('a changed cell in data/ reaches the calculators', () => {
  it('swap reservation: Table 17’s inetd swap total and Table 20’s shmmax', () => {
    withChangedData(
      [
        ['mq-hpux-v53/table-17-client-capacity-memory.csv', ',6100,11.7,,143,', ',6100,12.7,,143,'],
        ['mq-hpux-v53/table-20-ipc-kernel-parameters.csv', ',304284648,', ',304000000,'],
      ],
      (read) => {
        const changed = swapReservation(connectionTypes(read));
        const site = swapReservation(CONNECTION_TYPES);
        const inetd = { inetdClients: '6100', runmqlsrClients: '0' };
        expect(output(site, inetd, 'swapReservedBytes')).toBe(Math.round(11.7 * 1024 ** 3));
        expect(output(changed, inetd, 'swapReservedBytes')).toBe(Math.round(12.7 * 1024 ** 3));
        expect(output(site, { runmqlsrClients: '17500' }, 'sharedMemoryBytes')).toBe(304284648);
        expect(output(changed, { runmqlsrClients: '17500' }, 'sharedMemoryBytes')).toBe(304000000);
      },
    );
  });

  it('logger throughput: Table 13’s SAN write latency moves the default result and its worked example', () => {
    withChangedData([[TABLE_13, '20KiB,180,SAN,796,1367,1272', '20KiB,180,SAN,796,1500,1272']], (read) => {
      const changed = loggerThroughput(fileSystemPresets(read));
      const site = loggerThroughput(FILE_SYSTEM_PRESETS);
      const before = output(site, {}, 'maxRoundTripsPerSec') as number;
      const after = output(changed, {}, 'maxRoundTripsPerSec') as number;
      expect(after).toBeCloseTo((before * 1367) / 1500, 6);
      expect(changed.examples.find((e) => e.label.startsWith('SAN:'))!.inputs.writeLatency).toBe('0.0015');
    });
  });

  it('log sizing: the worst sample’s physical rate moves the physical-write bound and its formula', () => {
    withChangedData([[AMQSRUA_LOG, ',115987019,', ',100000000,']], (read) => {
      const changed = logSizing(worstSample(read));
      const site = logSizing(worstSample(disk(DATA)));
      const raw = { mode: 'check', msgBytes: '2048', putsPerSec: '1000', msgsPerUow: '1', longestUowSec: '60' };
      const before = output(site, raw, 'physicalBytesPerSecMax') as number;
      expect(output(changed, raw, 'physicalBytesPerSecMax') as number).toBeCloseTo((before * 100000000) / 115987019, 3);
      expect(changed.formulas.join(' ')).toContain('100,000,000 ÷ 29,073,784');
    });
  });

  it('structure recovery: the rebuild rate moves the default result and the examples’ inputs', () => {
    withChangedData([[RECOVERY_DATASET, '1,1,1000000,1000000,77000,', '1,1,1000000,1000000,70000,']], (read) => {
      const changed = zosStructureRecovery(recoveryFigures(read));
      const site = zosStructureRecovery(recoveryFigures(disk(DATA)));
      expect(output(site, {}, 'recoverySeconds')).toBeCloseTo(1000000 / 77000 + 0.5, 9);
      expect(output(changed, {}, 'recoverySeconds')).toBeCloseTo(1000000 / 70000 + 0.5, 9);
      expect(changed.examples[0]!.inputs.rebuildRate).toBe('70000');
    });
  });

  it('SMDS capacity: a changed count changes the worked example, which then no longer matches the arithmetic', () => {
    withChangedData([[CAPACITY_DATASET, '1MB,1024,16777216,', '1MB,1024,16777000,']], (read) => {
      const changed = zosSmdsStorage(capacityTable(read));
      const example = changed.examples.find((e) => e.label.startsWith('1MB '))!;
      expect(example.expected.messagesPerDataset).toBe(16777000);
      expect(exampleMismatches(changed, example).join(' ')).toMatch(/messagesPerDataset/);
      expect(exampleMismatches(zosSmdsStorage(CAPACITY_TABLE), zosSmdsStorage(CAPACITY_TABLE).examples.find((e) => e.label.startsWith('1MB '))!)).toEqual([]);
    });
  });
});

describe('a damaged cell stops the calculator with the file, line and column', () => {
  const damaged = (file: string, from: string, to: string): DatasetReader => (path) => {
    const text = readFileSync(join(DATA, path), 'utf8');
    return path === file ? text.replace(from, to) : text;
  };

  it('names what is wrong where', () => {
    expect(() => connectionTypes(damaged('mq-hpux-v53/table-17-client-capacity-memory.csv', ',6100,11.7,', ',6100,11.7GB,'))).toThrow(
      'data/mq-hpux-v53/table-17-client-capacity-memory.csv, line 2, column "swap_total_GB": "11.7GB" is not a number',
    );
    expect(() => connectionTypes(damaged('mq-hpux-v53/table-19-server-capacity-memory.csv', 'dqnp1_qmax_runmqlsr,', 'dqnp1_qmax_runmqlsr2,'))).toThrow(/no row with test_name=dqnp1_qmax_runmqlsr/);
    expect(() => fileSystemPresets(damaged(TABLE_13, '20KiB,180,NFS-1G,105,', '20KiB,180,NFS-1G,105,,'))).toThrow(/table-13-20kib-results-all-file-systems\.csv, line 16: 7 cells, expected 6/);
    expect(() => capacityTable(damaged(CAPACITY_DATASET, '4MB,4096,4194304,3.00', '4MB,4096,4194304,n/a'))).toThrow(/smds-capacity-16tb\.csv, line 3, column "cf_gib": "n\/a" is not a number/);
  });
});

describe('the command line bundles the same calculators', () => {
  it('mqcheck (esbuild) loads the CSVs the calculators import with ?raw', () => {
    const out = execFileSync(process.execPath, ['scripts/mqcheck.mjs', '--help'], { encoding: 'utf8' });
    expect(out).toContain('Usage: mqcheck');
  });
});
