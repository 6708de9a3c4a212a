// Vite's `?raw` import (a file's text as its default export) for the scripts that bundle
// calculators/ with esbuild: a calculator reads its measured figures from the CSVs in data/ that
// way (calculators/lib/dataset-cells.ts), and the command line must bundle the same code the site does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** @type {import('esbuild').Plugin} */
export const rawText = {
  name: 'raw-text',
  setup(b) {
    b.onResolve({ filter: /\?raw$/ }, (args) => ({ path: resolve(args.resolveDir, args.path.slice(0, -'?raw'.length)), namespace: 'raw-text' }));
    b.onLoad({ filter: /.*/, namespace: 'raw-text' }, (args) => ({ contents: readFileSync(args.path, 'utf8'), loader: 'text' }));
  },
};
