/** The module latency-curves-module.ts generates at build time from data/ (see there). */
declare module 'virtual:mq-latency-curves' {
  export const HA_CURVES: Readonly<Record<string, import('./latency-runs.ts').LatencyCurve>>;
  export const DR_CURVES: Readonly<Record<string, import('./latency-runs.ts').LatencyCurve>>;
}
