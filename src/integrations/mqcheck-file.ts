import type { AstroIntegration } from 'astro';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleMqcheck } from '../../scripts/lib/mqcheck-bundle.mjs';

/**
 * The checker as one file, `<outDir>/mqcheck.mjs`, for servers that have Node but no npm and no
 * internet: `node mqcheck.mjs FILE…` with the same options and output as `npm run check`.
 * /check/ links it for download and the offline bundle carries it. Built with the site's address
 * (SITE_URL and the base path) when the build knows it, so its SARIF links to the published rules.
 */
export const MQCHECK_FILE = 'mqcheck.mjs';

export default function mqcheckFile(): AstroIntegration {
  let siteUrl = '';
  return {
    name: 'mq-field-guide:mqcheck-file',
    hooks: {
      'astro:config:done': ({ config }) => {
        siteUrl = config.site ? new URL(config.base.endsWith('/') ? config.base : `${config.base}/`, config.site).href : '';
      },
      'astro:build:done': async ({ dir, logger }) => {
        const source = await bundleMqcheck({ siteUrl });
        writeFileSync(join(fileURLToPath(dir), MQCHECK_FILE), source);
        logger.info(`wrote ${MQCHECK_FILE}, the one-file checker (${Math.round(Buffer.byteLength(source) / 1024)} KiB)`);
      },
    },
  };
}
