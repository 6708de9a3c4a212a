/**
 * The platform each report measured, as one short name the recommendations index can filter by
 * (reports.yaml's `platform` is a full hardware description, too long for a filter).
 * A report with recommendations but no entry here fails the build, so a new report cannot slip
 * into the index without a platform.
 */
export const REPORT_PLATFORMS: Readonly<Record<string, string>> = {
  'mq-hpux-v53': 'HP-UX',
  'mq-linux-persistent': 'Linux',
  'wmb-v8-aix': 'AIX (Message Broker)',
  'mq-appliance-m2002': 'MQ Appliance',
  'mq-zos-v71': 'z/OS',
  'mq-appliance-encrypted-fs': 'MQ Appliance',
  'mq-openshift-configuration': 'Containers (OpenShift)',
};

export function platformOf(reportId: string): string {
  if (!Object.hasOwn(REPORT_PLATFORMS, reportId))
    throw new Error(`src/lib/recommendations/platforms.ts: report "${reportId}" has tuning recommendations but no platform name`);
  return REPORT_PLATFORMS[reportId]!;
}
