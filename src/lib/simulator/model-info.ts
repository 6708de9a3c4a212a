import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ModelInfo } from './types.ts';

/** calculators/simulator/validation.json (written by validate.py), read at build time. */
export function loadModelInfo(root: string = process.cwd()): ModelInfo {
  return JSON.parse(readFileSync(join(root, 'calculators/simulator/validation.json'), 'utf8')) as ModelInfo;
}
