/** nofile: open files per process of the user that starts the queue manager; IBM's minimum 10240, hard and soft. */
import type { CheckContext } from '../context.ts';
import { checkUserLimit } from '../lib/user-limit.ts';
import { IBM, MQCONFIG, OTHER } from '../sources.ts';
import type { Rule } from '../types.ts';

export const IBM_MIN_NOFILE = 10240n;

export const rule: Rule = {
  id: 'os.nofile',
  title: 'Open files per process (nofile)',
  statement: 'The user that starts the queue manager needs nofile of at least 10,240, hard and soft.',
  severity: 'Error below 10,240 (mqconfig FAIL), ok at or above or unlimited.',
  appliesTo: { platforms: ['linux', 'unix'], releases: 'IBM MQ 7.5 to 9.4 (the same minimum in each mqconfig)' },
  sources: [IBM.linuxTuning, MQCONFIG.v8, OTHER.rlimit],
  thresholds: [{ name: 'IBM_MIN_NOFILE', value: IBM_MIN_NOFILE.toString(), unit: 'open files per process' }],
  aliases: ['mqconfig.nofile'],
};

export function check(ctx: CheckContext) {
  return checkUserLimit({ rule, item: 'nofile', minimum: IBM_MIN_NOFILE, below: 'error', counts: 'the files and sockets one process may hold open; running short gives MQRC_UNEXPECTED_ERROR (2195) and an FFST' }, ctx);
}

export default { rule, check };
