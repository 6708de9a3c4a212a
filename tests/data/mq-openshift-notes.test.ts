import { describe } from 'vitest';
import { checkKnownValues, checkTextFigures } from './known-values.ts';
import { KNOWN_VALUES } from './newer-reports-known-values.ts';

// IBM's two OpenShift notes (no tables): each figure quoted verbatim from its line, and spot values read by hand.
for (const report of ['mq-openshift-configuration', 'mq-openshift-pidlimit']) {
  describe(`${report}: figures as printed`, () => {
    checkKnownValues(report, KNOWN_VALUES[report]!);
    checkTextFigures(report);
  });
}
