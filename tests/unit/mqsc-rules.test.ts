/**
 * The mqsc rules against objects built by hand as the readers hand them over (rulebook/objects.ts),
 * each mirroring real text: IBM's developer configuration (ibm-messaging/mq-container's
 * 10-dev.mqsc.tpl: `DEFINE CHANNEL('DEV.APP.SVRCONN') CHLTYPE(SVRCONN) MCAUSER('app') REPLACE`, no SHARECNV), the
 * Native HA performance report's `alter channel(SYSTEM.DEF.SVRCONN) chltype(SVRCONN) sharecnv(1)`,
 * runmqsc DISPLAY replies. For each rule: the case that fires, the quiet one, and the one where the
 * value is unset or unknown. Expected findings are written by hand.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CheckContext, IniStanza } from '../../calculators/rulebook/context.ts';
import type { MqscObject, MqscObjectType, NativeHaInstance } from '../../calculators/rulebook/objects.ts';
import type { Finding, Reading } from '../../calculators/rulebook/types.ts';
import { RULE_MODULES } from '../../calculators/rulebook/index.ts';
import { MEASURE_RULES } from '../../calculators/rulebook/measure-rules.ts';
import { attributeValue, effectiveObjects } from '../../calculators/rulebook/lib/objects.ts';
import sharecnv from '../../calculators/rulebook/rules/mqsc-svrconn-sharecnv.ts';
import mcatype from '../../calculators/rulebook/rules/mqsc-channel-mcatype.ts';
import npmspeed from '../../calculators/rulebook/rules/mqsc-channel-npmspeed.ts';
import batch from '../../calculators/rulebook/rules/mqsc-channel-batch.ts';
import pipelining from '../../calculators/rulebook/rules/mqsc-channel-pipelining.ts';
import treelife from '../../calculators/rulebook/rules/mqsc-treelife.ts';
import persistence from '../../calculators/rulebook/rules/mqsc-queue-persistence.ts';
import uowLog from '../../calculators/rulebook/rules/mqsc-unit-of-work-log.ts';
import depthSpace from '../../calculators/rulebook/rules/mqsc-queue-depth-space.ts';
import rejected from '../../calculators/rulebook/rules/mqsc-rejected.ts';
import { nativeHaSync } from '../../calculators/rulebook/rules/mqsc-native-ha-sync.ts';
import { TREELIFE_DEFAULT } from '../../calculators/treelife.ts';

type Attr = [name: string, value: string];

/** One command or reply, its attributes on consecutive lines from `line` (as a reader numbers them). */
function obj(verb: MqscObject['verb'], type: MqscObjectType, name: string, line: number, attrs: Attr[]): MqscObject {
  return {
    type,
    name,
    verb,
    attributes: attrs.map(([n, v], i) => ({ name: n, value: v, line: line + i })),
    origin: verb === 'DISPLAY' ? 'runmqsc' : 'mqsc',
    line,
    lastLine: line + Math.max(attrs.length - 1, 0),
  };
}

function ctx(parts: Partial<CheckContext>): CheckContext {
  return { values: [], stanzas: [], platform: 'unix', limitsUsers: [], ...parts };
}

const reading = (name: string, unit: Reading['unit'], value: number, line: number): Reading => ({ name, unit, value, origin: 'DISPLAY QMSTATUS', lines: [line] });
const stanza = (name: string, line: number, entries: [string, string][]): IniStanza => ({ name, line, entries: entries.map(([key, value], i) => ({ key, value, line: line + 1 + i })) });

/** The parts of a finding a reader checks by eye: severity, title, line, fix texts. */
const brief = (f: Finding) => ({ severity: f.severity, title: f.title, line: f.line, fixes: (f.fixes ?? []).map((x) => x.text) });

/** One command written on one line, as most scripts write them: every attribute on the command's line. */
function line(verb: MqscObject['verb'], type: MqscObjectType, name: string, n: number, attrs: Attr[]): MqscObject {
  return { ...obj(verb, type, name, n, []), attributes: attrs.map(([a, v]) => ({ name: a, value: v, line: n })) };
}

/**
 * IBM's developer configuration, ibm-messaging/mq-container incubating/mqadvanced-server-dev/10-dev.mqsc.tpl
 * at commit 0b5e43aff94966d25a6d18d26ad3653ffb81ca83, its objects at their lines (the CHLAUTH,
 * AUTHREC, TOPIC, AUTHINFO and LISTENER commands left out: no mqsc rule reads them).
 */
const devConfig = [
  line('DEFINE', 'QLOCAL', 'DEV.QUEUE.1', 19, [['REPLACE', '']]),
  line('DEFINE', 'QLOCAL', 'DEV.QUEUE.2', 20, [['REPLACE', '']]),
  line('DEFINE', 'QLOCAL', 'DEV.QUEUE.3', 21, [['REPLACE', '']]),
  line('DEFINE', 'QLOCAL', 'DEV.DEAD.LETTER.QUEUE', 22, [['REPLACE', '']]),
  line('ALTER', 'QMGR', '', 25, [['DEADQ', 'DEV.DEAD.LETTER.QUEUE']]),
  line('ALTER', 'QMGR', '', 32, [['CONNAUTH', 'DEV.AUTHINFO']]),
  line('DEFINE', 'CHANNEL', 'DEV.ADMIN.SVRCONN', 37, [['CHLTYPE', 'SVRCONN'], ['REPLACE', '']]),
  line('DEFINE', 'CHANNEL', 'DEV.APP.SVRCONN', 38, [['CHLTYPE', 'SVRCONN'], ['MCAUSER', 'app'], ['REPLACE', '']]),
];
const devApp = devConfig.filter((o) => o.name === 'DEV.APP.SVRCONN');

describe('the rules are registered', () => {
  it('configuration rules in RULE_MODULES, the Native HA rule among the measurement rules', () => {
    const ids = RULE_MODULES.map((m) => m.rule.id);
    for (const id of ['mqsc.svrconn-sharecnv', 'mqsc.channel-mcatype', 'mqsc.channel-npmspeed', 'mqsc.channel-batch', 'mqsc.channel-pipelining', 'mqsc.treelife', 'mqsc.queue-persistence', 'mqsc.unit-of-work-log', 'mqsc.queue-depth-space', 'mqsc.rejected']) expect(ids).toContain(id);
    expect(MEASURE_RULES.map((r) => r.rule.id)).toContain('mqsc.native-ha-sync');
  });
  it('IBM’s whole developer configuration: the two SVRCONN channels’ default SHARECNV, and nothing else, from every mqsc rule', () => {
    const found = RULE_MODULES.filter((m) => m.rule.id.startsWith('mqsc.')).flatMap((m) => m.check(ctx({ objects: devConfig })));
    expect(found.map((f) => [f.rule, f.severity, f.line])).toEqual([
      ['mqsc.svrconn-sharecnv', 'info', 37],
      ['mqsc.svrconn-sharecnv', 'info', 38],
    ]);
  });
  it('no rule says anything when the paste held no objects', () => {
    for (const m of RULE_MODULES.filter((x) => x.rule.id.startsWith('mqsc.'))) expect(m.check(ctx({})), m.rule.id).toEqual([]);
  });
});

describe('effective values: DEFINE, ALTER and DISPLAY of one object merge, the last value winning', () => {
  it('an ALTER after the DEFINE wins; a later DEFINE … REPLACE starts the object afresh', () => {
    const objects = [
      obj('DEFINE', 'CHANNEL', 'APP.SVRCONN', 1, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', '10']]),
      obj('ALTER', 'CHANNEL', 'APP.SVRCONN', 3, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', '1']]),
    ];
    const [e] = effectiveObjects({ objects });
    expect(attributeValue(e!, 'SHARECNV', '10')).toEqual({ kind: 'read', value: '1', line: 4 });
    const replaced = effectiveObjects({ objects: [...objects, obj('DEFINE', 'CHANNEL', 'APP.SVRCONN', 6, [['CHLTYPE', 'SVRCONN'], ['REPLACE', '']])] });
    expect(replaced).toHaveLength(1);
    expect(attributeValue(replaced[0]!, 'SHARECNV', '10')).toEqual({ kind: 'default', value: '10', line: 1 });
  });
  it('whatever the order of DEFINEs and ALTERs, the value is the one written last (property)', () => {
    const command = fc.record({ verb: fc.constantFrom<MqscObject['verb']>('DEFINE', 'ALTER', 'DISPLAY'), value: fc.option(fc.bigInt({ min: 0n, max: 999999999n }), { nil: undefined }) });
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 12 }), (commands) => {
        const objects = commands.map((c, i) => obj(c.verb, 'CHANNEL', 'P.SVRCONN', 1 + 3 * i, [['CHLTYPE', 'SVRCONN'], ...(c.value === undefined ? [] : [['SHARECNV', c.value.toString()] as Attr])]));
        const merged = effectiveObjects({ objects });
        const last = [...commands].reverse().find((c) => c.value !== undefined);
        const v = attributeValue(merged[0]!, 'SHARECNV', '10');
        return merged.length === 1 && (last ? v.kind === 'read' && v.value === last.value!.toString() : v.kind !== 'read');
      }),
    );
  });
  it('each attribute is the one a Map set in command order would hold, however many there are (a DISPLAY … ALL reply shows 60 and more) (property)', () => {
    const NAMES = Array.from({ length: 24 }, (_, i) => `ATTR${i}`);
    const command = fc.record({ verb: fc.constantFrom<MqscObject['verb']>('DEFINE', 'ALTER', 'DISPLAY'), names: fc.array(fc.constantFrom(...NAMES), { maxLength: 30 }) });
    fc.assert(
      fc.property(fc.array(command, { minLength: 1, maxLength: 6 }), (commands) => {
        const objects = commands.map((c, i) => obj(c.verb, 'QLOCAL', 'Q', 1 + 40 * i, c.names.map((n, k) => [n, `${i}.${k}`] as Attr)));
        const [e] = effectiveObjects({ objects });
        const expected = new Map<string, MqscObject['attributes'][number]>();
        for (const o of objects) for (const a of o.attributes) expected.set(a.name, a);
        return NAMES.every((n) => e!.attributes.get(n) === expected.get(n) && e!.attributes.has(n) === expected.has(n));
      }),
    );
  });
  it('an attribute no ALTER names is unknown (ALTER keeps what the object had), as after DEFINE … LIKE', () => {
    const [altered] = effectiveObjects({ objects: [obj('ALTER', 'CHANNEL', 'X', 1, [['CHLTYPE', 'SVRCONN']])] });
    expect(attributeValue(altered!, 'SHARECNV', '10').kind).toBe('unknown');
    const [like] = effectiveObjects({ objects: [obj('DEFINE', 'CHANNEL', 'Y', 1, [['CHLTYPE', 'SVRCONN'], ['LIKE', 'OTHER']])] });
    expect(attributeValue(like!, 'SHARECNV', '10').kind).toBe('unknown');
  });
});

describe('mqsc.svrconn-sharecnv', () => {
  it('IBM’s developer channel, defined without SHARECNV: the default 10 applies, said to be the default, a note with no command', () => {
    const [f, ...rest] = sharecnv.check(ctx({ objects: devApp }));
    expect(rest).toEqual([]);
    expect(brief(f!)).toEqual({
      severity: 'info',
      title: 'CHANNEL(DEV.APP.SVRCONN): SHARECNV left out of the DEFINE, so the default 10 applies (IBM’s shipped default, unless the system default object was changed; not read from this object), above IBM’s recommended SHARECNV(1) for performance',
      line: 38,
      fixes: [],
    });
    expect(f!.recommended).toContain('no command is given, as it lowers a value you set');
    expect(f!.recommended).toContain('one instance per connection rather than one per 10');
    expect(f!.why).toContain('on average 15% slower');
    expect(f!.why).toContain('173 KB per SHARECNV(1) channel against 253 KB per SHARECNV(10) channel');
  });
  it('SYSTEM.DEF.SVRCONN altered to sharecnv(1) first (the Native HA report’s set-up): it and a channel defined after it are ok', () => {
    const objects = [obj('ALTER', 'CHANNEL', 'SYSTEM.DEF.SVRCONN', 1, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', '1'], ['MCAUSER', 'mqm']]), obj('DEFINE', 'CHANNEL', 'PERF.APP.CHL', 5, [['CHLTYPE', 'SVRCONN']])];
    expect(sharecnv.check(ctx({ objects })).map(brief)).toEqual([
      { severity: 'ok', title: 'CHANNEL(SYSTEM.DEF.SVRCONN) (the default for SVRCONN channels defined without SHARECNV): SHARECNV(1), IBM’s recommendation for performance', line: 2, fixes: [] },
      { severity: 'ok', title: 'CHANNEL(PERF.APP.CHL): SHARECNV left out of the DEFINE, so the default 1 applies (from CHANNEL(SYSTEM.DEF.SVRCONN), line 2; not read from this object), IBM’s recommendation for performance', line: 5, fixes: [] },
    ]);
  });
  // Issue 47, item 10: IBM's 9.3 tuning page lists SHARECNV(0) and (1) as the two best-performing settings.
  it('SHARECNV(0) is a note naming the function it gives up (not performance), with a raise to 1 in MQSC', () => {
    const [f] = sharecnv.check(ctx({ objects: [obj('DISPLAY', 'CHANNEL', 'LEGACY.SVRCONN', 20, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', '0']])] }));
    expect(brief(f!)).toEqual({ severity: 'info', title: 'CHANNEL(LEGACY.SVRCONN): SHARECNV(0) runs the channel as before WebSphere MQ 7.0 (one of IBM’s two best-performing settings, without the features of 1 and above)', line: 21, fixes: ["ALTER CHANNEL('LEGACY.SVRCONN') CHLTYPE(SVRCONN) SHARECNV(1)"] });
    expect(f!.fixes![0]!.language).toBe('mqsc');
    expect(f!.why).toContain('heartbeats (they flow only while an MQGET is waiting), read-ahead, asynchronous consume');
    expect(f!.recommended).toContain('IBM’s 9.3 tuning page lists SHARECNV(1) and SHARECNV(0) as the two settings that give best performance');
  });
  it('a channel only ALTERed without SHARECNV, or not a SVRCONN, says nothing; a word is a note', () => {
    expect(sharecnv.check(ctx({ objects: [obj('ALTER', 'CHANNEL', 'A', 1, [['CHLTYPE', 'SVRCONN'], ['MCAUSER', 'x']]), obj('DEFINE', 'CHANNEL', 'B', 3, [['CHLTYPE', 'CLNTCONN']])] }))).toEqual([]);
    expect(sharecnv.check(ctx({ objects: [obj('DISPLAY', 'CHANNEL', 'C', 1, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', 'TEN']])] }))[0]!.severity).toBe('info');
  });
  it('never offers a command that lowers SHARECNV (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 999999999n }), (n) => {
        const [f] = sharecnv.check(ctx({ objects: [obj('DISPLAY', 'CHANNEL', 'P', 1, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', n.toString()]])] }));
        return (f!.fixes ?? []).every((x) => BigInt(/SHARECNV\((\d+)\)/.exec(x.text)![1]!) > n);
      }),
    );
  });
});

describe('channels between queue managers', () => {
  const sender = obj('DEFINE', 'CHANNEL', 'QM1.TO.QM2', 30, [['CHLTYPE', 'SDR'], ['CONNAME', 'qm2(1414)'], ['XMITQ', 'QM2']]);
  const receiver = obj('DISPLAY', 'CHANNEL', 'QM2.TO.QM1', 40, [['CHLTYPE', 'RCVR'], ['BATCHSZ', '50'], ['NPMSPEED', 'NORMAL']]);
  const clusrcvr = obj('DEFINE', 'CHANNEL', 'TO.QM1', 50, [['CHLTYPE', 'CLUSRCVR'], ['CLUSTER', 'C1']]);

  it('MCATYPE: a sender defined without it gets PROCESS by default, a note with the change; a cluster receiver THREAD, ok', () => {
    expect(mcatype.check(ctx({ objects: [sender, receiver, clusrcvr] })).map(brief)).toEqual([
      { severity: 'info', title: 'CHANNEL(QM1.TO.QM2): MCATYPE left out of the DEFINE, so the default PROCESS applies (IBM’s shipped default, unless the system default object was changed; not read from this object), a process per channel', line: 30, fixes: ["ALTER CHANNEL('QM1.TO.QM2') CHLTYPE(SDR) MCATYPE(THREAD)"] },
      { severity: 'ok', title: 'CHANNEL(TO.QM1): MCATYPE left out of the DEFINE, so the default THREAD applies (IBM’s shipped default, unless the system default object was changed; not read from this object), threaded as IBM measured', line: 50, fixes: [] },
    ]);
  });
  it('MCATYPE read as THREAD is ok; unknown on an ALTER; a RCVR has none', () => {
    const t = obj('DISPLAY', 'CHANNEL', 'S', 1, [['CHLTYPE', 'SVR'], ['MCATYPE', 'THREAD']]);
    expect(mcatype.check(ctx({ objects: [t] }))[0]!.severity).toBe('ok');
    expect(mcatype.check(ctx({ objects: [obj('ALTER', 'CHANNEL', 'S2', 1, [['CHLTYPE', 'SDR'], ['DESCR', 'x']]), receiver] }))).toEqual([]);
  });
  it('NPMSPEED(NORMAL) is a note whose command says what it gives up; the default FAST is ok; unknown says nothing', () => {
    const found = npmspeed.check(ctx({ objects: [sender, receiver] }));
    expect(found.map(brief)).toEqual([
      { severity: 'ok', title: 'CHANNEL(QM1.TO.QM2): NPMSPEED left out of the DEFINE, so the default FAST applies (IBM’s shipped default, unless the system default object was changed; not read from this object)', line: 30, fixes: [] },
      { severity: 'info', title: 'CHANNEL(QM2.TO.QM1): NPMSPEED(NORMAL): non-persistent messages travel inside the channel’s transactions', line: 42, fixes: ["ALTER CHANNEL('QM2.TO.QM1') CHLTYPE(RCVR) NPMSPEED(FAST)"] },
    ]);
    expect(found[1]!.fixes![0]!.label).toContain('Only if a non-persistent message may be lost on a transmission failure');
    expect(npmspeed.check(ctx({ objects: [obj('ALTER', 'CHANNEL', 'Z', 1, [['CHLTYPE', 'SDR']])] }))).toEqual([]);
  });
  it('BATCHSZ and BATCHINT at IBM’s defaults are ok; other values are notes saying the trade; a RCVR has no BATCHINT', () => {
    expect(batch.check(ctx({ objects: [sender, receiver] })).map((f) => [f.severity, f.title])).toEqual([
      ['ok', 'CHANNEL(QM1.TO.QM2): BATCHSZ left out of the DEFINE, so the default 50 applies (IBM’s shipped default, unless the system default object was changed; not read from this object), IBM’s default'],
      ['ok', 'CHANNEL(QM1.TO.QM2): BATCHINT left out of the DEFINE, so the default 0 applies (IBM’s shipped default, unless the system default object was changed; not read from this object): a batch ends when the transmission queue is empty'],
      ['ok', 'CHANNEL(QM2.TO.QM1): BATCHSZ(50), IBM’s default'],
    ]);
    const big = obj('DISPLAY', 'CHANNEL', 'FAST.SDR', 60, [['CHLTYPE', 'SDR'], ['BATCHSZ', '200'], ['BATCHINT', '100']]);
    const qmgr = obj('DISPLAY', 'QMGR', '', 70, [['MAXUMSGS', '100']]);
    const [size, interval] = batch.check(ctx({ objects: [big, qmgr] }));
    expect(brief(size!)).toEqual({ severity: 'info', title: 'CHANNEL(FAST.SDR): BATCHSZ(200), above IBM’s default of 50', line: 61, fixes: [] });
    expect(size!.recommended).toContain('Larger batches trade recovery time for throughput');
    expect(size!.recommended).toContain('above the queue manager’s MAXUMSGS(100) (line 70)');
    expect(brief(interval!)).toEqual({ severity: 'info', title: 'CHANNEL(FAST.SDR): BATCHINT(100): a batch stays open up to 100 ms while the transmission queue is empty', line: 62, fixes: [] });
    expect(batch.check(ctx({ objects: [obj('ALTER', 'CHANNEL', 'Q', 1, [['CHLTYPE', 'SDR']])] }))).toEqual([]);
  });
  it('PipeLineLength: left out while channels between queue managers were read is a note with the qm.ini lines; 2 is ok; no qm.ini says nothing', () => {
    const qmini = [stanza('Channels', 80, [['MaxChannels', '200']])];
    const [f] = pipelining.check(ctx({ objects: [sender, receiver], stanzas: qmini }));
    expect(brief(f!)).toEqual({ severity: 'info', title: 'PipeLineLength is not set in the Channels stanza, so the default of 1 applies: no pipelining on the channels between queue managers (CHANNEL(QM1.TO.QM2), CHANNEL(QM2.TO.QM1))', line: 80, fixes: ['CHANNELS:\n   PipeLineLength=2'] });
    expect(f!.fixes![0]!.language).toBe('ini');
    expect(pipelining.check(ctx({ objects: [sender], stanzas: [stanza('Channels', 1, [['PipeLineLength', '2']])] })).map(brief)).toEqual([{ severity: 'ok', title: 'PipeLineLength=2: pipelining on', line: 2, fixes: [] }]);
    expect(pipelining.check(ctx({ objects: [sender] }))).toEqual([]);
    expect(pipelining.check(ctx({ stanzas: qmini }))).toEqual([]);
    expect(pipelining.check(ctx({ stanzas: [stanza('Channels', 1, [['PipeLineLength', 'two']])] }))[0]!.severity).toBe('info');
  });
});

describe('mqsc.treelife', () => {
  const qmgr = (value: string) => [obj('DISPLAY', 'QMGR', '', 100, [['QMNAME', 'QM1'], ['TREELIFE', value]])];
  it('the default 1800 is ok, and opens the calculator on it', () => {
    const [f] = treelife.check(ctx({ objects: qmgr(String(TREELIFE_DEFAULT.value)) }));
    expect(brief(f!)).toEqual({ severity: 'ok', title: 'QMGR TREELIFE(1800): the scavenger runs every 1,800 s (IBM’s default)', line: 101, fixes: [] });
    expect(f!.calculator).toEqual({ label: 'TREELIFE calculator at 1,800 s', href: '/calculators/treelife/?treelife=1800' });
  });
  it('0 and 60 s or less are notes; outside the range a warning with no calculator link', () => {
    expect(treelife.check(ctx({ objects: qmgr('0') }))[0]!.title).toBe('QMGR TREELIFE(0): the topic scavenger never removes unwanted topics');
    const [often] = treelife.check(ctx({ objects: qmgr('30') }));
    expect([often!.severity, often!.calculator!.href]).toEqual(['info', '/calculators/treelife/?treelife=30']);
    const [bad] = treelife.check(ctx({ objects: qmgr('700000') }));
    expect([bad!.severity, bad!.calculator]).toEqual(['warning', undefined]);
  });
  it('a queue manager object without TREELIFE (an ALTER QMGR of something else) says nothing', () => {
    expect(treelife.check(ctx({ objects: [obj('ALTER', 'QMGR', '', 1, [['MAXUMSGS', '10000']])] }))).toEqual([]);
  });
});

describe('mqsc.native-ha-sync (a measurement rule)', () => {
  const inst = (instance: string, role: string, inSync: boolean | undefined, backlog: string | undefined, line: number): NativeHaInstance => ({ instance, role, ...(inSync === undefined ? {} : { inSync }), ...(backlog === undefined ? {} : { backlog }), connActive: true, other: {}, line });
  const evaluate = (nativeHa?: NativeHaInstance[]) => nativeHaSync.evaluate({ readings: [], facts: [], fioJobs: [], ...(nativeHa ? { nativeHa } : {}) });

  it('a replica not in sync, with a backlog past 2^53, is a warning naming it and what it means for a failover', () => {
    const found = evaluate([inst('qm-ibm-mq-0', 'ACTIVE', true, '0', 5), inst('qm-ibm-mq-1', 'REPLICA', true, '0', 14), inst('qm-ibm-mq-2', 'REPLICA', false, '9007199254740993', 23)]);
    expect(found.map(brief)).toEqual([{ severity: 'warning', title: 'Native HA instance qm-ibm-mq-2 (REPLICA) is not in sync (INSYNC(NO))', line: 23, fixes: [] }]);
    expect(found[0]!.why).toContain('could not replace it');
    expect(found[0]!.why).toContain('Its backlog, 9,007,199,254,740,993 bytes, is how far out of sync it is.');
    expect(found[0]!.calculator).toEqual({ label: 'HA latency: what the replication round trip costs', href: '/calculators/ha-latency/' });
    expect(found[0]!.sources.map((s) => s.href)).toContain('/guides/place-an-ha-pair/');
    expect(found[0]!.sources[0]!.href).toBe('/rules/#mqsc.native-ha-sync');
  });
  it('INSYNC(NO) with CONNACTV(NO) names both', () => {
    expect(evaluate([{ ...inst('c', 'REPLICA', false, '0', 4), connActive: false }])[0]!.title).toBe('Native HA instance c (REPLICA) is not in sync (INSYNC(NO)) and has no connection to the active instance (CONNACTV(NO))');
  });
  // Issue 47, item 1: IBM defines INSYNC as whether the instance could take over; a backlog on a replica in sync is normal under load.
  it('a replica in sync with a backlog is no warning: a note saying what would matter instead, beside the ok', () => {
    const found = evaluate([inst('a', 'ACTIVE', true, '0', 1), inst('b', 'REPLICA', true, '4096', 3)]);
    expect(found.map((f) => [f.severity, f.title])).toEqual([
      ['info', 'Native HA instance b (REPLICA) is in sync with a backlog of 4,096 bytes not yet acknowledged'],
      ['ok', 'Native HA: b in sync'],
    ]);
    expect(found[0]!.why).toContain('a backlog that keeps growing across readings (or scrapes), INSYNC(NO), or CONNACTV(NO)');
  });
  it('a backlog that rose at every reading of the same replica is a note with the readings; one that fell is the plain note', () => {
    const rising = evaluate([inst('b', 'REPLICA', true, '1024', 3), inst('b', 'REPLICA', true, '4096', 13), inst('b', 'REPLICA', true, '8192', 23)]);
    expect(rising.map((f) => [f.severity, f.title, f.line])).toEqual([
      ['info', 'Native HA instance b (REPLICA) is in sync, but its backlog rose at each of 3 readings (1,024 → 4,096 → 8,192 bytes)', 23],
      ['ok', 'Native HA: b in sync', 23],
    ]);
    const fell = evaluate([inst('b', 'REPLICA', true, '8192', 3), inst('b', 'REPLICA', true, '1024', 13)]);
    expect(fell[0]!.title).toBe('Native HA instance b (REPLICA) is in sync with a backlog of 1,024 bytes not yet acknowledged');
  });
  it('a replica in sync with no backlog but CONNACTV(NO) is a note', () => {
    expect(evaluate([{ ...inst('b', 'REPLICA', true, '0', 3), connActive: false }]).map((f) => f.severity)).toEqual(['info', 'ok']);
  });
  it('every replica in sync with no backlog is one ok finding', () => {
    expect(evaluate([inst('a', 'ACTIVE', true, '0', 1), inst('b', 'REPLICA', true, '0', 2), inst('c', 'REPLICA', true, '0', 3)]).map(brief)).toEqual([{ severity: 'ok', title: 'Native HA: b and c in sync', line: 2, fixes: [] }]);
  });
  it('INSYNC or BACKLOG not read is a note; no Native HA status, nothing', () => {
    expect(evaluate([inst('b', 'REPLICA', undefined, '0', 2)]).map((f) => [f.severity, f.title])).toEqual([['info', 'Native HA instance b (REPLICA): INSYNC was not read']]);
    expect(evaluate()).toEqual([]);
    expect(evaluate([])).toEqual([]);
  });
});

describe('mqsc.queue-persistence', () => {
  it('an application queue with DEFPSIST(YES) is a note naming it; NO, unset and SYSTEM queues say nothing', () => {
    const objects = [
      obj('DEFINE', 'QLOCAL', 'APP.ORDERS', 1, [['DEFPSIST', 'YES'], ['MAXDEPTH', '5000']]),
      obj('DEFINE', 'QLOCAL', 'APP.EVENTS', 4, [['DEFPSIST', 'NO']]),
      obj('DEFINE', 'QALIAS', 'APP.ALIAS', 6, [['TARGET', 'APP.EVENTS']]),
      obj('DISPLAY', 'QLOCAL', 'SYSTEM.CLUSTER.TRANSMIT.QUEUE', 8, [['DEFPSIST', 'YES']]),
    ];
    expect(persistence.check(ctx({ objects })).map(brief)).toEqual([{ severity: 'info', title: 'QLOCAL(APP.ORDERS): DEFPSIST(YES): messages put with persistence as the queue’s default are persistent', line: 1, fixes: [] }]);
  });
});

describe('mqsc.unit-of-work-log', () => {
  // 4,194,304-byte messages are 268 segments of 15,700: 750 + 4,194,304 + 268 × 300 = 4,275,454 bytes per put.
  const qmgr = (umsgs: string) => [obj('DISPLAY', 'QMGR', '', 200, [['MAXMSGL', '4194304'], ['MAXUMSGS', umsgs]])];
  // DISPLAY QMSTATUS: LOGPRIM(3) LOGSEC(2) LOGEXTSZ(16392) KiB: primaries 50,356,224 bytes, whole log 83,927,040.
  const status = [reading('logPrimaryExtents', 'count', 3, 300), reading('logSecondaryExtents', 'count', 2, 301), reading('logExtentBytes', 'bytes', 16392 * 1024, 302)];

  it('IBM’s default 10,000 messages of 4 MiB need more than the whole log: a note (IBM’s own defaults are not a warning) with the bound, derived', () => {
    const [f] = uowLog.check(ctx({ objects: qmgr('10000'), readings: status }));
    expect(brief(f!)).toEqual({ severity: 'info', title: 'QMGR MAXUMSGS(10,000): one unit of work may hold 10,000 messages: up to 42,754,540,750 bytes of log (derived), more than the whole log, 83,927,040 bytes', line: 201, fixes: [] });
    expect(f!.why).toContain('(QMGR MAXMSGL, line 200)');
    expect(f!.why).toContain('rolled back');
  });
  it('15 such messages (64,132,560 bytes) need the secondaries: a note; 10 of 1 KiB fit the primaries: ok', () => {
    expect(uowLog.check(ctx({ objects: qmgr('15'), readings: status }))[0]!.severity).toBe('info');
    const small = [obj('ALTER', 'QMGR', '', 1, [['MAXUMSGS', '10'], ['MAXMSGL', '1024']])];
    const [f] = uowLog.check(ctx({ objects: small, readings: status }));
    expect([f!.severity, f!.title]).toEqual(['ok', 'QMGR MAXUMSGS(10): one unit of work may hold 10 messages: up to 18,490 bytes of log (derived), within the primary extents (50,356,224 bytes)']);
  });
  it('from the qm.ini Log stanza when QMSTATUS was not read: 3 + 2 files of 4,096 pages', () => {
    const log = [stanza('Log', 400, [['LogPrimaryFiles', '3'], ['LogSecondaryFiles', '2'], ['LogFilePages', '4096']])];
    const [f] = uowLog.check(ctx({ objects: qmgr('15'), stanzas: log }));
    expect([f!.severity, f!.title]).toEqual(['info', 'QMGR MAXUMSGS(15): one unit of work may hold 15 messages: up to 64,132,560 bytes of log (derived), more than the primary extents (50,331,648 bytes), within the whole log (83,886,080 bytes)']);
  });
  it('the log or MAXMSGL not known is a note saying what to paste; no MAXUMSGS, nothing', () => {
    expect(uowLog.check(ctx({ objects: qmgr('10000') }))[0]!.recommended).toContain('the log’s size was not read');
    expect(uowLog.check(ctx({ objects: [obj('ALTER', 'QMGR', '', 1, [['MAXUMSGS', '10000']])], readings: status }))[0]!.title).toContain('the longest message (MAXMSGL) was not read');
    expect(uowLog.check(ctx({ objects: [obj('ALTER', 'QMGR', '', 1, [['TREELIFE', '0']])], readings: status }))).toEqual([]);
  });
});

describe('mqsc.queue-depth-space', () => {
  const fs = [reading('qmFileSystemBytesMax', 'bytes', 10240 * 1048576, 500)]; // QMFSSZ(10240) MB
  const huge = obj('DEFINE', 'QLOCAL', 'APP.BIG', 1, [['MAXDEPTH', '999999999'], ['MAXMSGL', '104857600']]);
  const small = obj('DEFINE', 'QLOCAL', 'APP.SMALL', 4, [['MAXDEPTH', '1000'], ['MAXMSGL', '4194304']]);

  // Issue 47, item 2: no source gives a share of the file system, so a note; SYSTEM queues are IBM's and left out.
  it('a queue whose full depth (derived, past 2^53) exceeds QMFSSZ is a note naming it; one that fits is not; a SYSTEM queue is left out', () => {
    const system = obj('DISPLAY', 'QLOCAL', 'SYSTEM.DEFAULT.LOCAL.QUEUE', 9, [['MAXDEPTH', '999999999'], ['MAXMSGL', '104857600']]);
    expect(depthSpace.check(ctx({ objects: [huge, small, system], readings: fs })).map(brief)).toEqual([
      { severity: 'info', title: 'QLOCAL(APP.BIG): MAXDEPTH(999999999) × MAXMSGL(104857600) = 104,857,599,895,142,400 bytes (derived), more than the queue manager’s file system (QMFSSZ 10,737,418,240 bytes)', line: 1, fixes: [] },
    ]);
  });
  it('all fitting is one ok; QMFSSZ unknown is one note naming the largest; MAXDEPTH unset says nothing', () => {
    expect(depthSpace.check(ctx({ objects: [small], readings: fs }))[0]!.severity).toBe('ok');
    expect(depthSpace.check(ctx({ objects: [huge, small] })).map((f) => [f.severity, f.title])).toEqual([
      ['info', 'Largest local queue at its limits: QLOCAL(APP.BIG): MAXDEPTH(999999999) × MAXMSGL(104857600) = 104,857,599,895,142,400 bytes (derived); the file system’s size was not read'],
    ]);
    expect(depthSpace.check(ctx({ objects: [obj('DEFINE', 'QLOCAL', 'APP.Q', 1, [['DEFPSIST', 'YES']])], readings: fs }))).toEqual([]);
  });
});

describe('mqsc.rejected', () => {
  it('each refusal the reader found is an error with its line', () => {
    const found = rejected.check(ctx({ rejected: [{ line: 7, text: 'DEFINE CHANNEL(TO.QM) CHLTYPE(CLNTCONN) CONNAME(host) BATCHSZ(50)', why: 'BATCHSZ is not an attribute of a CLNTCONN channel' }] }));
    expect(found.map(brief)).toEqual([{ severity: 'error', title: 'runmqsc would reject this: BATCHSZ is not an attribute of a CLNTCONN channel', line: 7, fixes: [] }]);
    expect(found[0]!.recommended).toBe('Correct the attribute named above on line 7 (as pasted: “DEFINE CHANNEL(TO.QM) CHLTYPE(CLNTCONN) CONNAME(host) BATCHSZ(50)”), then run the whole command again.');
    // The reader's why already carries the prefix: the title says it once.
    const once = rejected.check(ctx({ rejected: [{ line: 1, text: 'DEFINE QLOCAL(Q) FOO(1)', why: 'runmqsc would reject this: FOO is not an attribute of QLOCAL' }] }));
    expect(once[0]!.title).toBe('runmqsc would reject this: FOO is not an attribute of QLOCAL');
    expect(rejected.check(ctx({ rejected: [] }))).toEqual([]);
  });
});

describe('fixes are MQSC and never carry a name runmqsc would not accept', () => {
  it('a damaged name gets no command at all', () => {
    const [f] = sharecnv.check(ctx({ objects: [obj('DISPLAY', 'CHANNEL', "X') REPLACE\nDELETE QLOCAL('Y", 1, [['CHLTYPE', 'SVRCONN'], ['SHARECNV', '0']])] }));
    expect(f!.severity).toBe('info');
    expect(f!.fixes).toBeUndefined();
  });
});
