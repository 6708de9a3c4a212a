import type { KnownValue } from './known-values.ts';

// One or more values per dataset of the two newer z/OS reports, read off the report text by hand (with the line they
// are printed on). The data tests check them against the CSVs; the browser test checks they show on the dataset pages.
export const ZOS_KNOWN_VALUES: Record<string, KnownValue[]> = {
  'mq-zos-z16': [
    ['lspr-expected-improvement', { cpus: 16 }, 'high_rni_pct', 14, 204],
    ['z15-z16-machine-comparison', { id: 'cores-per-pu' }, 'z16', '8', 263],
    ['cf-application-structure-capacity-4gb', { message_bytes: 16384 }, 'approx_messages', 175000, 433],
    ['tls12-secret-key-negotiation-cost', { cipher: 'ECDHE_RSA_AES_256_CBC_SHA384' }, 'z16_cpu_ms', 3.9, 771],
    ['tls-channel-start-4000-pairs', { cipher: 'TLS_RSA_WITH_AES_256_CBC_SHA256' }, 'channels_started_per_s', 150, 913],
    ['ams-cost-change-z15-to-z16', { message_size: 'Medium' }, 'confidentiality_pct', -18.3, 1021],
    ['ams-throughput-change-z15-to-z16', { message_size: 'Large' }, 'integrity_pct', 44.9, 1028],
    ['peak-rate-by-generation', { generation: 'IBM z15' }, 'peak_at_ga_million_messages_per_s', 1.52, 1086],
    ['test-environment', { id: 'cf' }, 'setting', 'Internal Coupling Facility with 4 dedicated processors', 1181],
    ['text-figures', { id: 'admin-structure-increase' }, 'value', 8, 393],
    ['text-figures', { id: 'outsync-z16-peak-tx' }, 'value', 674435, 1077],
    ['charts-not-printed', { id: 'admin-structure-size' }, 'line', 399, 399],
  ],
  'mq-zos-zhyperwrite': [
    ['cost-at-max-log-rate-4mb', { configuration: 'PPRC' }, 'log_rate_mb_per_s', 391, 385],
    ['test-environment', { id: 'distance' }, 'setting', 'In our configuration, the mirrored DASD was at zero distance.', 214],
    ['text-figures', { id: 'example-log-write-rate' }, 'value', 331, 137],
    ['text-figures', { id: 'summary-log-rate' }, 'value', 2.4, 428],
    ['charts-not-printed', { id: 'commit-time-single' }, 'line', 278, 278],
  ],
};
