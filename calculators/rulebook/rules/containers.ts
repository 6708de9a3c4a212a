/**
 * The container rules, exported together for the rulebook's index (calculators/rulebook/index.ts,
 * which registers them). Each rule's thresholds are the named constants of its own module.
 */
import type { Rule } from '../types.ts';
import { containerPidsLimitRule } from './container-pids-limit.ts';
import { containerLogExtentsRule } from './container-log-extents.ts';

export { containerPidsLimitRule, evaluatePidsLimit, CRIO_DEFAULT_PIDS_LIMIT, DOCKER_DEFAULT_PIDS_LIMIT, OPENSHIFT_410_DEFAULT_PIDS_LIMIT, MQ_NPROC_MINIMUM, RUNTIMES, defaultPidsLimit } from './container-pids-limit.ts';
export type { ContainerRuntime, PidsLimitInput } from './container-pids-limit.ts';
export { containerLogExtentsRule, evaluateLogExtents, CONTAINER_LOG_FILE_PAGES, CONTAINER_LOG_EXTENT_BYTES, IBM_TEST_PRIMARY_FILES, MIN_SECONDS_PER_EXTENT, MAX_LOG_FILES_UNIX } from './container-log-extents.ts';
export type { LogExtentsInput } from './container-log-extents.ts';

export const CONTAINER_RULES: readonly Rule[] = [containerPidsLimitRule, containerLogExtentsRule];
