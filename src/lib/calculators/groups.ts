/**
 * The tasks calculators are listed under on /calculators/ and the home page, in reading order,
 * each with the heading a reader scans for. A calculator names its task in `group`.
 */
import type { CalculatorDefinition, CalculatorGroup } from '../../../calculators/types.ts';

export const GROUPS: readonly { id: CalculatorGroup; title: string }[] = [
  { id: 'log-and-disk', title: 'Log and disk' },
  { id: 'connections-and-os-limits', title: 'Connections and operating-system limits' },
  { id: 'ha-and-dr', title: 'High availability and disaster recovery' },
  { id: 'zos', title: 'MQ for z/OS' },
  { id: 'broker', title: 'Message Broker' },
];

/** The groups that have calculators, each with its calculators in the order given. */
export function groupCalculators(all: readonly CalculatorDefinition[]): { id: CalculatorGroup; title: string; calculators: CalculatorDefinition[] }[] {
  return GROUPS.map((g) => ({ ...g, calculators: all.filter((c) => c.group === g.id) })).filter((g) => g.calculators.length > 0);
}
