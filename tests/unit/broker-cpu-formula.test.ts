import { describe, expect, it } from 'vitest';
import { checkPrintedCpuMs, cpuMsPerMessage, preciseCpuMs, REPORT_CORES } from '../../calculators/lib/broker/cpu-formula.ts';

describe('the report formula, CPU ms/msg = cores × 1000 × %CPU ÷ 100 ÷ rate', () => {
  it('uses the 8 physical cores of the Power 780', () => expect(REPORT_CORES).toBe(8));

  // Worked from printed rows: MQ 2kB NONE (line 344), MQ 20000kB NONE (348), stored procedure (1718), 23 execution groups (1803).
  it.each([
    [20.0, 17716.8, 0.0903],
    [16.3, 22.2, 58.7387],
    [8.0, 7.9, 81.0127],
    [95.3, 11122.6, 0.6855],
    [10.3, 1803.2, 0.457],
  ])('%s%% CPU at %s msgs/s costs %s ms', (cpu, rate, ms) => {
    expect(cpuMsPerMessage(cpu, rate)).toBeCloseTo(ms, 3);
  });

  it('scales with the core count', () => {
    expect(cpuMsPerMessage(50, 1000, 4)).toBe(2);
    expect(cpuMsPerMessage(50, 1000, 16)).toBe(8);
  });
});

describe('checkPrintedCpuMs', () => {
  it('calls a row exact when the formula on the printed inputs rounds to the printed cost', () => {
    expect(checkPrintedCpuMs({ messagesPerS: 17716.8, cpuPct: 20.0, printedMs: 0.1 }).verdict).toBe('exact');
  });

  it('allows the one-decimal rounding of rate and %CPU (MQ 20000kB FULL: 12.0 msgs/s, 12.3%, printed 82.3)', () => {
    const c = checkPrintedCpuMs({ messagesPerS: 12.0, cpuPct: 12.3, printedMs: 82.3 });
    expect(c.verdict).toBe('input-rounding');
    expect(c.computed).toBeCloseTo(82.0, 6);
    expect(c.low).toBeLessThan(82.25);
    expect(c.high).toBeGreaterThan(82.25);
  });

  it('explains a cost only a whole-number %CPU reading reproduces (ESQL last element 2kB: 12.0%, 6206.5 msgs/s, printed 0.1)', () => {
    const c = checkPrintedCpuMs({ messagesPerS: 6206.5, cpuPct: 12.0, printedMs: 0.1 });
    expect(c.computed).toBeCloseTo(0.1547, 4);
    expect(c.verdict).toBe('whole-cpu');
  });

  it('does not extend the whole-number allowance to a %CPU printed with a real decimal', () => {
    expect(checkPrintedCpuMs({ messagesPerS: 6206.5, cpuPct: 12.1, printedMs: 0.1 }).verdict).toBe('mismatch');
  });

  it('reports a printed cost the formula cannot reach as a mismatch', () => {
    const c = checkPrintedCpuMs({ messagesPerS: 17716.8, cpuPct: 20.0, printedMs: 0.5 });
    expect(c.verdict).toBe('mismatch');
    expect(c.high).toBeLessThan(0.45);
  });

  it('accepts any cost for a rate so small that its rounding allows it (SOAP 20000kB: 0.2 msgs/s, 7.9%, printed 3727.1)', () => {
    expect(checkPrintedCpuMs({ messagesPerS: 0.2, cpuPct: 7.9, printedMs: 3727.1 }).verdict).toBe('input-rounding');
    expect(checkPrintedCpuMs({ messagesPerS: 0.2, cpuPct: 7.9, printedMs: 5000 }).verdict).toBe('mismatch');
  });
});

describe('preciseCpuMs', () => {
  it('recovers small costs from the formula (a printed 0.1 spans 0.05 to 0.15)', () => {
    const p = preciseCpuMs({ messagesPerS: 17716.8, cpuPct: 20.0, printedMs: 0.1 });
    expect(p.from).toBe('formula');
    expect(p.value).toBeCloseTo(0.0903, 4);
  });

  it('keeps the printed cost where the rate is printed too coarsely (0.2 msgs/s)', () => {
    expect(preciseCpuMs({ messagesPerS: 0.2, cpuPct: 7.9, printedMs: 3727.1 })).toEqual({ value: 3727.1, from: 'printed' });
  });
});
