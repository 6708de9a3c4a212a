import { describe, expect, it } from 'vitest';
import { fileRelativeUrl } from '../../src/lib/offline/relative-url.ts';
import { fullCalculatorHref, viewFromSearch } from '../../src/lib/embed/view.ts';

describe('fileRelativeUrl: site links that resolve from disk', () => {
  const folders = new Set(['calculators', 'data/mq-hpux-v53']);
  const isFolder = (p: string) => folders.has(p);

  it('points folders at their index.html, relative to the page', () => {
    expect(fileRelativeUrl('/guide/', 'index.html', '/guide/')).toBe('index.html');
    expect(fileRelativeUrl('/guide/reports/x/', 'index.html', '/guide/')).toBe('reports/x/index.html');
    expect(fileRelativeUrl('/guide/', 'reports/x/index.html', '/guide/')).toBe('../../index.html');
    expect(fileRelativeUrl('/guide/data/a/b/', 'reports/x/index.html', '/guide/')).toBe('../../data/a/b/index.html');
    expect(fileRelativeUrl('/calculators/', 'calculators/log-sizing/index.html', '/')).toBe('../index.html');
  });

  it('keeps files, queries and fragments', () => {
    expect(fileRelativeUrl('/guide/_astro/a.css', 'reports/x/index.html', '/guide/')).toBe('../../_astro/a.css');
    expect(fileRelativeUrl('/guide/data/r/d.csv', 'data/r/d/index.html', '/guide/')).toBe('../d.csv');
    expect(fileRelativeUrl('/guide/calculators/log-sizing/?a=1&b=2#r', 'index.html', '/guide/')).toBe('calculators/log-sizing/index.html?a=1&b=2#r');
    expect(fileRelativeUrl('/guide/reports/x/#errata', 'reports/x/index.html', '/guide/')).toBe('index.html#errata');
  });

  it('adds index.html to a folder written without its slash, and only to folders', () => {
    expect(fileRelativeUrl('/guide/calculators', 'index.html', '/guide/', isFolder)).toBe('calculators/index.html');
    expect(fileRelativeUrl('/guide/LICENSE', 'index.html', '/guide/', isFolder)).toBe('LICENSE');
  });

  it('leaves alone what is not a link into the site', () => {
    for (const url of ['https://www.ibm.com/docs/', '//cdn.example/x.js', '#top', '?a=1', 'mailto:a@b.c', 'data:image/svg+xml,x', '../x/', '/other/x/']) {
      expect(fileRelativeUrl(url, 'reports/x/index.html', '/guide/')).toBe(url);
    }
  });
});

describe('embed views', () => {
  it('is compact unless the query asks for the full view', () => {
    expect(viewFromSearch('')).toBe('compact');
    expect(viewFromSearch('?view=full')).toBe('full');
    expect(viewFromSearch('?a=1&view=full')).toBe('full');
    expect(viewFromSearch('?view=FULL')).toBe('compact');
    expect(viewFromSearch('?view=compact')).toBe('compact');
  });

  it('links the full calculator with the inputs and without the embed-only view', () => {
    expect(fullCalculatorHref('https://h/guide/calculators/x/', '?a=1&view=full&b=2')).toBe('https://h/guide/calculators/x/?a=1&b=2');
    expect(fullCalculatorHref('https://h/guide/calculators/x/?old=1', '')).toBe('https://h/guide/calculators/x/');
  });
});
