import { z } from 'zod';

/**
 * A chart is a Vega-Lite spec stored next to the data it draws (data/<report>/charts/<id>.json).
 * `datasets` name the catalogue datasets whose rows feed it; rows of several datasets are
 * concatenated with a `dataset` field naming where each came from. The spec has no `data`:
 * it is filled in from the CSVs at build time, so a chart can only show catalogued values.
 */
export const chartFileSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: z.string().min(1),
  caption: z.string().min(1).describe('what the reader should see, and the source table(s)'),
  datasets: z.array(z.string()).min(1),
  /** Alt text: the chart's finding in words, for screen readers and no-image contexts. */
  description: z.string().min(1),
  spec: z.record(z.string(), z.unknown()).refine((s) => !('data' in s), 'the spec must not carry its own data: name datasets instead'),
  /** Phone layout: top-level spec properties merged over the spec's phone version (src/lib/charts/render.ts narrowSpec) where its rules are not enough. */
  narrow: z.record(z.string(), z.unknown()).optional(),
});
export type ChartMeta = z.infer<typeof chartFileSchema>;
