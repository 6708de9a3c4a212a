/**
 * What an mq-gather.sh report's manifest says the gather left out or masked, per queue manager:
 * the commands that timed out or failed, the files it refused to read (a link, a FIFO, a file of
 * another user, a file too large), the values it masked, and whether the report is the one the
 * script wrote (its SHA-256). One `[data-gather-manifest]` per manifest, with `data-host`,
 * `data-sha256` (`matches` | `differs` | `unavailable` | `absent`) and `data-commands` /
 * `data-files` (how many ran, were read); inside, one list per queue manager (`data-queue-manager`,
 * empty for the host) of `[data-gather-item]` (`timeout` | `failed` | `refused` | `masked` |
 * `interrupted` | `unmasked` | `as-root` | `sha256`), each with its manifest line.
 */
import { manifestIssues, type GatherManifest } from '../../../calculators/check/gather/manifest.ts';
import { el } from './dom.ts';
import { num } from '../../../calculators/num.ts';

const shaState = (m: GatherManifest) => (m.sha256Matches === true ? 'matches' : m.sha256Matches === false ? 'differs' : m.sha256 === 'unavailable' ? 'unavailable' : 'absent');

export function renderGather(manifests: readonly GatherManifest[]): HTMLElement {
  const box = el('section', undefined, 'check-gather');
  box.setAttribute('aria-label', 'What the gather left out or masked');
  for (const m of manifests) {
    const part = el('div');
    part.dataset.gatherManifest = '';
    part.dataset.host = m.host;
    part.dataset.sha256 = shaState(m);
    part.dataset.commands = String(m.commands.length);
    part.dataset.files = String(m.files.length);
    const issues = manifestIssues(m);
    const ran = m.ranAs ? (m.ranAs.how === 'as-root' ? 'MQ programs ran as root' : m.ranAs.how === 'direct' ? `run as ${m.ranAs.user}` : `MQ programs ran as ${m.ranAs.user} (root switched with ${m.ranAs.how})`) : 'who ran it not recorded';
    const sha = { matches: 'its SHA-256 matches', differs: 'its SHA-256 does not match', unavailable: 'no SHA-256 (the machine had no tool for it)', absent: 'no SHA-256 recorded' }[shaState(m)];
    part.append(el('h3', `The gather of ${m.host} (mq-gather.sh ${m.version ?? 'version not given'}): ${num(m.commands.length)} commands, ${num(m.files.length)} files read; ${ran}; ${sha}`));
    if (!issues.length) part.append(el('p', 'Nothing timed out, failed, was refused or masked.'));
    const order = [...new Set(issues.map((i) => i.queueManager))].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : 0));
    for (const qm of order) {
      const group = el('div');
      group.dataset.queueManager = qm;
      const heading = qm ? `Queue manager ${qm}` : 'The host (and the report as a whole)';
      group.append(el('h4', heading));
      const list = el('ul');
      list.setAttribute('aria-label', heading);
      for (const i of issues.filter((x) => x.queueManager === qm)) {
        const li = el('li', `${i.text} (manifest line ${num(i.line)})`);
        li.dataset.gatherItem = i.kind;
        li.dataset.queueManager = qm;
        li.dataset.line = String(i.line);
        list.append(li);
      }
      group.append(list);
      part.append(group);
    }
    box.append(part);
  }
  return box;
}
