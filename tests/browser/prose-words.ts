/**
 * How report-page length is counted, for every test that holds a page to half its report: words of
 * the page's main content without tables, charts, folded sections, scripts and styles.
 */

/** Words with a letter or digit in them, as the report texts are counted too. */
export const words = (text: string) => text.split(/\s+/).filter((w) => /[A-Za-z0-9]/.test(w)).length;

export function proseWords(html: string): number {
  let main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  // Innermost first, so nested elements of the same kind are removed whole.
  for (let before = ''; before !== main; ) {
    before = main;
    main = main.replace(/<(table|svg|figure|details|script|style)\b(?:(?!<\1\b)[\s\S])*?<\/\1>/g, ' ');
  }
  return words(main.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' '));
}
