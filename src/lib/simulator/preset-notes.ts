import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The basis of every preset constant, read from the comments beside it in mqsim/presets.py (CALIBRATED,
 * DERIVED, ASSUMED or a report line), so the page shows the same provenance as the source. Build
 * time only.
 */
export interface PresetConstant {
  name: string;
  value: string;
  basis: string;
  kind: 'calibrated' | 'derived' | 'assumed' | 'report' | 'run';
}

export const PRESETS_FILE = join(process.cwd(), 'calculators/simulator/mqsim/presets.py');

export function presetConstants(source: string = readFileSync(PRESETS_FILE, 'utf8')): Record<string, PresetConstant[]> {
  const out: Record<string, PresetConstant[]> = {};
  let preset: string | null = null;
  let inValues = false;
  for (const line of source.split('\n')) {
    const head = /^ {4}"([a-z0-9-]+)": \{$/.exec(line);
    if (head) {
      preset = head[1]!;
      out[preset] = [];
      inValues = false;
      continue;
    }
    if (preset && /^ {8}"values": \{$/.test(line)) {
      inValues = true;
      continue;
    }
    if (inValues && /^ {8}\},?$/.test(line)) {
      inValues = false;
      continue;
    }
    const entry = inValues ? /^ {12}"(\w+)": ([^,#]+),\s*(?:#\s*(.*))?$/.exec(line) : null;
    if (entry && preset) {
      const basis = (entry[3] ?? '').trim();
      const kind: PresetConstant['kind'] = /^CALIBRATED/.test(basis)
        ? 'calibrated'
        : /^DERIVED/.test(basis)
          ? 'derived'
          : /^ASSUMED/.test(basis)
            ? 'assumed'
            : basis
              ? 'report'
              : 'run';
      out[preset]!.push({ name: entry[1]!, value: entry[2]!.trim(), basis: basis.replace(/^(CALIBRATED|DERIVED|ASSUMED):?\s*/, ''), kind });
    }
  }
  return out;
}
