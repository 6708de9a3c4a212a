import { describe, expect, it } from 'vitest';
import { loadModelInfo } from '../../src/lib/simulator/model-info.ts';
import { linkProblems, parseQuery, toQuery } from '../../src/lib/simulator/url-state.ts';
import { checkValue, checkValues, isKnownPreset, overrides, presetRaw } from '../../src/lib/simulator/params.ts';
import { measuredOnAxes, sweepList } from '../../src/lib/simulator/sweep.ts';
import { localCommand, shellWord } from '../../src/lib/simulator/command.ts';
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
    const s = parseQuery('?preset=linux-nfs-1g&requesters=180&msgBytes=2048&sweep=requesters&values=1%2C60%2C180&measured=1&metric=logMBps', info);
    const q = toQuery(info, s);
    expect(q).toBe('?preset=linux-nfs-1g&requesters=180&msgBytes=2048&sweep=requesters&values=1,60,180&measured=1&metric=logMBps');
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
    expect(checkValue(param('qms'), '0x10')).toMatch(/^qms must be a number/);
    expect(checkValue(param('qms'), 'banana')).toMatch(/^qms must be a number between 1 and 32 count \(got 'banana'\)/);
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

describe('simulator links are inert (issue 16)', () => {
  it('rejects a value with a control character, naming the parameter, instead of dropping the line break', () => {
    const s = parseQuery('?preset=appliance-ha&qms=2%0A0&run=1', info);
    expect(s.fromUrl).toEqual(['qms']);
    const problems = checkValues(info, { qms: s.values.qms! });
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toMatch(/^qms contains a control character/);
    expect(problems[0]!.message).toContain("'2\\u000a0'");
  });

  it('treats inherited property names as unknown presets, never as lookups', () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const s = parseQuery(`?preset=${name}&run=1`, info);
      expect(isKnownPreset(info, s.preset), name).toBe(false);
      expect(s.values.requesters, name).toBe(String(param('requesters').default));
      expect(localCommand(info, s.preset, s.values)).toEqual({ ok: false, reason: 'the preset is not one the model defines' });
    }
  });

  it('never puts URL text into the shown command: a shell payload as preset gives no command', () => {
    const s = parseQuery('?preset=%24(touch%20%2Ftmp%2Fpwned)&run=1', info);
    const cmd = localCommand(info, s.preset, s.values);
    expect(cmd.ok).toBe(false);
    const bad = localCommand(info, 'appliance-ha', { ...presetRaw(info, 'appliance-ha'), rttMs: '$(touch /tmp/pwned)' });
    expect(bad).toEqual({ ok: false, reason: 'rttMs is out of range' });
  });

  it('builds the command from checked numbers and known names only, quoted for the shell', () => {
    const cmd = localCommand(info, 'appliance-ha', { ...presetRaw(info, 'appliance-ha'), rttMs: ' 5.0 ' }, { sweep: { param: 'rttMs', values: [0, 1, 2] } });
    expect(cmd).toEqual({ ok: true, text: 'python3 mqsim.pyz --preset appliance-ha --set rttMs=5 --sweep rttMs=0,1,2 --json' });
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord('$(touch /tmp/pwned)')).toBe("'$(touch /tmp/pwned)'");
  });
});

describe('a link\'s values are checked before they reach the form', () => {
  it('names each bad value and each on/off parameter given anything but 0 or 1, once', () => {
    expect(linkProblems(info, parseQuery('?preset=appliance-ha&rttMs=5&replication=1', info))).toEqual([]);
    const problems = linkProblems(info, parseQuery('?preset=appliance-ha&rttMs=5000&replication=2&qms=2%0A0', info));
    expect(problems.map((p) => p.name).sort()).toEqual(['qms', 'replication', 'rttMs']);
    expect(problems.find((p) => p.name === 'replication')!.message).toMatch(/^replication must be .*0 \(off\) or 1 \(on\) \(got '2'\)$/);
    // Only what the link set is checked: the preset's own values are not the reader's mistake.
    expect(linkProblems(info, parseQuery('?preset=appliance-ha', info))).toEqual([]);
  });
});

describe('simulator sweeps', () => {
  it('reads a list of values, sorted and de-duplicated, with the measured values added', () => {
    expect(sweepList(param('rttMs'), '5, 0, 2.5, 5')).toEqual({ ok: true, values: [0, 2.5, 5] });
    expect(sweepList(param('rttMs'), '0, 4', [1, 2, 10])).toEqual({ ok: true, values: [0, 1, 2, 4, 10] });
  });

  it('rejects bad sweep settings with messages naming the field', () => {
    const r = sweepList(param('requesters'), '0, 10, x');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map((p) => p.name)).toEqual(['values', 'values']);
      expect(r.problems[0]!.message).toMatch(/^Sweep values: requesters must be between 1 and 2000/);
    }
    const many = sweepList(param('requesters'), Array.from({ length: 30 }, (_, i) => String(i + 1)).join(','));
    expect(many.ok).toBe(false);
    expect(sweepList(param('requesters'), ' , ').ok).toBe(false);
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
