/**
 * Native HA metrics of either exporter, for any set of replicas: the reader never throws, makes one
 * reading per replica instance and metric (named by the family's instance label, never by the scrape
 * target Prometheus adds as `instance`), each the mean of that replica's samples, and invents none
 * for a replica or metric that was not published (calculators/check/measure/prometheus-names.ts).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { NAME_FAMILIES, nameFor, type NameFamily } from '../../calculators/check/measure/prometheus-names.ts';

const READINGS = ['nativeHaBacklogBytes', 'nativeHaBacklogAverageBytes', 'nativeHaAckLatency', 'nativeHaNetworkRoundTrip'] as const;
const T0 = Date.UTC(2026, 0, 5, 9, 0, 0);

/** The replica's label as Prometheus stores it, beside the scrape target's own `instance`. */
const replicaLabels = (family: NameFamily, replica: string) => (family === 'mq-container' ? { exported_instance: replica, instance: 'target-9157' } : { nha: replica, instance: 'target-9157', platform: 'UNIX' });

const escape = (v: string) => v.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');

const replica = fc.stringMatching(/^[A-Za-z0-9._"\\ -]{1,20}$/).filter((s) => s !== 'target-9157');
const published = fc.record({
  family: fc.constantFrom(...NAME_FAMILIES),
  // Replica → metric → its samples (a metric may be absent for a replica).
  replicas: fc.uniqueArray(fc.tuple(replica, fc.uniqueArray(fc.tuple(fc.constantFrom(...READINGS), fc.array(fc.integer({ min: 0, max: 2 ** 40 }), { minLength: 1, maxLength: 4 })), { maxLength: 4, selector: ([r]) => r })), { minLength: 1, maxLength: 4, selector: ([r]) => r }),
  asJson: fc.boolean(),
});

describe('Native HA metrics, any replicas', () => {
  it('one reading per replica and metric published, the mean of its samples, none invented', () => {
    fc.assert(
      fc.property(published, ({ family, replicas, asJson }) => {
        const scale = (reading: string, v: number) => (reading.endsWith('Bytes') ? v : v / 1e6);
        const series = replicas.flatMap(([name, metrics]) => metrics.map(([reading, values]) => ({ name: nameFor(family, reading)!, reading, replica: name, values: values.map((v) => scale(reading, v)) })));
        const text = asJson
          ? JSON.stringify({ status: 'success', data: { resultType: 'matrix', result: series.map((s) => ({ metric: { __name__: s.name, qmgr: 'QM1', ...replicaLabels(family, s.replica) }, values: s.values.map((v, i) => [(T0 + i * 60_000) / 1000, String(v)]) })) } })
          : series.flatMap((s) => s.values.map((v, i) => `${s.name}{${Object.entries({ qmgr: 'QM1', ...replicaLabels(family, s.replica) }).map(([k, x]) => `${k}="${escape(x)}"`).join(',')}} ${v} ${T0 + i * 60_000}`)).join('\n');
        const m = readMeasurements(text);
        const nha = m.readings.filter((r) => r.name.startsWith('nativeHa'));
        expect(nha).toHaveLength(series.length);
        for (const s of series) {
          const found = nha.filter((r) => r.name === s.reading && r.instance === s.replica && r.queueManager === 'QM1');
          expect(found).toHaveLength(1);
          expect(found[0]!.value).toBeCloseTo(s.values.reduce((a, b) => a + b, 0) / s.values.length, 9);
        }
        expect(nha.some((r) => r.instance === 'target-9157')).toBe(false);
      }),
      { numRuns: 150 },
    );
  });
});
