/**
 * /check/'s two panels from one request: a configuration check of text that holds measurements also
 * answers the measurements panel (src/lib/check/work.ts), from the same reading of the text, so the
 * configuration readers do not run a second time over the lines the measurement readers left. Its
 * answer must be the one the panel gets when it reads the text itself; on real samples pasted
 * together, with comment lines between them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { doWork } from '../../src/lib/check/work.ts';
import type { CheckAnswer, MeasureAnswer } from '../../src/lib/check/worker-protocol.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const pasted = (files: string[]) => files.map((f) => readFileSync(join(FIXTURES, f), 'utf8')).join('\n# a comment line\n; another\n');

const PASTES = [
  ['real-measure/qmstatus-nativeha.txt', 'real-mqsc/runmqsc-chstatus-tab-indented.txt', 'real-config/qmini-whywebsphere-tuned.ini'],
  ['real-measure/amqsrua-linux-persistent-2.3.txt', 'real-config/mqconfig-centos79-mq91-root.txt', 'real-mqsc/trob-mqlab-define-objects.mqsc'],
  ['real-prometheus/node-exporter.prom', 'real-prometheus/mq-container-two-scrapes.prom', 'real-config/sysctl-a-archlinux-5.8.txt'],
  ['real-mqsc/runmqsc-mq-status-script-qm1.txt', 'real-measure/mq-status-script-qm1.txt', 'real-mqsc/nativeha-three-instances.txt'],
  ['real-measure/fio-randwrite-nvme-json-and-text.txt', 'real-config/ulimit-a-ubuntu-lfcs.txt', 'real-mqsc/mq-helm-dynamic-configmap.yaml'],
];

const check = (text: string, measure?: boolean) => doWork({ kind: 'check', text, platform: 'unix', ...(measure ? { measure } : {}) }) as CheckAnswer;
const measured = (a: MeasureAnswer | undefined) => {
  if (!a?.ok) throw new Error(`no measurements: ${a?.message}`);
  const { tookMs, ...rest } = a.result;
  expect(tookMs).toBeGreaterThanOrEqual(0);
  return rest;
};

describe('one request answers both panels', () => {
  it.each(PASTES.map((p) => [p.join(' + '), p]))('%s: the check brings the panel the result it would read itself', (_name, files) => {
    const text = pasted(files as string[]);
    const answer = check(text, true);
    expect(answer.ok).toBe(true);
    expect(measured(answer.measured)).toEqual(measured(doWork({ kind: 'measure', text }) as MeasureAnswer));
  });

  it('lists as not read only what neither reader took: here the comment lines alone', () => {
    const text = pasted(PASTES[0]!);
    const result = measured(check(text, true).measured);
    // 1–16 DISPLAY QMSTATUS (measurements), 17–19 its separator, 20–33 DISPLAY CHSTATUS and 34–36 the next
    // separator (the checker's runmqsc reader), 37–79 the qm.ini, whose header is eight comment lines (37–44).
    expect(result.unread.map((u) => u.line)).toEqual([18, 19, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44]);
    expect(result.unread.every((u) => /^\s*[#;]/.test(u.text))).toBe(true);
    expect(result.readings.map((r) => r.name)).toContain('nativeHaReplicasInSync');
  });

  it('a check of configuration alone carries no measurements', () => {
    expect(check(readFileSync(join(FIXTURES, 'real-config/qmini-whywebsphere-tuned.ini'), 'utf8'), false)).not.toHaveProperty('measured');
    expect(check(pasted(['real-config/sysctl-a-archlinux-5.8.txt', 'real-mqsc/trob-mqlab-define-objects.mqsc']))).not.toHaveProperty('measured');
  });

  // The page asks for them only when the text plainly holds measurements (handoff.ts); the readers
  // decide, so a Prometheus answer, a dspmq or a ping the page did not guess is the panel's too.
  it.each([
    ['real-prometheus/query-vector.json'],
    ['real-prometheus/query-range-matrix.json'],
    ['real-prometheus/grafana-panel.csv'],
    ['real-measure/dspmq-nativeha-x-ansible.txt'],
    ['real-measure/ping-ubuntu-forums-2023.txt'],
    ['real-measure/dspmq-x-multi-instance-standby.txt', 'real-config/qmini-whywebsphere-tuned.ini'],
  ])('%s, not asked for: the check still brings the panel its readings', (...files) => {
    const text = pasted(files);
    const answer = check(text);
    expect(measured(answer.measured)).toEqual(measured(doWork({ kind: 'measure', text }) as MeasureAnswer));
    expect(measured(answer.measured).recognised.length).toBeGreaterThan(0);
  });

  it('text the check refuses (control characters) is still read for the panel, as it would read it itself', () => {
    const text = `${readFileSync(join(FIXTURES, 'real-measure/qmstatus-nativeha.txt'), 'utf8')}\u0007\n`;
    const answer = check(text, true);
    expect(answer.ok).toBe(false);
    expect(measured(answer.measured)).toEqual(measured(doWork({ kind: 'measure', text }) as MeasureAnswer));
  });
});
