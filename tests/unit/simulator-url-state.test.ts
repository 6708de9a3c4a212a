import { describe, expect, it } from 'vitest';
import { loadModelInfo } from '../../src/lib/simulator/model-info.ts';
import { parseQuery, toQuery } from '../../src/lib/simulator/url-state.ts';
import { checkValue, checkValues, overrides, presetRaw } from '../../src/lib/simulator/params.ts';
import { measuredOnAxes, sweepValues } from '../../src/lib/simulator/sweep.ts';
import type { MeasuredPoint } from '../../src/lib/simulator/types.ts';

const info = loadModelInfo();
const param = (name: string) => info.params.find((p) => p.name === name)!;

describe('simulator URL state', () => {
  it('reads the issue\'s example link: preset, override and run', () => {
    const s = parseQuery('?preset=appliance-ha&rttMs=5&run=1', info);
    expect(s.preset).toBe('appliance-ha');
    expect(s.run).toBe(true);
    expect(s.values.rttMs).toBe('5');
    expect(s.values.requesters).toBe('400');
    expect(s.sweep).toBeNull();
  });

  it('round-trips through toQuery, carrying only what differs from the preset', () => {
    const s = parseQuery('?preset=linux-nfs-1g&requesters=180&msgBytes=2048&sweep=requesters&from=1&to=200&steps=5&metric=logMBps', info);
    const q = toQuery(info, s);
    expect(q).toBe('?preset=linux-nfs-1g&requesters=180&msgBytes=2048&sweep=requesters&from=1&to=200&steps=5&metric=logMBps');
    expect(parseQuery(q, info)).toEqual(s);
    expect(toQuery(info, { ...s, values: presetRaw(info, 'linux-nfs-1g'), sweep: null, run: true })).toBe('?preset=linux-nfs-1g&run=1');
  });

  it('starts from the first preset, or from the defaults with preset=none, and keeps unknown names for the model to reject', () => {
    expect(parseQuery('', info).preset).toBe(Object.keys(info.presetValues)[0]);
    const none = parseQuery('?preset=none', info);
    expect(none.preset).toBeNull();
    expect(none.values.requesters).toBe(String(param('requesters').default));
    const unknown = parseQuery('?preset=nope&bogus=1', info);
    expect(unknown.preset).toBe('nope');
    expect(unknown.unknown).toEqual(['bogus']);
  });

  it('checks values with the model\'s messages (name, range, unit)', () => {
    expect(checkValue(param('rttMs'), '5000')).toBe("rttMs must be between 0 and 1000 ms (got '5000')");
    expect(checkValue(param('qms'), '2.5')).toBe("qms must be a whole number between 1 and 32 count (got '2.5')");
    expect(checkValue(param('requesters'), '')).toMatch(/^requesters must be a number between 1 and 2000/);
    expect(checkValue(param('rttMs'), '2')).toBeNull();
    const problems = checkValues(info, { ...presetRaw(info, 'appliance-ha'), requesters: '0', cpuCores: 'x' });
    expect(problems.map((p) => p.name).sort()).toEqual(['cpuCores', 'requesters']);
  });

  it('overrides drop values equal to the preset\'s, however they are written', () => {
    const values = { ...presetRaw(info, 'appliance-ha'), rttMs: '0.0', requesters: '40' };
    expect(overrides(info, 'appliance-ha', values)).toEqual({ requesters: '40' });
  });
});

describe('simulator sweeps', () => {
  it('spaces values evenly and rounds whole-number parameters', () => {
    expect(sweepValues(param('rttMs'), '0', '10', '5')).toEqual({ ok: true, values: [0, 2.5, 5, 7.5, 10] });
    expect(sweepValues(param('requesters'), '1', '200', '4')).toEqual({ ok: true, values: [1, 67, 134, 200] });
    expect(sweepValues(param('requesters'), '1', '2', '5')).toEqual({ ok: true, values: [1, 2] });
  });

  it('rejects bad sweep settings with messages', () => {
    const r = sweepValues(param('requesters'), '0', '200', '40');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems.map((p) => p.name)).toEqual(['from', 'steps']);
  });

  it('puts on the chart only measurements that share every other parameter', () => {
    const base = presetRaw(info, 'linux-nfs-1g');
    const current = Object.fromEntries(Object.entries(base).map(([k, v]) => [k, Number(v)]));
    const pt = (id: string, params: Record<string, number>): MeasuredPoint => ({
      pointId: id, output: 'logMBps', params: { ...current, ...params }, value: 1, printed: 1, printedUnit: 'MB/s', href: '#', label: id,
    });
    const points = [pt('a', { requesters: 1 }), pt('b', { requesters: 180, roundTrips: 99 }), pt('c', { requesters: 60, msgBytes: 2048 })];
    expect(measuredOnAxes(points, current, 'requesters', 'logMBps').map((p) => p.pointId)).toEqual(['a', 'b']);
    expect(measuredOnAxes(points, current, 'requesters', 'meanLogWriteBytes')).toEqual([]);
  });
});
