/**
 * One file as the fleet reads it: configuration through checkConfiguration, monitoring output
 * through readMeasurements. The same pairing as mqcheck's (a file of measurements alone holds no
 * configuration, and that is no error; monitoring output is read whatever its length), so a file
 * gives the same findings in the fleet as it does on its own. Unlike mqcheck, the checker is not
 * given the measurement formats as one more reader: that reader only takes their lines out of the
 * "not read" list, which the fleet does not show, and it would read every measurement a second time.
 */
import { MAX_PASTE_CHARS, checkConfiguration, type CheckResult } from '../index.ts';
import { readMeasurements, type Measurements } from '../measure/index.ts';
import type { Platform } from '../../rulebook/context.ts';

export type CheckedConfiguration = Extract<CheckResult, { ok: true }>;

export type FileRead = { ok: true; config?: CheckedConfiguration; measurements: Measurements } | { ok: false; why: string };

export function readFleetFile(text: string, platform: Platform): FileRead {
  const measurements = readMeasurements(text);
  const measured = measurements.recognised.length > 0;
  const checked = text.length > MAX_PASTE_CHARS && measured ? undefined : checkConfiguration(text, { platform });
  if (checked && !checked.ok) return measured ? { ok: true, measurements } : { ok: false, why: checked.message };
  return { ok: true, ...(checked ? { config: checked } : {}), measurements };
}
