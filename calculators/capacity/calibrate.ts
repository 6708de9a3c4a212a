/**
 * Calibration of the capacity constants on NAMED points only: each calibrated constant of
 * capacity-constants.json is fitted to one point whose role is 'calibration' (validation-points.ts),
 * one constant at a time by bisection, in the order below, round after round until none moves (a
 * later fit can move an earlier target a little). Never on a validation point: `calibrate` refuses
 * one, and tests/unit/capacity-validation.test.ts checks the plan against the roles.
 */
import { predictPoint } from './predict-point.ts';
import { validationPoints, type CapacityConstants, type ValidationPoint } from './validation-points.ts';

export interface Fit {
  /** The point the constant is fitted to. */
  point: string;
  /** Path of the constant in capacity-constants.json. */
  constant: string[];
  /** The range searched. */
  range: [number, number];
}

const dev2017 = (name: string): Fit => ({
  point: `linux-2017-devices/${name}/20KiB/180/logMiBps`,
  constant: ['calibration', 'devices', `mq-linux-persistent/${name}`, 'logBandwidthMBps'],
  range: [10, 20000],
});
const dev93 = (fs: string): Fit[] => [
  { point: `v93-filesystems/${fs}/2KB/roundTripsPerSec`, constant: ['calibration', 'devices', `mq-v93-linux/${fs}`, 'logLatencyUs'], range: [0, 20000] },
  { point: `v93-filesystems/${fs}/200KB/roundTripsPerSec`, constant: ['calibration', 'devices', `mq-v93-linux/${fs}`, 'logBandwidthMBps'], range: [50, 20000] },
];

/** What is fitted to what, in order. */
export const CALIBRATION_PLAN: readonly Fit[] = [
  { point: 'linux-2017-devices/table-1/Persistent-2/cpuPct', constant: ['calibration', 'hosts', 'mq-linux-persistent', 'cpuUsPerCall'], range: [1, 500] },
  { point: 'linux-2017-devices/SAN/2KiB/180/logMiBps', constant: ['calibration', 'hosts', 'mq-linux-persistent', 'logUsPerRecord'], range: [0, 50] },
  ...['Local HDD', 'SAN', 'NFS-1G', 'NFS-1GR', 'NFS-10G', 'NFS-10GR'].map(dev2017),
  { point: 'v93-filesystems/SSD/2KB/cpuPct', constant: ['calibration', 'hosts', 'mq-v93-linux/bindings', 'cpuUsPerCall'], range: [1, 500] },
  ...dev93('SSD'),
  ...dev93('SAN'),
  ...dev93('NFS'),
  { point: 'v93-ha/SAN/0ms/2KB/cpuPct', constant: ['calibration', 'hosts', 'mq-v93-linux/client', 'cpuUsPerCall'], range: [1, 500] },
  { point: 'v93-ha/RDQM/0ms/2KB/roundTripsPerSec', constant: ['replication', 'rdqm', 'replAckUs'], range: [0, 20000] },
  { point: 'v93-ha/RDQM/0ms/2KB/cpuPct', constant: ['replication', 'rdqm', 'replCpuUsPerWrite'], range: [0, 5000] },
  { point: 'v93-ha/RDQM/0ms/200KB/roundTripsPerSec', constant: ['replication', 'rdqm', 'replBandwidthMBps'], range: [10, 50000] },
  { point: 'v93-ha/MIQM/0ms/2KB/roundTripsPerSec', constant: ['replication', 'miqm', 'replAckUs'], range: [0, 20000] },
  { point: 'v93-ha/MIQM/0ms/200KB/roundTripsPerSec', constant: ['replication', 'miqm', 'replBandwidthMBps'], range: [10, 50000] },
  { point: 'nativeha-cores/siqm/2K/4/roundTripsPerSec', constant: ['calibration', 'hosts', 'mq-nativeha-ocp412', 'cpuUsPerCall'], range: [1, 2000] },
  { point: 'nativeha-cores/siqm/200K/4/roundTripsPerSec', constant: ['calibration', 'hosts', 'mq-nativeha-ocp412', 'cpuUsPerKiB'], range: [0, 100] },
  { point: 'nativeha-cores/siqm/2K/32/roundTripsPerSec', constant: ['calibration', 'devices', 'mq-nativeha-ocp412/SAN', 'logLatencyUs'], range: [0, 20000] },
  { point: 'nativeha-cores/siqm/200K/32/roundTripsPerSec', constant: ['calibration', 'devices', 'mq-nativeha-ocp412/SAN', 'logBandwidthMBps'], range: [10, 20000] },
  { point: 'nativeha-cores/nativeha/2K/32/roundTripsPerSec', constant: ['replication', 'nativeHa', 'replAckUs'], range: [0, 20000] },
  { point: 'nativeha-cores/nativeha/2K/4/roundTripsPerSec', constant: ['replication', 'nativeHa', 'replCpuUsPerWrite'], range: [0, 5000] },
  { point: 'nativeha-cores/nativeha/200K/4/roundTripsPerSec', constant: ['replication', 'nativeHa', 'replCpuUsPerKiB'], range: [0, 100] },
  { point: 'nativeha-cores/nativeha/200K/32/roundTripsPerSec', constant: ['replication', 'nativeHa', 'replBandwidthMBps'], range: [10, 50000] },
];

type Obj = Record<string, unknown>;
const MAX_ROUNDS = 40;

function holder(c: Obj, path: readonly string[]): { parent: Obj; key: string } {
  let o: Obj = c;
  for (const k of path.slice(0, -1)) {
    if (!Object.hasOwn(o, k)) throw new Error(`capacity-constants.json has no ${path.join('.')}`);
    o = o[k] as Obj;
  }
  const key = path.at(-1)!;
  if (!Object.hasOwn(o, key) || typeof o[key] !== 'number') throw new Error(`capacity-constants.json: ${path.join('.')} is not a number`);
  return { parent: o, key };
}

/** Four significant figures: what the file keeps, so rerunning on the written file changes nothing. */
export function round4(v: number): number {
  return v === 0 ? 0 : Number(v.toPrecision(4));
}

export interface FitResult {
  point: string;
  constant: string;
  value: number;
  measured: number;
  model: number;
  errorPct: number;
  /** The target lay outside what the range can reach: the constant sits at a bound. */
  atBound: boolean;
}

/** Bisects one constant until the point's model value meets the measured one (the model is monotone in each constant). */
function fitOne(c: CapacityConstants, fit: Fit, point: ValidationPoint): { value: number; atBound: boolean } {
  const { parent, key } = holder(c as unknown as Obj, fit.constant);
  const f = (v: number) => {
    parent[key] = v;
    return predictPoint(point, c) - point.measured;
  };
  let [lo, hi] = fit.range;
  const flo = f(lo);
  const fhi = f(hi);
  if (Math.sign(flo) === Math.sign(fhi)) {
    const v = Math.abs(flo) < Math.abs(fhi) ? lo : hi;
    parent[key] = v;
    return { value: v, atBound: true };
  }
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (Math.sign(f(mid)) === Math.sign(flo)) lo = mid;
    else hi = mid;
  }
  const v = round4((lo + hi) / 2);
  parent[key] = v;
  return { value: v, atBound: false };
}

/** Fits every constant of the plan on a copy of `constants` and returns the copy and each fit's outcome. */
export function calibrate(constants: CapacityConstants): { constants: CapacityConstants; fits: FitResult[] } {
  const c = structuredClone(constants);
  const points = new Map(validationPoints().map((p) => [p.id, p]));
  const pointOf = (fit: Fit) => {
    const p = points.get(fit.point);
    if (!p) throw new Error(`calibration plan names an unknown point ${fit.point}`);
    if (p.role !== 'calibration') throw new Error(`calibration plan fits ${fit.constant.join('.')} to ${fit.point}, a validation point`);
    return p;
  };
  const bounds = new Map<string, boolean>();
  // Rounds until no constant moves (at four figures), so a rerun on the written file changes nothing.
  const values = () => JSON.stringify(CALIBRATION_PLAN.map((f) => { const { parent, key } = holder(c as unknown as Obj, f.constant); return parent[key]; }));
  for (let round = 0, before = ''; round < MAX_ROUNDS && values() !== before; round++) {
    before = values();
    for (const fit of CALIBRATION_PLAN) bounds.set(fit.point, fitOne(c, fit, pointOf(fit)).atBound);
  }
  const fits = CALIBRATION_PLAN.map((fit) => {
    const p = pointOf(fit);
    const model = predictPoint(p, c);
    const { parent, key } = holder(c as unknown as Obj, fit.constant);
    return { point: fit.point, constant: fit.constant.join('.'), value: parent[key] as number, measured: p.measured, model, errorPct: (model / p.measured - 1) * 100, atBound: bounds.get(fit.point)! };
  });
  return { constants: c, fits };
}

/** The constants file as the project writes it: one entry per line under each section. */
export function formatConstants(c: CapacityConstants): string {
  const inline = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map(inline).join(', ')}]`;
    if (v && typeof v === 'object') return `{ ${Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}: ${inline(x)}`).join(', ')} }`;
    return JSON.stringify(v);
  };
  const block = (o: Obj, indent: string, depth: number): string => {
    const lines = Object.entries(o).map(([k, v]) => {
      const isSection = v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).some((x) => x && typeof x === 'object' && !Array.isArray(x));
      return `${indent}  ${JSON.stringify(k)}: ${isSection && depth < 2 ? block(v as Obj, `${indent}  `, depth + 1) : inline(v)}`;
    });
    return `{\n${lines.join(',\n')}\n${indent}}`;
  };
  return `${block(c as unknown as Obj, '', 0)}\n`;
}
