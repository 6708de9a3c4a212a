/**
 * What keeps `mqcheck` over a host's gather fast (issue 43, item 7) must not change what it says:
 * the kept bundle is made again whenever a source changes (scripts/lib/mqcheck-cache.mjs), and the
 * short cuts the checker takes on a large text give what the long way gave: findings keyed against
 * only the values on their lines, the measurement reader's hint tests on the text itself, and the
 * configuration check on lines split once. Inputs are the project's real fixtures (SOURCES.md there)
 * and the synthetic gather the benchmark uses (scripts/lib/gather-fleet.mjs, labelled synthetic).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleKey } from '../../scripts/lib/mqcheck-cache.mjs';
import { gatherFleet } from '../../scripts/lib/gather-fleet.mjs';
import { checkConfiguration, valuesOn } from '../../calculators/check/index.ts';
import { checkText } from '../../calculators/check/check-text.ts';
import { readMeasurementLines, readMeasurements } from '../../calculators/check/measure/index.ts';
import { splitLines } from '../../calculators/check/measure/text.ts';
import { measuredReader } from '../../calculators/check/measure/measured-reader.ts';
import { keyFindings } from '../../calculators/check/compare/snapshot.ts';

const ROOT = join(import.meta.dirname, '../..');
const fixture = (p: string) => readFileSync(join(ROOT, 'tests/fixtures', p), 'utf8');

describe('the kept mqcheck bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mqcheck-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(join(dir, 'calculators/check'), { recursive: true });
  mkdirSync(join(dir, 'data'), { recursive: true });
  const rule = join(dir, 'calculators/check/rule.ts');
  writeFileSync(rule, 'export const a = 1;\n');
  writeFileSync(join(dir, 'data/table.csv'), 'a,b\n1,2\n');

  it('has the same key while nothing changes, and a new one when a source or a data file changes', () => {
    const first = bundleKey('', dir);
    expect(bundleKey('', dir)).toBe(first);
    writeFileSync(rule, 'export const a = 2;\n');
    utimesSync(rule, new Date(2030, 0, 1), new Date(2030, 0, 1));
    const edited = bundleKey('', dir);
    expect(edited).not.toBe(first);
    writeFileSync(join(dir, 'data/new.csv'), 'x\n');
    expect(bundleKey('', dir)).not.toBe(edited);
    expect(bundleKey('https://mq.example.com/guide/', dir)).not.toBe(bundleKey('', dir));
  });
});

describe('short cuts on a large text give what the long way gave', () => {
  const gather = gatherFleet(ROOT, 3, 120, 'mqhost01', { amqsrua: true });

  it('valuesOn gives the values on the lines asked for, in the order of values, and keys findings the same', () => {
    for (const text of [gather, fixture('real-mqsc/mq-gitops-samples-static-uc.mqsc'), fixture('gather/report-qm1-haqueuemgr-amqsrua.txt')]) {
      const fresh = () => {
        const r = checkConfiguration(text, { platform: 'unix' });
        if (!r.ok) throw new Error(r.message);
        return r;
      };
      const lines = new Set(fresh().findings.flatMap((f) => (typeof f.line === 'number' ? [f.line] : [])));
      expect(lines.size).toBeGreaterThan(0);
      const all = fresh().values;
      const on = valuesOn(fresh(), lines);
      expect(on).toEqual(all.filter((v) => lines.has(v.line)));
      const r = fresh();
      expect(keyFindings(r.findings, valuesOn(r, lines))).toEqual(keyFindings(r.findings, r.values));
    }
  });

  it('the measurement readers and the check read the same from lines split once as from the text', () => {
    for (const text of [gather, gather.replace(/\n/g, '\r\n'), fixture('gather/report-qm1-haqueuemgr-amqsrua.txt')]) {
      expect(readMeasurementLines(splitLines(text), text)).toEqual(readMeasurements(text));
      // checkText splits once; the long way, as the /check/ worker still takes it, splits the text twice.
      const once = checkText(text, { platform: 'unix' });
      const measurements = readMeasurements(text);
      const config = checkConfiguration(text, { platform: 'unix', readers: [measuredReader(measurements)] });
      if (!config.ok || !once.config) throw new Error('the text was not checked');
      expect(once.measurements).toEqual(measurements);
      expect(once.config.findings).toEqual(config.findings);
      expect(once.config.unread).toEqual(config.unread);
      expect(once.config.recognised).toEqual(config.recognised);
      expect(once.config.queueManagers).toEqual(config.queueManagers);
    }
  });
});
