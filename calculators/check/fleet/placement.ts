/**
 * Which of a file's queue managers each finding, value, reading and fact is about. A tag the reader
 * set (`queueManager`) decides; else the line's scope (mq-gather's sections, runmqsc's banner,
 * dmpmqcfg's header: scope/scopes.ts); else, for a fact, the queue manager dspmq named on the same
 * line. What belongs to none is the host's: it counts for every queue manager on the host its line
 * is in (or on every host of the file, when it has no line).
 */
import type { Scoped } from '../scope/scopes.ts';

export interface Placement {
  /** The queue manager an item is about, or undefined for the host's own. */
  ownerOf(tag: string | undefined, line: number | undefined): string | undefined;
  /** The host mq-gather's header put the line under, if any. */
  hostOf(line: number | undefined): string | undefined;
}

export function placement(scoped: Scoped): Placement {
  return {
    ownerOf: (tag, line) => tag ?? (line === undefined ? undefined : scoped.queueManagerOf(line)),
    hostOf: (line) => (line === undefined ? undefined : scoped.scopeOf(line)?.host),
  };
}
