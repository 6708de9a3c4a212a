// A day of amqsrua DISK/Log publications (8,640 at the default 10-second interval), in the layout
// amqsrua prints, for the measurement reader's benchmark and its large-input test. Synthetic and
// deterministic: a small linear congruential generator varies the values, so every run reads the
// same text. Not a measurement: nothing here is shown on the site.

/** @param {number} count publications; @param {string} [day] YYYYMMDD @returns {string} */
export function amqsruaDay(count, day = '20240101') {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  const out = [];
  for (let i = 0; i < count; i++) {
    const t = i * 10;
    const hh = String(Math.floor(t / 3600) % 24).padStart(2, '0');
    const mm = String(Math.floor(t / 60) % 60).padStart(2, '0');
    const ss = String(t % 60).padStart(2, '0');
    const rate = Math.round(20e6 + 30e6 * next());
    const logical = Math.round(rate * (0.8 + 0.2 * next()));
    out.push(
      `Publication received PutDate:${day} PutTime:${hh}${mm}${ss}00 Interval:10.000 seconds`,
      'Log - bytes in use 1610612736',
      'Log - bytes max 1744830464',
      `Log file system - bytes in use ${1675640832 + i * 4096}`,
      'Log file system - bytes max 234127560704',
      `Log - physical bytes written ${rate * 10} ${rate}/sec`,
      `Log - logical bytes written ${logical * 10} ${logical}/sec`,
      `Log - write latency ${Math.round(150 + 400 * next() * next())} uSec`,
      `Log - write size ${Math.round(4096 + 60000 * next())}`,
      `Log - current primary space in use ${(20 + 60 * next()).toFixed(2)}%`,
      `Log - workload primary space utilization ${(25 + 60 * next()).toFixed(2)}%`,
      'Log - bytes required for media recovery 0MB',
      'Log - bytes occupied by reusable extents 512MB',
      'Log - bytes occupied by extents waiting to be archived 0MB',
      '',
    );
  }
  return out.join('\n');
}

/**
 * A day of real-shaped amqsrua output: the publications of a real, public sample (e.g. the Linux
 * persistent report's section 2.3, tests/fixtures/real-measure/) repeated in turn, each given the
 * next PutDate/PutTime 10 seconds on, with the sample's own lines as printed (its blank lines and
 * Markdown bold included). For the browser benchmark of /check/ (scripts/lib/check-blocking.mjs).
 * @param {string} sample @param {number} count @returns {string}
 */
export function amqsruaDayFromSample(sample, count) {
  const lines = sample.split(/\r?\n/);
  const heads = lines.flatMap((l, i) => (/^\s*Publication received\s+PutDate:/.test(l) ? [i] : []));
  if (!heads.length) throw new Error('the sample holds no amqsrua publication');
  // Each publication: its header and the metric lines up to the first line that is not one (prose).
  const blocks = heads.map((h) => {
    const body = [];
    for (let i = h + 1; i < lines.length && !/^\s*Publication received/.test(lines[i]); i++) {
      if (lines[i].trim() === '' || /^\s*Log\b/.test(lines[i])) body.push(lines[i]);
      else break;
    }
    return { head: lines[h], body };
  });
  const start = Date.UTC(2017, 9, 23, 0, 0, 0);
  const out = [];
  for (let i = 0; i < count; i++) {
    const at = new Date(start + i * 10_000);
    const date = `${at.getUTCFullYear()}${String(at.getUTCMonth() + 1).padStart(2, '0')}${String(at.getUTCDate()).padStart(2, '0')}`;
    const time = `${String(at.getUTCHours()).padStart(2, '0')}${String(at.getUTCMinutes()).padStart(2, '0')}${String(at.getUTCSeconds()).padStart(2, '0')}00`;
    const block = blocks[i % blocks.length];
    out.push(block.head.replace(/PutDate:\s*\d{8}/, `PutDate:${date}`).replace(/PutTime:\s*\d{6,8}/, `PutTime:${time}`), ...block.body);
  }
  return out.join('\n');
}
