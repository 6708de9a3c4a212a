/**
 * A reading in human units: latencies in µs or ms, rates in MiB/s, sizes in KiB/MiB/GiB, percents
 * with "%". Binary units as calculators/format.ts uses them (MQ's KB and MB are 1024-based).
 */
import { num, readableBytes } from '../../format.ts';
import type { Reading } from './types.ts';

/** "25 µs", "1.37 ms", "2.5 s". */
export function readableLatency(seconds: number): string {
  const abs = Math.abs(seconds);
  if (abs < 1e-3) return `${num(seconds * 1e6, abs < 1e-5 ? 2 : 0)} µs`;
  if (abs < 1) return `${num(seconds * 1e3, 2)} ms`;
  return `${num(seconds, 2)} s`;
}

export function readableValue(value: number, unit: Reading['unit']): string {
  switch (unit) {
    case 'seconds':
      return readableLatency(value);
    case 'bytes':
      return readableBytes(value);
    case 'bytes/s':
      return `${readableBytes(value)}/s`;
    case 'percent':
      return `${num(value, 2)}%`;
    case 'count/s':
      return `${num(value, 1)}/s`;
    default:
      return num(value, 2);
  }
}
