/**
 * Pagefind's search UI, built when a reader is about to search rather than on every page view.
 *
 * Starlight's search component creates Pagefind's UI as soon as the browser is idle, so every page
 * downloads its 26 KiB (gzip) of script whether or not anyone searches: more than half of what a
 * blank Starlight page weighs. astro.config.mjs aliases '@pagefind/default-ui' to this module, so
 * Starlight's own component (not a copy of it) gets this class in its place. It keeps Starlight's
 * options and builds the real UI on the first sign of a search: a pointer over or a touch on the
 * search button, focus on it, Ctrl/Cmd+K, or the dialog opening. On a fast link that is done
 * before the dialog has finished opening; on a slow one the dialog shows its input a moment later,
 * and it is focused then, as Starlight would have done.
 */
type PagefindOptions = { element: string } & Record<string, unknown>;

/** Events on the search button that mean a search is coming. */
const INTENT_EVENTS = ['pointerenter', 'pointerdown', 'touchstart', 'focus', 'click'] as const;

export class PagefindUI {
  constructor(options: PagefindOptions) {
    const host = document.querySelector('site-search');
    const button = host?.querySelector<HTMLButtonElement>('button[data-open-modal]');
    const dialog = host?.querySelector('dialog');
    let started = false;

    const build = async () => {
      if (started) return;
      started = true;
      for (const type of INTENT_EVENTS) button?.removeEventListener(type, build);
      window.removeEventListener('keydown', onShortcut, true);
      const { PagefindUI: RealPagefindUI } = await import('@pagefind/default-ui/npm_dist/mjs/ui-core.mjs');
      const container = document.querySelector(options.element);
      // Starlight focuses the input when the dialog opens; if it opened first, focus the input
      // once Pagefind has drawn it (a moment after construction, not during it).
      if (container && dialog) {
        const focusInput = new MutationObserver(() => {
          const input = container.querySelector('input');
          if (!input) return;
          focusInput.disconnect();
          if (dialog.open) input.focus();
        });
        focusInput.observe(container, { childList: true, subtree: true });
      }
      new RealPagefindUI(options);
    };
    const onShortcut = (e: KeyboardEvent) => {
      if ((e.metaKey || e.ctrlKey) && e.key === 'k') void build();
    };

    // No button (a page without search, an embed): nothing will ever open the dialog, so build nothing.
    if (!button) return;
    // Starlight constructs this when the browser is first idle; a reader who opened the search
    // before then (a quick tap, Ctrl+K) is already waiting for it.
    if (dialog?.open) {
      void build();
      return;
    }
    for (const type of INTENT_EVENTS) button.addEventListener(type, build, { passive: true });
    window.addEventListener('keydown', onShortcut, true);
    // The dialog can also be opened by other code (Starlight's own shortcut handler runs first).
    dialog?.addEventListener('toggle', () => void build(), { once: true });
  }
}
