/**
 * Properties of the MQSC command text reader over any text: it never throws; it never invents a
 * value (every attribute value it returns is written in its command's lines, up to the folding to
 * upper case, the quotes and the blanks runmqsc removes); and what a small MQSC writer wrote —
 * random object types, names and attributes, random `+` and `-` continuations (also inside quoted
 * values), comment and blank lines between, random case, quoting where a value needs it, an
 * optional `;`, optionally indented as a YAML block — is read back exactly.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readMqscText } from '../../calculators/check/mqsc/command-text.ts';

// ---------- the writer ----------

interface Value {
  kind: 'none' | 'word' | 'quoted' | 'list';
  /** word: the word; quoted: the text inside the quotes; list: the words. */
  text: string;
  items: string[];
}

interface Command {
  verb: 'DEFINE' | 'ALTER';
  /** Spellings of the verb and object type runmqsc accepts, and the full type they stand for. */
  verbWord: string;
  typeWord: string;
  type: string;
  name?: { text: string; quoted: boolean };
  attributes: { keyword: string; value: Value }[];
}

const TYPES: [string, string[]][] = [
  ['QLOCAL', ['QLOCAL', 'QL']],
  ['QREMOTE', ['QREMOTE', 'QR']],
  ['QALIAS', ['QALIAS', 'QA']],
  ['QMODEL', ['QMODEL', 'QM']],
  ['CHANNEL', ['CHANNEL', 'CHL']],
  ['LISTENER', ['LISTENER', 'LSTR']],
  ['TOPIC', ['TOPIC']],
  ['SUB', ['SUB']],
  ['AUTHINFO', ['AUTHINFO']],
  ['NAMELIST', ['NAMELIST', 'NL']],
  ['PROCESS', ['PROCESS', 'PRO']],
  ['SERVICE', ['SERVICE']],
  ['COMMINFO', ['COMMINFO']],
];

const randomCase = (word: string) => fc.array(fc.boolean(), { minLength: word.length, maxLength: word.length }).map((up) => [...word].map((c, i) => (up[i] ? c.toUpperCase() : c.toLowerCase())).join(''));
const keyword = fc.stringMatching(/^[A-Z][A-Z0-9]{0,9}$/);
const word = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._/%]{0,15}$/);
// Any printable text, quotes and parentheses included; not only blanks (runmqsc stores that as '').
const quotedText = fc.string({ unit: fc.constantFrom(...'abcXYZ019 .,()\'+-*;_é€'), minLength: 1, maxLength: 24 }).filter((s) => s.trim() !== '');

const value: fc.Arbitrary<Value> = fc.oneof(
  fc.constant<Value>({ kind: 'none', text: '', items: [] }),
  word.map<Value>((w) => ({ kind: 'word', text: w, items: [w] })),
  quotedText.map<Value>((t) => ({ kind: 'quoted', text: t, items: [t] })),
  fc.array(word, { minLength: 2, maxLength: 4 }).map<Value>((ws) => ({ kind: 'list', text: ws.join(','), items: ws })),
);

const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    verb: fc.constantFrom('DEFINE' as const, 'ALTER' as const),
    t: fc.constantFrom(...TYPES),
    typeIndex: fc.nat(),
    short: fc.boolean(),
    name: fc.oneof(word.map((text) => ({ text, quoted: false })), quotedText.map((text) => ({ text, quoted: true }))),
    attributes: fc.array(fc.record({ keyword, value }), { maxLength: 6 }),
  }).chain((c) =>
    fc.tuple(randomCase(c.short ? c.verb.slice(0, 3) : c.verb), randomCase(c.t[1][c.typeIndex % c.t[1].length]!)).map(([verbWord, typeWord]) => ({ verb: c.verb, verbWord, typeWord, type: c.t[0], name: c.name, attributes: c.attributes })),
  ),
  fc.record({ attributes: fc.array(fc.record({ keyword, value }), { maxLength: 6 }), v: randomCase('ALTER'), q: randomCase('QMGR') }).map<Command>((c) => ({ verb: 'ALTER', verbWord: c.v, typeWord: c.q, type: 'QMGR', attributes: c.attributes })),
);

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

function written(v: Value, casing: (s: string) => string): string {
  if (v.kind === 'none') return '';
  if (v.kind === 'quoted') return `(${quote(v.text)})`;
  if (v.kind === 'word') return `(${casing(v.text)})`;
  return `(${v.items.map(casing).join(', ')})`;
}

/** The command on one line; the writer's choices of blanks and case come from `pick`. */
function oneLine(c: Command, pick: () => number): string {
  const casing = (s: string) => [...s].map((ch) => (pick() % 2 ? ch.toUpperCase() : ch.toLowerCase())).join('');
  const gap = () => [' ', '  ', ', ', ' , '][pick() % 4]!;
  let s = `${c.verbWord} ${c.typeWord}`;
  if (c.name) s += `${pick() % 2 ? ' ' : ''}(${c.name.quoted ? quote(c.name.text) : casing(c.name.text)})`;
  for (const a of c.attributes) s += `${gap()}${casing(a.keyword)}${written(a.value, casing)}`;
  return s;
}

/**
 * Cut a command into continued lines. A `+` cut must be followed by a non-blank character (the
 * next line is read from its first non-blank, so that line may be indented anywhere); a `-` cut
 * keeps everything (the next line starts at the block's indentation). No continued line may start
 * with `*` (it would be a comment) or be all blank, and the first line keeps the verb and type.
 */
function cut(text: string, minFirst: number, pick: () => number, indent: string): string[] {
  const lines: string[] = [];
  let rest = text;
  let lead = indent;
  let start = minFirst;
  for (let cuts = pick() % 5; cuts > 0 && rest.length > start + 1; cuts--) {
    const at = start + (pick() % (rest.length - start));
    const after = rest.slice(at);
    const mark = pick() % 2 ? '+' : '-';
    if (after.trim() === '' || after.trimStart().startsWith('*') || (mark === '+' && /^\s/.test(after))) continue;
    lines.push(`${lead}${rest.slice(0, at)}${mark}`);
    rest = after;
    lead = mark === '+' ? indent + ' '.repeat(pick() % 4) : indent;
    start = 1;
  }
  lines.push(lead + rest);
  return lines;
}

interface Script {
  text: string;
  commands: Command[];
}

const script: fc.Arbitrary<Script> = fc
  .record({
    commands: fc.array(command, { minLength: 1, maxLength: 6 }),
    choices: fc.array(fc.nat(1000), { minLength: 200, maxLength: 200 }),
    yaml: fc.boolean(),
    crlf: fc.boolean(),
  })
  .map(({ commands, choices, yaml, crlf }) => {
    let k = 0;
    const pick = () => choices[k++ % choices.length]!;
    const indent = yaml ? '    ' : '';
    const out: string[] = yaml ? ['data:', '  app.mqsc: |'] : [];
    for (const c of commands) {
      if (pick() % 3 === 0) out.push(`${indent}* ${c.type} follows +`);
      if (pick() % 4 === 0) out.push('');
      const line = oneLine(c, pick) + (pick() % 5 === 0 ? ';' : '');
      const minFirst = c.verbWord.length + 1 + c.typeWord.length + 1;
      const parts = cut(line, minFirst, pick, indent);
      // Comment and blank lines may sit between continued lines.
      for (let i = 0; i < parts.length; i++) {
        out.push(parts[i]!);
        if (i < parts.length - 1 && pick() % 4 === 0) out.push(pick() % 2 ? `${indent}*  ALTDATE(2024-01-01) +` : '');
      }
    }
    if (yaml) out.push('  qm.ini: |', '    Log:', '      LogPrimaryFiles=16');
    return { text: out.join(crlf ? '\r\n' : '\n'), commands };
  });

/** What runmqsc stores for a value as written. */
function stored(v: Value): string {
  if (v.kind === 'none') return '';
  if (v.kind === 'quoted') return v.text;
  return v.items.map((w) => w.toUpperCase()).join(',');
}

// ---------- never invents a value ----------

/** Upper case, without quotes and blanks: what survives of a value and of the text it came from. */
const squeeze = (s: string) => s.toUpperCase().replace(/['\s]/g, '');

function valuesComeFromTheirLines(text: string): void {
  const lines = text.split('\n');
  const r = readMqscText(lines);
  for (const o of r.objects) {
    const own = lines
      .slice(o.line - 1, o.lastLine)
      .map((l) => l.replace(/\r$/, '').trimEnd())
      .filter((l) => !l.trimStart().startsWith('*'))
      .map((l) => (l.endsWith('+') || l.endsWith('-') ? l.slice(0, -1) : l))
      .join('');
    const hay = squeeze(own);
    for (const a of [...o.attributes, { name: '(name)', value: o.name, line: o.line }]) {
      for (const item of a.value.split(',')) expect(hay.includes(squeeze(item)), `${o.type}(${o.name}) ${a.name}=${a.value} in ${own}`).toBe(true);
    }
  }
  // Every line listed is a line of the text, and everything not read was claimed.
  const claimed = new Set(r.claimed);
  for (const n of r.claimed) expect(n >= 1 && n <= lines.length).toBe(true);
  for (const u of r.unread) expect(claimed.has(u.line)).toBe(true);
  for (const o of r.objects) for (const a of o.attributes) expect(claimed.has(a.line)).toBe(true);
}

const MQSC_BITS = ['DEFINE', 'DEF', 'ALTER', 'QL', 'QLOCAL', 'CHANNEL', 'CHL', 'QMGR', 'SET', 'CHLAUTH', '(', ')', "'", "''", '+', '-', ';', ',', ' ', '  ', '*', '\n', '\r\n', 'X', 'a', 'MAXDEPTH(5)', "DESCR('x')", 'CHLTYPE(SVRCONN)', 'SHARECNV(', '999999999999999999999', '\t', '\u0000', '€'];
const mqscish = fc.array(fc.constantFrom(...MQSC_BITS), { maxLength: 80 }).map((bits) => bits.join(''));

describe('MQSC reader properties', () => {
  it('never throws, on any string or on MQSC-like fragments', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 400 }), fc.string({ unit: 'binary', maxLength: 400 }), mqscish), (text) => {
        const r = readMqscText(text.split('\n'));
        expect(Array.isArray(r.objects)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('never invents a value: every value is written in its own command, folded or unquoted', () => {
    fc.assert(fc.property(fc.oneof(mqscish, script.map((s) => s.text)), valuesComeFromTheirLines), { numRuns: 500 });
  });

  it('reads back exactly what the writer wrote, continuations, comments, case, quoting and YAML indentation included', () => {
    fc.assert(
      fc.property(script, ({ text, commands }) => {
        const r = readMqscText(text.split('\n'));
        expect(r.unread).toEqual([]);
        expect(r.objects.map((o) => ({ verb: o.verb, type: o.type, name: o.name, attributes: o.attributes.map((a) => [a.name, a.value]) }))).toEqual(
          commands.map((c) => ({
            verb: c.verb,
            type: c.type,
            name: c.name ? (c.name.quoted ? c.name.text : c.name.text.toUpperCase()) : '',
            attributes: c.attributes.map((a) => [a.keyword, stored(a.value)]),
          })),
        );
      }),
      { numRuns: 500 },
    );
  });
});
