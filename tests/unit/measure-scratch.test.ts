import { readFileSync, readdirSync } from 'node:fs';
import { readMeasurements } from '../../calculators/check/measure/index.ts';
import { test } from 'vitest';
test('scratch', () => {
const dir = '/work/wt-measure/tests/fixtures/real-measure/';
for (const f of readdirSync(dir)) {
  if (f.endsWith('.md')) continue;
  const m = readMeasurements(readFileSync(dir + f, 'utf8'));
  console.log('==', f, m.recognised, 'unread', m.unread.length);
  for (const r of m.readings) console.log('  ', r.name, r.value, r.peak ?? '', r.p95 ?? '', r.origin, r.lines.slice(0,3).join(','));
  for (const u of m.unread.slice(0, 6)) console.log('  UNREAD', u.line, JSON.stringify(u.text.slice(0,70)), u.why ?? '');
  for (const x of m.findings) console.log('  F', x.severity, x.rule, x.title.slice(0, 150));
  console.log('  facts', m.facts.map(f=>f.name+'='+f.value).join('; '));
}
});
