/**
 * The measurements panel on /check/: paste, open or drop amqsrua, mqldt, fio, DISPLAY QMSTATUS or
 * dspmq output (no format to choose), read in a Web Worker, shown with its meaning and links into
 * the calculators; a second run beside it shows the change in each reading. Nothing is sent
 * anywhere: files are read by the browser (File.text()), and the page's worker (worker-client.ts,
 * shared with the configuration checker) and this panel's rendering (tables, comparisons, charts)
 * are loaded when the reader first turns to the panel, so a page only read loads neither and
 * reading a paste makes no request at all.
 */
import { textOfFile } from '../text-of-file.ts';
import { MEASURE_HANDOFF, type MeasureHandoff } from '../handoff.ts';
import { BOX_CHARS } from '../held-paste.ts';
import { checkWorker, whenUsed } from '../worker-client.ts';
import { el, nextFrame } from './dom.ts';
import type { MeasureResult } from './protocol.ts';
import type { MeasureAnswer } from '../worker-protocol.ts';

/** Text read per run, at most: a week of amqsrua at 10 s is about 35 MiB. */
const MAX_BYTES = 64 * 1024 * 1024;
const DEBOUNCE_MS = 400;

type Slot = 'before' | 'after';

/** The panel's rendering (render.ts, compare.ts and the chart code they draw with): loaded once, on first use. */
let rendering: Promise<[typeof import('./render.ts'), typeof import('./compare.ts')]> | undefined;
const loadRendering = () => (rendering ??= Promise.all([import('./render.ts'), import('./compare.ts')]));

export function startMeasurements(): void {
  const root = document.querySelector<HTMLElement>('[data-measure]');
  if (!root) return;
  const client = checkWorker();
  const status = root.querySelector<HTMLElement>('[data-measure-status]')!;
  const results: Record<Slot, MeasureResult | undefined> = { before: undefined, after: undefined };
  const boxes: Record<Slot, HTMLElement> = { before: root.querySelector('[data-measure-result="before"]')!, after: root.querySelector('[data-measure-result="after"]')! };
  const compareBox = root.querySelector<HTMLElement>('[data-measure-compare]')!;
  const texts: Record<Slot, HTMLTextAreaElement> = { before: root.querySelector('[data-measure-text="before"]')!, after: root.querySelector('[data-measure-text="after"]')! };
  const latest: Record<Slot, number> = { before: 0, after: 0 };

  /** The rendering modules, once loaded (a result is only shown after they are). */
  let view: Awaited<ReturnType<typeof loadRendering>> | undefined;

  function showCompare(): void {
    compareBox.replaceChildren();
    if (!results.before || !results.after || !view) return;
    const [, { compareReadings, compareTable }] = view;
    compareBox.append(el('h3', 'Before and after'), compareTable(compareReadings(results.before.readings, results.after.readings)));
  }

  /** `answer`: the configuration check's reading of the same text, when it brings one; else the panel asks for its own. */
  async function read(slot: Slot, text: string, what: string, answer?: Promise<MeasureAnswer>): Promise<void> {
    const ticket = ++latest[slot];
    root!.dataset.measureState = 'reading';
    status.textContent = text.trim() ? `Reading ${what} (${(text.length / 1024 / 1024).toFixed(text.length > 1024 * 1024 ? 1 : 2)} MiB) in your browser…` : '';
    if (!text.trim()) {
      results[slot] = undefined;
      boxes[slot].replaceChildren();
      showCompare();
      root!.dataset.measureState = 'done';
      return;
    }
    const [reply, loaded] = await Promise.all([answer ?? client.ask({ kind: 'measure', text }), loadRendering()]);
    view = loaded;
    if (ticket !== latest[slot]) return;
    if (!reply.ok) {
      status.textContent = `The ${slot === 'after' ? 'second run' : 'measurements'} could not be read: ${reply.message}`;
      root!.dataset.measureState = 'done';
      return;
    }
    results[slot] = reply.result;
    status.textContent = `Read ${what}: ${reply.result.readings.length} readings in ${Math.round(reply.result.tookMs)} ms, in your browser.`;
    showCompare();
    // A frame first: an answer shared with the configuration panel arrives in the same task as that
    // panel's, and drawing both there laid out two fifty-queue-manager lists in one long task.
    if (answer) {
      await nextFrame();
      if (ticket !== latest[slot]) return;
    }
    await view[0].renderResult(boxes[slot], reply.result);
    if (ticket === latest[slot]) root!.dataset.measureState = 'done';
  }

  async function readFiles(slot: Slot, files: FileList | File[]): Promise<void> {
    const list = [...files];
    const total = list.reduce((n, f) => n + f.size, 0);
    if (!list.length) return;
    if (total > MAX_BYTES) {
      status.textContent = `${list.map((f) => f.name).join(', ')}: ${(total / 1024 / 1024).toFixed(0)} MiB is more than this page reads at once (64 MiB). Open part of it, for example one day of amqsrua output.`;
      return;
    }
    // UTF-16 with or without a byte-order mark is text too (text-bytes.ts); what is no text at all goes as it is, to be named not read.
    const parts = await Promise.all(list.map(async (f) => (await textOfFile(new Uint8Array(await f.arrayBuffer()))) ?? (await f.text())));
    // The file's text goes to the worker, not into the text box: laying out megabytes of text in a
    // textarea would hold the page for longer than reading them does.
    texts[slot].value = '';
    await read(slot, parts.join('\n'), list.length === 1 ? list[0]!.name : `${list.length} files`);
  }

  for (const slot of ['before', 'after'] as const) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    texts[slot].addEventListener('input', () => {
      clearTimeout(timer);
      // A read still running (a file opened a moment ago) is now stale: it must neither draw its
      // result nor say 'done' while the typed text waits for its debounce.
      latest[slot]++;
      root.dataset.measureState = 'waiting';
      timer = setTimeout(() => void read(slot, texts[slot].value, slot === 'after' ? 'the second run' : 'the paste'), DEBOUNCE_MS);
    });
    root.querySelector<HTMLInputElement>(`[data-measure-file="${slot}"]`)!.addEventListener('change', (e) => {
      const input = e.currentTarget as HTMLInputElement;
      if (input.files) void readFiles(slot, input.files);
    });
    const zone = root.querySelector<HTMLElement>(`[data-measure-drop="${slot}"]`)!;
    zone.addEventListener('dragover', (e) => {
      e.preventDefault();
      zone.classList.add('measure-drop--over');
    });
    zone.addEventListener('dragleave', () => zone.classList.remove('measure-drop--over'));
    zone.addEventListener('drop', (e) => {
      e.preventDefault();
      zone.classList.remove('measure-drop--over');
      if (e.dataTransfer?.files.length) void readFiles(slot, e.dataTransfer.files);
    });
  }

  // Measurements pasted into the configuration box are shown here too (the checker only lists their
  // lines as recognised), from the check's own reading of them: one request answers both panels. A
  // large one is not put into this panel's box either: laying out that much text would hold the page
  // longer than reading it. Text the checker refused (too long) comes here to be read; text it
  // checked only when this panel has nothing of its own yet: an empty box, or the last text the
  // configuration box handed over (a second paste there replaces the first one's readings here).
  let handedOver: string | undefined;
  document.addEventListener(MEASURE_HANDOFF, (e) => {
    const { text, what, refused, answer } = (e as MeasureHandoff).detail;
    if (!refused && texts.before.value.trim() && texts.before.value !== handedOver) return;
    texts.before.value = handedOver = text.length <= BOX_CHARS ? text : '';
    void read('before', text, what, answer);
  });

  whenUsed(root, () => {
    client.warm();
    void loadRendering();
  });
  root.dataset.state = 'ready';
}
