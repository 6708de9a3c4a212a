// Pagefind's UI ships without type declarations; deferred-pagefind-ui.ts constructs it with Starlight's options.
declare module '@pagefind/default-ui/npm_dist/mjs/ui-core.mjs' {
  export class PagefindUI {
    constructor(options: Record<string, unknown>);
  }
}
