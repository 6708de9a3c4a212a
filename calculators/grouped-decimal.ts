/**
 * A number written as `Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits })`
 * writes it ("1,744,830,464", "0.415", "1.01" for 1.005 at two decimals, "-0"), without Intl.
 *
 * Why: a page's first Intl.NumberFormat loads the browser's locale data, which took 21–74 ms of the
 * main thread on this project's test machine (four times that on Lighthouse's phone), on every
 * calculator, embed and explorer page as it loads (issue 36).
 *
 * How Intl does it, and so this: the number's shortest decimal form (the digits String(x) gives,
 * which read back as the same double) is rounded half away from zero at the last decimal kept,
 * trailing zeros are dropped down to the minimum, and the whole part is grouped in threes.
 * tests/unit/grouped-decimal.test.ts holds it to Intl on random and edge values.
 */

/** A finite, non-negative number's shortest decimal digits, and how many of them stand before the point. */
function shortestDigits(magnitude: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = String(magnitude).split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const all = whole + fraction;
  const leadingZeros = all.length - all.replace(/^0+/, '').length;
  const digits = all.slice(leadingZeros).replace(/0+$/, '');
  return { digits, point: whole.length + Number(exponent) - leadingZeros };
}

/** Digits of a whole number, grouped in threes with commas. */
function grouped(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let i = head; i < digits.length; i += 3) out += `,${digits.slice(i, i + 3)}`;
  return out;
}

export function groupedDecimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  if (magnitude === Infinity) return `${sign}∞`;
  let { digits, point } = shortestDigits(magnitude);
  // Round at the last decimal kept: `keep` digits survive, the next one decides.
  const keep = point + maximumFractionDigits;
  if (keep < digits.length) {
    const up = keep >= 0 && digits.charCodeAt(keep) >= 53; // '5'
    const kept = keep > 0 ? digits.slice(0, keep) : '';
    if (up) {
      const raised = (BigInt(kept || '0') + 1n).toString().padStart(Math.max(keep, 1), '0');
      if (raised.length > Math.max(keep, 1) || keep === 0) point += raised.length - keep;
      digits = raised;
    } else {
      digits = kept;
    }
  }
  const wholeDigits = point > 0 ? digits.slice(0, point).padEnd(point, '0') : '0';
  let fraction = point >= 0 ? digits.slice(point) : '0'.repeat(-point) + digits;
  fraction = fraction.slice(0, maximumFractionDigits).padEnd(minimumFractionDigits, '0');
  while (fraction.length > minimumFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  return `${sign}${grouped(wholeDigits.replace(/^0+(?=\d)/, ''))}${fraction ? `.${fraction}` : ''}`;
}
