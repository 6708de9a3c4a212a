/**
 * The rulebook: every rule the site applies, in the order /rules/ lists them. The checker, the
 * command-line checker, log sizing's verdict and the Linux limits calculator all read these
 * modules; adding a rule is adding its entry to facts/<family>.json, one file under rules/ and one
 * line here (calculators/README.md, "Adding a rule").
 */
import type { RuleModule } from './context.ts';
import type { Rule } from './types.ts';
import logCapacity from './rules/log-capacity.ts';
import logExtentSeconds from './rules/log-extent-seconds.ts';
import logPrimary from './rules/log-primary-files.ts';
import logSecondary from './rules/log-secondary-files.ts';
import logFilePages from './rules/log-file-pages.ts';
import logTotal from './rules/log-total-files.ts';
import logBuffer from './rules/log-buffer-pages.ts';
import logType from './rules/log-type.ts';
import logIntegrity from './rules/log-write-integrity.ts';
import logUnknownKey from './rules/log-unknown-key.ts';
import noLogStanza from './rules/qmini-no-log-stanza.ts';
import maxChannels from './rules/qmini-max-channels.ts';
import queueBuffers from './rules/qmini-queue-buffers.ts';
import stanzas from './rules/qmini-stanzas.ts';
import release from './rules/mqconfig-release.ts';
import limitsUser from './rules/os-limits-user.ts';
import nofile from './rules/os-nofile.ts';
import nproc from './rules/os-nproc.ts';
import fileMax from './rules/os-file-max.ts';
import threadsMax from './rules/os-threads-max.ts';
import pidMax from './rules/os-pid-max.ts';
import shmmni from './rules/os-shmmni.ts';
import shmmax from './rules/os-shmmax.ts';
import shmall from './rules/os-shmall.ts';
import sem from './rules/os-sem.ts';
import keepalive from './rules/os-tcp-keepalive.ts';
import svrconnSharecnv from './rules/mqsc-svrconn-sharecnv.ts';
import channelMcatype from './rules/mqsc-channel-mcatype.ts';
import channelNpmspeed from './rules/mqsc-channel-npmspeed.ts';
import channelBatch from './rules/mqsc-channel-batch.ts';
import channelPipelining from './rules/mqsc-channel-pipelining.ts';
import treelife from './rules/mqsc-treelife.ts';
import queuePersistence from './rules/mqsc-queue-persistence.ts';
import unitOfWorkLog from './rules/mqsc-unit-of-work-log.ts';
import queueDepthSpace from './rules/mqsc-queue-depth-space.ts';
import queueDepthStatus from './rules/mqsc-queue-depth-status.ts';
import channelStatus from './rules/mqsc-channel-status.ts';
import mqscRejected from './rules/mqsc-rejected.ts';
import runmqscReply from './rules/mqsc-runmqsc-reply.ts';
import { CONTAINER_RULES } from './rules/containers.ts';
import { MEASURE_RULEBOOK } from './measure-rules.ts';

export const RULE_MODULES: readonly RuleModule[] = [
  logCapacity,
  logExtentSeconds,
  logPrimary,
  logSecondary,
  logTotal,
  logFilePages,
  logBuffer,
  logType,
  logIntegrity,
  logUnknownKey,
  noLogStanza,
  maxChannels,
  queueBuffers,
  stanzas,
  release,
  limitsUser,
  nofile,
  nproc,
  fileMax,
  threadsMax,
  pidMax,
  shmmni,
  shmmax,
  shmall,
  sem,
  keepalive,
  mqscRejected,
  runmqscReply,
  svrconnSharecnv,
  channelMcatype,
  channelNpmspeed,
  channelBatch,
  channelPipelining,
  treelife,
  queuePersistence,
  unitOfWorkLog,
  queueDepthSpace,
  queueDepthStatus,
  channelStatus,
];

/**
 * Every rule /rules/ states: the configuration rules above, the container rules (which the
 * containers guide evaluates from its own inputs, a runtime's pids limit or a container's log
 * settings, rather than from a paste), and the measurement rules (run by readMeasurements on
 * monitoring output).
 */
export const RULES: readonly Rule[] = [...RULE_MODULES.map((m) => m.rule), ...CONTAINER_RULES, ...MEASURE_RULEBOOK];

/** The rule with this id (or an older alias of it), by own-property lookup only. */
export function ruleById(id: string): Rule | undefined {
  return RULES.find((r) => r.id === id || (r.aliases ?? []).includes(id));
}

export { RULES_PATH, ruleLink } from './lib/finding.ts';
