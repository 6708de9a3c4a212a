import { describe, expect, it } from 'vitest';
import { checkKnownValues, reportDatasets } from './known-values.ts';
import { ZOS_KNOWN_VALUES } from './mq-zos-modern-known-values.ts';
import { checkChartDescriptions, checkQuotedFigures, checkRowsOnLines, checkVerbatimOnOwnLine } from './mq-zos-modern-checks.ts';

// "IBM MQ for z/OS on z16 Performance" (September 2022) against ../shared/modern/mq-zos-z16.txt: every table read off
// the report by hand in full, every row found on its own line, every quoted figure on its line, and the identities
// between the text and the tables.
const REPORT = 'mq-zos-z16';
const { ds, cell } = reportDatasets(REPORT);
const rows = (id: string) => ds(id).rows.map((r) => r.values);


/** Every numeric cell of the tables, read off the report by hand (line in the comment). */
const TABLES: Record<string, Record<string, string | number | null>[]> = {
  'lspr-expected-improvement': [
    { cpus: 3, low_rni_pct: 9, average_rni_pct: 10, high_rni_pct: 12 }, // 203
    { cpus: 16, low_rni_pct: 9, average_rni_pct: 11, high_rni_pct: 14 }, // 204
    { cpus: 32, low_rni_pct: 10, average_rni_pct: 12, high_rni_pct: 14 }, // 205
  ],
  'cf-application-structure-capacity-4gb': [
    { message_bytes: 1164, approx_messages: 1900000 }, // 429
    { message_bytes: 2048, approx_messages: 1150000 }, // 430
    { message_bytes: 4096, approx_messages: 650000 },
    { message_bytes: 8192, approx_messages: 340000 },
    { message_bytes: 16384, approx_messages: 175000 },
    { message_bytes: 32768, approx_messages: 90000 },
    { message_bytes: 64512, approx_messages: 45000 }, // 435
  ],
  'tls12-secret-key-negotiation-cost': [
    { cipher: 'TLS_RSA_WITH_AES_256_CBC_SHA256', z15_cpu_ms: 0.86, z16_cpu_ms: 0.43 }, // 769
    { cipher: 'TLS_RSA_WITH_AES_128_GCM_SHA256', z15_cpu_ms: 0.88, z16_cpu_ms: 0.37 },
    { cipher: 'ECDHE_RSA_AES_256_CBC_SHA384', z15_cpu_ms: 4.37, z16_cpu_ms: 3.9 },
    { cipher: 'ECDHE_ECDSA_AES_256_CBC_SHA384', z15_cpu_ms: 4.4, z16_cpu_ms: 3 }, // 772
  ],
  'tls-channel-start-4000-pairs': [
    { cipher: 'TLS_RSA_WITH_AES_256_CBC_SHA256', channels_started_per_s: 150, cpu_ms_per_channel: 1.97 }, // 913
    { cipher: 'ECDHE_RSA_AES_256_CBC_SHA384', channels_started_per_s: 95, cpu_ms_per_channel: 3.43 }, // 914
    { cipher: 'ECDHE_ECDSA_AES_256_CBC_SHA384', channels_started_per_s: 88, cpu_ms_per_channel: 3.39 }, // 916
  ],
  'ams-cost-change-z15-to-z16': [
    { message_size: 'Small', integrity_pct: -8.5, privacy_pct: -6.8, confidentiality_pct: -4 }, // 1020
    { message_size: 'Medium', integrity_pct: -15.8, privacy_pct: -14.7, confidentiality_pct: -18.3 },
    { message_size: 'Large', integrity_pct: -15.5, privacy_pct: -15.7, confidentiality_pct: -10.2 }, // 1022
  ],
  'ams-throughput-change-z15-to-z16': [
    { message_size: 'Small', integrity_pct: 1.6, privacy_pct: 0.6, confidentiality_pct: 3.3 }, // 1026
    { message_size: 'Medium', integrity_pct: 8, privacy_pct: 6.5, confidentiality_pct: 20.3 },
    { message_size: 'Large', integrity_pct: 44.9, privacy_pct: 40.5, confidentiality_pct: 46.9 }, // 1028
  ],
  'peak-rate-by-generation': [
    { generation: 'IBM z13', peak_million_messages_per_s: 1.15, peak_at_ga_million_messages_per_s: null }, // 1083
    { generation: 'IBM z14', peak_million_messages_per_s: 1.28, peak_at_ga_million_messages_per_s: null },
    { generation: 'IBM z15', peak_million_messages_per_s: 1.64, peak_at_ga_million_messages_per_s: 1.52 }, // 1085-1086
    { generation: 'IBM z16', peak_million_messages_per_s: 1.35, peak_at_ga_million_messages_per_s: null }, // 1087
  ],
};

describe('mq-zos-z16: values as printed', () => {
  checkKnownValues(REPORT, ZOS_KNOWN_VALUES[REPORT]!);

  it('stores every cell of each table as read off the report', () => {
    for (const [id, expected] of Object.entries(TABLES)) {
      const got = rows(id).map((r) => Object.fromEntries(Object.keys(expected[0]!).map((k) => [k, r[k]])));
      expect(got, id).toEqual(expected);
    }
  });

  for (const [id, label] of [
    ['lspr-expected-improvement', 'cpus'],
    ['cf-application-structure-capacity-4gb', 'message_size'],
    ['tls12-secret-key-negotiation-cost', 'cipher'],
    ['tls-channel-start-4000-pairs', 'cipher'],
    ['ams-cost-change-z15-to-z16', 'message_size'],
    ['ams-throughput-change-z15-to-z16', 'message_size'],
  ] as const)
    checkRowsOnLines(ds(id), label);

  checkVerbatimOnOwnLine(ds('z15-z16-machine-comparison'), ['z15', 'z16']);
  checkVerbatimOnOwnLine(ds('test-environment'), ['setting']);
  checkVerbatimOnOwnLine(ds('peak-rate-by-generation'), ['generation', 'peak_printed', 'peak_at_ga_printed']);
  checkQuotedFigures(ds('text-figures'));
  checkChartDescriptions(ds('charts-not-printed'));

  it('the millions are the printed labels read as numbers', () => {
    for (const r of rows('peak-rate-by-generation')) {
      expect(r.peak_printed).toBe(`${r.peak_million_messages_per_s} million`);
      if (r.peak_at_ga_printed !== null) expect(r.peak_at_ga_printed).toBe(`(${r.peak_at_ga_million_messages_per_s} million at GA)`);
    }
  });

  it('the message bytes of the capacity table are its printed sizes', () => {
    for (const r of rows('cf-application-structure-capacity-4gb')) expect(String(r.message_size).replace(/,/g, '')).toMatch(new RegExp(`${r.message_bytes}$`));
  });
});

describe('mq-zos-z16: the text agrees with itself and with its tables', () => {
  const fig = (id: string) => cell('text-figures', { id }, 'value') as number;

  it('each request/reply peak is two messages per transaction, except the z15 out-of-syncpoint pair the catalogue notes', () => {
    for (const p of ['outsync-z16', 'insync-z15', 'insync-z16']) expect(fig(`${p}-peak-msgs`), p).toBe(2 * fig(`${p}-peak-tx`));
    // Line 1073 prints 1,638,600 messages, line 1074 840,740 transactions (twice that is 1,681,480): recorded, not corrected.
    expect(2 * fig('outsync-z15-peak-tx')).toBe(1681480);
    expect(ds('text-figures').meta.notes.some((n) => n.kind === 'inconsistency' && n.text.includes('840,740'))).toBe(true);
  });

  it('the generation table rounds the exact z15 and z16 peaks of the text to 0.01 million', () => {
    const gen = (g: string) => cell('peak-rate-by-generation', { generation: g }, 'peak_million_messages_per_s') as number;
    expect(Math.round(fig('outsync-z15-peak-msgs') / 1e4) / 100).toBe(gen('IBM z15'));
    expect(Math.round(fig('outsync-z16-peak-msgs') / 1e4) / 100).toBe(gen('IBM z16'));
  });

  it('"a decrease of nearly 20%" and "an increase of 11.3%" follow from the peaks', () => {
    const drop = 100 * (1 - fig('outsync-z16-peak-msgs') / fig('outsync-z15-peak-msgs'));
    expect(drop).toBeGreaterThan(17.5);
    expect(drop).toBeLessThan(fig('outsync-summary-loss'));
    expect(100 * (fig('insync-z16-peak-msgs') / fig('insync-z15-peak-msgs') - 1)).toBeCloseTo(fig('insync-z16-gain'), 1);
  });

  it('the "9 to 14%" summary spans the LSPR table', () => {
    const all = rows('lspr-expected-improvement').flatMap((r) => [r.low_rni_pct, r.average_rni_pct, r.high_rni_pct] as number[]);
    expect(Math.min(...all)).toBe(fig('lspr-range-low'));
    expect(Math.max(...all)).toBe(fig('lspr-range-high'));
  });

  it('the AMS summary (costs up to 18% lower, rate up to 46% higher) matches the tables, rounded', () => {
    const cost = rows('ams-cost-change-z15-to-z16').flatMap((r) => [r.integrity_pct, r.privacy_pct, r.confidentiality_pct] as number[]);
    const rate = rows('ams-throughput-change-z15-to-z16').flatMap((r) => [r.integrity_pct, r.privacy_pct, r.confidentiality_pct] as number[]);
    expect(Math.round(-Math.min(...cost))).toBe(fig('ams-cost-summary'));
    expect(Math.trunc(Math.max(...rate))).toBe(fig('ams-rate-summary'));
  });

  it('every CFCC level 25 structure change is 8MB, and SYSAPPL needs more than the MQ 9.3 sample gives', () => {
    expect(fig('admin-structure-increase')).toBe(8);
    expect(fig('application-structure-increase')).toBe(8);
    expect(fig('sysappl-minimum')).toBeGreaterThan(fig('sysappl-tried'));
    // CFRM INITSIZE is in KB: the 9.3 sample's 20,000 is below 41MB; the later 50,000 is above it.
    expect(fig('csq4cfrm-initsize-93')).toBeLessThan(fig('sysappl-minimum') * 1024);
    expect(fig('csq4cfrm-initsize-later')).toBeGreaterThan(fig('sysappl-minimum') * 1024);
  });
});
