/** The checker's vocabulary: the rulebook's, re-exported so pages and the command line import one place. */
export type { Finding, Fix, ReadValue, Reading, Severity, UnreadLine } from '../rulebook/types.ts';
export type { IniEntry, IniStanza, Platform, Workload } from '../rulebook/context.ts';
export type { PasteLine, Reader, ReaderResult } from './readers/reader.ts';
