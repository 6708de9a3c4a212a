/**
 * The model's source folds on /simulator/ (ModelSource.astro): each fold links to its module as a
 * text file, and its text is fetched when the fold is first opened, rather than carried in the
 * page (all the modules together would be a quarter of the page's weight, for the few who read them).
 * Shown with textContent only; if the fetch fails, the fold says so and the link still works.
 */
export function startSourceFolds(root: ParentNode): void {
  for (const fold of root.querySelectorAll<HTMLDetailsElement>('details[data-sim-source-fold]')) {
    const code = fold.querySelector<HTMLElement>('code[data-sim-source]');
    const pre = code?.closest('pre');
    const href = fold.querySelector<HTMLAnchorElement>('a[data-sim-source-link]')?.href;
    if (!code || !pre || !href) continue;
    let loading: Promise<void> | undefined;
    const load = () =>
      (loading ??= fetch(href)
        .then((res) => {
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          return res.text();
        })
        .then(
          (text) => {
            code.textContent = text;
            pre.hidden = false;
            fold.dataset.state = 'ready';
          },
          (e: unknown) => {
            loading = undefined; // opening the fold again tries again
            fold.dataset.state = 'error';
            code.textContent = `The source could not be loaded (${e instanceof Error ? e.message : String(e)}); the link above opens it.`;
            pre.hidden = false;
          },
        ));
    fold.addEventListener('toggle', () => {
      if (fold.open) void load();
    });
    if (fold.open) void load();
  }
}
