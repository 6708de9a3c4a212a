/** The pages the checker's findings cite: IBM's documentation and this site's report pages. */
import type { FindingSource } from './types.ts';

export const SOURCES = {
  logStanza: { label: 'IBM MQ 9.2: Log stanza of the qm.ini file', href: 'https://www.ibm.com/docs/SSFKSJ_9.2.0/com.ibm.mq.con.doc/q018950_.html' },
  logWriteIntegrity: { label: 'IBM MQ: LogWriteIntegrity, using SingleWrite or TripleWrite', href: 'https://www.ibm.com/docs/en/ibm-mq/10.0.x?topic=file-logwriteintegrity-using-singlewrite-triplewrite' },
  logSize: { label: 'IBM MQ 9.0: Calculating the size of the log', href: 'https://www.ibm.com/support/knowledgecenter/SSFKSJ_9.0.0/com.ibm.mq.con.doc/q018470_.htm' },
  linuxLogBuffer: { label: 'Persistent messaging on Linux (2017), lines 389–393: LogBufferPages, Best Practice #6', href: '/reports/mq-linux-persistent/' },
  bestPracticesLogBuffer: { label: 'IBM MQ Performance Best Practices (2020), lines 1318–1326: the log buffer', href: '/reports/mq-best-practices/' },
  linuxKernel: { label: 'IBM MQ: Configuring and tuning the operating system on Linux', href: 'https://www.ibm.com/docs/en/ibm-mq/10.0.x?topic=linux-configuring-tuning-operating-system' },
  linuxUsers: { label: 'IBM MQ 9.0: NOFILE and NPROC for the user that starts the queue manager', href: 'https://www.ibm.com/support/knowledgecenter/en/SSFKSJ_9.0.0/com.ibm.mq.ins.doc/q008550_.htm' },
  mqconfigV8: { label: 'mqconfig for MQ V8: nofile, semaphore and shared-memory minimums (as quoted in ibm-messaging/mq-docker issue 1)', href: 'https://github.com/ibm-messaging/mq-docker/issues/1' },
  mqconfigFileMax: { label: 'mqconfig for MQ V8: file-max IBM>=524288 (as quoted in ibm-messaging/mq-docker issue 6)', href: 'https://github.com/ibm-messaging/mq-docker/issues/6' },
  osLimitsGuide: { label: 'Guide: plan client connections and operating-system limits', href: '/guides/client-connections-and-os-limits/' },
  logGuide: { label: 'Guide: size the recovery log', href: '/guides/size-the-recovery-log/' },
} as const satisfies Record<string, FindingSource>;
