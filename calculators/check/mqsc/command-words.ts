/**
 * The words that start an MQSC command: the verbs runmqsc accepts and the object keywords after
 * them, with the short forms IBM documents as synonyms (DEF QL, ALT CHL, DIS Q …). A line is MQSC
 * only when it starts with a verb followed by an object keyword, so prose, qm.ini, sysctl and YAML
 * lines are left to the other readers.
 *
 * Sources (IBM MQ documentation):
 *   - "MQSC commands reference" (9.3, refadmin/q085130), table "MQSC command and object synonyms":
 *     ALT, DEF, DIS, REF (REFRESH), STA (START); CHL, CHS (CHSTATUS), LSTR, NL, PROC (PROCESS),
 *     Q, QA, QC (QCLUSTER), QL, QM, QS (QSTATUS), TPC (TOPIC), TPS (TPSTATUS); the commands
 *     ALTER, CLEAR, DEFINE, DELETE, DISPLAY, END, EXIT, PING, PURGE, QUIT, REFRESH, RESET, RESOLVE,
 *     RESUME, SET, START, STOP, SUSPEND. (EXIT and QUIT alone are not taken: a shell script's
 *     `exit` line would be mistaken for one.)
 *   - Synonyms named on their command's own page and not in that table: DEF QR (DEFINE QREMOTE,
 *     9.2 q085730; ALT QR, q085370) and DEF PRO (DEFINE PROCESS, 10.0).
 *   - "Using MQSC commands interactively" (9.0, q020660): AMQ8426's list of valid commands.
 *   - The z/OS-only verbs (ARCHIVE, BACKUP, RECOVER, RVERIFY, MOVE) and objects (STGCLASS/STC,
 *     CFSTRUCT, BUFFPOOL, PSID …), from the MQSC reference index, are claimed as MQSC only.
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
  REFRESH: 'REFRESH', REF: 'REFRESH',
  RESET: 'RESET',
  RESOLVE: 'RESOLVE',
  RESUME: 'RESUME',
  START: 'START', STA: 'START',
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
  PROCESS: 'PROCESS', PRO: 'PROCESS', PROC: 'PROCESS',
  NAMELIST: 'NAMELIST', NL: 'NAMELIST',
  TOPIC: 'TOPIC', TPC: 'TOPIC',
  SUB: 'SUB',
  SERVICE: 'SERVICE',
  AUTHINFO: 'AUTHINFO',
  COMMINFO: 'COMMINFO',
  CHLAUTH: 'CHLAUTH',
  AUTHREC: 'AUTHREC',
  POLICY: 'POLICY',
  // Requests and actions that name no object definition (DISPLAY, START, REFRESH …).
  CHSTATUS: 'CHSTATUS', CHS: 'CHSTATUS',
  QSTATUS: 'QSTATUS', QS: 'QSTATUS',
  LSSTATUS: 'LSSTATUS',
  SVSTATUS: 'SVSTATUS',
  SBSTATUS: 'SBSTATUS',
  TPSTATUS: 'TPSTATUS', TPS: 'TPSTATUS',
  QCLUSTER: 'QCLUSTER', QC: 'QCLUSTER',
  TCLUSTER: 'TCLUSTER',
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
