/**
 * /check/'s Capacity blocks get their answers from the worker (src/lib/check/work.ts and
 * capacity-source.ts): a check says which queue managers get a block, and each block asks for its
 * queue manager's capacity when drawn. On the gather script's own report with an amqsrua recording
 * (tests/fixtures/gather/report-qm1-haqueuemgr-amqsrua.txt, SOURCES.md there), on a plain amqsrua
 * paste and on configuration alone; the values expected are worked out by hand from the fixtures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { answerOf, doWork } from '../../src/lib/check/work.ts';
import type { CapacityAnswer, CheckAnswer } from '../../src/lib/check/worker-protocol.ts';
import type { Capacity } from '../../calculators/capacity/types.ts';
import type { Verdicts } from '../../calculators/capacity/index.ts';
import { FAMILY_VERDICTS } from '../../calculators/capacity/model-error.ts';
import { capacityFor } from '../../src/lib/check/capacity-source.ts';
import { simulatorHref } from '../../src/lib/check/render-capacity.ts';
import { parseQuery, linkProblems } from '../../src/lib/simulator/url-state.ts';
import { loadModelInfo } from '../../src/lib/simulator/model-info.ts';

const FIXTURES = join(import.meta.dirname, '../fixtures');
const read = (f: string) => readFileSync(join(FIXTURES, f), 'utf8');
const check = (text: string) => doWork({ kind: 'check', text, platform: 'unix', measure: true }) as CheckAnswer;
/**
 * What an offered answer looks like. The validation offers QM1's set-up (one queue manager on its
 * own log) no ceiling (see 'as the validation stands' below), so the blocks' contents are checked
 * with every set-up offered, at the validation's own error bands, through the worker's own source
 * of answers.
 */
const OFFERED: Verdicts = Object.fromEntries(Object.entries(FAMILY_VERDICTS).map(([k, v]) => [k, { ...v, offered: true }])) as unknown as Verdicts;
const capacityOf = async (queueManager: string) => {
  const a = await capacityFor(queueManager, OFFERED);
  if (!a) throw new Error(`no capacity for ${queueManager}`);
  if (!('ceiling' in a)) throw new Error(`refused: ${a.why}`);
  return a as Capacity;
};

describe('as the validation stands', () => {
  const worker = async (queueManager: string) => {
    const a = (await answerOf({ kind: 'capacity', queueManager })) as CapacityAnswer;
    if (!a.ok) throw new Error(a.message);
    return a.capacity;
  };

  it('the worker refuses QM1 (its own log: the log-device families missed the goal) with those families and their figures', async () => {
    expect(check(read('gather/report-qm1-haqueuemgr-amqsrua.txt')).capacity).toEqual(['QM1', 'haqueuemgr']);
    const qm1 = await worker('QM1');
    expect('ceiling' in qm1).toBe(false);
    expect((qm1 as { why: string }).why).toMatch(/^Not offered: the model missed its validation goal .*MQ 9\.0\.4 on Linux/);
  });

  it('the worker answers haqueuemgr (Native HA: the nativeha-cores family met the goal) with a ceiling inside the family\'s band', async () => {
    check(read('gather/report-qm1-haqueuemgr-amqsrua.txt'));
    const ha = (await worker('haqueuemgr')) as Capacity;
    expect('ceiling' in ha).toBe(true);
    expect(FAMILY_VERDICTS['native-ha'].offered).toBe(true);
    expect(ha.band[0]).toBeLessThanOrEqual(ha.ceiling);
    expect(ha.ceiling).toBeLessThanOrEqual(ha.band[1]);
    expect(ha.inputs.find((i) => i.name === 'haType')!.value).toMatch(/Native HA/i);
  });
});

describe('Capacity blocks on a gather with amqsrua', () => {
  it('each queue manager the gather measured gets a block, and each answer is traced to its own lines', async () => {
    const answer = check(read('gather/report-qm1-haqueuemgr-amqsrua.txt'));
    expect(answer.ok).toBe(true);
    expect(answer.capacity).toEqual(['QM1', 'haqueuemgr']);

    const qm1 = await capacityOf('QM1');
    const latency = qm1.inputs.find((i) => i.name === 'logWriteLatency')!;
    // The mean of the three publications' "Log - write latency": (25 + 181 + 23) / 3 µs.
    expect(latency.value).toBeCloseTo(229e-6 / 3, 12);
    // QM1's own recording: its DISK/Log section starts at line 626 of the report, its publications at 629–675.
    expect(latency.origin).toBe('amqsrua (QM1), lines 643–675');
    // qmini-whywebsphere-tuned.ini sets LogBufferPages=512.
    expect(qm1.inputs.find((i) => i.name === 'logBufferPages')).toEqual({ name: 'logBufferPages', value: 512, unit: 'pages', origin: 'qm.ini Log: LogBufferPages' });
    expect(qm1.inputs.some((i) => i.name === 'haType')).toBe(false);
    expect(qm1.band[0]).toBeLessThanOrEqual(qm1.ceiling);
    expect(qm1.ceiling).toBeLessThanOrEqual(qm1.band[1]);
    // No STATMQI in the recording: no rate now, so no headroom, and the message size is assumed.
    expect(qm1.current).toBeUndefined();
    expect(qm1.assumptions.map((a) => a.name)).toContain('msgBytes');
    expect(qm1.whatIf.map((w) => w.id)).toEqual(['native-ha', 'replica-plus-1ms', 'replica-plus-2ms', 'log-twice-as-fast', 'log-half-as-fast', 'cores-double']);

    const ha = await capacityOf('haqueuemgr');
    expect(ha.inputs.find((i) => i.name === 'logWriteLatency')!.origin).toBe('amqsrua (haqueuemgr), lines 1266–1298');
    // Its qm.ini (the MQ container's Windows default) says LogBufferPages=0, MQ's "the default".
    expect(ha.inputs.find((i) => i.name === 'logBufferPages')!.value).toBe(0);
    // dspmq says Native HA: the replication is in its ceiling, and the Native HA what-if says it already is.
    expect(ha.inputs.find((i) => i.name === 'haType')!.value).toMatch(/Native HA/i);
    expect(ha.ceiling).toBeLessThan(qm1.ceiling);
    expect(ha.whatIf.find((w) => w.id === 'native-ha')!.ceiling).toBeUndefined();
  });

  it('a queue manager the last check did not name is refused with a message, not answered from another', async () => {
    check(read('gather/report-qm1-haqueuemgr-amqsrua.txt'));
    const a = (await answerOf({ kind: 'capacity', queueManager: 'QM9' })) as CapacityAnswer;
    expect(a).toEqual({ ok: false, message: 'That queue manager is not in the last check.' });
    const proto = (await answerOf({ kind: 'capacity', queueManager: '__proto__' })) as CapacityAnswer;
    expect(proto.ok).toBe(false);
  });

  it('the simulator link carries the capacity’s parameters, and the simulator page accepts every one of them', async () => {
    check(read('gather/report-qm1-haqueuemgr-amqsrua.txt'));
    const info = loadModelInfo();
    for (const qm of ['QM1', 'haqueuemgr']) {
      const c = await capacityOf(qm);
      const href = simulatorHref(c);
      expect(href.startsWith('/simulator/?preset=your-queue-manager&')).toBe(true);
      const state = parseQuery(href.slice(href.indexOf('?')), info);
      expect(state.preset).toBe('your-queue-manager');
      expect(state.unknown).toEqual([]);
      expect(linkProblems(info, state)).toEqual([]);
      expect(state.run).toBe(true);
      for (const [k, v] of Object.entries(c.simulator.set)) expect(Number(state.values[k]), k).toBe(v);
    }
  });
});

describe('which pastes get a Capacity block', () => {
  it('an amqsrua paste that names no queue manager gets one block, for the queue manager it describes', async () => {
    const answer = check(read('real-measure/amqsrua-linux-persistent-2.3.txt'));
    expect(answer.capacity).toEqual(['']);
    const c = await capacityOf('');
    expect(c.inputs.find((i) => i.name === 'logWriteLatency')!.origin).toBe('amqsrua, lines 17–49');
  });

  it('configuration alone gets none: the model would have nothing of the queue manager’s own', () => {
    const answer = check(read('real-config/qmini-whywebsphere-tuned.ini'));
    expect(answer.ok).toBe(true);
    expect(answer.capacity).toBeUndefined();
  });

  it('DISPLAY QMSTATUS without a log latency, log bandwidth or put rate gets no Capacity block, as mqcheck gives no capacity for it (capacity-each.ts)', async () => {
    expect(check(read('real-measure/mq-status-script-qm1.txt')).capacity ?? []).toEqual([]);
    const a = (await answerOf({ kind: 'capacity', queueManager: 'QM1' })) as CapacityAnswer;
    expect(a.ok).toBe(false);
  });
});
