/**
 * The /check/ page in the browser: reads the paste and the optional workload, has the checker
 * (calculators/check/, with the measurement formats as one more reader) run in the page's Web Worker
 * (worker-client.ts), and renders the findings, the values read and the lines not read, with
 * textContent only, a slice per task. The page itself never parses the paste: an over-long paste is
 * refused by its length alone, before it is even put in the box. The workload fields are validated
 * by the log sizing calculator's own input rules, so they take the same units and give the same
 * messages; those rules load when the workload is first touched, not with the page (most checks
 * have no workload).
 */
import type { Finding, Workload } from '../../../calculators/check/index.ts';
import { VALUES_PAGE, type CheckAnswer } from './worker-protocol.ts';
import { findingGroups, findingItem, renderGroups, type FindingGroup } from './render-groups.ts';
import { MAX_GATHER_CHARS, MAX_PASTE_CHARS, pasteLimit } from '../../../calculators/check/limits.ts';
import { severityCounts } from '../../../calculators/check/severity-counts.ts';
import { textOfFile } from './text-of-file.ts';
import { queueManagerList } from '../../../calculators/check/measure/queue-manager-names.ts';
import { isPlatform } from '../../../calculators/lib/log-limits.ts';
import { copyText } from '../calculators/copy.ts';
import { el, href } from './dom.ts';
import { holdLargePastes } from './held-paste.ts';
import { handOff, MEASUREMENT_TEXT } from './handoff.ts';
import { findingsAsText } from './render-findings.ts';
import { renderReadings, renderUnread, renderValues } from './render-values.ts';
import { renderGather } from './render-gather.ts';
import { capacityBlock } from './render-capacity.ts';
import { appendInSlices, nextFrame } from './slices.ts';
import { checkWorker, whenUsed } from './worker-client.ts';
import { startComparePanel } from './compare-page.ts';
import { dataParts, part } from '../dom/parts.ts';
import { num } from '../../../calculators/num.ts';

const chars = (n: number) => num(n);
const MEASUREMENTS_IN_BOX = 'the measurements in the configuration box';

const WORKLOAD_FIELDS = ['putsPerSec', 'msgBytes', 'longestUowSec', 'msgsPerUow'] as const;

/** Log sizing's inputs and their parser, the workload's rules: loaded once, when first needed. */
let workloadRules: Promise<[typeof import('../../../calculators/log-sizing.ts'), typeof import('../../../calculators/inputs.ts')]> | undefined;
const loadWorkloadRules = () => (workloadRules ??= Promise.all([import('../../../calculators/log-sizing.ts'), import('../../../calculators/inputs.ts')]));

const absolute = (target: string) => {
  const h = href(target);
  return h === undefined ? target : new URL(h, location.href).href;
};

export function startCheckPage(): void {
  const root = document.querySelector<HTMLElement>('[data-check]');
  if (!root) return;
  const form = root.querySelector('form')!;
  const { alert, summary, recognised, findings: list, capacity, read, copy, copied } = dataParts(root, 'check', ['alert', 'summary', 'recognised', 'findings', 'capacity', 'read', 'copy', 'copied']);
  const textarea = part<HTMLTextAreaElement>(form, 'textarea[name="paste"]');
  const worker = checkWorker();
  const compare = startComparePanel(root, worker, () => String(new FormData(form).get('platform')));
  let last: Finding[] = [];
  /** Each check's number; a result (or a slice of its rendering) is dropped once a newer check started. */
  let ticket = 0;

  const done = () => {
    root.dataset.checkState = 'done';
  };
  const fail = (message: string) => {
    alert.textContent = message;
    alert.hidden = false;
    summary.hidden = true;
    recognised.hidden = true;
    list.replaceChildren();
    capacity.replaceChildren();
    read.replaceChildren();
    copy.hidden = true;
    last = [];
    done();
  };

  /** Text longer than the checker reads: measurements go to their panel, anything else is refused, by length alone. */
  function tooLong(text: string): void {
    if (MEASUREMENT_TEXT.test(text.slice(0, 200_000))) {
      handOff(text, 'the measurements pasted into the configuration box', true);
      return fail(`The paste is ${chars(text.length)} characters, more than the configuration checker reads (${chars(MAX_PASTE_CHARS)}). It holds measurements, so it is being read under “Measurements from your system” below.`);
    }
    fail(`The paste is ${chars(text.length)} characters; the checker reads up to ${chars(MAX_PASTE_CHARS)}. Paste the configuration output on its own (a whole sysctl -a is well under that).`);
  }

  /** The workload if any of its fields is filled; an error message if it is incomplete or invalid. */
  async function workload(data: FormData): Promise<Workload | string | undefined> {
    const raw = Object.fromEntries(WORKLOAD_FIELDS.map((k) => [k, String(data.get(k) ?? '').trim()]));
    if (!raw.putsPerSec && !raw.msgBytes && !raw.longestUowSec) return undefined;
    const [{ default: logSizing }, { parseInputs }] = await loadWorkloadRules();
    const missing = (['putsPerSec', 'msgBytes', 'longestUowSec'] as const).filter((k) => !raw[k]);
    if (missing.length) return `To check the log against a workload, give all three of puts per second, message size and longest unit of work (missing: ${missing.map((k) => logSizing.inputs.find((i) => i.name === k)!.label).join(', ')}).`;
    const parsed = parseInputs(logSizing, { mode: 'check', ...raw, msgsPerUow: raw.msgsPerUow || '1' });
    if (!parsed.ok) return parsed.errors.map((e) => e.message).join(' ');
    const v = parsed.values as Record<string, number>;
    return { putsPerSec: v.putsPerSec!, msgBytes: v.msgBytes!, longestUowSec: v.longestUowSec!, msgsPerUow: v.msgsPerUow! };
  }

  async function run(): Promise<void> {
    const mine = ++ticket;
    root!.dataset.checkState = 'checking';
    const data = new FormData(form);
    const platform = String(data.get('platform'));
    if (!isPlatform(platform)) return fail('Platform must be UNIX and Linux or Windows.');
    const w = await workload(data);
    if (mine !== ticket) return;
    if (typeof w === 'string') return fail(w);
    const text = paste.text();
    if (text.length > pasteLimit(text)) return tooLong(text);
    summary.hidden = false;
    summary.textContent = `Checking ${chars(text.length)} characters in your browser…`;
    // Measurements in the box: the check's answer carries the measurements panel's too, from the same
    // reading. Text that plainly holds them is handed to the panel at once (it says "Reading…" and
    // loads its rendering while the worker reads); any other text the readers found measurements in
    // (a Prometheus answer, a dspmq, a ping) is handed over when the answer says so.
    const measure = MEASUREMENT_TEXT.test(text);
    const asked = worker.ask({ kind: 'check', text, platform, ...(w ? { workload: w } : {}), ...(measure ? { measure } : {}) });
    if (measure) {
      // The panel starts after a frame, not in the task that sent the text to the worker (a gather's copy is megabytes).
      await nextFrame();
      if (mine !== ticket) return;
      handOff(text, MEASUREMENTS_IN_BOX, false, asked.then((a) => a.measured ?? { ok: false, message: 'the check gave no reading of them.' }));
    }
    const result = await asked;
    if (mine !== ticket) return;
    if (!measure && result.measured) handOff(text, MEASUREMENTS_IN_BOX, false, Promise.resolve(result.measured));
    if (!result.ok) return fail(result.message);
    await show(result, () => mine === ticket);
  }

  /** The result: the summary and the findings in one task, then the tables and the unread lines a slice at a time. */
  async function show(result: Extract<CheckAnswer, { ok: true }>, wanted: () => boolean): Promise<void> {
    alert.hidden = true;
    alert.textContent = '';
    const names = result.queueManagers ?? [];
    // The same phrase as the measurements panel's: "QM01, …, QM08 and 42 more".
    const qms = names.length ? ` for ${names.length === 1 ? 'queue manager' : `${names.length} queue managers,`} ${queueManagerList(names, 8)}` : '';
    // A whole gather recognises a dozen formats: the line names how many, the list under it which.
    const many = result.recognised.length > 2 || result.recognised.join('; ').length > 160;
    recognised.hidden = !many;
    recognised.querySelector('ul')!.replaceChildren(...(many ? result.recognised.map((r) => el('li', r)) : []));
    summary.textContent = `Read ${many ? `${result.recognised.length} kinds of output (listed under “What was recognised”)` : result.recognised.join('; ')}${qms}: ${severityCounts(result.findings)}. ${chars(result.valuesTotal ?? result.values.length)} values read${result.unread.length ? `; ${result.unread.length} ${result.unread.length === 1 ? 'line' : 'lines'} not read (listed below)` : ''}.`;
    summary.hidden = false;
    copy.hidden = result.findings.length === 0;
    last = result.findings;
    // The answer's message (a gather's is megabytes to unpack) ends before the groups are built: a task
    // apart, not a frame, which would put them in the frame the measurements panel draws its answer in.
    await new Promise((r) => setTimeout(r, 0));
    if (!wanted()) return;
    list.replaceChildren();
    capacity.replaceChildren();
    read.replaceChildren();
    const groups = findingGroups(result.findings, result.queueManagers);
    // A Capacity block after each queue manager's findings (inside its group), answered by the worker when it nears the screen.
    const capacities = result.capacity ?? [];
    const askCapacity = (queueManager: string) => worker.ask({ kind: 'capacity', queueManager });
    const block = (queueManager: string, level: 'h3' | 'h4') => capacityBlock(queueManager, level, askCapacity, wanted);
    const inGroup = (g: FindingGroup) => (g.queueManager && capacities.includes(g.queueManager) ? block(g.queueManager, 'h4') : undefined);
    if (!(await (groups ? renderGroups(list, groups, wanted, undefined, inGroup) : appendInSlices(list, result.findings, findingItem, wanted)))) return;
    // The queue managers no group holds (no findings of their own, or a paste of one): their blocks after the findings.
    const grouped = new Set(groups?.map((g) => g.queueManager) ?? []);
    capacity.append(...capacities.filter((q) => !grouped.has(q) || q === '').map((q) => block(q, 'h3')));
    const more = (from: number) => worker.ask({ kind: 'values', from, count: VALUES_PAGE }).then((a) => (a.ok ? a.values : []));
    const parts = [...(result.values.length ? [renderValues(result.values, result.valuesTotal ?? result.values.length, more)] : []), ...(result.readings.length ? [renderReadings(result.readings)] : []), ...(result.unread.length ? [renderUnread(result.unread)] : [])];
    // A gather's manifest first: what it left out or masked, per queue manager, before what it read.
    if (result.gather?.length) read.append(renderGather(result.gather));
    read.append(...parts.map((p) => p.element));
    // A frame between parts too, so one part's last slice and the next one's first are not laid out together.
    for (const p of parts) {
      await nextFrame();
      if (!wanted() || !(await p.fill(wanted))) return;
    }
    done();
    compare.checked(String(new FormData(form).get('platform')));
  }

  // A large paste is held out of the box and checked at once; one longer than the checker reads is
  // refused by its length (laying out megabytes of text in a textarea holds the page for seconds).
  const paste = holdLargePastes(textarea, root.querySelector<HTMLElement>('[data-check-held]')!, {
    tooLong: (text) => {
      ticket++;
      tooLong(text);
    },
    held: () => void run(),
  });

  // A file (a gather, a qm.ini, a runmqsc transcript) is read as if pasted; its name is said, its text never shown.
  const file = form.querySelector<HTMLInputElement>('input[data-check-file]');
  file?.addEventListener('change', async () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    ticket++;
    if (chosen.size > MAX_GATHER_CHARS * 4) return fail(`${chosen.name} is ${chars(chosen.size)} bytes; the checker reads up to ${chars(MAX_GATHER_CHARS)} characters of a gather.`);
    const mine = ticket;
    const text = await textOfFile(new Uint8Array(await chosen.arrayBuffer()));
    if (mine !== ticket) return;
    if (text === undefined) return fail(`${chosen.name} is a binary file (it holds NUL bytes), not configuration or command output text.`);
    // Holding it (its lines counted) and the check it starts after a frame, not in the decoding's last task.
    await nextFrame();
    if (mine !== ticket) return;
    paste.holdFile(chosen.name, text);
  });

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run();
  });
  copy.addEventListener('click', async () => {
    copied.textContent = (await copyText(findingsAsText(last, absolute))) ? 'Copied.' : 'Your browser did not allow copying.';
  });
  // One listener for every fix's copy button, however many findings are rendered.
  list.addEventListener('click', async (e) => {
    const button = (e.target as Element).closest<HTMLButtonElement>('button[data-copy-fix]');
    const code = button?.closest('.check-fix')?.querySelector('code');
    if (!button || !code) return;
    const ok = await copyText(code.textContent ?? '');
    button.textContent = ok ? 'Copied' : 'Copy failed';
    button.dataset.copied = ok ? 'true' : 'false';
  });
  // The worker starts when the reader turns to the form, so checking a paste makes no request and a
  // page only read loads no checker; the workload's rules load when the workload is first touched.
  whenUsed(root, () => worker.warm());
  whenUsed(part<HTMLElement>(form, '.check-options'), () => void loadWorkloadRules());
  root.dataset.state = 'ready';
}
