import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * The data and calculator tests check every number against the report texts in ../shared/.
 * Without them those checks cannot run, and a run that skipped them would look green: stop the
 * whole run instead, with one message that says where the texts must be.
 */
export default function requireSharedSources(): void {
  const shared = resolve(process.cwd(), '..', 'shared');
  const needed = ['reports', 'modern'].map((dir) => join(shared, dir));
  const missing = needed.filter((dir) => !existsSync(dir) || readdirSync(dir).filter((f) => f.endsWith('.txt')).length === 0);
  if (missing.length > 0) {
    // Exit rather than throw: the message is the whole story, a stack trace would bury it.
    console.error(
      `\nThe report texts the data tests check against are missing: ${missing.join(', ')}.\n` +
        'Put the project\'s shared/ folder (reports/ and modern/, one .txt per report) beside this checkout, ' +
        `so that ${shared} exists, then run the tests again.\n`,
    );
    process.exit(1);
  }
}
