import { describe, expect, it } from 'vitest';
import { compile } from '@mdx-js/mdx';
import { remarkCheckCitations } from '../../src/lib/data/remark-check-citations.ts';

// A broken citation must stop the build at the .mdx line that wrote it.
const page = (body: string) => compile({ path: `${process.cwd()}/content/guides/example.mdx`, value: `# Example\n\n${body}\n` }, { remarkPlugins: [remarkCheckCitations] });

describe('citations are checked where they are written', () => {
  it('accepts a citation that matches one cell', async () => {
    await expect(page(`Peak: <Value ds="mq-appliance-m2002/table-08-ha-vs-nonha-1qm" row={{ message_size: '2KB' }} col="M2002A_HA_max_rate_rt_per_s" />.`)).resolves.toBeTruthy();
  });

  it('names the file, line and column of a citation to a column that does not exist', async () => {
    await expect(page(`Text.\n\nPeak: <Value ds="mq-appliance-m2002/table-08-ha-vs-nonha-1qm" row={{ message_size: '2KB' }} col="no_such_column" />.`)).rejects.toThrow(
      /^content\/guides\/example\.mdx:5:7: <Value> data\/mq-appliance-m2002\/table-08-ha-vs-nonha-1qm\.csv: no column "no_such_column"/,
    );
  });

  it('names the file and line of a citation matching no row, an unknown dataset, an unknown chart', async () => {
    await expect(page(`<Value ds="mq-appliance-m2002/table-08-ha-vs-nonha-1qm" row={{ message_size: '3KB' }} col="M2002A_HA_max_rate_rt_per_s" />`)).rejects.toThrow(/example\.mdx:3:1: <Value> .*matches 0 rows/);
    await expect(page(`<DataTable ds="mq-appliance-m2002/nope" />`)).rejects.toThrow(/example\.mdx:3:1: <DataTable> Unknown dataset "mq-appliance-m2002\/nope"/);
    await expect(page(`<Chart id="mq-appliance-m2002/nope" />`)).rejects.toThrow(/example\.mdx:3:1: <Chart> Unknown chart/);
  });

  it('checks both operands of a ratio', async () => {
    await expect(
      page(`<Ratio ds="mq-appliance-m2002/table-08-ha-vs-nonha-1qm" a={{ row: { message_size: '2KB' }, col: 'M2002A_HA_max_rate_rt_per_s' }} b={{ row: { message_size: '2KB' }, col: 'nope' }} mode="ratio" />`),
    ).rejects.toThrow(/example\.mdx:3:1: <Ratio> .*no column "nope"/);
  });

  it('leaves a computed value to the component', async () => {
    await expect(page(`export const size = '3KB';\n\n<Value ds="mq-appliance-m2002/table-08-ha-vs-nonha-1qm" row={{ message_size: size }} col="M2002A_HA_max_rate_rt_per_s" />`)).resolves.toBeTruthy();
  });
});
