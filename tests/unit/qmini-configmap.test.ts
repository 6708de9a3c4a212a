/**
 * Kubernetes manifests: a ConfigMap's YAML keys (metadata:, data:, annotations:) are not qm.ini
 * stanzas, a ConfigMap without a qm.ini block is not told it lacks a Log: stanza, and a `qm.ini: |`
 * block in one is read as qm.ini. Real manifests from tests/fixtures/real-mqsc (SOURCES.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { qminiReader } from '../../calculators/check/readers/qmini.ts';

const read = (f: string) => readFileSync(join(import.meta.dirname, '../fixtures/real-mqsc', f), 'utf8');
function check(text: string) {
  const r = checkConfiguration(text, { platform: 'unix' });
  if (!r.ok) throw new Error(r.message);
  return r;
}

describe('ConfigMap YAML is not qm.ini', () => {
  for (const f of ['mq-gitops-samples-qmdemo-mqsc-config-map.yaml', 'mq-helm-dynamic-configmap.yaml']) {
    it(`${f}: no stanza from its YAML keys, no “no Log: stanza” note`, () => {
      const r = check(read(f));
      expect(r.recognised.some((x) => x.startsWith('qm.ini'))).toBe(false);
      expect(r.findings.filter((x) => x.rule === 'qmini.no-log-stanza' || x.rule === 'qmini.stanzas')).toEqual([]);
      // The YAML keys are listed as not read, not dropped.
      expect(r.unread.map((u) => u.text.trim())).toEqual(expect.arrayContaining(['metadata:', 'data:']));
    });
  }

  it('a ConfigMap with a qm.ini: |- block has that block read as qm.ini, and only it', () => {
    const r = check(read('mq-helm-perf-sniff-resource.yaml'));
    expect(r.recognised).toContain('qm.ini (Channels:, Log:, TuningParameters:; 7 keys)');
    expect(r.settings.filter((v) => v.origin === 'qm.ini').map((v) => `${v.name}=${v.setting}`)).toEqual(['MaxChannels=999999', 'MaxActiveChannels=999999', 'MQIBindType=FASTPATH', 'LogPrimaryFiles=64', 'LogSecondaryFiles=2', 'DefaultPQBufferSize=10485760', 'DefaultQBufferSize=10485760']);
  });

  it('never throws on manifest-like text, and every key it reads is on its line', () => {
    const key = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,8}$/);
    const line = fc.oneof(key.map((k) => `${k}:`), fc.tuple(key, fc.stringMatching(/^[ -~]{0,12}$/)).map(([k, v]) => `  ${k}=${v}`), fc.constantFrom('kind: ConfigMap', 'apiVersion: v1', '  qm.ini: |-', 'data:'));
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (ls) => {
        const r = qminiReader.read(ls.map((text, i) => ({ n: i + 1, text })), () => false);
        for (const v of r.values ?? []) expect(v.text).toContain(v.name);
      }),
    );
  });
});
