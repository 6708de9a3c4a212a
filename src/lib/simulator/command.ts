/**
 * The "run it yourself" command shown under the results. It is text a reader copies into a shell,
 * so nothing from the URL reaches it unchecked: the preset must be one the model defines, every
 * value must pass its parameter's range check (so it is a plain decimal number), and each word is
 * still quoted for a POSIX shell in case a future check is looser.
 */
import { checkValues, isKnownPreset, overrides, type ParamTable, type RawValues } from './params.ts';

/** A word for a POSIX shell: left bare when it is only safe characters, else single-quoted. */
export function shellWord(word: string): string {
  return /^[A-Za-z0-9_.+=,:/-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

export type LocalCommand = { ok: true; text: string } | { ok: false; reason: string };

export interface CommandOptions {
  replications?: number;
  sweep?: { param: string; values: number[] } | null;
}

/** `python3 mqsim.pyz --preset … --set name=value … --json`, or why there is none. */
export function localCommand(info: ParamTable, preset: string | null, values: RawValues, opts: CommandOptions = {}): LocalCommand {
  if (preset !== null && !isKnownPreset(info, preset)) return { ok: false, reason: 'the preset is not one the model defines' };
  const problems = checkValues(info, values);
  if (problems.length) return { ok: false, reason: `${problems.map((p) => p.name).join(', ')} ${problems.length === 1 ? 'is' : 'are'} out of range` };
  const words = ['python3', 'mqsim.pyz'];
  if (preset) words.push('--preset', preset);
  for (const [k, v] of Object.entries(overrides(info, preset, values))) words.push('--set', `${k}=${Number(v)}`);
  if (opts.replications && opts.replications > 1) words.push('--replications', String(opts.replications));
  if (opts.sweep && info.params.some((p) => p.name === opts.sweep!.param)) words.push('--sweep', `${opts.sweep.param}=${opts.sweep.values.join(',')}`);
  words.push('--json');
  return { ok: true, text: words.map(shellWord).join(' ') };
}
