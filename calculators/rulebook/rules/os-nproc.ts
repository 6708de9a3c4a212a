/** nproc: processes and, on Linux, threads of the user that starts the queue manager; IBM's minimum 4096. */
import type { CheckContext } from '../context.ts';
import { checkUserLimit } from '../lib/user-limit.ts';
import { IBM, MQCONFIG, OTHER } from '../sources.ts';
import type { Rule } from '../types.ts';

export const IBM_MIN_NPROC = 4096n;

export const rule: Rule = {
  id: 'os.nproc',
  title: 'Processes and threads per user (nproc)',
  statement: 'The user that starts the queue manager needs nproc of at least 4,096, hard and soft; on Linux every thread counts against it.',
  severity: 'Warning below 4,096 (as mqconfig grades it, WARN), ok at or above or unlimited.',
  appliesTo: { platforms: ['linux'], releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)' },
  sources: [IBM.linuxTuning, MQCONFIG.v8, OTHER.rlimit, OTHER.openshiftPids],
  thresholds: [{ name: 'IBM_MIN_NPROC', value: IBM_MIN_NPROC.toString(), unit: 'processes and threads' }],
  aliases: ['mqconfig.nproc'],
};

export function check(ctx: CheckContext) {
  return checkUserLimit({ rule, item: 'nproc', minimum: IBM_MIN_NPROC, below: 'warning', counts: 'the processes and threads of the user (every queue manager thread, including one per client connection, counts)' }, ctx);
}

export default { rule, check };
