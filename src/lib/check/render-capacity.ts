/**
 * A queue manager's Capacity block on /check/ (the DESIGN contract "Capacity"): the ceiling with
 * its band and the requesters it takes, what limits it first, the rate now and the headroom where
 * one was read, every input with where it came from, every ASSUMED input with its source, the
 * missing reading that would narrow the band most, the what-ifs, a link that opens the simulator on
 * the your-queue-manager preset with these parameters, and the guide that explains it. Or, where no
 * capacity is offered, why. The block stands at an estimate until it nears the screen, then asks
 * the worker for its answer (which loads the model there the first time): a gather of fifty queue
 * managers computes only the capacities a reader reaches.
 */
import type { Capacity, CapacityInput, CapacityAssumption, CapacityRefusal, WhatIf } from '../../../calculators/capacity/types.ts';
import { readableValue, num } from '../../../calculators/format.ts';
import { estimatedStyle } from '../site/drawn-when-near.ts';
import { el, link } from './dom.ts';
import { row, smallTable } from './table.ts';
import { nextFrame } from './slices.ts';
import type { CapacityAnswer } from './worker-protocol.ts';

export const GUIDE = '/guides/queue-manager-capacity/';

const BOTTLENECK: Record<Capacity['bottleneck'], string> = {
  'log-latency': 'the log device’s write latency: each commit waits for its write, so the ceiling moves with the time one log write takes',
  'log-bandwidth': 'the log device’s bandwidth: the writes carry as many bytes a second as the device takes',
  cpu: 'CPU: the cores are busy with the MQI calls before the log runs out',
  replication: 'replication: each log write waits for the replica’s acknowledgement across the link',
};

const WHAT_IF: Record<WhatIf['id'], string> = {
  'native-ha': 'Native HA instead of this set-up',
  'replica-plus-1ms': 'The replica 1 ms farther (round trip)',
  'replica-plus-2ms': 'The replica 2 ms farther (round trip)',
  'log-twice-as-fast': 'A log device twice as fast',
  'log-half-as-fast': 'A log device half as fast',
  'cores-double': 'Twice the CPU cores',
};

const INPUT: Record<string, string> = {
  logWriteLatency: 'Log write latency',
  logWriteBytes: 'Log write size',
  logBandwidth: 'Log bandwidth',
  cpuCores: 'CPU cores',
  cpuPerCall: 'CPU per MQI call',
  cpuPerKiB: 'CPU per KiB of message (puts and gets)',
  msgBytes: 'Message size',
  haType: 'HA type',
  replicationRoundTrip: 'Replication round trip',
  logBufferPages: 'LogBufferPages',
  logPerRecord: 'Logger time per log record',
  logFixedShare: 'Fixed part of the log write latency',
  currentRate: 'Rate now',
};

/** Rates to the whole round trip: the band says how far the figure goes, decimals would claim more. */
const rate = (v: number) => `${num(v, 0)} round trips/s`;
const SHORT: Record<Capacity['bottleneck'], string> = { 'log-latency': 'log write latency', 'log-bandwidth': 'log bandwidth', cpu: 'CPU', replication: 'replication' };
const label = (name: string) => (Object.hasOwn(INPUT, name) ? INPUT[name]! : name);

function valueText(value: number | string, unit: string): string {
  if (typeof value === 'string') return value;
  switch (unit) {
    case 'seconds':
    case 'bytes':
    case 'bytes/s':
      return readableValue(value, unit);
    case 'round trips/s':
      return rate(value);
    case 'share':
      return `${num(value * 100, 3)}%`;
    case 'count':
    case '':
      return num(value, 3);
    default:
      return `${num(value, 3)} ${unit}`;
  }
}

function inputRow(i: CapacityInput): HTMLTableRowElement {
  // LogBufferPages=0 is MQ's way of saying "the default": say which.
  const value = i.name === 'logBufferPages' && i.value === 0 ? '0 (MQ’s default, 512 pages)' : valueText(i.value, i.unit);
  const tr = row([label(i.name), value, i.origin]);
  tr.dataset.capacityInput = i.name;
  return tr;
}

function assumedRow(a: CapacityAssumption): HTMLTableRowElement {
  const range = a.range ? `${valueText(a.range[0], a.unit)} to ${valueText(a.range[1], a.unit)}` : '';
  const tr = row([label(a.name), valueText(a.value, a.unit), range, a.source, a.reading]);
  tr.dataset.capacityAssumed = a.name;
  return tr;
}

function whatIfRow(w: WhatIf, ceiling: number): HTMLTableRowElement {
  const answer = w.ceiling === undefined ? el('span', `No number: ${w.why ?? 'its source does not cover this case.'}`) : el('span', `${rate(w.ceiling)} (${num(w.ceiling / ceiling, 2)}× the ceiling now)${w.bottleneck ? `; then limited by ${SHORT[w.bottleneck]}` : ''}${w.why ? `. ${w.why}` : ''}`);
  const tr = row([WHAT_IF[w.id] ?? w.id, answer, w.source]);
  tr.dataset.whatIf = w.id;
  if (w.ceiling !== undefined) tr.dataset.ceiling = String(w.ceiling);
  return tr;
}

/** The simulator opened on the your-queue-manager preset with the capacity's parameters (the page checks each, as any link's). */
export function simulatorHref(c: Pick<Capacity, 'simulator'>): string {
  const q = new URLSearchParams({ preset: c.simulator.preset });
  for (const [k, v] of Object.entries(c.simulator.set)) q.set(k, String(v));
  q.set('run', '1');
  return `/simulator/?${q.toString()}`;
}

function guideLine(): HTMLParagraphElement {
  const p = el('p', undefined, 'check-capacity-links');
  p.append('What the band, the bottleneck and the assumptions mean: ', link('How much more can my queue manager take?', GUIDE), '.');
  return p;
}

/**
 * A block's parts, appended a frame apart (draw below): its answer and each table. A ceiling's three
 * tables and their text laid out in one frame would hold the page past 50 ms (issue 43, item 7).
 */
type Parts = (Node | (() => Node))[][];

function drawCapacity(box: HTMLElement, c: Capacity): Parts {
  box.dataset.ceiling = String(c.ceiling);
  box.dataset.bandLow = String(c.band[0]);
  box.dataset.bandHigh = String(c.band[1]);
  box.dataset.bottleneck = c.bottleneck;
  if (c.current !== undefined && c.headroom !== undefined) {
    box.dataset.current = String(c.current);
    box.dataset.headroom = String(c.headroom);
  }
  const answer = el('p', undefined, 'check-capacity-answer');
  answer.append(el('strong', `Ceiling: about ${rate(c.ceiling)}`), ` (band ${num(c.band[0], 0)} to ${num(c.band[1], 0)}), persistent request/reply at this queue manager’s message size, reached with about ${num(c.requestersNeeded, 0)} requesters at once.`);
  const limit = el('p', `What limits it first: ${BOTTLENECK[c.bottleneck]}.`);
  const now = el('p', c.current !== undefined && c.headroom !== undefined ? `Now: ${rate(c.current)}, so the headroom is ${num(c.headroom, 2)}× (ceiling ÷ now).` : 'No put rate was read, so the rate now and the headroom are not known (amqsrua STATMQI gives them).');
  const parts: Parts = [[answer, limit, now, ...(c.narrowestMissing ? [el('p', `The reading that would narrow the band most: ${c.narrowestMissing}.`, 'check-capacity-narrow')] : [])]];
  // Each table's region is named with its queue manager: a gather has one block per queue manager.
  const whose = ` (${c.queueManager ? `queue manager ${c.queueManager}` : 'this queue manager'})`;
  // Each table built when its frame comes, so the answer's frame builds only the answer.
  if (c.inputs.length) parts.push([() => smallTable(`What the ceiling was worked out from (${c.inputs.length})`, ['Input', 'Value', 'From'], c.inputs.map(inputRow), `What the ceiling was worked out from${whose}`)]);
  if (c.assumptions.length) parts.push([() => smallTable(`ASSUMED: not read, so the model assumed them (${c.assumptions.length})`, ['Input', 'Assumed', 'Band covers', 'Source', 'The reading that would replace it'], c.assumptions.map(assumedRow), `ASSUMED inputs${whose}`)]);
  parts.push([() => smallTable('What if', ['Change', 'Ceiling', 'Source'], c.whatIf.map((w) => whatIfRow(w, c.ceiling)), `What if${whose}`)]);
  const sim = el('p', undefined, 'check-capacity-links');
  const a = link('Open this queue manager in the simulator', simulatorHref(c));
  a.dataset.capacitySimulator = '';
  const n = Object.keys(c.simulator.set).length;
  sim.append(a, ` (the ${c.simulator.preset} preset with ${n === 0 ? 'no parameter changed' : `${n} ${n === 1 ? 'parameter' : 'parameters'} from above`}; the simulator checks each and reruns the model).`);
  parts[parts.length - 1]!.push(sim, guideLine());
  return parts;
}

function drawRefusal(box: HTMLElement, r: CapacityRefusal): Parts {
  box.dataset.refused = '';
  const why = el('p', `No capacity is given for this queue manager. ${r.why} `);
  why.append(link('Every validation point and why the model misses', '/simulator/capacity-validation/'), '.');
  const whose = r.queueManager ? ` (${r.queueManager})` : '';
  const rest: (Node | (() => Node))[] = [];
  if (r.inputs?.length) rest.push(() => smallTable(`What was read for it (${r.inputs!.length})`, ['Input', 'Value', 'From'], r.inputs!.map(inputRow), `What was read${whose}`));
  if (r.simulator) {
    const sim = el('p', undefined, 'check-capacity-links');
    const a = link('Run the model on these readings in the simulator', simulatorHref({ simulator: r.simulator }));
    a.dataset.capacitySimulator = '';
    sim.append(a, ' (its answer there is the model’s, outside what its validation supports for this set-up).');
    rest.push(sim);
  }
  rest.push(guideLine());
  return [[why], rest];
}

/**
 * The block for `queueManager` ('' when the paste names none), its heading at `level`; its answer
 * is asked of `ask` when the block nears the screen. `wanted` false drops an answer that came too late.
 */
export function capacityBlock(queueManager: string, level: 'h3' | 'h4', ask: (queueManager: string) => Promise<CapacityAnswer>, wanted: () => boolean): HTMLElement {
  const box = el('section', undefined, 'check-capacity drawn-when-near');
  box.dataset.capacity = '';
  box.dataset.queueManager = queueManager;
  box.setAttribute('style', estimatedStyle('40rem'));
  const heading = el(level, queueManager ? `Capacity of queue manager ${queueManager}` : 'Capacity of this queue manager');
  box.append(heading);
  const status = el('p', 'Working out the capacity…', 'check-capacity-status');
  box.append(status);
  const draw = async () => {
    const answer = await ask(queueManager);
    if (!wanted()) return;
    status.remove();
    const parts = !answer.ok ? [[el('p', `The capacity could not be worked out: ${answer.message}`)]] : 'ceiling' in answer.capacity ? drawCapacity(box, answer.capacity) : drawRefusal(box, answer.capacity);
    for (const [i, part] of parts.entries()) {
      if (i) await nextFrame();
      if (!wanted()) return;
      box.append(...part.map((p) => (typeof p === 'function' ? p() : p)));
    }
    box.dataset.capacityState = 'done';
  };
  whenNear(box, () => void draw());
  return box;
}

/** Calls `start` once, when `box` comes within half a screen of the view (it must be in the page by then). */
function whenNear(box: HTMLElement, start: () => void): void {
  if (typeof IntersectionObserver === 'undefined') return start();
  const near = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      near.disconnect();
      start();
    },
    { rootMargin: '50% 0px' },
  );
  near.observe(box);
}
