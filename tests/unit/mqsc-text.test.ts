/**
 * The MQSC command text reader (calculators/check/mqsc/command-text.ts): golden tests on real,
 * public MQSC (tests/fixtures/real-mqsc, sources in SOURCES.md) with the objects, attributes,
 * claimed lines and refusals written by hand, then the rules of MQSC one at a time: continuations,
 * quoting, abbreviations, comments, YAML indentation, bad input, and what runmqsc would refuse.
 */
import { checkConfiguration } from '../../calculators/check/index.ts';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readMqscText, type MqscTextResult } from '../../calculators/check/mqsc/command-text.ts';
import { completeTypes, schema } from '../../calculators/check/mqsc/schema.ts';
import type { MqscObject } from '../../calculators/check/mqsc/types.ts';
import { splitLines } from '../../calculators/check/measure/text.ts';

const DIR = join(import.meta.dirname, '../fixtures/real-mqsc');
const fixture = (name: string) => readMqscText(readFileSync(join(DIR, name), 'utf8').split('\n'));
const read = (text: string) => readMqscText(text.split('\n'));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Attribute name → value (the last one written wins, as in runmqsc). */
const attrs = (o: MqscObject | undefined) => Object.fromEntries((o?.attributes ?? []).map((a) => [a.name, a.value]));
const find = (r: MqscTextResult, type: string, name: string) => r.objects.find((o) => o.type === type && o.name === name);
const names = (r: MqscTextResult) => r.objects.map((o) => `${o.verb} ${o.type}(${o.name})`);

describe('real MQSC', () => {
  it('every fixture has a source', () => {
    const sources = readFileSync(join(DIR, 'SOURCES.md'), 'utf8');
    for (const f of readdirSync(DIR).filter((f) => f !== 'SOURCES.md')) expect(sources, f).toContain(`\`${f}\``);
  });

  it("IBM mq-container's developer configuration (10-dev.mqsc.tpl)", () => {
    const r = fixture('mq-container-10-dev.mqsc.tpl');
    expect(names(r)).toEqual([
      'DEFINE QLOCAL(DEV.QUEUE.1)',
      'DEFINE QLOCAL(DEV.QUEUE.2)',
      'DEFINE QLOCAL(DEV.QUEUE.3)',
      'DEFINE QLOCAL(DEV.DEAD.LETTER.QUEUE)',
      'ALTER QMGR()',
      'DEFINE TOPIC(DEV.BASE.TOPIC)',
      'DEFINE AUTHINFO(DEV.AUTHINFO)',
      'ALTER QMGR()',
      'DEFINE CHANNEL(DEV.ADMIN.SVRCONN)',
      'DEFINE CHANNEL(DEV.APP.SVRCONN)',
      'DEFINE LISTENER(DEV.LISTENER.TCP)',
    ]);
    expect(attrs(find(r, 'CHANNEL', 'DEV.APP.SVRCONN'))).toEqual({ CHLTYPE: 'SVRCONN', MCAUSER: 'app', REPLACE: '' });
    expect(attrs(find(r, 'TOPIC', 'DEV.BASE.TOPIC'))).toEqual({ TOPICSTR: 'dev/', REPLACE: '' });
    expect(attrs(find(r, 'AUTHINFO', 'DEV.AUTHINFO'))).toEqual({ AUTHTYPE: 'IDPWOS', CHCKCLNT: 'REQDADM', CHCKLOCL: 'OPTIONAL', ADOPTCTX: 'YES', REPLACE: '' });
    expect(attrs(find(r, 'LISTENER', 'DEV.LISTENER.TCP'))).toEqual({ TRPTYPE: 'TCP', PORT: '1414', CONTROL: 'QMGR', REPLACE: '' });
    expect(r.objects[4]).toMatchObject({ type: 'QMGR', name: '', verb: 'ALTER', line: 25, lastLine: 25, origin: 'mqsc', attributes: [{ name: 'DEADQ', value: 'DEV.DEAD.LETTER.QUEUE', line: 25 }] });
    expect(r.recognised).toEqual(['STOP LISTENER', 'DEFINE QLOCAL', 'ALTER QMGR', 'DEFINE TOPIC', 'DEFINE AUTHINFO', 'REFRESH SECURITY', 'DEFINE CHANNEL', 'SET CHLAUTH', 'SET AUTHREC', 'DEFINE LISTENER', 'START LISTENER']);
    // Every line but the blank ones: the licence comments open the script, so they are MQSC comments.
    expect(r.claimed).toEqual([...range(1, 14), 16, 18, 19, 20, 21, 22, 24, 25, 27, 28, 30, 31, 32, 33, 35, 36, 37, 38, 40, 41, 42, 43, 44, 46, 47, 48, 49, 51, 52, 53]);
    expect(r.unread).toEqual([]);
    expect(r.rejected).toEqual([]);
  });

  it('mq-gitops-samples static-uc.mqsc: a lower-case CHLTYPE, +QMNAME+ names, a command commented out line by line', () => {
    const r = fixture('mq-gitops-samples-static-uc.mqsc');
    expect(names(r)).toEqual(['DEFINE CHANNEL(+AUTOCL+_+QMNAME+)', 'DEFINE SERVICE(APPLY_MQSC)', 'DEFINE CHANNEL(DEV.APP.SVRCONN.0TLS)']);
    expect(attrs(r.objects[0])).toEqual({ CHLTYPE: 'CLUSRCVR', TRPTYPE: 'TCP', CONNAME: '__qmgrname__-qm-ibm-mq(1414)', CLUSTER: '+AUTOCL+', REPLACE: '' });
    expect(attrs(r.objects[1])).toMatchObject({ STARTCMD: '/mq-config/start-mqsc.sh', STARTARG: '__ENV____QMGRNAME__', STOPARG: '', STDOUT: '' });
    expect(attrs(r.objects[2])).toEqual({ CHLTYPE: 'SVRCONN', TRPTYPE: 'TCP', MCAUSER: 'app', SSLCIPH: '', SSLCAUTH: 'OPTIONAL', REPLACE: '' });
    // The commented-out DEFINE SERVICE (lines 9 to 19, each ending in "+") stays a comment: no MQPROMETHEUS object.
    expect(find(r, 'SERVICE', 'MQPROMETHEUS')).toBeUndefined();
    expect(r.claimed).toEqual([1, ...range(3, 22), 24, 25]);
    expect(r.rejected).toEqual([]);
  });

  it('mq-gitops-samples ConfigMap: an indented mqsc block, YAML keys left alone', () => {
    const r = fixture('mq-gitops-samples-qmdemo-mqsc-config-map.yaml');
    expect(names(r)).toEqual(['DEFINE CHANNEL(DEV.APP.SVRCONN.0TLS)']);
    expect(r.objects[0]).toMatchObject({ line: 27, lastLine: 27 });
    expect(r.recognised).toEqual(['DEFINE CHANNEL', 'SET CHLAUTH']);
    expect(r.claimed).toEqual([...range(10, 23), 26, 27, 29, 30]);
  });

  it('mq-helm performance sample: lower-case define ql, SHARECNV(1), and the qm.ini block beside it not taken', () => {
    const r = fixture('mq-helm-perf-sniff-resource.yaml');
    const queues = r.objects.filter((o) => o.type === 'QLOCAL').map((o) => o.name);
    expect(queues).toEqual(['APPQ', 'REQUEST', ...range(1, 10).map((i) => `REQUEST${i}`), 'REPLY', ...range(1, 10).map((i) => `REPLY${i}`)]);
    expect(attrs(find(r, 'CHANNEL', 'MQEXTERNALCHL'))).toEqual({ CHLTYPE: 'SVRCONN', SHARECNV: '1', TRPTYPE: 'TCP', SSLCAUTH: 'OPTIONAL', SSLCIPH: 'ANY_TLS12_OR_HIGHER', MCAUSER: 'app' });
    expect(attrs(find(r, 'CHANNEL', 'NOTLSCHL'))).toEqual({ CHLTYPE: 'SVRCONN', SHARECNV: '1', TRPTYPE: 'TCP', MCAUSER: 'app' });
    expect(attrs(find(r, 'QMGR', ''))).toEqual({ CONNAUTH: '' });
    // Lines 21-57 are the mqsc block; 58-67 the qm.ini block and 68-78 the Secret are for other readers.
    expect(r.claimed).toEqual(range(21, 57));
    expect(r.unread).toEqual([]);
  });

  it('mq-helm dynamic ConfigMap with Windows line ends: DEFPSIST, MAXMSGL, MAXDEPTH', () => {
    const r = fixture('mq-helm-dynamic-configmap.yaml');
    expect(names(r)).toEqual(['DEFINE QLOCAL(TESTQ1)']);
    expect(attrs(r.objects[0])).toEqual({ REPLACE: '', DESCR: 'TestQueue', DEFPSIST: 'YES', MAXMSGL: '100000000', MAXDEPTH: '1000000' });
    expect(r.claimed).toEqual([7]);
  });

  it("T.Rob's lab script: a tab-indented continuation, two blanks after the verb, +QMNAME+ in quoted arguments", () => {
    const r = fixture('trob-mqlab-define-objects.mqsc');
    expect(names(r)).toEqual([
      'DEFINE QLOCAL(AUTHORIZED.LOCAL.QUEUE)',
      'DEFINE CHANNEL(SYSTEM.ADMIN.SVRCONN)',
      'DEFINE LISTENER(TCP.${2})',
      'DEFINE SERVICE(RUNMQTRM)',
      'ALTER QMGR()',
      'DEFINE QLOCAL(${1}.DEAD.LETTER.QUEUE)',
      'ALTER QMGR()',
    ]);
    expect(r.objects[1]).toMatchObject({ line: 20, lastLine: 23 });
    expect(r.objects[1]!.attributes).toEqual([
      { name: 'CHLTYPE', value: 'SVRCONN', line: 20 },
      { name: 'TRPTYPE', value: 'TCP', line: 21 },
      { name: 'MCAUSER', value: 'mqm', line: 22 },
      { name: 'REPLACE', value: '', line: 23 },
    ]);
    expect(attrs(find(r, 'SERVICE', 'RUNMQTRM'))).toEqual({
      CONTROL: 'QMGR',
      SERVTYPE: 'SERVER',
      STARTCMD: '+MQ_INSTALL_PATH+bin/runmqtrm',
      STARTARG: '-m +QMNAME+ -q SYSTEM.DEFAULT.INITIATION.QUEUE',
      STOPCMD: '+MQ_INSTALL_PATH+bin/amqsstop',
      STOPARG: '-m +QMNAME+ -p +MQ_SERVER_PID+',
      REPLACE: '',
    });
    expect(attrs(r.objects[4])).toEqual({ DEADQ: '${1}.DEAD.LETTER.QUEUE', FORCE: '' });
    expect(attrs(r.objects[5])).toEqual({ DESCR: 'Queue Manger Dead Letter Queue Do not delete ', REPLACE: '' });
    expect(r.recognised).toEqual(['DISPLAY QMGR', 'DEFINE QLOCAL', 'DEFINE CHANNEL', 'DEFINE LISTENER', 'START LISTENER', 'DEFINE SERVICE', 'START SERVICE', 'ALTER QMGR']);
    // Every line but the blank ones and the line of a tab and blanks (46).
    expect(r.claimed).toEqual([...range(1, 7), 9, 11, 13, 14, 15, 18, 20, 21, 22, 23, 25, 26, 27, 28, 29, 31, 33, 35, ...range(36, 42), 44, ...range(47, 51), 53, 54, 55, ...range(57, 60)]);
    expect(r.rejected).toEqual([]);
  });

  it("dmpmqcfg's header names the queue manager; its comment block is claimed, the API key line above it is not", () => {
    const r = fixture('ibm-cloud-docs-dmpmqcfg-header.txt');
    expect(r.queueManagers).toEqual([{ name: '<queue_manager_1_name>', line: 6 }]);
    expect(r.claimed).toEqual(range(2, 10));
    expect(r.objects).toEqual([]);
  });
});

describe('continuations', () => {
  it('"+" continues from the first non-blank character of the next line, "-" from its start', () => {
    const r = read(["DEFINE QLOCAL(Q1) DESCR('Fr+", "   ed') +", '   MAXDEPTH(5000)', "DEFINE QLOCAL(Q2) DESCR('Fr-", "   ed')"].join('\n'));
    expect(attrs(r.objects[0])).toEqual({ DESCR: 'Fred', MAXDEPTH: '5000' });
    expect(attrs(r.objects[1])).toEqual({ DESCR: 'Fr   ed' });
    expect(r.objects[0]).toMatchObject({ line: 1, lastLine: 3 });
    expect(r.objects[0]!.attributes.map((a) => a.line)).toEqual([1, 3]);
  });

  it('comment and blank lines inside a continued command are skipped (dmpmqcfg writes "*  ALTDATE(…) +" lines)', () => {
    const r = read(["DEFINE QLOCAL('APP.Q') +", '*  ALTDATE(2024-01-02) +', '', '   MAXDEPTH(999999999) +', '*  CURDEPTH(0) +', '   DEFPSIST(YES) +', '   REPLACE'].join('\n'));
    expect(attrs(r.objects[0])).toEqual({ MAXDEPTH: '999999999', DEFPSIST: 'YES', REPLACE: '' });
    expect(r.objects[0]).toMatchObject({ line: 1, lastLine: 7 });
    expect(r.claimed).toEqual([1, 2, 4, 5, 6, 7]);
  });

  it('a ";" ends a command, also after a "+"', () => {
    const r = read(['DEFINE QLOCAL(A) MAXDEPTH(10);', 'DEFINE QLOCAL(B) +', ';', 'ALTER QMGR TREELIFE(1800)'].join('\n'));
    expect(names(r)).toEqual(['DEFINE QLOCAL(A)', 'DEFINE QLOCAL(B)', 'ALTER QMGR()']);
    expect(attrs(r.objects[0])).toEqual({ MAXDEPTH: '10' });
    expect(attrs(r.objects[2])).toEqual({ TREELIFE: '1800' });
  });

  it('a continuation cut off at the end is not read, with why; the commands before it are', () => {
    const r = read(['DEFINE QLOCAL(A)', 'DEFINE QLOCAL(B) +', '   MAXDEPTH(5) +'].join('\n'));
    expect(names(r)).toEqual(['DEFINE QLOCAL(A)']);
    expect(r.unread.map((u) => u.line)).toEqual([2, 3]);
    expect(r.unread[0]!.why).toMatch(/line 3 ends with “\+”.*the text ends there/);
    expect(r.claimed).toEqual([1, 2, 3]);
  });
});

describe('quoting and case', () => {
  it('a doubled quote is one quote, quoted case and blanks are kept, unquoted words fold to upper case', () => {
    const r = read("def ql(app.orders) descr('It''s the Orders queue') defpsist(yes) trigdata( 'Keep  Case ' )");
    expect(r.objects[0]!.name).toBe('APP.ORDERS');
    expect(attrs(r.objects[0])).toEqual({ DESCR: "It's the Orders queue", DEFPSIST: 'YES', TRIGDATA: 'Keep  Case ' });
  });

  it("a quoted name keeps its case; blanks and commas separate parameters; ' ' is an empty value", () => {
    const r = read("ALTER QLOCAL ('Account' )      TRIGDPTH ( 1),DESCR(' ')");
    expect(r.objects[0]).toMatchObject({ type: 'QLOCAL', name: 'Account', verb: 'ALTER' });
    expect(attrs(r.objects[0])).toEqual({ TRIGDPTH: '1', DESCR: '' });
  });

  it('lists and nested parentheses', () => {
    const r = read("DEFINE NAMELIST(NL1) NAMES('Alpha', beta,GAMMA)\nDEFINE CHANNEL(TO.QM2) CHLTYPE(SDR) CONNAME(host2(1414)) XMITQ(QM2)");
    expect(attrs(r.objects[0])).toEqual({ NAMES: 'Alpha,BETA,GAMMA' });
    expect(attrs(r.objects[1])).toEqual({ CHLTYPE: 'SDR', CONNAME: 'HOST2(1414)', XMITQ: 'QM2' });
  });
});

describe('abbreviations and other commands', () => {
  it('DEF, ALT, QL, QR, QA, QM, CHL, LSTR, PRO, NL are the full verbs and object types', () => {
    const r = read(['DEF QL(L1)', 'DEF QR(R1) RNAME(X) RQMNAME(QM2)', 'DEF QA(A1) TARGET(L1)', 'DEF QM(M1)', 'ALT CHL(C1) CHLTYPE(SVRCONN) SHARECNV(1)', 'DEF LSTR(L) TRPTYPE(TCP) PORT(1415)', 'DEF PRO(P1)', 'DEF NL(N1)'].join('\n'));
    expect(names(r)).toEqual(['DEFINE QLOCAL(L1)', 'DEFINE QREMOTE(R1)', 'DEFINE QALIAS(A1)', 'DEFINE QMODEL(M1)', 'ALTER CHANNEL(C1)', 'DEFINE LISTENER(L)', 'DEFINE PROCESS(P1)', 'DEFINE NAMELIST(N1)']);
  });

  it('the other synonyms of IBM\'s table: REF, STA, PROC, TPC, CHS, QS', () => {
    const r = read(['DEF PROC(P2) APPLICID(run)', "DEF TPC(T1) TOPICSTR('a/b')", 'STA CHL(C1)', 'REF SECURITY', 'DIS CHS(*)', 'DIS QS(Q1)'].join('\n'));
    expect(names(r)).toEqual(['DEFINE PROCESS(P2)', 'DEFINE TOPIC(T1)']);
    expect(r.recognised).toEqual(['DEFINE PROCESS', 'DEFINE TOPIC', 'START CHANNEL', 'REFRESH SECURITY', 'DISPLAY CHSTATUS', 'DISPLAY QSTATUS']);
    expect(r.claimed).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('LIKE, REPLACE and NOREPLACE are attributes; the same attribute twice keeps both', () => {
    const r = read('DEFINE QLOCAL(B) LIKE(A) NOREPLACE MAXDEPTH(1) MAXDEPTH(2)');
    expect(r.objects[0]!.attributes.map((a) => `${a.name}=${a.value}`)).toEqual(['LIKE=A', 'NOREPLACE=', 'MAXDEPTH=1', 'MAXDEPTH=2']);
  });

  it('SET, START, DISPLAY, DELETE and END are claimed but make no object', () => {
    const r = read(['SET CHLAUTH(X) TYPE(BLOCKUSER) USERLIST(NOBODY)', 'dis qmgr qmname', 'DELETE QLOCAL(OLD)', 'START CHANNEL(TO.QM2)', 'END'].join('\n'));
    expect(r.objects).toEqual([]);
    expect(r.claimed).toEqual([1, 2, 3, 4, 5]);
    expect(r.recognised).toEqual(['SET CHLAUTH', 'DISPLAY QMGR', 'DELETE QLOCAL', 'START CHANNEL', 'END']);
  });
});

describe('what is not MQSC is left for other readers', () => {
  it('qm.ini, sysctl, ulimit, YAML keys, shell and prose are not claimed', () => {
    const text = [
      'Channels:',
      '   MaxChannels=200',
      'kernel.threads-max = 63989',
      'open files                          (-n) 1024',
      'queueManager:',
      '  mqsc:',
      '    - configMap:',
      'runmqsc QM1 < config.mqsc',
      'Define the queues first, then start the channel.',
      'Stop the queue manager before you alter it.',
      '* a Markdown bullet on its own',
    ].join('\n');
    const r = read(text);
    expect(r.claimed).toEqual([]);
    expect(r.unread).toEqual([]);
    expect(r.objects).toEqual([]);
  });
});

describe('YAML blocks', () => {
  it('indentation is not significant, a "-" continuation drops the block indentation, the block ends where YAML dedents', () => {
    const text = ['data:', '  app.mqsc: |', "    DEFINE QLOCAL(IN) DESCR('Two -", "    words') +", '      MAXDEPTH(10)', '    DEFINE QLOCAL(OUT) +', '  qm.ini: |', '    Log:'].join('\n');
    const r = read(text);
    expect(names(r)).toEqual(['DEFINE QLOCAL(IN)']);
    expect(attrs(r.objects[0])).toEqual({ DESCR: 'Two words', MAXDEPTH: '10' });
    expect(r.unread).toEqual([{ line: 6, text: 'DEFINE QLOCAL(OUT) +', why: 'line 6 ends with “+” (continued on the next line) but line 7 is outside the indented block: the command is incomplete' }]);
    expect(r.claimed).toEqual([3, 4, 5, 6]);
  });

  it('outside YAML, an indented command may continue on a line at the margin, as runmqsc reads it', () => {
    const r = read(['   DEFINE QLOCAL(IN) +', 'MAXDEPTH(10)', '  ALTER QMGR -', "DESCR('x')"].join('\n'));
    expect(attrs(r.objects[0])).toEqual({ MAXDEPTH: '10' });
    expect(attrs(r.objects[1])).toEqual({ DESCR: 'x' });
    expect(r.unread).toEqual([]);
  });
});

describe('bad input', () => {
  it('an unbalanced quote: that command is not read, with why; the rest is', () => {
    const r = read(["DEFINE QLOCAL(A) DESCR('no end)", 'DEFINE QLOCAL(B) MAXDEPTH(7)'].join('\n'));
    expect(names(r)).toEqual(['DEFINE QLOCAL(B)']);
    expect(r.unread).toHaveLength(1);
    expect(r.unread[0]).toMatchObject({ line: 1, text: "DEFINE QLOCAL(A) DESCR('no end)" });
    expect(r.unread[0]!.why).toMatch(/unbalanced quote/);
  });

  it('a missing parenthesis and a missing name are not read, with why', () => {
    const r = read(['DEFINE QLOCAL(A) MAXDEPTH(7', 'DEFINE QLOCAL MAXDEPTH(7)'].join('\n'));
    expect(r.objects).toEqual([]);
    expect(r.unread.map((u) => u.line)).toEqual([1, 2]);
    expect(r.unread[0]!.why).toMatch(/no closing parenthesis/);
    expect(r.unread[1]!.why).toMatch(/names no object/);
  });

  it('Windows line ends are read as Unix ones, whether split on "\\n" or by the checker', () => {
    const text = "DEFINE QLOCAL(A) +\r\n  MAXDEPTH(9)\r\nDEFINE CHANNEL(C) CHLTYPE(SVRCONN) DESCR('x') -\r\n SHARECNV(1)\r\n";
    for (const lines of [text.split('\n'), splitLines(text)]) {
      const r = readMqscText(lines);
      expect(attrs(r.objects[0])).toEqual({ MAXDEPTH: '9' });
      expect(attrs(r.objects[1])).toEqual({ CHLTYPE: 'SVRCONN', DESCR: 'x', SHARECNV: '1' });
    }
  });

  it('binary junk is neither read nor claimed, and the MQSC after it is read', () => {
    const junk = String.fromCharCode(0, 1, 2, 0xfffd, 0x1b) + '\u0000DEFINE';
    const r = read([junk, '\u0007(((', 'DEFINE QLOCAL(A)'].join('\n'));
    expect(names(r)).toEqual(['DEFINE QLOCAL(A)']);
    expect(r.claimed).toEqual([3]);
  });
});

describe('what runmqsc would reject', () => {
  const whys = (r: MqscTextResult) => r.rejected.map((x) => `${x.line}: ${x.why}`);

  it('BATCHSZ on CLNTCONN and SVRCONN channels, with the line', () => {
    const r = read(['DEFINE CHANNEL(A) CHLTYPE(CLNTCONN) CONNAME(host) +', '  BATCHSZ(50)', 'DEFINE CHANNEL(B) CHLTYPE(SVRCONN) BATCHSZ(10)', 'DEFINE CHANNEL(C) CHLTYPE(SDR) CONNAME(h) XMITQ(Q) BATCHSZ(10)'].join('\n'));
    expect(r.rejected.map((x) => [x.line, x.text])).toEqual([
      [2, 'BATCHSZ(50)'],
      [3, 'DEFINE CHANNEL(B) CHLTYPE(SVRCONN) BATCHSZ(10)'],
    ]);
    expect(r.rejected[0]!.why).toBe(
      'runmqsc would reject this: BATCHSZ is not an attribute of CHLTYPE(CLNTCONN) channels: IBM lists it for SDR, SVR, RCVR, RQSTR, CLUSSDR and CLUSRCVR channels only (IBM MQ 9.0: DEFINE CHANNEL, Table 1 (DEFINE and ALTER CHANNEL parameters by channel type))',
    );
    // The objects are still read, as written.
    expect(attrs(find(r, 'CHANNEL', 'A'))).toMatchObject({ BATCHSZ: '50' });
  });

  it('SHARECNV(-1), SHARECNV(ten), NPMSPEED(SLOW), BATCHSZ(0), MAXDEPTH past 999999999, TREELIFE past 604000', () => {
    const r = read([
      'DEFINE CHANNEL(S) CHLTYPE(SVRCONN) SHARECNV(-1)',
      'ALTER CHANNEL(S) CHLTYPE(SVRCONN) SHARECNV(ten)',
      'DEFINE CHANNEL(T) CHLTYPE(SDR) CONNAME(h) XMITQ(Q) NPMSPEED(SLOW) BATCHSZ(0)',
      'DEFINE QLOCAL(Q) MAXDEPTH(1000000000)',
      'ALTER QMGR TREELIFE(604001) MAXUMSGS(0)',
    ].join('\n'));
    expect(whys(r)).toEqual([
      '1: runmqsc would reject this: SHARECNV(-1) is outside 0 to 999999999 (IBM MQ 9.0: Default behavior of client-connection and server-connection channels)',
      '2: runmqsc would reject this: SHARECNV(TEN) is not a whole number from 0 to 999999999 (IBM MQ 9.0: Default behavior of client-connection and server-connection channels)',
      '3: runmqsc would reject this: NPMSPEED(SLOW): “SLOW” is not one of NORMAL or FAST (IBM MQ 9.0: Nonpersistent message speed (NPMSPEED))',
      '3: runmqsc would reject this: BATCHSZ(0) is outside 1 to 9999 (IBM MQ 9.0: DEFINE CHANNEL, Table 1 (DEFINE and ALTER CHANNEL parameters by channel type))',
      '4: runmqsc would reject this: MAXDEPTH(1000000000) is outside 0 to 999999999 (IBM MQ 9.1: MaxQDepth (MQLONG))',
      '5: runmqsc would reject this: TREELIFE(604001) is outside 0 to 604000 (report mq-zos-v71, line 1136)',
      '5: runmqsc would reject this: MAXUMSGS(0) is outside 1 to 999999999 (IBM MQ 8.0: DEFINE MAXSMSGS)',
    ]);
  });

  it('the edges of a range are accepted, and a value past 2^53 is compared exactly', () => {
    const r = read(['DEFINE CHANNEL(S) CHLTYPE(SVRCONN) SHARECNV(0)', 'ALTER CHANNEL(S) CHLTYPE(SVRCONN) SHARECNV(999999999)', 'ALTER QMGR TREELIFE(0)', 'ALTER QMGR TREELIFE(604000)', 'DEFINE QLOCAL(Q) MAXDEPTH(9007199254740993)'].join('\n'));
    expect(whys(r)).toEqual(['5: runmqsc would reject this: MAXDEPTH(9007199254740993) is outside 0 to 999999999 (IBM MQ 9.1: MaxQDepth (MQLONG))']);
  });

  it('a DEFINE or ALTER CHANNEL without CHLTYPE', () => {
    const r = read('DEFINE CHANNEL(NOTYPE) CONNAME(h)\nALTER CHANNEL(NOTYPE) CONNAME(h2)');
    expect(whys(r)).toEqual([
      '1: runmqsc would reject this: DEFINE CHANNEL without CHLTYPE: the command needs it (IBM MQ 9.4: DEFINE CHANNEL (parameter descriptions))',
      '2: runmqsc would reject this: ALTER CHANNEL without CHLTYPE: the command needs it (IBM MQ 9.4: ALTER CHANNEL (server channel))',
    ]);
  });

  it('an unknown attribute on a complete type (CHANNEL, an MQTT channel, LISTENER) but not on an incomplete one (QMODEL)', () => {
    const r = read([
      'DEFINE CHANNEL(X) CHLTYPE(SVRCONN) MAXDEPTH(5)',
      'DEFINE CHANNEL(M) CHLTYPE(MQTT) PORT(1883) SHARECNV(1)',
      'DEFINE LISTENER(L) TRPTYPE(TCP) PORT(1414) CHLTYPE(SVRCONN)',
      'DEFINE QMODEL(Q) SOMETHINGNEW(1)',
    ].join('\n'));
    expect(whys(r)).toEqual([
      '1: runmqsc would reject this: MAXDEPTH is not an attribute of CHANNEL: it is not among the attributes IBM lists for it (IBM MQ 9.4: DEFINE CHANNEL (parameter descriptions))',
      '2: runmqsc would reject this: SHARECNV is not an attribute of CHLTYPE(MQTT) channels, which have only BACKLOG, CHLTYPE, JAASCFG, LIKE, LOCLADDR, MCAUSER, NOREPLACE, PORT, PROTOCOL, REPLACE, SSLCAUTH, SSLCIPH, SSLKEYP, SSLKEYR, TRPTYPE and USECLTID (IBM MQ 9.2: ALTER CHANNEL (MQTT))',
      '3: runmqsc would reject this: CHLTYPE is not an attribute of LISTENER: it is not among the attributes IBM lists for it (IBM MQ 9.3: DEFINE LISTENER on Multiplatforms)',
    ]);
  });

  it('keywords that do not exist on a QLOCAL are refused as runmqsc refuses them: FOO(1), and a keyword broken across two lines (M, then AXMSGL(…))', () => {
    // "M +" then "AXMSGL(…)": the blank before + ends the word, so runmqsc sees M and AXMSGL, neither a keyword.
    const r = read(['DEFINE QLOCAL(APP.Q) FOO(1) DESCR(\'x\') +', '  M +', '  AXMSGL(4194304)'].join('\n'));
    expect(whys(r)).toEqual([
      '1: runmqsc would reject this: FOO is not an attribute of QLOCAL: it is not among the attributes IBM lists for it (IBM MQ 9.4: DEFINE QLOCAL)',
      '2: runmqsc would reject this: M is not an attribute of QLOCAL: it is not among the attributes IBM lists for it (IBM MQ 9.4: DEFINE QLOCAL)',
      '3: runmqsc would reject this: AXMSGL is not an attribute of QLOCAL: it is not among the attributes IBM lists for it (IBM MQ 9.4: DEFINE QLOCAL)',
    ]);
    const c = checkConfiguration(['DEFINE QLOCAL(APP.Q) FOO(1)'].join('\n'), { platform: 'unix' });
    if (!c.ok) throw new Error(c.message);
    const f = c.findings.find((x) => x.rule === 'mqsc.rejected')!;
    expect(f.title).toBe('runmqsc would reject this: FOO is not an attribute of QLOCAL: it is not among the attributes IBM lists for it (IBM MQ 9.4: DEFINE QLOCAL)');
    expect(f.recommended).toBe('Correct the attribute named above on line 1 (as pasted: “DEFINE QLOCAL(APP.Q) FOO(1)”), then run the whole command again.');
  });

  it('MAXDEPTH on an alias or remote queue; keyword lists checked item by item', () => {
    const r = read(['DEFINE QREMOTE(R) RNAME(X) MAXDEPTH(5)', 'DEFINE CHANNEL(C) CHLTYPE(SVRCONN) COMPMSG(ZLIBFAST,RLE) COMPHDR(SYSTEM,ZIP)'].join('\n'));
    expect(whys(r)).toEqual([
      '1: runmqsc would reject this: MAXDEPTH is not an attribute of QREMOTE (IBM MQ 9.1: MaxQDepth (MQLONG))',
      '2: runmqsc would reject this: COMPHDR(SYSTEM,ZIP): “ZIP” is not one of NONE or SYSTEM (IBM MQ 9.4: ALTER CHANNEL (server channel))',
    ]);
  });

  it('the real fixtures are all accepted', () => {
    for (const f of readdirSync(DIR).filter((f) => f !== 'SOURCES.md')) expect(fixture(f).rejected, f).toEqual([]);
  });
});

describe('the schema', () => {
  it('names which types are complete', () => {
    expect(completeTypes()).toEqual(['CHANNEL', 'CHANNEL/MQTT', 'QLOCAL', 'LISTENER', 'NAMELIST', 'PROCESS']);
  });

  it('every value list, range and completeness claim names sources that exist', () => {
    const known = new Set(Object.keys(schema.sources));
    for (const [type, spec] of Object.entries(schema.objects)) {
      for (const k of spec.completeSources ?? []) expect(known.has(k), `${type} ${k}`).toBe(true);
      if (spec.complete) expect(spec.completeSources?.length, type).toBeGreaterThan(0);
      for (const [name, a] of Object.entries(spec.attributes)) {
        if (a.values || a.range || a.channelTypes) expect(a.sources?.length, `${type}.${name}`).toBeGreaterThan(0);
        for (const k of a.sources ?? []) expect(known.has(k), `${type}.${name} ${k}`).toBe(true);
        if (a.range) expect(BigInt(a.range[0]) <= BigInt(a.range[1]), `${type}.${name}`).toBe(true);
      }
      for (const [name, keys] of Object.entries(spec.without ?? {})) for (const k of keys) expect(known.has(k), `${type} without ${name}`).toBe(true);
      for (const [t, c] of Object.entries(spec.channelTypes ?? {})) for (const k of c.sources) expect(known.has(k), `${type}/${t}`).toBe(true);
      for (const rule of spec.requires ?? []) {
        expect(rule.sources.length, `${type} ${rule.on} needs ${rule.attribute}`).toBeGreaterThan(0);
        for (const k of rule.sources) expect(known.has(k), `${type} ${rule.on} needs ${rule.attribute}: ${k}`).toBe(true);
      }
    }
  });
});
