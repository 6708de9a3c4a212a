/**
 * The calculators keep their constants beside their source lines; the datasets catalogue the same
 * tables. These tests keep the two in step: a constant that drifts from its catalogued cell fails.
 * While a dataset is not catalogued yet, its checks are skipped with the reason in their name.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue, findRow, type Dataset } from '../../src/lib/data/catalogue.ts';
import { CONNECTION_TYPES, SWAPCHUNK_AS_PRINTED_BYTES } from '../../calculators/swap-reservation.ts';
import { DEFAULT_CONNS_PER_PROCESS, MAX_NKTHREAD } from '../../calculators/kernel-limits.ts';
import logSizing, { WORST_LOGICAL_BYTES_PER_SEC, WORST_PHYSICAL_BYTES_PER_SEC } from '../../calculators/log-sizing.ts';
import { runCalculator } from '../../calculators/inputs.ts';

const catalogue = loadCatalogue();
function dataset(report: string, id: string): Dataset | undefined {
  return catalogue.datasets.find((d) => d.report.id === report && d.meta.id === id);
}
/** A describe block that runs only when the dataset exists, and says so when it does not. */
function withDataset(report: string, id: string, body: (ds: Dataset) => void) {
  const ds = dataset(report, id);
  if (ds) describe(`${report}/${id}`, () => body(ds));
  else describe.skip(`${report}/${id} (not catalogued yet)`, () => it('waits for the dataset', () => {}));
}
const cell = (ds: Dataset, where: Record<string, string | number>, col: string) => findRow(ds, where).values[col];

const byInput = Object.fromEntries(CONNECTION_TYPES.map((t) => [t.input, t]));
const clients = ['inetdClients', 'runmqlsrClients', 'runmqlsrUniqueReplyClients'];
const pairs = ['inetdChannelPairs', 'runmqlsrChannelPairs'];

for (const [id, inputs] of [['table-17-client-capacity-memory', clients], ['table-19-server-capacity-memory', pairs]] as const) {
  withDataset('mq-hpux-v53', id, (ds) => {
    for (const input of inputs) {
      const t = byInput[input]!;
      it(`${t.testName}: measured swap, shared memory and free pages`, () => {
        const rows = ds.rows.filter((r) => r.values.test_name === t.testName);
        const capacity = rows.find((r) => r.values.swap_total_GB !== null)!.values;
        const at1000 = rows.find((r) => r.values.apps === 1000)!.values;
        if ('apps' in t.swap) {
          expect(t.swap.apps).toBe(capacity.apps);
          expect(t.swap.total).toBe(capacity.swap_total_GB);
        }
        if ('apps' in t.shm) {
          expect(t.shm.apps).toBe(capacity.apps);
          // Exact byte counts come from Table 20's shmmax; they must round to the MB the table prints.
          const mb = t.shm.unit === 'bytes' ? Math.round((t.shm.total / 1024 ** 2) * 10) / 10 : t.shm.total;
          expect(mb).toBe(capacity.shm_total_MB);
        }
        expect(t.pagesAt1000).toBe(at1000.free_pages_per_app);
      });
    }
  });
}

withDataset('mq-hpux-v53', 'table-20-ipc-kernel-parameters', (ds) => {
  it('the exact shared memory at capacity is Table 20’s shmmax', () => {
    expect(byInput.runmqlsrClients!.shm).toMatchObject({ total: cell(ds, { parameter: 'shmmax' }, 'fastpath_client') });
    expect(byInput.runmqlsrChannelPairs!.shm).toMatchObject({ total: cell(ds, { parameter: 'shmmax' }, 'fastpath_server') });
  });
});

withDataset('mq-hpux-v53', 'hpux-kernel-sizing', (ds) => {
  it('uses the report’s 423K per client channel, 2,048-byte swapchunk as printed, 30,000 threads and 50 connections per process', () => {
    expect(byInput.runmqlsrClients!.swap).toEqual({ perConnection: cell(ds, { id: 'swap-per-client-channel' }, 'value'), unit: 'KiB' });
    expect(SWAPCHUNK_AS_PRINTED_BYTES).toBe(cell(ds, { id: 'swapchunk-default' }, 'value'));
    expect(MAX_NKTHREAD).toBe(cell(ds, { id: 'nkthread-max' }, 'value'));
    expect(DEFAULT_CONNS_PER_PROCESS).toBe(cell(ds, { id: 'connections-per-amqrmppa' }, 'value'));
  });
});

withDataset('mq-linux-persistent', 'log-file-sets', (ds) => {
  it('reproduces every catalogued log set', () => {
    for (const row of ds.rows) {
      const v = row.values;
      const r = runCalculator(logSizing, { logFilePages: String(v.log_file_pages), primaryFiles: String(v.log_primary_files), secondaryFiles: String(v.log_secondary_files) });
      expect(r.ok && [r.outputs.logFileBytes, r.outputs.primaryBytes, r.outputs.maxLogBytes]).toEqual([v.log_file_bytes, v.primary_set_bytes, v.max_log_bytes]);
    }
  });
});

withDataset('mq-linux-persistent', 'log-buffer-pages', (ds) => {
  it('reproduces the catalogued buffer sizes', () => {
    for (const row of ds.rows) {
      const r = runCalculator(logSizing, { logBufferPages: String(row.values.log_buffer_pages) });
      expect(r.ok && r.outputs.logBufferBytes).toBe(row.values.buffer_bytes);
    }
  });
});

withDataset('mq-linux-persistent', 'amqsrua-log-statistics', (ds) => {
  it('the 1.5GB log’s "bytes max" is the example’s maxLogBytes', () => {
    const example = logSizing.examples.find((e) => e.expected.maxLogBytes === 1744830464)!;
    expect(cell(ds, { sample: '2k-1-requester' }, 'log_bytes_max')).toBe(example.expected.maxLogBytes);
    expect(cell(ds, { sample: '2k-1-requester' }, 'log_bytes_in_use')).toBe(example.expected.primaryBytes);
  });
});

withDataset('mq-linux-persistent', 'table-01-peak-2k-round-trips', (ds) => {
  it('the explanation quotes Table 1’s peaks as catalogued', () => {
    const text = logSizing.explanation.join(' ');
    for (const configuration of ['Persistent-1', 'Persistent-2']) {
      const peak = cell(ds, { configuration }, 'peak_round_trips_per_s') as number;
      expect(text).toContain(peak.toLocaleString('en-US'));
    }
  });
});

withDataset('mq-linux-persistent', 'amqsrua-log-statistics', (ds) => {
  it('log sizing’s worst physical-to-logical ratio is the 1-requester 2KB sample’s', () => {
    expect(cell(ds, { sample: '2k-1-requester' }, 'physical_bytes_per_s')).toBe(WORST_PHYSICAL_BYTES_PER_SEC);
    expect(cell(ds, { sample: '2k-1-requester' }, 'logical_bytes_per_s')).toBe(WORST_LOGICAL_BYTES_PER_SEC);
    const ratios = ds.rows.map((r) => r.values.physical_to_logical_ratio as number);
    expect(Math.max(...ratios)).toBeCloseTo(WORST_PHYSICAL_BYTES_PER_SEC / WORST_LOGICAL_BYTES_PER_SEC, 3);
  });
});

