/**
 * The files under the paths mqcheck's fleet formats are given: a file as it is, a folder read
 * recursively in name order, "-" (standard input) as it is. A path that cannot be read is named with
 * why, as the other formats name a file they cannot read. Node only: node-main.ts passes it to runCli.
 */
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { UnreadFile } from '../fleet/types.ts';
import { readFailure } from './input.ts';

export function expandPaths(paths: readonly string[]): { files: string[]; unread: UnreadFile[] } {
  const files: string[] = [];
  const unread: UnreadFile[] = [];
  // A folder reached twice (a symbolic link back up the tree) is read once, so a loop ends.
  const seen = new Set<string>();
  const visit = (path: string) => {
    let children: string[] | undefined;
    try {
      if (statSync(path).isDirectory()) {
        const real = realpathSync(path);
        if (seen.has(real)) return;
        seen.add(real);
        children = readdirSync(path).sort();
      }
    } catch (e) {
      unread.push({ file: path, why: readFailure(path, e).why });
      return;
    }
    if (children === undefined) files.push(path);
    else for (const entry of children) visit(join(path, entry));
  };
  for (const p of paths) {
    if (p === '-') files.push(p);
    else visit(p);
  }
  return { files, unread };
}
