/**
 * The words that start an MQSC command: the verbs runmqsc accepts and the object keywords after
 * them, with the short forms IBM documents as synonyms (DEF QL, ALT CHL, DIS Q …). A line is MQSC
 * only when it starts with a verb followed by an object keyword, so prose, qm.ini, sysctl and YAML
 * lines are left to the other readers.
 *
 * Sources (IBM MQ documentation):
 *   - "Using MQSC commands interactively" (9.0, q020660): AMQ8426 lists the valid commands ALTER,
 *     CLEAR, DEFINE, DELETE, DISPLAY, END, PING, REFRESH, RESET, RESOLVE, RESUME, START, STOP, SUSPEND.
 *   - SET CHLAUTH, SET AUTHREC, SET POLICY, PURGE CHANNEL and the z/OS-only verbs (ARCHIVE, BACKUP,
 *     RECOVER, RVERIFY, MOVE) are further MQSC commands in IBM's MQSC reference index.
 *   - Synonyms, each from its command's page: DEF QL (DEFINE QLOCAL, 9.4 q085710), DEF QM (DEFINE
 *     QMODEL, 9.4 q085720), DEF QA (DEFINE QALIAS, 10.0), DEF QR (DEFINE QREMOTE, 9.2 q085730),
 *     ALT QR (ALTER QREMOTE, 9.2 q085370), DEF CHL (DEFINE CHANNEL, 9.0 q085520), ALT CHL (ALTER
 *     CHANNEL), DEF LSTR (DEFINE LISTENER, 9.3 q085630), DEF PRO (DEFINE PROCESS, 10.0),
 *     DEF NL (DEFINE NAMELIST, 8.0 q085660), ALT QMGR (ALTER QMGR, 9.4 q085320), DIS CHL
 *     (DISPLAY CHANNEL), DIS Q (DISPLAY QUEUE).
 */
import type { MqscObjectType } from './types.ts';

/** Verb as written (upper case) → its full name. */
const VERBS: Record<string, string> = {
  ALTER: 'ALTER', ALT: 'ALTER',
  DEFINE: 'DEFINE', DEF: 'DEFINE',
  DISPLAY: 'DISPLAY', DIS: 'DISPLAY',
  DELETE: 'DELETE',
  CLEAR: 'CLEAR',
  END: 'END',
  PING: 'PING',
  REFRESH: 'REFRESH',
  RESET: 'RESET',
  RESOLVE: 'RESOLVE',
  RESUME: 'RESUME',
  START: 'START',
  STOP: 'STOP',
  SUSPEND: 'SUSPEND',
  SET: 'SET',
  PURGE: 'PURGE',
  ARCHIVE: 'ARCHIVE',
  BACKUP: 'BACKUP',
  RECOVER: 'RECOVER',
  RVERIFY: 'RVERIFY',
  MOVE: 'MOVE',
};

/** Object keyword as written (upper case) → its full name. */
const OBJECTS: Record<string, string> = {
  QMGR: 'QMGR',
  QLOCAL: 'QLOCAL', QL: 'QLOCAL',
  QREMOTE: 'QREMOTE', QR: 'QREMOTE',
  QALIAS: 'QALIAS', QA: 'QALIAS',
  QMODEL: 'QMODEL', QM: 'QMODEL',
  QUEUE: 'QUEUE', Q: 'QUEUE',
  CHANNEL: 'CHANNEL', CHL: 'CHANNEL',
  LISTENER: 'LISTENER', LSTR: 'LISTENER',
  PROCESS: 'PROCESS', PRO: 'PROCESS',
  NAMELIST: 'NAMELIST', NL: 'NAMELIST',
  TOPIC: 'TOPIC',
  SUB: 'SUB',
  SERVICE: 'SERVICE',
  AUTHINFO: 'AUTHINFO',
  COMMINFO: 'COMMINFO',
  CHLAUTH: 'CHLAUTH',
  AUTHREC: 'AUTHREC',
  POLICY: 'POLICY',
  // Requests and actions that name no object definition (DISPLAY, START, REFRESH …).
  CHSTATUS: 'CHSTATUS',
  QSTATUS: 'QSTATUS',
  LSSTATUS: 'LSSTATUS',
  SVSTATUS: 'SVSTATUS',
  SBSTATUS: 'SBSTATUS',
  TPSTATUS: 'TPSTATUS',
  QMSTATUS: 'QMSTATUS',
  CLUSQMGR: 'CLUSQMGR',
  CONN: 'CONN',
  PUBSUB: 'PUBSUB',
  SECURITY: 'SECURITY',
  CLUSTER: 'CLUSTER',
  AUTHSERV: 'AUTHSERV',
  ENTAUTH: 'ENTAUTH',
  CHINIT: 'CHINIT',
  CMDSERV: 'CMDSERV',
  TRACE: 'TRACE',
  TOPICSTR: 'TOPICSTR',
  APSTATUS: 'APSTATUS',
  // z/OS objects: claimed as MQSC, not kept as objects (MqscObjectType has no z/OS types).
  STGCLASS: 'STGCLASS', STC: 'STGCLASS',
  CFSTRUCT: 'CFSTRUCT',
  BUFFPOOL: 'BUFFPOOL',
  PSID: 'PSID',
  MAXSMSGS: 'MAXSMSGS',
  LOG: 'LOG',
  SMDS: 'SMDS',
  SMDSCONN: 'SMDSCONN',
  SYSTEM: 'SYSTEM',
  THREAD: 'THREAD',
  USAGE: 'USAGE',
  GROUP: 'GROUP',
  INDOUBT: 'INDOUBT',
  TPIPE: 'TPIPE',
  CFSTATUS: 'CFSTATUS',
  ARCHIVE: 'ARCHIVE',
  BSDS: 'BSDS',
};

/** Objects that DEFINE and ALTER create or change, as the rulebook names them. */
const DEFINABLE: ReadonlySet<string> = new Set<MqscObjectType>([
  'QMGR', 'QLOCAL', 'QREMOTE', 'QALIAS', 'QMODEL', 'CHANNEL', 'LISTENER', 'TOPIC', 'SUB', 'AUTHINFO',
  'NAMELIST', 'PROCESS', 'SERVICE', 'COMMINFO',
]);

/** Objects written without a parenthesised name after the keyword (ALTER QMGR, SET AUTHREC PROFILE(…), REFRESH SECURITY). */
const NAMELESS: ReadonlySet<string> = new Set(['QMGR', 'AUTHREC', 'SECURITY', 'PUBSUB', 'CHINIT', 'CMDSERV', 'QMSTATUS', 'SYSTEM', 'LOG', 'TRACE', 'AUTHSERV', 'CLUSQMGR', 'USAGE', 'GROUP', 'THREAD', 'ARCHIVE', 'BSDS', 'CONN', 'SBSTATUS', 'APSTATUS', 'CFSTATUS', 'ENTAUTH', 'POLICY']);

// Maps, so a word from the text never reaches Object.prototype; scripts mostly write these words in
// capitals, so they are looked up as written first, to spare a copy.
const VERB_MAP = new Map(Object.entries(VERBS));
const OBJECT_MAP = new Map(Object.entries(OBJECTS));
export const fullVerb = (word: string): string | undefined => VERB_MAP.get(word) ?? VERB_MAP.get(word.toUpperCase());
export const fullObject = (word: string): string | undefined => OBJECT_MAP.get(word) ?? OBJECT_MAP.get(word.toUpperCase());
export const isDefinable = (object: string): object is MqscObjectType => DEFINABLE.has(object);
export const isNameless = (object: string): boolean => NAMELESS.has(object);
