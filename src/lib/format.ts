import { UNITS, isUnit } from './data/units.ts';

const grouped = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });

/** A number as the reports print it: thousands separators, decimals kept as stored unless `digits` is given. */
export function formatNumber(value: number, digits?: number): string {
  if (digits === undefined) return grouped.format(value);
  return fixed(digits).format(value);
}

// Building an Intl.NumberFormat costs far more than using one; live charts format on every keystroke.
const fixedFormats = new Map<number, Intl.NumberFormat>();
function fixed(digits: number): Intl.NumberFormat {
  let f = fixedFormats.get(digits);
  if (!f) fixedFormats.set(digits, (f = new Intl.NumberFormat('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits })));
  return f;
}

/** At most three significant figures, so labels stay short but small costs stay distinct: 0.126, 2.41, 10.7, 1,234. */
export function shortNumber(v: number): string {
  const a = Math.abs(v);
  if (a >= 100) return formatNumber(Math.round(v));
  const digits = a >= 10 ? 1 : a >= 1 ? 2 : 3;
  return formatNumber(Number(v.toFixed(digits)));
}

export function unitLabel(unit: string | undefined): string {
  return unit && isUnit(unit) ? UNITS[unit].label : (unit ?? '');
}

/** "94,215 round trips/s", "91.83%", "2,048 bytes". */
export function formatWithUnit(value: number, unit: string | undefined, digits?: number): string {
  const n = formatNumber(value, digits);
  const label = unitLabel(unit);
  if (!label) return n;
  return label === '%' || label === '×' ? `${n}${label}` : `${n} ${label}`;
}

/**
 * A stored numeric cell for display: thousands separators added to the integer part, every
 * digit after the point kept ("0.010" stays "0.010"). Line numbers are not grouped.
 */
export function formatStored(raw: string, unit?: string): string {
  if (unit === 'line' || !/^-?\d+(\.\d+)?$/.test(raw)) return raw;
  const [int, frac] = raw.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? grouped : `${grouped}.${frac}`;
}
