/**
 * Which runmqsc message starts which DISPLAY reply, and what the reply describes: an object (its
 * MQSC type and the attribute that names it) or a status (CHSTATUS, QSTATUS of TYPE(QUEUE) or
 * TYPE(HANDLE), LSSTATUS, CONN, SBSTATUS). The
 * message numbers are those runmqsc prints on Linux, AIX and Windows; the queue reply's object type
 * comes from its TYPE attribute. DISPLAY QMSTATUS (AMQ8705I) is read by measure/qmstatus.ts: here
 * its lines are only claimed.
 */
import type { MqscObjectType, MqscStatus } from './types.ts';

export type ReplyKind =
  | { reply: 'object'; type: MqscObjectType | 'QUEUE'; nameKey: string | undefined; command: string }
  | { reply: 'status'; type: MqscStatus['type']; nameKey: string; command: string }
  | { reply: 'qmstatus'; command: string };

const object = (type: MqscObjectType | 'QUEUE', nameKey: string | undefined, command: string): ReplyKind => ({ reply: 'object', type, nameKey, command });
const status = (type: MqscStatus['type'], nameKey: string, command: string): ReplyKind => ({ reply: 'status', type, nameKey, command });

export const REPLY_KINDS: Record<string, ReplyKind> = {
  AMQ8408: object('QMGR', undefined, 'DISPLAY QMGR'),
  AMQ8409: object('QUEUE', 'QUEUE', 'DISPLAY QUEUE'),
  AMQ8414: object('CHANNEL', 'CHANNEL', 'DISPLAY CHANNEL'),
  AMQ8550: object('NAMELIST', 'NAMELIST', 'DISPLAY NAMELIST'),
  AMQ8630: object('LISTENER', 'LISTENER', 'DISPLAY LISTENER'),
  AMQ8878: object('CHLAUTH', 'CHLAUTH', 'DISPLAY CHLAUTH'),
  AMQ8417: status('CHSTATUS', 'CHANNEL', 'DISPLAY CHSTATUS'),
  AMQ8450: status('QSTATUS', 'QUEUE', 'DISPLAY QSTATUS'),
  AMQ8631: status('LSSTATUS', 'LISTENER', 'DISPLAY LSSTATUS'),
  AMQ8276: status('CONN', 'CONN', 'DISPLAY CONN'),
  AMQ8099: status('SBSTATUS', 'SUB', 'DISPLAY SBSTATUS'),
  AMQ8705: { reply: 'qmstatus', command: 'DISPLAY QMSTATUS' },
};

/** DISPLAY QUEUE's TYPE values, which are also the MQSC type names. */
export const QUEUE_TYPES: Record<string, MqscObjectType> = { QLOCAL: 'QLOCAL', QREMOTE: 'QREMOTE', QALIAS: 'QALIAS', QMODEL: 'QMODEL', QCLUSTER: 'QCLUSTER' };

/** A reply this reader does not read (connections, authority records, topics …) still says what it is. */
export const OTHER_DISPLAY = /^Display .*details\.?$/i;
