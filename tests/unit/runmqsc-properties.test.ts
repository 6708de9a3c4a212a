/**
 * Properties of readRunmqscReplies: it reads back exactly what runmqsc's layout printed (objects,
 * statuses, names, every attribute and value, bare keywords, empty values, nested parentheses),
 * never throws, never invents a value (each one is on the line the reader says), and claims only
 * lines that exist. The layout is scripts/lib/runmqsc-gather.mjs's, also used by the benchmark; the
 * speed figure itself is `node scripts/bench-runmqsc.mjs`, not a timed test.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readRunmqscReplies } from '../../calculators/check/mqsc/display-reply.ts';
import { formatReply, formatRun, runmqscGather } from '../../scripts/lib/runmqsc-gather.mjs';

const word = fc.stringMatching(/^[A-Z][A-Z0-9]{0,7}$/);
const name = fc.stringMatching(/^[A-Z0-9][A-Z0-9._%/]{0,30}$/);
/** Values as runmqsc prints them: words, numbers past 2^53, dates, balanced parentheses, inner spaces, empty. */
const val = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9.,:/*<>_-]{1,24}$/),
  fc.bigInt({ min: 0n, max: 10n ** 20n }).map(String),
  fc.tuple(fc.stringMatching(/^[a-z0-9.-]{1,20}$/), fc.nat({ max: 65535 })).map(([h, p]) => `${h}(${p})`),
  fc.stringMatching(/^[A-Za-z0-9]{1,8}( [A-Za-z0-9]{1,8}){1,3}$/),
  fc.constant(''),
);
/** An attribute: a value, or null for a bare keyword. Names distinct, and none the reply's own name key. */
const attributes = (reserved: string[]) =>
  fc.uniqueArray(fc.tuple(word, fc.oneof({ weight: 5, arbitrary: val }, { weight: 1, arbitrary: fc.constant(null) })), { selector: ([k]) => k, maxLength: 12 }).map((as) => as.filter(([k]) => !reserved.includes(k)));

const KINDS = [
  { message: 'AMQ8414I: Display Channel details.', key: 'CHANNEL', type: 'CHANNEL', status: false },
  { message: 'AMQ8630I: Display listener information details.', key: 'LISTENER', type: 'LISTENER', status: false },
  { message: 'AMQ8417I: Display Channel Status details.', key: 'CHANNEL', type: 'CHSTATUS', status: true },
  { message: 'AMQ8631I: Display listener status details.', key: 'LISTENER', type: 'LSSTATUS', status: true },
] as const;
const reply = fc.tuple(fc.constantFrom(...KINDS), name, attributes(['CHANNEL', 'LISTENER']));

describe('readRunmqscReplies over runmqsc’s layout', () => {
  it('reads back every reply, name, attribute and value exactly as written', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z][A-Z0-9._]{0,20}$/), fc.array(reply, { maxLength: 8 }), (qm, replies) => {
        const lines = formatRun(
          qm,
          'DISPLAY CHANNEL(*) ALL',
          replies.map(([k, n, as]) => formatReply(k.message, [[k.key, n], ...as])),
        );
        const r = readRunmqscReplies(lines);
        const got = [...r.objects.map((o) => ({ line: o.line, type: o.type, name: o.name, attrs: o.attributes.map((a) => [a.name, a.value]) })), ...r.statuses.map((s) => ({ line: s.line, type: s.type, name: s.name, attrs: s.attributes.map((a) => [a.name, a.value]) }))].sort((a, b) => a.line - b.line);
        expect(got.map(({ type, name, attrs }) => ({ type, name, attrs }))).toEqual(replies.map(([k, n, as]) => ({ type: k.type, name: n, attrs: as.map(([a, v]) => [a, v ?? '']) })));
        expect(r.queueManagers).toEqual([{ name: qm, line: 2 }]);
        expect(r.notes).toEqual([]);
        expect(r.unread).toEqual([]);
        // Every non-blank line is runmqsc's, and claimed.
        const claimed = new Set(r.claimed);
        expect(lines.flatMap((l, i) => (l.trim() && !claimed.has(i + 1) ? [i + 1] : []))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, never invents a value, claims only lines that exist, over lines mixed from replies and anything', () => {
    const piece = fc.oneof(
      reply.map(([k, n, as]) => formatReply(k.message, [[k.key, n], ...as])),
      fc.constantFrom(['5724-H72 (C) Copyright IBM Corp. 1994, 2025.'], ['Starting MQSC for queue manager QM1.'], ['     1 : DISPLAY QMGR'], ['       : + more'], ['One MQSC command read.'], ['AMQ8420I: Channel Status not found.'], ['AMQ8405I: Syntax error detected at or near end of command segment below:-'], ['AMQ8427I: Valid syntax for the MQSC command:'], ['end'], ['']),
      fc.array(fc.string({ unit: 'binary', maxLength: 60 }), { maxLength: 3 }),
      fc.array(fc.stringMatching(/^ {0,4}[A-Z]{1,6}\(?[A-Za-z0-9 ()]{0,12}\)?( [A-Z]{1,4})?$/), { maxLength: 3 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const lines = pieces.flat();
        const r = readRunmqscReplies(lines);
        for (const n of r.claimed) expect(n >= 1 && n <= lines.length).toBe(true);
        for (const o of [...r.objects, ...r.statuses]) {
          for (const a of o.attributes) {
            const at = lines[a.line - 1]!;
            expect(at.includes(a.name), `${a.name} on line ${a.line}: ${at}`).toBe(true);
            // A value is on its line, or (wrapped by runmqsc) begins there and ends on the reply's later lines, joined without their indentation.
            const text = lines.slice(a.line - 1, o.lastLine).map((l) => l.trim()).join('');
            for (const part of a.value.split(/[\s,]+/)) expect(text.includes(part), `${a.name}(${a.value}) in ${text}`).toBe(true);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('reads the synthetic gather of 3 queue managers whole', () => {
    const g = runmqscGather(3, 50);
    const r = readRunmqscReplies(g.text.split('\n'));
    expect([r.objects.length, r.statuses.length, r.queueManagers.length, r.notes.length, r.unread.length]).toEqual([150, 3, 9, 0, 0]);
    expect(r.objects.filter((o) => o.type === 'QLOCAL')).toHaveLength(120);
    expect(r.objects.find((o) => o.name === 'APP.QM002.SVRCONN.0003')!.attributes.map((a) => a.name)).toEqual(['CHLTYPE', 'SHARECNV', 'DESCR']);
  });
});
