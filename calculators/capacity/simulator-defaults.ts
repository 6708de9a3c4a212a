/** mqsim's own parameter defaults (calculators/simulator/validation.json), which a preset or a grid point's `set` changes. */
import simulatorInfo from '../simulator/validation.json' with { type: 'json' };
import type { ModelParams } from './surrogate.ts';

export const SIMULATOR_DEFAULTS = Object.fromEntries(simulatorInfo.params.map((p) => [p.name, p.default as number])) as unknown as ModelParams;
