import type { Report } from './data/schema.ts';

/**
 * The reports fall into two groups, told apart by where their text lives (`sourceDir` in
 * data/reports.yaml): the five reports the guide was built from (../shared/reports/) and the
 * newer IBM reports (../shared/modern/) that say what still holds today. The sidebar and the
 * /reports/ index both group by this, so a report added to reports.yaml appears in both.
 */
export interface ReportGroup {
  id: 'original' | 'newer';
  /** Heading in the sidebar. */
  label: string;
  /** Heading on /reports/ (whose own title is already "Reports"). */
  heading: string;
  /** One line under the heading on /reports/. */
  intro: string;
  reports: Report[];
}

/** Groups in display order, reports in reports.yaml order; a group with no reports is left out. */
export function reportGroups(reports: readonly Report[]): ReportGroup[] {
  const groups: ReportGroup[] = [
    {
      id: 'original',
      label: 'Reports',
      heading: 'The reports this guide is built from',
      intro: 'The five IBM performance reports this guide is built from: every table is a dataset, every number on a page links to it.',
      reports: reports.filter((r) => r.sourceDir === 'reports'),
    },
    {
      id: 'newer',
      label: 'Newer IBM reports',
      heading: 'Newer IBM reports',
      intro: 'Later IBM measurements of the same questions, for what newer releases and hardware changed.',
      reports: reports.filter((r) => r.sourceDir !== 'reports'),
    },
  ];
  return groups.filter((g) => g.reports.length > 0);
}

/** The year a report was published, from its printed date ("October 2018", "c. 2002"). */
export function publicationYear(report: Report): string {
  return /\b(19|20)\d\d\b/.exec(report.published)?.[0] ?? report.published;
}

/** A Starlight sidebar entry (the subset of its config schema used here). */
export type SidebarEntry = { label: string; link: string } | { label: string; items: SidebarEntry[]; collapsed?: boolean };

/**
 * Sidebar groups for the reports, from the data. Only published reports have a page, so only
 * they are listed; a group whose reports are all in preparation is left out rather than shown
 * empty. Each group starts with the index page, so it is never empty while a report exists.
 */
export function reportSidebar(reports: readonly Report[]): SidebarEntry[] {
  return reportGroups(reports)
    .map((g) => ({ g, published: g.reports.filter((r) => r.status === 'published') }))
    .filter(({ published }) => published.length > 0)
    .map(({ g, published }, index) => ({
      label: g.label,
      // The newer reports are background to the five: folded until a reader opens them or is on one.
      ...(g.id === 'newer' ? { collapsed: true } : {}),
      items: [
        // The index of every report (including those in preparation) heads the first group.
        ...(index === 0 ? [{ label: 'All reports', link: '/reports/' }] : []),
        ...published.map((r) => ({ label: r.shortTitle, link: `/reports/${r.id}/` })),
      ],
    }));
}
