/**
 * The characters and length IBM MQ allows in an object's name, queue managers' included: A–Z, a–z,
 * 0–9, '.', '/', '_' and '%', up to 48 characters (IBM MQ documentation, "Rules for naming IBM MQ
 * objects": "Character length of object names" and "Characters in IBM MQ object names"). One pattern
 * for every reader that takes a queue manager's name from a line (mq-gather's headers, runmqsc's
 * banner, dmpmqcfg's header) and for the fixes that must not paste a name MQ would refuse.
 */

/** The name as a regular expression's source, to embed in a line's pattern (greedy; add `?` for lazy). */
export const MQ_NAME = String.raw`[A-Za-z0-9./_%]{1,48}`;

const WHOLE_NAME = new RegExp(`^${MQ_NAME}$`);

/** Whether `name` is one IBM MQ allows for an object. */
export const isMqName = (name: string): boolean => WHOLE_NAME.test(name);
