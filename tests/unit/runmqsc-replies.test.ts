/**
 * readRunmqscReplies against real, published runmqsc transcripts (tests/fixtures/real-mqsc/
 * SOURCES.md names where each came from). The expected objects, statuses, attribute
 * values, line numbers and notes are written by hand from the printed lines; the bad-input cases
 * at the end are real transcripts cut or changed in the test, as each case says.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readRunmqscReplies, type RunmqscResult } from '../../calculators/check/mqsc/display-reply.ts';
import type { MqscObject, MqscStatus } from '../../calculators/check/mqsc/types.ts';
import { readMeasurements } from '../../calculators/check/measure/index.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/real-mqsc/${name}`, import.meta.url), 'utf8');
const read = (text: string) => readRunmqscReplies(text.split('\n'));
const value = (o: MqscObject | MqscStatus, name: string) => {
  const found = o.attributes.filter((a) => a.name === name);
  expect(found, `${o.name} ${name}`).toHaveLength(1);
  return found[0]!.value;
};
/** Non-blank lines neither claimed nor listed as not read, with their text. */
const leftOver = (text: string, r: RunmqscResult) => {
  const taken = new Set([...r.claimed, ...r.unread.map((u) => u.line)]);
  return text.split('\n').flatMap((l, i) => (l.trim() !== '' && !taken.has(i + 1) ? [i + 1] : []));
};

describe('a must-gather script’s seven runmqsc runs on MQ 9.4.2 (mq_status.sh sample)', () => {
  const text = fixture('runmqsc-mq-status-script-qm1.txt');
  const r = read(text);

  it('names the queue manager at each "Starting MQSC" line', () => {
    expect(r.queueManagers).toEqual([9, 66, 99, 382, 428, 459, 487].map((line) => ({ name: 'QM1', line })));
  });

  it('reads DISPLAY QMGR ALL: 95 attributes, words and numbers exactly as printed', () => {
    const qmgr = r.objects.filter((o) => o.type === 'QMGR');
    expect(qmgr).toHaveLength(1);
    const q = qmgr[0]!;
    expect({ name: q.name, verb: q.verb, origin: q.origin, line: q.line, lastLine: q.lastLine }).toEqual({ name: '', verb: 'DISPLAY', origin: 'runmqsc', line: 13, lastLine: 61 });
    expect(q.attributes).toHaveLength(95);
    expect(q.attributes[0]).toEqual({ name: 'QMNAME', value: 'QM1', line: 14 });
    expect(q.attributes.find((a) => a.name === 'TREELIFE')).toEqual({ name: 'TREELIFE', value: '1800', line: 59 });
    // SYNCPT is printed alone: a bare keyword with the value ''.
    expect(q.attributes.find((a) => a.name === 'SYNCPT')).toEqual({ name: 'SYNCPT', value: '', line: 59 });
    expect(value(q, 'MAXUMSGS')).toBe('10000');
    expect(value(q, 'CLWLMRUC')).toBe('999999999');
    expect(value(q, 'DESCR')).toBe('');
    expect(value(q, 'SSLKEYR')).toBe('/var/mqm/qmgrs/QM1/ssl/key');
    expect(value(q, 'CERTLABL')).toBe('ibmwebspheremqqm1');
    expect(value(q, 'VERSION')).toBe('09040200');
    expect(value(q, 'XRCAP')).toBe('YES');
  });

  it('reads the 14 channels of DISPLAY CHANNEL(*) ALL with their types, in order', () => {
    const channels = r.objects.filter((o) => o.type === 'CHANNEL');
    expect(channels.map((c) => [c.name, value(c, 'CHLTYPE')])).toEqual([
      ['DEV.ADMIN.SVRCONN', 'SVRCONN'],
      ['DEV.APP.SVRCONN', 'SVRCONN'],
      ['SYSTEM.ADMIN.SVRCONN', 'SVRCONN'],
      ['SYSTEM.AUTO.RECEIVER', 'RCVR'],
      ['SYSTEM.AUTO.SVRCONN', 'SVRCONN'],
      ['SYSTEM.DEF.AMQP', 'AMQP'],
      ['SYSTEM.DEF.CLUSRCVR', 'CLUSRCVR'],
      ['SYSTEM.DEF.CLUSSDR', 'CLUSSDR'],
      ['SYSTEM.DEF.RECEIVER', 'RCVR'],
      ['SYSTEM.DEF.REQUESTER', 'RQSTR'],
      ['SYSTEM.DEF.SENDER', 'SDR'],
      ['SYSTEM.DEF.SERVER', 'SVR'],
      ['SYSTEM.DEF.SVRCONN', 'SVRCONN'],
      ['SYSTEM.DEF.CLNTCONN', 'CLNTCONN'],
    ]);
    const app = channels[1]!;
    expect({ line: app.line, lastLine: app.lastLine }).toEqual({ line: 118, lastLine: 132 });
    expect(app.attributes.find((a) => a.name === 'SHARECNV')).toEqual({ name: 'SHARECNV', value: '10', line: 130 });
    expect(value(app, 'MCAUSER')).toBe('app');
    expect(value(app, 'MAXINST')).toBe('999999999');
    // The name is the object's name, not one of its attributes.
    expect(app.attributes.some((a) => a.name === 'CHANNEL')).toBe(false);
    expect(value(channels[3]!, 'DESCR')).toBe('Auto-defined by');
    const clusrcvr = channels[6]!;
    expect([value(clusrcvr, 'MCATYPE'), value(clusrcvr, 'NPMSPEED'), value(clusrcvr, 'BATCHSZ'), value(clusrcvr, 'BATCHINT'), value(clusrcvr, 'DISCINT')]).toEqual(['THREAD', 'FAST', '50', '0', '6000']);
    expect(value(channels[10]!, 'MCATYPE')).toBe('PROCESS');
    expect(value(channels[13]!, 'AFFINITY')).toBe('PREFERRED');
  });

  it('reads the CHLAUTH records, several under one profile, each keeping its TYPE', () => {
    const records = r.objects.filter((o) => o.type === 'CHLAUTH');
    expect(records.map((c) => [c.name, value(c, 'TYPE')])).toEqual([
      ['DEV.ADMIN.SVRCONN', 'USERMAP'],
      ['DEV.ADMIN.SVRCONN', 'BLOCKUSER'],
      ['DEV.APP.SVRCONN', 'ADDRESSMAP'],
      ['SYSTEM.*', 'ADDRESSMAP'],
      ['*', 'ADDRESSMAP'],
      ['*', 'BLOCKUSER'],
    ]);
    expect(value(records[0]!, 'DESCR')).toBe('Allows admin user to connect via ADMIN channel');
    expect(value(records[5]!, 'USERLIST')).toBe('*MQADMIN');
  });

  it('reads DISPLAY CHSTATUS: nested parentheses, the bare CURRENT, comma pairs as printed', () => {
    expect(r.statuses.map((s) => [s.type, s.name, s.line, s.lastLine])).toEqual([
      ['CHSTATUS', 'SYSTEM.ADMIN.SVRCONN', 432, 452],
      ['LSSTATUS', 'DEV.LISTENER.TCP', 491, 497],
      ['LSSTATUS', 'SYSTEM.ADMIN.LISTENER', 498, 504],
    ]);
    const ch = r.statuses[0]!;
    expect(value(ch, 'LOCLADDR')).toBe('9.30.219.53(1415)');
    expect(value(ch, 'CONNAME')).toBe('9.38.73.124');
    expect(ch.attributes.find((a) => a.name === 'CURRENT')).toEqual({ name: 'CURRENT', value: '', line: 439 });
    expect(value(ch, 'COMPHDR')).toBe('NONE,NONE');
    expect(value(ch, 'MSGS')).toBe('19218');
    expect(value(ch, 'RAPPLTAG')).toBe('org.apache.karaf.main.Main');
    expect(value(ch, 'CURSHCNV')).toBe('10');
    // 20 attribute lines, two to a line but the last, less the CHANNEL that names it.
    expect(ch.attributes).toHaveLength(38);
  });

  it('reads the listeners and their status', () => {
    const listeners = r.objects.filter((o) => o.type === 'LISTENER');
    expect(listeners.map((l) => [l.name, value(l, 'PORT'), value(l, 'CONTROL')])).toEqual([
      ['DEV.LISTENER.TCP', '1414', 'QMGR'],
      ['SYSTEM.ADMIN.LISTENER', '1415', 'QMGR'],
      ['SYSTEM.DEFAULT.LISTENER.TCP', '0', 'MANUAL'],
    ]);
    expect(r.statuses.filter((s) => s.type === 'LSSTATUS').map((s) => [value(s, 'STATUS'), value(s, 'PID'), value(s, 'PORT'), value(s, 'BACKLOG')])).toEqual([
      ['RUNNING', '9495', '1414', '100'],
      ['RUNNING', '9496', '1415', '100'],
    ]);
  });

  it('says what it read and notices nothing wrong', () => {
    expect(r.objects).toHaveLength(24);
    expect(r.recognised).toEqual([
      'runmqsc DISPLAY QMGR (1 reply)',
      'runmqsc DISPLAY QMSTATUS (1 reply)',
      'runmqsc DISPLAY CHANNEL (14 replies)',
      'runmqsc DISPLAY CHLAUTH (6 replies)',
      'runmqsc DISPLAY CHSTATUS (1 reply)',
      'runmqsc DISPLAY LISTENER (3 replies)',
      'runmqsc DISPLAY LSSTATUS (2 replies)',
    ]);
    expect(r.notes).toEqual([]);
    expect(r.unread).toEqual([]);
  });

  it('claims every runmqsc line: only the script’s headings and dspmq are left, and dspmq is the measurement reader’s', () => {
    expect(leftOver(text, r)).toEqual([1, 2, 3, 4, 5, 7, 97, 380, 426, 457, 485]);
    const measured = new Set(readMeasurements(text).unread.map((u) => u.line));
    expect(leftOver(text, r).filter((l) => measured.has(l))).toEqual([1, 2, 3, 7, 97, 380, 426, 457, 485]);
  });
});

describe('an interactive session with a syntax error (MQ 9.1, tab-indented)', () => {
  const text = fixture('runmqsc-interactive-syntax-error.txt');
  const r = read(text);

  it('notes the syntax error as a warning naming the command’s line, and claims the segment under it', () => {
    expect(r.notes).toHaveLength(1);
    expect(r.notes[0]).toMatchObject({ line: 14, severity: 'warning' });
    expect(r.notes[0]!.text).toContain('the command at line 13');
    expect(r.notes[0]!.text).toContain('AMQ8405I');
    expect(r.claimed).toContain(15);
  });

  it('claims the runmqsc line, commands typed before their echo, replies and the summary; leaves the shell, strmqm and the typed line its echo contradicts', () => {
    expect(leftOver(text, r)).toEqual([1, 2, 21]);
    expect(r.queueManagers).toEqual([{ name: 'QMA', line: 5 }]);
    expect(r.objects).toEqual([]);
    expect(r.unread).toEqual([]);
  });
});

describe('runmqsc running an MQSC file: comment and continuation echoes, a wrapped NAMES value', () => {
  const text = fixture('runmqsc-mft-coordinator-namelist.txt');
  const r = read(text);

  it('reads the namelist with the value runmqsc wrapped over two lines, joined', () => {
    const nl = r.objects.find((o) => o.type === 'NAMELIST')!;
    expect({ name: nl.name, line: nl.line, lastLine: nl.lastLine }).toEqual({ name: 'SYSTEM.QPUBSUB.QUEUE.NAMELIST', line: 16, lastLine: 22 });
    expect(nl.attributes).toEqual([
      { name: 'NAMCOUNT', value: '2', line: 18 },
      { name: 'NAMES', value: 'SYSTEM.BROKER.DEFAULT.STREAM,SYSTEM.BROKER.ADMIN.STREAM', line: 19 },
      { name: 'DESCR', value: 'A list of queues for the queued Pub/Sub interface to monitor', line: 21 },
      { name: 'ALTDATE', value: '2022-09-06', line: 22 },
      { name: 'ALTTIME', value: '17.07.08', line: 22 },
    ]);
  });

  it('reads the DISPLAY QMGR PSMODE reply and claims every line', () => {
    const q = r.objects.find((o) => o.type === 'QMGR')!;
    expect(q.attributes).toEqual([
      { name: 'QMNAME', value: 'CRC01CRD', line: 30 },
      { name: 'PSMODE', value: 'ENABLED', line: 30 },
    ]);
    expect(r.queueManagers).toEqual([{ name: 'CRC01CRD', line: 2 }]);
    expect(leftOver(text, r)).toEqual([]);
    expect(r.notes).toEqual([]);
  });
});

describe('DISPLAY CHSTATUS piped into runmqsc, tab-indented', () => {
  const text = fixture('runmqsc-chstatus-tab-indented.txt');
  const expected = [
    { name: 'CHLTYPE', value: 'SDR', line: 8 },
    { name: 'CONNAME', value: '192.168.1.110(1416)', line: 9 },
    { name: 'CURRENT', value: '', line: 9 },
    { name: 'RQMNAME', value: 'CRC01CMM', line: 10 },
    { name: 'STATUS', value: 'RUNNING', line: 10 },
    { name: 'SUBSTATE', value: 'MQGET', line: 11 },
    { name: 'XMITQ', value: 'CRC01CMM', line: 11 },
  ];

  it('reads the status and claims every line, the echo | runmqsc line too', () => {
    const r = read(text);
    expect(r.statuses).toEqual([{ type: 'CHSTATUS', name: 'CRC01CRD.A.CRC01CMM', attributes: expected, line: 7, lastLine: 11 }]);
    expect(leftOver(text, r)).toEqual([]);
    expect(r.notes).toEqual([]);
  });

  it('reads the same with Windows line ends (CR LF put in by the test)', () => {
    const r = read(text.replace(/\n/g, '\r\n'));
    expect(r.statuses[0]!.attributes).toEqual(expected);
    expect(r.queueManagers).toEqual([{ name: 'CRC01CRD', line: 3 }]);
    expect(r.notes).toEqual([]);
  });
});

describe('WebSphere MQ 7.0: messages without a severity letter, AMQ8420 understood', () => {
  const text = fixture('runmqsc-wmq7-chstatus-not-found.txt');
  const r = read(text);

  it('reads AMQ8417 as a channel status reply', () => {
    expect(r.statuses.map((s) => [s.type, s.name, s.line, s.lastLine, value(s, 'CONNAME'), value(s, 'STATUS')])).toEqual([['CHSTATUS', 'QMC.QMW', 24, 28, '127.0.0.1(1414)', 'RUNNING']]);
  });

  it('notes "Channel Status not found" as information naming the command, not as a line not read', () => {
    expect(r.notes).toEqual([{ line: 32, severity: 'info', text: 'runmqsc found nothing for the command at line 31 (DIS CHSTATUS(QMC.QMW)): AMQ8420 Channel Status not found.' }]);
    expect(r.claimed).toContain(32);
  });

  it('leaves only the author’s note between two commands', () => {
    expect(leftOver(text, r)).toEqual([29]);
    expect(r.queueManagers).toEqual([{ name: 'QMC', line: 2 }]);
  });
});

describe('WebSphere MQ 7.0: a damaged queue, then DISPLAY QLOCAL after media recovery', () => {
  const text = fixture('runmqsc-wmq7-qlocal-media-recovery.txt');
  const r = read(text);

  it('reads DISPLAY QUEUE’s TYPE(QLOCAL) as the object type, with MAXDEPTH, DEFPSIST and the bare keywords', () => {
    expect(r.objects).toHaveLength(1);
    const q = r.objects[0]!;
    expect([q.type, q.name, q.line, q.lastLine]).toEqual(['QLOCAL', 'QL.A', 26, 53]);
    expect(q.attributes.some((a) => a.name === 'TYPE' || a.name === 'QUEUE')).toBe(false);
    expect(q.attributes.find((a) => a.name === 'MAXDEPTH')).toEqual({ name: 'MAXDEPTH', value: '5000', line: 41 });
    expect(value(q, 'DEFPSIST')).toBe('YES');
    expect(value(q, 'MAXMSGL')).toBe('4194304');
    expect(value(q, 'CURDEPTH')).toBe('1');
    expect([value(q, 'HARDENBO'), value(q, 'NOTRIGGER'), value(q, 'SHARE'), value(q, 'BOQNAME')]).toEqual(['', '', '', '']);
    // 27 lines of two, less QUEUE and TYPE.
    expect(q.attributes).toHaveLength(52);
  });

  it('warns of the object-damaged reply (no severity letter in 7.0) and claims its insert line', () => {
    expect(r.notes).toEqual([{ line: 19, severity: 'warning', text: 'runmqsc replied to the command at line 18 (dis ql(QL.A)) with an error: AMQ8149 WebSphere MQ object damaged.' }]);
    expect(r.claimed).toContain(20);
  });

  it('claims every line: the runmqsc command, typed commands, echoes, replies, end and summaries', () => {
    expect(leftOver(text, r)).toEqual([]);
    expect(r.queueManagers.map((q) => q.line)).toEqual([2, 16, 23]);
  });
});

describe('MQ 9: object damaged in the middle of DISPLAY QUEUE(X*) replies, and DISPLAY QSTATUS', () => {
  const text = fixture('runmqsc-object-damaged-queues.txt');
  const r = read(text);

  it('reads the queues that did reply and their status', () => {
    expect(r.objects.map((o) => [o.type, o.name, o.line])).toEqual([
      ['QLOCAL', 'X1', 3],
      ['QLOCAL', 'X2', 5],
      ['QLOCAL', 'X0', 11],
      ['QLOCAL', 'X1', 13],
      ['QLOCAL', 'X2', 15],
    ]);
    expect(r.statuses.map((s) => [s.type, s.name, value(s, 'TYPE'), value(s, 'CURDEPTH')])).toEqual([
      ['QSTATUS', 'X2', 'QUEUE', '0'],
      ['QSTATUS', 'X1', 'QUEUE', '0'],
    ]);
  });

  it('warns of each AMQ8149S, says the queue manager is not named, and that the output stops without a summary', () => {
    expect(r.notes.map((n) => [n.line, n.severity])).toEqual([
      [2, 'warning'],
      [3, 'info'],
      [29, 'warning'],
      [29, 'warning'],
    ]);
    expect(r.notes[1]!.text).toContain('Starting MQSC for queue manager');
    expect(r.notes[3]!.text).toContain('no summary line');
    expect(r.queueManagers).toEqual([]);
    expect(leftOver(text, r)).toEqual([]);
  });
});

describe('DISPLAY QSTATUS in the developer container, the session left open', () => {
  const text = fixture('runmqsc-qstatus-container.txt');
  const r = read(text);

  it('reads empty values as empty and QTIME( , ) without its padding', () => {
    const s = r.statuses[0]!;
    expect([s.type, s.name, s.line, s.lastLine]).toEqual(['QSTATUS', 'DEV.QUEUE.1', 7, 15]);
    expect([value(s, 'CURDEPTH'), value(s, 'CURMAXFS'), value(s, 'LGETDATE'), value(s, 'MSGAGE'), value(s, 'QTIME'), value(s, 'UNCOM')]).toEqual(['1', '2088960', '', '', ',', 'NO']);
    expect(s.attributes).toHaveLength(15);
  });

  it('notes that the output may be cut off (no summary after a run begun with the banner)', () => {
    expect(r.notes).toEqual([{ line: 15, severity: 'warning', text: 'The runmqsc output from line 2 has no summary line ("N MQSC commands read."): it may be cut off after line 15. What is there was read.' }]);
    expect(leftOver(text, r)).toEqual([]);
  });
});

describe('DISPLAY QMSTATUS TYPE(NATIVEHA): claimed here, read by the measurement reader', () => {
  it('claims all three instance replies and every line around them', () => {
    const text = fixture('nativeha-three-instances.txt');
    const r = read(text);
    expect(r.recognised).toEqual(['runmqsc DISPLAY QMSTATUS (3 replies)']);
    expect(r.objects).toEqual([]);
    expect(leftOver(text, r)).toEqual([]);
  });
});

describe('bad input: real transcripts cut or changed in the test', () => {
  const full = fixture('runmqsc-mq-status-script-qm1.txt');

  it('a transcript cut in the middle of a value: the open value is listed with why, the rest read, the cut noted', () => {
    // Cut at line 439 after "CONNAME(9.38.": the CHSTATUS reply stops inside a value.
    const lines = full.split('\n').slice(0, 439);
    lines[438] = '   CONNAME(9.38.';
    const r = readRunmqscReplies(lines);
    expect(r.unread).toEqual([{ line: 439, text: '   CONNAME(9.38.', why: 'CONNAME( is not closed before the reply ends: the transcript may be cut off here' }]);
    const ch = r.statuses[0]!;
    expect([ch.name, ch.lastLine, ch.attributes.some((a) => a.name === 'CONNAME')]).toEqual(['SYSTEM.ADMIN.SVRCONN', 439, false]);
    expect(value(ch, 'COMPTIME')).toBe('0,0');
    expect(r.notes.at(-1)).toMatchObject({ line: 439, severity: 'warning' });
    // The QMGR, 14 channels and 6 CHLAUTH records come before the cut; the listeners after it.
    expect(r.objects).toHaveLength(21);
  });

  it('a transcript without its banner lines: replies still read, the missing queue manager noted once', () => {
    const lines = full.split('\n').slice(97, 378); // lines 98–378: banner and "Starting MQSC" removed below
    lines.splice(0, 2);
    const r = readRunmqscReplies(lines);
    expect(r.objects.filter((o) => o.type === 'CHANNEL')).toHaveLength(14);
    expect(r.notes).toEqual([{ line: 4, severity: 'info', text: `The runmqsc replies from line 4 come without runmqsc's "Starting MQSC for queue manager …" line: they are read, but the paste does not say which queue manager they describe.` }]);
  });

  it('a DISPLAY QUEUE reply whose TYPE is not a queue type is listed as not read, with why', () => {
    const text = fixture('runmqsc-object-damaged-queues.txt').replace('QUEUE(X0)                               TYPE(QLOCAL)', 'QUEUE(X0)                               TYPE(BANANA)');
    const r = read(text);
    expect(r.objects.map((o) => o.name)).toEqual(['X1', 'X2', 'X1', 'X2']);
    expect(r.unread).toEqual([
      { line: 11, text: 'AMQ8409I: Display Queue details.', why: 'DISPLAY QUEUE reply for X0 with TYPE(BANANA), not a queue type: its object type is unknown' },
      { line: 12, text: '   QUEUE(X0)                               TYPE(BANANA)', why: 'DISPLAY QUEUE reply for X0 with TYPE(BANANA), not a queue type: its object type is unknown' },
    ]);
  });

  it('a reply this checker does not read (DISPLAY APSTATUS, AMQ8932I) is recognised and listed with why', () => {
    const r = read(['     1 : dis apstatus(\'MY.GETTER.APP\')', 'AMQ8932I: Display application status details.', '   APPLNAME(MY.GETTER.APP)                 CLUSTER(UNICLUSTER)', '   COUNT(5)                                MOVCOUNT(5)', 'One MQSC command read.'].join('\n'));
    expect(r.unread.map((u) => [u.line, u.why])).toEqual([
      [2, 'runmqsc reply AMQ8932I (Display application status details.) is not one this checker reads'],
      [3, 'runmqsc reply AMQ8932I (Display application status details.) is not one this checker reads'],
      [4, 'runmqsc reply AMQ8932I (Display application status details.) is not one this checker reads'],
    ]);
    expect(r.objects).toEqual([]);
  });

  it('DISPLAY CONN (AMQ8276I) is a status reply now, named by its connection id', () => {
    const r = read(['     1 : DISPLAY CONN(*)', 'AMQ8276I: Display Connection details.', '   CONN(414D5143514D31202020202020202020)', '   EXTCONN(414D5143514D31202020202020202020)', 'One MQSC command read.'].join('\n'));
    expect(r.unread).toEqual([]);
    expect(r.statuses.map((s) => [s.type, s.name, s.attributes.map((a) => a.name)])).toEqual([['CONN', '414D5143514D31202020202020202020', ['EXTCONN']]]);
  });

  it('AMQ8427I and the syntax diagram under it are claimed up to runmqsc’s next line (the diagram text here is written for the test)', () => {
    const r = read(['     1 : DISPLAY QMGR BANANA', 'AMQ8405I: Syntax error detected at or near end of command segment below:-', 'DISPLAY QMGR BANANA', '', 'AMQ8427I: Valid syntax for the MQSC command:', '', 'DISPLAY QMGR', '   [ ALL ]', 'One MQSC command read.', 'One command has a syntax error.'].join('\n'));
    expect(r.claimed.sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 7, 8, 9, 10]);
    expect(r.notes).toEqual([{ line: 2, severity: 'warning', text: 'runmqsc found a syntax error in the command at line 1 (DISPLAY QMGR BANANA) and did not run it (AMQ8405I).' }]);
  });

  it('a syntax diagram with no runmqsc line after it takes at most 150 lines, not the rest of the paste', () => {
    const lines = ['AMQ8427I: Valid syntax for the MQSC command:', ...Array.from({ length: 300 }, (_, i) => `diagram or other text ${i}`)];
    const r = readRunmqscReplies(lines);
    expect(Math.max(...r.claimed)).toBe(151);
    expect(r.claimed).toHaveLength(151);
  });

  it('never throws and claims nothing of text that is not runmqsc output', () => {
    const odd = ['', 'constructor(', '__proto__(x)', ')))(((', 'AMQ', '     : ', '999999999999 : x', 'TYPE(QLOCAL)', '   QUEUE(A)', '\u0000\uFFFF'];
    const r = readRunmqscReplies(odd);
    expect(r.objects).toEqual([]);
    expect(r.statuses).toEqual([]);
    expect(() => readRunmqscReplies([undefined as unknown as string, 42 as unknown as string])).not.toThrow();
    expect(() => readRunmqscReplies(null as unknown as string[])).not.toThrow();
  });
});
