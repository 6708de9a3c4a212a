import type { PanelBarsSpec } from '../../../calculators/lib/chart.ts';
import { sizeText } from '../../../calculators/lib/broker/sizes.ts';
import type { ViewRow } from '../../../calculators/lib/broker/view.ts';

/**
 * The explorer's chart as data: CPU ms per message and message rate side by side, one row per
 * point, drawn by the site's one live-chart path (src/lib/charts/live.ts) at build time (no
 * JavaScript needed) and in the browser as the filters change. Interpolated rows are marked
 * as estimates.
 */

export const MAX_BARS = 25;

export function rowLabel(r: ViewRow): string {
  return `${r.flow} · ${sizeText(r.size)} · ${r.persistence}`;
}

export interface FlowChart {
  spec: PanelBarsSpec;
  shown: number;
  total: number;
}

export function flowChart(rows: ViewRow[], max = MAX_BARS): FlowChart {
  const shown = rows.slice(0, max);
  const description = shown.length
    ? `Message rate and CPU ms per message of ${shown.length} ${shown.length === 1 ? 'point' : 'points'}${rows.length > shown.length ? ` (the first ${shown.length} of ${rows.length})` : ''}`
    : 'No measured point matches the filters';
  return {
    spec: {
      kind: 'panel-bars',
      description,
      rows: shown.map((r) => {
        const estimated = r.costFrom === 'interpolated';
        return { label: rowLabel(r) + (estimated ? ' (estimate)' : ''), key: r.key, estimated };
      }),
      // Cost first: the explorer ranks by it.
      panels: [
        { id: 'cost', title: 'CPU ms per message (lower is cheaper)', unit: 'CPU ms/msg', format: 'short', values: shown.map((r) => r.costMs) },
        { id: 'rate', title: 'Messages/s (higher is faster)', unit: 'msgs/s', format: 'short', values: shown.map((r) => r.messagesPerS) },
      ],
      empty: 'No measured point matches the filters.',
    },
    shown: shown.length,
    total: rows.length,
  };
}
