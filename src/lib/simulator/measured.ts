/**
 * The report measurements the simulator is calibrated and validated against, read from the
 * catalogue (never from the model's own copy of them), with their citations. Build time only.
 */
import { cellOf, findDataset } from '../data/catalogue.ts';
import { datasetPath, rowAnchor } from '../paths.ts';
import { unitLabel } from '../../../calculators/lib/units.ts';
import { metricInfo } from './metrics.ts';
import type { MeasuredPoint, ModelInfo, PointRow } from './types.ts';

export interface MeasuredCell {
  metric: string;
  value: number;
  href: string;
  label: string;
  datasetTitle: string;
}

/** The catalogued cell behind one metric of a point; fails the build if the citation matches no single row. */
export function measuredCell(point: PointRow, metric: string): MeasuredCell {
  const src = point.source;
  const column = src.columns[metric];
  if (!column) throw new Error(`simulator point ${point.id}: no column for ${metric}`);
  const ds = findDataset(src.dataset);
  const { row, value } = cellOf(ds, src.row, column);
  if (typeof value !== 'number') throw new Error(`simulator point ${point.id}: ${src.dataset} ${JSON.stringify(src.row)} ${column} is not a number`);
  const table = ds.meta.table ? `Table ${ds.meta.table}` : ds.meta.title;
  const keyText = (k: string, v: string | number) => {
    const col = ds.meta.columns.find((c) => c.name === k);
    const unit = unitLabel(col?.unit);
    return `${col?.label ?? k} ${v}${unit ? ` ${unit}` : ''}`;
  };
  const label = `${table}, ${Object.entries(src.row)
    .map(([k, v]) => keyText(k, v))
    .join(', ')}`;
  return { metric, value, href: `${datasetPath(ds.report.id, ds.meta.id)}#${rowAnchor(row.line)}`, label, datasetTitle: ds.meta.title };
}

/** Every measured value of a preset, converted to the model's output unit, for charts and sweeps. */
export function measuredPoints(info: ModelInfo, preset: string): MeasuredPoint[] {
  const defaults = Object.fromEntries(info.params.map((p) => [p.name, p.default]));
  const base = { ...defaults, ...info.presetValues[preset] };
  return info.presets[preset]!.points.flatMap((point) =>
    point.metrics.map((m) => {
      const cell = measuredCell(point, m.metric);
      const mi = metricInfo(m.metric);
      return {
        pointId: point.id,
        output: mi.output,
        params: { ...base, ...point.set },
        value: cell.value * mi.factor,
        printed: cell.value,
        printedUnit: mi.reportUnit,
        href: cell.href,
        label: cell.label,
      };
    }),
  );
}
