/**
 * Queue manager objects as MQSC names them, whether read from MQSC command text (DEFINE and ALTER in
 * a script, dmpmqcfg output, the mqsc block of a Helm values file) or from runmqsc's DISPLAY
 * replies. Both readers hand back these shapes, the checker lists every attribute in its table of
 * values (`QMGR.TREELIFE`, `CHANNEL(DEV.APP.SVRCONN).SHARECNV`, `QLOCAL(APP.Q).MAXDEPTH`), and the
 * rules read them. Plain data: runs in vitest, the worker and the command line.
 */

/** One attribute of one object, exactly as runmqsc would store it. */
export interface MqscAttribute {
  /**
   * The attribute's full name as DISPLAY prints it, upper case (SHARECNV, MAXDEPTH, DESCR), also when
   * the text used an abbreviation runmqsc accepts (DEFPSIST for DEFPSIST, MAXMSGL, DESCR …). A
   * keyword written alone (NOTRIGGER, NOSHARE, REPLACE) is its own name with the value ''.
   */
  name: string;
  /**
   * The value as runmqsc stores it: a quoted value without its quotes, doubled quotes made single and
   * case kept; an unquoted value folded to upper case; '' for an empty value or a lone keyword.
   * Numbers stay decimal strings (exact: MAXDEPTH(999999999), a BACKLOG past 2^53).
   */
  value: string;
  /** 1-based line of the text the attribute was written on. */
  line: number;
}

/** Every object type MQSC names (DISPLAY QUEUE's TYPE gives the queue types). */
export type MqscObjectType =
  | 'QMGR'
  | 'QLOCAL'
  | 'QREMOTE'
  | 'QALIAS'
  | 'QMODEL'
  /** A cluster queue as DISPLAY QUEUE or DISPLAY QCLUSTER shows it (TYPE(QCLUSTER)); never defined directly. */
  | 'QCLUSTER'
  | 'CHANNEL'
  | 'LISTENER'
  | 'TOPIC'
  | 'SUB'
  | 'AUTHINFO'
  | 'NAMELIST'
  | 'PROCESS'
  | 'SERVICE'
  | 'COMMINFO'
  | 'CHLAUTH'
  | 'AUTHREC'
  | 'POLICY';

/** One object: one DEFINE or ALTER command, or one DISPLAY reply (AMQ8408I, AMQ8409I, AMQ8414I …). */
export interface MqscObject {
  type: MqscObjectType;
  /** The name as stored ('' for QMGR): an unquoted name folded to upper case, a quoted one as written. */
  name: string;
  verb: 'DEFINE' | 'ALTER' | 'DISPLAY';
  /** Every attribute in the order written; the same name twice keeps both (the last one wins in runmqsc). */
  attributes: MqscAttribute[];
  origin: 'mqsc' | 'runmqsc';
  /** First and last line of the command or reply. */
  line: number;
  lastLine: number;
}

/**
 * One status reply: CHSTATUS (AMQ8417I), QSTATUS (AMQ8450I, TYPE(QUEUE) or one open handle of
 * TYPE(HANDLE)), LSSTATUS (AMQ8631I), CONN (AMQ8276I, named by its connection id) and SBSTATUS
 * (AMQ8099I, named by its SUB).
 */
export interface MqscStatus {
  type: 'CHSTATUS' | 'QSTATUS' | 'LSSTATUS' | 'CONN' | 'SBSTATUS';
  name: string;
  attributes: MqscAttribute[];
  line: number;
  lastLine: number;
}

/** One instance of a Native HA queue manager, from DISPLAY QMSTATUS TYPE(NATIVEHA). */
export interface NativeHaInstance {
  instance: string;
  /** ACTIVE, REPLICA, LEADER … as printed (upper case). */
  role?: string;
  /** INSYNC(YES|NO) */
  inSync?: boolean;
  /** BACKLOG in bytes, exact decimal string (BigInt-safe). */
  backlog?: string;
  connActive?: boolean;
  haStatus?: string;
  ackLsn?: string;
  syncTime?: string;
  replAddr?: string;
  /** Cross-region replication attributes where present (GROUP, GRPROLE, GRPSTATUS …), name → value as printed. */
  other: Record<string, string>;
  line: number;
}

/** Something runmqsc would refuse, with the line: BATCHSZ on a CLNTCONN channel, an unknown attribute, a value out of range. */
export interface MqscRejection {
  line: number;
  text: string;
  /** Why, naming the attribute and the accepted values or range. */
  why: string;
}
