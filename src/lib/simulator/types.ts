/**
 * The shape of calculators/simulator/validation.json, written by validate.py from the mqsim package: the
 * parameter table, the presets, and each preset's calibration/validation runs and default sweep.
 * The page is built from it, so the form, ranges and published errors always match the model.
 */

export interface ParamInfo {
  name: string;
  /** What a person calls it ("Queue managers"); the name is the command line's. */
  label: string;
  unit: string;
  default: number;
  min: number;
  max: number;
  integer: boolean;
  group: string;
  help: string;
}

export interface OutputInfo {
  name: string;
  unit: string;
  help: string;
}

/** Where a measured value comes from: a catalogued dataset, the row's key, and the column per metric. */
export interface PointSource {
  dataset: string;
  row: Record<string, string | number>;
  columns: Record<string, string>;
  lines: [number, number];
}

export interface PointMetric {
  metric: string;
  measured: number;
  model: number;
  errorPct: number;
  /** True when calibration fitted the model to this value (not an out-of-sample check). */
  fitted: boolean;
}

export interface PointRow {
  id: string;
  role: 'calibration' | 'validation';
  set: Record<string, number>;
  metrics: PointMetric[];
  outputs: Record<string, number | null>;
  events: number;
  source: PointSource;
}

/** A ratio of two points' values (HA rate over non-HA rate), measured and modelled. */
export interface RatioRow {
  id: string;
  numerator: string;
  denominator: string;
  metric: string;
  measured: number;
  model: number;
  errorPct: number;
  fitted: boolean;
}

export interface PresetInfo {
  title: string;
  report: string;
  measuredOn: string;
  sweep: { param: string; values: number[]; metric: string };
}

export interface ModelInfo {
  model: string;
  version: string;
  params: ParamInfo[];
  outputs: OutputInfo[];
  presetValues: Record<string, Record<string, number>>;
  presetInfo: Record<string, PresetInfo>;
  presets: Record<string, { points: PointRow[]; ratios: RatioRow[]; sweep: { param: string; points: { value: number; outputs: Record<string, number | null> }[] } }>;
  /** IBM's log record sizes the model used (calculators/simulator/ibm-log-records.json). */
  logRecords: Record<string, number>;
}

/** A measured point for a chart or table, with its value in the model's output unit and its citation. */
export interface MeasuredPoint {
  pointId: string;
  /** The model output it compares with (roundTripsPerSec, meanLogWriteBytes, logMBps, ...). */
  output: string;
  /** Parameters of the measurement (preset values plus the point's own). */
  params: Record<string, number>;
  value: number;
  /** The value as printed, in the report's unit, and that unit. */
  printed: number;
  printedUnit: string;
  href: string;
  label: string;
}
