/**
 * Status replies read into values under their object (DESIGN.md: `QSTATUS(APP.Q).CURDEPTH`, handles
 * numbered in reply order), never dropped, on real runmqsc transcripts (tests/fixtures/real-mqsc,
 * SOURCES.md), and the rules they feed: a queue's depth against MAXDEPTH and QDEPTHHI, a channel in
 * RETRYING or STOPPED. Expected values written by hand from the fixtures' lines.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkConfiguration } from '../../calculators/check/index.ts';
import { checkFileText } from '../../calculators/check/cli/file-report.ts';
import { readRunmqscReplies } from '../../calculators/check/mqsc/display-reply.ts';

const DIR = join(import.meta.dirname, '../fixtures/real-mqsc');
const read = (f: string) => readFileSync(join(DIR, f), 'utf8');
function check(text: string) {
  const r = checkConfiguration(text, { platform: 'unix' });
  if (!r.ok) throw new Error(r.message);
  return r;
}
const valueOf = (r: ReturnType<typeof check>, name: string) => r.values.find((v) => v.name === name)?.setting;

describe('status replies are values under their object', () => {
  it('DISPLAY QSTATUS TYPE(QUEUE): every attribute a value, and the command line no longer reads it into nothing', () => {
    const text = read('runmqsc-qstatus-container.txt');
    const r = check(text);
    expect(valueOf(r, 'QSTATUS(DEV.QUEUE.1).CURDEPTH')).toBe('1');
    expect(valueOf(r, 'QSTATUS(DEV.QUEUE.1).CURMAXFS')).toBe('2088960');
    expect(valueOf(r, 'QSTATUS(DEV.QUEUE.1).UNCOM')).toBe('NO');
    expect(valueOf(r, 'QSTATUS(DEV.QUEUE.1).MSGAGE')).toBe('');
    expect(r.valueCount).toBe(15);
    const file = checkFileText('q.txt', text, 'unix');
    expect(file.recognised).toEqual(['runmqsc replies to DISPLAY QSTATUS (1) (0 objects, 1 status reply)']);
    expect(file.valueCount).toBe(15);
  });

  it('DISPLAY QSTATUS TYPE(HANDLE): each open handle numbered in reply order under its queue', () => {
    const r = check(read('runmqsc-qstatus-handle-mainmqm.txt'));
    expect(r.queueManagers).toEqual(['mainmqm']);
    expect(valueOf(r, 'QSTATUS(LQ.PAYMENTS.EVENT.SOURCE).HANDLE(1).APPLTAG')).toBe('cli.ConnectDistributed');
    expect(valueOf(r, 'QSTATUS(LQ.PAYMENTS.EVENT.SOURCE).HANDLE(1).INPUT')).toBe('SHARED');
    expect(valueOf(r, 'QSTATUS(LQ.PAYM.PROC.REQ).HANDLE(1).QMURID')).toBe('0.12290');
    expect(valueOf(r, 'QSTATUS(LQ.PAYM.PROC.REQ).HANDLE(1).URID')).toBe('XA_FORMATID[] XA_GTRID[] XA_BQUAL[]');
    expect(r.valueCount).toBe(38);
    expect(r.unread).toEqual([]);
    // A handle is not the queue's depth: no depth finding from it.
    expect(r.findings.some((f) => f.rule === 'mqsc.queue-depth-status')).toBe(false);
  });

  it('two handles on one queue are HANDLE(1) and HANDLE(2), in the order runmqsc replied', () => {
    const text = read('runmqsc-qstatus-handle-mainmqm.txt').replace('QUEUE(LQ.PAYM.PROC.REQ)     ', 'QUEUE(LQ.PAYMENTS.EVENT.SOURCE)');
    const r = check(text);
    expect(valueOf(r, 'QSTATUS(LQ.PAYMENTS.EVENT.SOURCE).HANDLE(2).APPLTAG')).toBe('IntegrationServ');
  });

  it('DISPLAY CHSTATUS of three instances of one server-connection channel: INSTANCE(1)…(3), none lost', () => {
    const r = check(read('runmqsc-chstatus-svrconn-instances.txt'));
    expect([1, 2, 3].map((i) => valueOf(r, `CHSTATUS(CL.PAYMENTS).INSTANCE(${i}).CONNAME`))).toEqual(['172.30.54.27', '172.30.54.27', '172.30.54.13']);
    expect(valueOf(r, 'CHSTATUS(CL.PAYMENTS).INSTANCE(3).CURRENT')).toBe('');
    expect(r.valueCount).toBe(15);
    expect(r.findings.some((f) => f.rule === 'mqsc.channel-status')).toBe(false);
  });

  it('one CHSTATUS reply alone is CHSTATUS(name), unnumbered', () => {
    const r = check(read('runmqsc-chstatus-tab-indented.txt'));
    expect(valueOf(r, 'CHSTATUS(CRC01CRD.A.CRC01CMM).CONNAME')).toBe('192.168.1.110(1416)');
    expect(valueOf(r, 'CHSTATUS(CRC01CRD.A.CRC01CMM).STATUS')).toBe('RUNNING');
  });

  it('DISPLAY CONN: the connection id names it, every attribute a value', () => {
    const r = check(read('runmqsc-conn-mainmqm.txt'));
    expect(valueOf(r, 'CONN(12346263002D0040).PID')).toBe('148477');
    expect(valueOf(r, 'CONN(12346263002D0040).CONNOPTS')).toBe('MQCNO_HANDLE_SHARE_BLOCK,MQCNO_SHARED_BINDING,MQCNO_GENERATE_CONN_TAG');
    expect(valueOf(r, 'CONN(12346263002D0040).UOWSTATE')).toBe('NONE');
    expect(r.valueCount).toBe(23);
  });

  it('DISPLAY SBSTATUS (IBM’s example, AMQ8099 without a severity letter): under SBSTATUS(sub)', () => {
    const r = check(read('runmqsc-sbstatus-ibm-docs.txt'));
    expect(valueOf(r, 'SBSTATUS(ORANGE).NUMMSGS')).toBe('0');
    expect(valueOf(r, 'SBSTATUS(ORANGE).SUBID')).toBe('414D5120414141202020202020202020EE921E4E20002A03');
  });
});

describe('rules the status replies feed', () => {
  // The real QSTATUS reply, with a DISPLAY QLOCAL reply for its queue before it (the depth edited in the test, not the file).
  const qlocal = (maxdepth: string, qdepthhi?: string) =>
    ['AMQ8409I: Display Queue details.', '   QUEUE(DEV.QUEUE.1)                      TYPE(QLOCAL)', `   MAXDEPTH(${maxdepth})${qdepthhi ? `                         QDEPTHHI(${qdepthhi})` : ''}`, ''].join('\n');
  const status = (depth: string) => read('runmqsc-qstatus-container.txt').replace('CURDEPTH(1)', `CURDEPTH(${depth})`);
  const depthFinding = (text: string) => check(text).findings.filter((f) => f.rule === 'mqsc.queue-depth-status');

  it('below QDEPTHHI is ok, at or above it a warning, at MAXDEPTH an error; IBM’s 80 when QDEPTHHI is not read', () => {
    expect(depthFinding(status('4999').replace('DIS QSTATUS', `${qlocal('5000', '90')}DIS QSTATUS`)).map((f) => [f.severity, f.title])).toEqual([
      ['warning', 'QSTATUS(DEV.QUEUE.1): CURDEPTH(4,999) of MAXDEPTH(5,000) (99.9%, derived): at or above its QDEPTHHI(90)'],
    ]);
    expect(depthFinding(status('3999').replace('DIS QSTATUS', `${qlocal('5000')}DIS QSTATUS`)).map((f) => f.severity)).toEqual(['ok']);
    expect(depthFinding(status('4000').replace('DIS QSTATUS', `${qlocal('5000')}DIS QSTATUS`))[0]!.title).toContain('IBM’s default QDEPTHHI of 80% (not read)');
    expect(depthFinding(status('5000').replace('DIS QSTATUS', `${qlocal('5000')}DIS QSTATUS`)).map((f) => [f.severity, f.title])).toEqual([
      ['error', 'QSTATUS(DEV.QUEUE.1): CURDEPTH(5,000) of MAXDEPTH(5,000): the queue is full, and puts to it fail'],
    ]);
  });

  it('exact past 2^53: MAXDEPTH 999,999,999 and a depth one below QDEPTHHI’s line stays ok', () => {
    expect(depthFinding(status('799999999').replace('DIS QSTATUS', `${qlocal('999999999')}DIS QSTATUS`)).map((f) => f.severity)).toEqual(['ok']);
    expect(depthFinding(status('800000000').replace('DIS QSTATUS', `${qlocal('999999999')}DIS QSTATUS`)).map((f) => f.severity)).toEqual(['warning']);
  });

  it('a channel STOPPED is a warning, RETRYING a note; RUNNING is not judged', () => {
    const text = read('runmqsc-chstatus-svrconn-instances.txt');
    const stopped = check(text.replace('STATUS(RUNNING)', 'STATUS(STOPPED)')).findings.filter((f) => f.rule === 'mqsc.channel-status');
    expect(stopped.map((f) => [f.severity, f.title])).toEqual([['warning', 'CHSTATUS(CL.PAYMENTS) to 172.30.54.27 is STOPPED: it moves no messages until it is started again']]);
    const retrying = check(text.replace('STATUS(RUNNING)', 'STATUS(RETRYING)')).findings.filter((f) => f.rule === 'mqsc.channel-status');
    expect(retrying.map((f) => f.severity)).toEqual(['info']);
    for (const f of [...stopped, ...retrying]) expect(f.sources.length).toBeGreaterThan(1);
  });
});

describe('status replies: properties', () => {
  it('never throws, and every value read is in the reply as printed', () => {
    const word = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/);
    const value = fc.stringMatching(/^[A-Za-z0-9.*_ -]{0,12}$/);
    const reply = fc.record({ id: fc.constantFrom('AMQ8450I: Display queue status details.', 'AMQ8417I: Display Channel Status details.', 'AMQ8276I: Display Connection details.', 'AMQ8099I: IBM MQ subscription status inquired.', 'AMQ8631I: Display listener status details.'), name: fc.stringMatching(/^[A-Z][A-Z0-9.]{0,10}$/), attrs: fc.array(fc.tuple(word, value), { maxLength: 6 }) });
    fc.assert(
      fc.property(fc.array(reply, { maxLength: 5 }), (replies) => {
        const lines = replies.flatMap((r) => {
          const key = r.id.startsWith('AMQ8450') ? 'QUEUE' : r.id.startsWith('AMQ8417') ? 'CHANNEL' : r.id.startsWith('AMQ8276') ? 'CONN' : r.id.startsWith('AMQ8099') ? 'SUB' : 'LISTENER';
          return [r.id, `   ${key}(${r.name})`, ...r.attrs.map(([k, v]) => `   ${k}(${v})`)];
        });
        const parsed = readRunmqscReplies(lines);
        const text = lines.join('\n');
        const res = checkConfiguration(text || ' ', { platform: 'unix' });
        if (!res.ok) return;
        // Nothing invented: each value's own line holds it as printed (padding aside).
        for (const v of res.values) expect(v.text).toContain(v.setting);
        expect(parsed.statuses.length).toBeLessThanOrEqual(replies.length);
      }),
      { numRuns: 200 },
    );
  });
});
