/**
 * Links from a whole queue manager's status into the calculators, the simulator and the guides:
 * log sizing (check mode) on the log DISPLAY QMSTATUS reports, the simulator at the measured log
 * write latency, and the HA guide and calculator when Native HA status was read. Each link says
 * what it filled in; a value outside what the page accepts is left out, never clamped.
 */
import logSizing from '../../log-sizing.ts';
import type { CalculatorDefinition } from '../../types.ts';
import type { Reading } from './types.ts';

type Link = { calculator: string; label: string; href: string; filled: string[] };

/** IBM's DISPLAY QMSTATUS LOGEXTSZ counts an extent's 4 KiB pages plus an 8 KiB header (4096 pages show 16392 KB). */
const EXTENT_HEADER_KIB = 8;
const PAGE_KIB = 4;

/** Whether a calculator's number input accepts this value (its range, and whole numbers where it wants them); links.ts asks the same. */
export function within(def: CalculatorDefinition, name: string, value: number): boolean {
  const input = def.inputs.find((i) => i.name === name);
  return !!input && input.kind === 'number' && value >= input.min && value <= input.max && (!input.integer || Number.isInteger(value));
}

/** LOGEXTSZ in bytes back to LogFilePages (derived), when it is a whole number of pages. */
export function pagesOfExtent(extentBytes: number): number | undefined {
  const kib = extentBytes / 1024 - EXTENT_HEADER_KIB;
  const pages = kib / PAGE_KIB;
  return Number.isInteger(pages) && pages > 0 ? pages : undefined;
}

export function queueManagerLinks(get: (name: string) => Reading | undefined): Link[] {
  const links: Link[] = [];
  const primary = get('logPrimaryExtents');
  const secondary = get('logSecondaryExtents');
  const extent = get('logExtentBytes');
  const pages = extent ? pagesOfExtent(extent.value) : undefined;
  if (primary || secondary || pages !== undefined) {
    const q = new URLSearchParams({ mode: 'check' });
    const filled: string[] = [];
    if (primary && within(logSizing, 'primaryFiles', primary.value)) {
      q.set('primaryFiles', String(primary.value));
      filled.push(`primary files: LOGPRIM ${primary.origin}`);
    }
    if (secondary && within(logSizing, 'secondaryFiles', secondary.value)) {
      q.set('secondaryFiles', String(secondary.value));
      filled.push(`secondary files: LOGSEC ${secondary.origin}`);
    }
    if (pages !== undefined && within(logSizing, 'logFilePages', pages)) {
      q.set('logFilePages', String(pages));
      filled.push(`log file pages: (LOGEXTSZ − ${EXTENT_HEADER_KIB} KiB) ÷ ${PAGE_KIB} KiB (derived) ${extent!.origin}`);
    }
    const rate = get('logLogicalBytesPerSec');
    if (rate && within(logSizing, 'measuredLogBytesPerSec', rate.peak ?? rate.value)) {
      q.set('measuredLogBytesPerSec', String(rate.peak ?? rate.value));
      filled.push(`peak logical bytes/s ${rate.origin}`);
    }
    if (filled.length) links.push({ calculator: 'log-sizing', label: 'Log sizing, checking the log your queue manager has (from DISPLAY QMSTATUS)', href: `/calculators/log-sizing/?${q.toString()}`, filled });
  }
  const latency = get('logWriteLatency');
  // The simulator's logLatencyUs accepts up to 10 s; its page checks a link's values again on load.
  if (latency && latency.value > 0 && latency.value <= 10) {
    const us = Number((latency.value * 1e6).toPrecision(6));
    links.push({ calculator: 'simulator', label: 'The queue manager simulator with your measured log write latency (the model’s defaults for the rest)', href: `/simulator/?preset=none&logLatencyUs=${us}`, filled: [`log write latency ${latency.origin}`] });
  }
  const instances = get('nativeHaInstances');
  if (instances) {
    links.push({ calculator: 'guide', label: 'Place an HA pair: what replication costs, and where to put the replicas', href: '/guides/place-an-ha-pair/', filled: [`Native HA status: ${instances.value} instances ${instances.origin}`] });
    links.push({ calculator: 'ha-latency', label: 'HA latency: what a round trip to the replicas costs (measured on the appliances and RDQM; none of these reports measured Native HA)', href: '/calculators/ha-latency/', filled: [] });
  }
  return links;
}
