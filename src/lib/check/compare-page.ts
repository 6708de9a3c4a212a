/**
 * "Compare with an earlier gather" on /check/: the earlier files (a gather, its qm.ini and MQSC,
 * an mqcheck --format=json report, or a .zip/.tar.gz of them, opened as the fleet section opens
 * them) are sent to the page's one worker, which checks them and sets them against the last check
 * (compare-work.ts); the page draws only the answer, its long tables a slice per task. Nothing is
 * sent anywhere. After each new check the comparison is made again with the same files.
 */
import { fleetSources } from './fleet/sources.ts';
import { renderComparison } from './render-comparison.ts';
import { nextFrame } from './slices.ts';
import type { CheckWorker } from './worker-client.ts';
import { dataParts, part } from '../dom/parts.ts';
import { num } from '../../../calculators/num.ts';

export interface ComparePanel {
  /** A check has finished: compare it with the chosen files again (if any). */
  checked(platform: string): void;
}

export function startComparePanel(root: HTMLElement, worker: CheckWorker, platformOf: () => string): ComparePanel {
  const panel = part<HTMLElement>(root, '[data-check-compare-panel]');
  const { compareAlert: alert, compareSummary: summary, comparison: out } = dataParts(panel, '', ['compare-alert', 'compare-summary', 'comparison']);
  const input = part<HTMLInputElement>(panel, 'input[data-compare-file]');
  let ticket = 0;
  let files: { name: string; text: string }[] | undefined;

  const fail = (message: string) => {
    alert.textContent = message;
    alert.hidden = false;
    summary.textContent = '';
    out.replaceChildren();
    panel.dataset.compareState = 'done';
  };

  async function compare(platform: string): Promise<void> {
    if (!files) return;
    const mine = ++ticket;
    panel.dataset.compareState = 'comparing';
    alert.hidden = true;
    summary.textContent = `Comparing with ${files.map((f) => f.name).join(', ')} in your browser…`;
    if (platform !== 'unix' && platform !== 'windows') return fail('Platform must be UNIX and Linux or Windows.');
    const answer = await worker.ask({ kind: 'compare', files, platform });
    if (mine !== ticket) return;
    if (!answer.ok) return fail(answer.message);
    const c = answer.comparison;
    const changed = c.queueManagers.reduce((n, q) => n + q.changes.length, 0);
    summary.textContent = `Compared with ${c.with.join(', ')}: ${num(changed)} ${changed === 1 ? 'attribute' : 'attributes'} changed over ${num(c.queueManagers.filter((q) => q.queueManager !== null).length)} queue managers${answer.skipped.length ? `; not read: ${answer.skipped.join(' ')}` : ''}.`;
    const { element, fill } = renderComparison(c);
    out.replaceChildren(element);
    await nextFrame();
    if (mine !== ticket || !(await fill(() => mine === ticket))) return;
    panel.dataset.compareState = 'done';
  }

  input.addEventListener('change', async () => {
    const chosen = [...(input.files ?? [])];
    if (!chosen.length) return;
    const mine = ++ticket;
    const read: { name: string; text: string }[] = [];
    const skipped: string[] = [];
    for await (const s of fleetSources({ files: chosen })) ('text' in s ? read.push(s) : skipped.push(`${s.name}: ${s.why}`));
    if (mine !== ticket) return;
    if (!read.length) return fail(`None of the files could be read: ${skipped.join(' ')}`);
    files = read;
    await compare(platformOf());
  });
  return { checked: (platform) => void compare(platform) };
}
