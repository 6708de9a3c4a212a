/**
 * The model's value for one validation point, in the unit the report printed it in: the surrogate
 * (mqsim in closed form) run at the point's parameters. The one place a point's metric is read off
 * a prediction, so the calibration and the validation compare the same number.
 */
import { predict } from './surrogate.ts';
import type { CapacityConstants, ValidationPoint } from './validation-points.ts';

const MIB = 1024 * 1024;

export function predictPoint(point: ValidationPoint, constants: CapacityConstants): number {
  const p = point.params(constants);
  const r = predict(p);
  switch (point.metric) {
    case 'roundTripsPerSec':
      return r.roundTripsPerSec;
    case 'logMiBps':
      // The model's log bytes (IBM's record sizes) per second, in the report's MiB/s.
      return (r.logMBps * 1e6) / MIB;
    case 'meanLogWriteUs':
      return r.meanLogWriteUs;
    case 'cpuPct':
      // The host's CPU at the rate the report measured it at: the model's CPU per round trip (its
      // utilisation over its own rate) times the measured rate, so a CPU point checks the CPU cost
      // and not the rate again.
      return r.roundTripsPerSec > 0 ? r.cpuUtilisation * 100 * ((point.atRate ?? r.roundTripsPerSec) / r.roundTripsPerSec) : 0;
  }
}
