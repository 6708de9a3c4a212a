import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import capacity from '../../../calculators/simulator/capacity-constants.json' with { type: 'json' };

/**
 * The basis of every preset constant, read from the comments beside it in mqsim/presets.py (CALIBRATED,
 * DERIVED, ASSUMED or a report line), so the page shows the same provenance as the source. A value
 * written `_ASSUMED["name"]` (the your-queue-manager preset) is the capacity model's constant: its
 * value and basis are read from capacity-constants.json, as mqsim reads them; `_CAPACITY["name"]` is
 * the value of that file's top-level entry, with the comment's basis. Build time only.
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
      const constant = fromCapacityFile(entry[2]!.trim());
      const basis = (constant?.basis ?? entry[3] ?? '').trim();
      const kind: PresetConstant['kind'] = /^CALIBRATED/.test(basis)
        ? 'calibrated'
        : /^DERIVED/.test(basis)
          ? 'derived'
          : /^ASSUMED/.test(basis)
            ? 'assumed'
            : basis
              ? 'report'
              : 'run';
      out[preset]!.push({ name: entry[1]!, value: constant?.value ?? entry[2]!.trim(), basis: basis.replace(/^(CALIBRATED|DERIVED|ASSUMED):?\s*/, ''), kind });
    }
  }
  return out;
}

/** The value (and, for an assumed one, the basis) of a constant presets.py reads from capacity-constants.json. */
function fromCapacityFile(expression: string): { value: string; basis?: string } | undefined {
  const assumed = /^_ASSUMED\["(\w+)"\]$/.exec(expression);
  if (assumed) {
    const c = Object.hasOwn(capacity.assumed, assumed[1]!) ? capacity.assumed[assumed[1]! as keyof typeof capacity.assumed] : undefined;
    if (!c) throw new Error(`mqsim/presets.py reads _ASSUMED["${assumed[1]}"], which capacity-constants.json does not define`);
    return { value: String(c.value), basis: c.basis };
  }
  const top = /^_CAPACITY\["(\w+)"\]$/.exec(expression);
  if (top) {
    const v = Object.hasOwn(capacity, top[1]!) ? (capacity as Record<string, unknown>)[top[1]!] : undefined;
    if (typeof v !== 'number') throw new Error(`mqsim/presets.py reads _CAPACITY["${top[1]}"], which is not a number in capacity-constants.json`);
    return { value: String(v) };
  }
  return undefined;
}
