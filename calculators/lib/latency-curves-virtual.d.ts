/** The modules latency-curves-module.ts generates at build time from data/ (see there): one calculator's curves each. */
declare module 'virtual:mq-latency-curves/ha' {
  export const CURVES: Readonly<Record<string, import('./latency-runs.ts').LatencyCurve>>;
}
declare module 'virtual:mq-latency-curves/dr' {
  export const CURVES: Readonly<Record<string, import('./latency-runs.ts').LatencyCurve>>;
}
