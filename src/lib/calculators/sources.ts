/**
 * How a calculator's source reads on the page: "MQ V5.3 on HP-UX (mq-hpux-v53), lines 1610–1623",
 * linked to the report's page once that page is published, or to the documentation it cites.
 * Build-time only: it reads the report list.
 */
import type { Source } from '../../../calculators/types.ts';
import { findReport } from '../data/catalogue.ts';
import { reportPath } from '../paths.ts';

export interface SourceView {
  citation: string;
  href?: string;
}

export function sourceView(source: Source): SourceView {
  switch (source.kind) {
    case 'report': {
      const report = findReport(source.report);
      const [from, to] = source.lines;
      const lines = from === to ? `line ${from}` : `lines ${from}–${to}`;
      const citation = `${report.shortTitle} (${report.id}), ${lines}`;
      return report.status === 'published' ? { citation, href: reportPath(report.id) } : { citation };
    }
    case 'ibm-docs':
      return { citation: `IBM documentation: ${source.title}`, href: source.url };
    case 'vendor-docs':
      return { citation: `${source.vendor}: ${source.title}`, href: source.url };
  }
}
