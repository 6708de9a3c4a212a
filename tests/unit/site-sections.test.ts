import { describe, expect, it } from 'vitest';
import { HOME_DOORS, SECTIONS, currentSection } from '../../src/lib/site/sections.ts';

describe('site sections', () => {
  it('places a page in its section under any base path, and the home page in none', () => {
    expect(currentSection('/guide/reports/mq-zos-v71/', '/guide/')?.label).toBe('Reports');
    expect(currentSection('/data/mq-hpux-v53/x/', '/')?.label).toBe('Data');
    expect(currentSection('/guide/guides/', '/guide')?.label).toBe('Guides');
    expect(currentSection('/guide/', '/guide/')).toBeUndefined();
    // A path that only starts like a section is not in it.
    expect(currentSection('/guide/checklist/', '/guide/')).toBeUndefined();
  });

  it('lists every section issue 27 names, and four doors that are sections', () => {
    expect(SECTIONS.map((s) => s.label)).toEqual(expect.arrayContaining(['Check', 'Calculators', 'Guides', 'Recommendations', 'Reports', 'Data', 'Simulator']));
    for (const d of HOME_DOORS) expect(SECTIONS.map((s) => s.path)).toContain(d.path);
  });
});
