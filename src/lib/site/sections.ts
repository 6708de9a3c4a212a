/**
 * The site's sections, in the order a first-time visitor needs them: the header navigation and
 * the home page's doors both read this list, so a section is named and linked in one place.
 */
export interface Section {
  /** Path under the site's base, with a trailing slash. */
  path: string;
  /** Label in the header navigation. */
  label: string;
}

export const SECTIONS: readonly Section[] = [
  { path: '/check/', label: 'Check' },
  { path: '/calculators/', label: 'Calculators' },
  { path: '/guides/', label: 'Guides' },
  { path: '/recommendations/', label: 'Recommendations' },
  { path: '/reports/', label: 'Reports' },
  { path: '/data/', label: 'Data' },
  { path: '/simulator/', label: 'Simulator' },
  { path: '/glossary/', label: 'Glossary' },
];

/**
 * The section a page belongs to (for aria-current), from its path relative to the base: a report page
 * is in Reports, a dataset page in Data, a task guide in Guides. Undefined for the home page.
 */
export function currentSection(pathname: string, base: string): Section | undefined {
  const root = base.endsWith('/') ? base : `${base}/`;
  const local = pathname.startsWith(root) ? `/${pathname.slice(root.length)}` : pathname;
  return SECTIONS.find((s) => local.startsWith(s.path));
}

/** A door on the home page: one task a newcomer brings, and where it is answered. */
export interface Door {
  path: string;
  title: string;
  /** What the reader gets there, in a line. */
  blurb: string;
}

/** The four doors of the home page (issue 27): first screen on a phone, in this order. */
export const HOME_DOORS: readonly Door[] = [
  { path: '/check/', title: 'Check my configuration', blurb: 'Paste qm.ini, ulimit -a, mqconfig or sysctl output: sourced findings, nothing leaves the page.' },
  { path: '/calculators/', title: 'Size something', blurb: 'The recovery log, kernel limits, an HA or DR pair, a broker flow: calculators that show their working.' },
  { path: '/guides/', title: 'Task guides', blurb: 'One question each, answered from every report that measured it.' },
  { path: '/recommendations/', title: 'Recommendations', blurb: 'Every report’s tuning advice in one filterable list, with what still applies today.' },
];
