/**
 * readRunmqscReplies(lines): runmqsc's replies to DISPLAY QMGR, QUEUE, CHANNEL, CHSTATUS, QSTATUS,
 * LISTENER, LSSTATUS (and CHLAUTH and NAMELIST, which must-gather scripts print beside them) as
 * the rulebook's MqscObject and MqscStatus shapes, wherever they sit in a paste. Around them it
 * recognises runmqsc's banner, the echoed commands, the summary lines, "not found" replies
 * (AMQ8420I, AMQ8147E …) and syntax-error replies (AMQ8405I, AMQ8427I and the lines under them),
 * and says what it noticed: a reply cut off, a transcript without its banner, a syntax error with
 * the command's line. DISPLAY QMSTATUS replies are claimed here and read by measure/qmstatus.ts.
 * One pass over the lines; never throws on text.
 */
import { lookup } from '../measure/text.ts';
import { readAttributeLine, type OpenValue } from './reply-attributes.ts';
import { OTHER_DISPLAY, QUEUE_TYPES, REPLY_KINDS, type ReplyKind } from './reply-kinds.ts';
import { classify, firstNonSpace, type RunmqscLine } from './runmqsc-lines.ts';
import type { MqscAttribute, MqscObject, MqscStatus } from './types.ts';

export interface RunmqscNote {
  line: number;
  text: string;
  severity: 'info' | 'warning' | 'error';
}

export interface RunmqscResult {
  objects: MqscObject[];
  statuses: MqscStatus[];
  /** Each "Starting MQSC for queue manager X." (or a QMGR reply's QMNAME where no banner named it), in paste order. */
  queueManagers: { name: string; line: number }[];
  /** Lines read as runmqsc output (banner, echoes, replies, summaries); may repeat. */
  claimed: number[];
  /** Lines recognised as runmqsc output but not read, with why. */
  unread: { line: number; text: string; why?: string }[];
  notes: RunmqscNote[];
  /** What was read, e.g. "runmqsc DISPLAY CHANNEL (14 replies)". */
  recognised: string[];
}

/** The reply being read: from its AMQ message line to the last attribute line under it. */
interface Reply {
  kind: ReplyKind | { reply: 'other'; why: string };
  id: string;
  line: number;
  lastLine: number;
  indent: number;
  attributes: MqscAttribute[];
  open?: OpenValue | undefined;
  /** Attribute lines, for a reply that is recognised but not read. */
  lines: number[];
}

/** One runmqsc run: from its banner (or, without one, its first echo or reply) to its summary. */
interface Section {
  line: number;
  named: boolean;
  started: boolean;
  summarised: boolean;
  replies: number;
  lastLine: number;
  bannerNoted: boolean;
}

/**
 * The shell line that ran runmqsc, as transcripts show it: "$ runmqsc QM1", "sh-4.4$ runmqsc",
 * "$ echo "DIS QMGR" | runmqsc QM1", "… | kubectl exec -i pod -- runmqsc QM1".
 */
const RUNS_RUNMQSC = /^\s*(?:[\w.@:~\/-]*[$#%>]\s+)?(?:echo\b[^|]*\|\s*)?(?:(?:sudo|su|kubectl|oc|docker|podman)\b[^|]*?\s)?(?:\S*\/)?runmqsc\b/;
/** Spaces a web page or PDF puts where runmqsc printed a plain one, and zero-width characters. */
const ODD_SPACES = /[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/g;
const ODD = /[\r\u00A0\u1680\u2000-\u200D\u202F\u205F\u2060\u3000\uFEFF]/;

/**
 * A pasted line as runmqsc printed it. Unlike the measurement readers' plainLine, Markdown emphasis
 * and dashes are kept: "__" and "**" can be part of an MQ name or value (CHLAUTH(*), A__B), and a
 * value is read exactly as printed.
 */
function asPrinted(line: string): string {
  if (!ODD.test(line)) return line;
  return line.replace(/\r$/, '').replace(ZERO_WIDTH, '').replace(ODD_SPACES, ' ');
}

/** How many lines after AMQ8427I a syntax diagram may take at most. */
const DIAGRAM_LINES = 150;

/** Older releases print no severity letter (runmqsc-lines.ts): an error among their messages is known by its words. */
const LETTERLESS_ERROR = /\b(?:damaged|error|failed|not authori[sz]ed|not allowed|not valid)\b/i;
/** A command as typed and as echoed compare alike once white space and case are set aside. */
const sameCommand = (a: string, b: string) => a.replace(/\s+/g, ' ').trim().toUpperCase() === b.replace(/\s+/g, ' ').trim().toUpperCase();

export function readRunmqscReplies(lines: readonly string[]): RunmqscResult {
  const out: RunmqscResult = { objects: [], statuses: [], queueManagers: [], claimed: [], unread: [], notes: [], recognised: [] };
  const counts = new Map<string, number>();
  let reply: Reply | undefined;
  let section: Section | undefined;
  let command: { line: number; text: string } | undefined;
  let syntax: 'segment' | 'diagram' | undefined;
  // The last line a syntax diagram may run to: no public AMQ8427I diagram was found to measure, so a generous cap keeps a cut-off one from taking what follows.
  let diagramEnd = 0;
  // The indentation of the last message that is not a reply: lines indented deeper are its inserts ("   [2016, QL.A]").
  let messageIndent: number | undefined;
  let queueManager: string | undefined;
  // The line before an echo, when nothing claimed it: in an interactive session it is the command as typed.
  let typed: { line: number; text: string } | undefined;
  let n = 0;
  const source = Array.isArray(lines) ? lines : [];

  const openSection = (line: number, started: boolean): Section => {
    if (!section) section = { line, named: false, started, summarised: false, replies: 0, lastLine: line, bannerNoted: false };
    return section;
  };
  const closeSection = () => {
    const s = section;
    section = undefined;
    if (!s || s.summarised || s.replies === 0) return;
    // runmqsc ends every run with its summary; a run begun with the banner or an echo that lacks one was cut off.
    out.notes.push({
      line: s.lastLine,
      severity: s.started ? 'warning' : 'info',
      text: `The runmqsc output from line ${s.line} has no summary line ("N MQSC commands read."): it may be cut off after line ${s.lastLine}. What is there was read.`,
    });
  };
  const cmdName = () => (command ? `the command at line ${command.line} (${command.text.slice(0, 80)})` : 'a command not in the paste');

  const finishReply = () => {
    const r = reply;
    reply = undefined;
    if (!r) return;
    if (r.open) {
      out.unread.push({ line: r.open.line, text: source[r.open.line - 1] ?? '', why: `${r.open.name}( is not closed before the reply ends: the transcript may be cut off here` });
    }
    if (r.kind.reply === 'other') {
      for (const l of [r.line, ...r.lines]) out.unread.push({ line: l, text: source[l - 1] ?? '', why: r.kind.why });
      return;
    }
    if (r.kind.reply === 'qmstatus') return count(r.kind.command);
    const kind = r.kind;
    const at = kind.nameKey === undefined ? -1 : r.attributes.findIndex((a) => a.name === kind.nameKey);
    if (kind.nameKey !== undefined && at < 0) return unreadReply(r, `${kind.command} reply (${r.id}) without ${kind.nameKey}(…): it names no object`);
    const attributes = r.attributes;
    // The attribute that names the object is its name, not one of its attributes (as in DEFINE CHANNEL(name)).
    const name = at < 0 ? '' : attributes.splice(at, 1)[0]!.value;
    if (kind.reply === 'status') {
      out.statuses.push({ type: kind.type, name, attributes, line: r.line, lastLine: r.lastLine });
      return count(kind.command);
    }
    let type = kind.type;
    if (type === 'QUEUE') {
      const typeAttr = attributes.find((a) => a.name === 'TYPE');
      const queueType = typeAttr ? lookup(QUEUE_TYPES, typeAttr.value) : undefined;
      if (!queueType) return unreadReply(r, `DISPLAY QUEUE reply for ${name} with ${typeAttr ? `TYPE(${typeAttr.value.slice(0, 20)}), not a queue type` : 'no TYPE(…)'}: its object type is unknown`);
      type = queueType;
      attributes.splice(attributes.indexOf(typeAttr!), 1);
    }
    if (type === 'QMGR') {
      const qmname = attributes.find((a) => a.name === 'QMNAME');
      if (qmname && qmname.value && qmname.value !== queueManager) {
        queueManager = qmname.value;
        out.queueManagers.push({ name: qmname.value, line: qmname.line });
      }
    }
    out.objects.push({ type, name, verb: 'DISPLAY', attributes, origin: 'runmqsc', line: r.line, lastLine: r.lastLine });
    count(kind.command);
  };
  const unreadReply = (r: Reply, why: string) => {
    out.notes.push({ line: r.line, severity: 'warning', text: `${why}; its lines are listed as not read.` });
    for (let l = r.line; l <= r.lastLine; l++) out.unread.push({ line: l, text: source[l - 1] ?? '', why });
  };
  const count = (command: string) => counts.set(command, (counts.get(command) ?? 0) + 1);

  const structural = (c: RunmqscLine, text: string) => {
    out.claimed.push(n);
    switch (c.kind) {
      case 'banner':
        closeSection();
        openSection(n, true);
        syntax = undefined;
        return;
      case 'starting': {
        // A second "Starting MQSC" without a banner between is a new runmqsc run (WebSphere MQ 7.0 printed no banner).
        if (section?.named) closeSection();
        const s = openSection(n, true);
        s.named = true;
        queueManager = c.queueManager;
        out.queueManagers.push({ name: c.queueManager, line: n });
        return;
      }
      case 'echo':
        if (typed && typed.line === n - 1 && sameCommand(typed.text, c.command)) out.claimed.push(typed.line);
        openSection(n, true).lastLine = n;
        command = { line: n, text: c.command };
        syntax = undefined;
        return;
      case 'echo-continued':
        if (command) command.text = `${command.text} ${c.command}`;
        return;
      case 'summary':
        openSection(n, true).summarised = true;
        syntax = undefined;
        return;
      case 'end':
        return;
      case 'message':
        return message(c, text);
    }
  };

  const message = (c: Extract<RunmqscLine, { kind: 'message' }>, text: string) => {
    const s = openSection(n, false);
    s.lastLine = n;
    syntax = undefined;
    messageIndent = undefined;
    const id = `${c.id}${c.severity}`;
    const kind = lookup(REPLY_KINDS, c.id);
    if (kind || OTHER_DISPLAY.test(c.text)) {
      s.replies++;
      if (!s.named && !s.bannerNoted) {
        s.bannerNoted = true;
        out.notes.push({ line: n, severity: 'info', text: `The runmqsc replies from line ${n} come without runmqsc's "Starting MQSC for queue manager …" line: they are read, but the paste does not say which queue manager they describe.` });
      }
      reply = {
        kind: kind ?? { reply: 'other', why: `runmqsc reply ${id} (${c.text.slice(0, 60)}) is not one this checker reads` },
        id,
        line: n,
        lastLine: n,
        indent: firstNonSpace(text),
        attributes: [],
        lines: [],
      };
      return;
    }
    if (c.id === 'AMQ8405') {
      syntax = 'segment';
      out.notes.push({ line: n, severity: 'warning', text: `runmqsc found a syntax error in ${cmdName()} and did not run it (${id}).` });
      return;
    }
    if (c.id === 'AMQ8427') {
      syntax = 'diagram';
      diagramEnd = n + DIAGRAM_LINES;
      return;
    }
    if (/not found/i.test(c.text)) {
      out.notes.push({ line: n, severity: 'info', text: `runmqsc found nothing for ${cmdName()}: ${id} ${c.text}` });
      return;
    }
    messageIndent = firstNonSpace(text);
    if (c.severity === 'E' || c.severity === 'S' || (c.severity === '' && LETTERLESS_ERROR.test(c.text))) {
      out.notes.push({ line: n, severity: 'warning', text: `runmqsc replied to ${cmdName()} with an error: ${id} ${c.text}` });
    }
  };

  for (let i = 0; i < source.length; i++) {
    n = i + 1;
    const raw = source[i];
    const text = typeof raw === 'string' ? asPrinted(raw) : '';
    const at = firstNonSpace(text);
    if (at === text.length) {
      finishReply();
      messageIndent = undefined;
      if (syntax === 'segment') syntax = undefined;
      continue;
    }
    const c = classify(text, at);
    if (c) {
      finishReply();
      messageIndent = undefined;
      structural(c, text);
      typed = undefined;
      continue;
    }
    if (messageIndent !== undefined && !reply && at > messageIndent) {
      out.claimed.push(n);
      continue;
    }
    messageIndent = undefined;
    if (reply && (reply.open || at > reply.indent)) {
      const open = readAttributeLine(text, n, reply.attributes, reply.open);
      if (open !== false) {
        if (reply.kind.reply === 'other') reply.lines.push(n);
        else out.claimed.push(n);
        reply.open = open;
        reply.lastLine = n;
        if (section) section.lastLine = n;
        continue;
      }
    }
    finishReply();
    // The command segment under AMQ8405I runs to the next blank line; the syntax diagram under AMQ8427I to runmqsc's next line of its own.
    if (syntax === 'diagram' && n > diagramEnd) syntax = undefined;
    // The pattern needs the word itself: most lines (a gather's 100,000 of MQSC) are passed over without it.
    if (syntax || (text.includes('runmqsc') && RUNS_RUNMQSC.test(text))) out.claimed.push(n);
    else typed = { line: n, text };
  }
  finishReply();
  closeSection();
  for (const [cmd, k] of counts) out.recognised.push(`runmqsc ${cmd} (${k} repl${k === 1 ? 'y' : 'ies'})`);
  return out;
}
