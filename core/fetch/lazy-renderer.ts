import type { ChromiumRendererOptions } from './browser/chromium-renderer.ts';
import type { PageRenderer } from './page-renderer.ts';

/** The renderer of a sync or a probe: started by the first docset that asks, shared, closed once. */
export interface LazyRenderer {
  /** The renderer, launched on the first call; rejects with RenderUnavailable when it cannot be. */
  open(): Promise<PageRenderer>;
  close(): Promise<void>;
}

/**
 * Chromium and playwright-core are loaded only here, when a docset set to `"render": "browser"`
 * is synced: every other sync, and every machine without Chromium, never touches them. A launch
 * that failed is not tried again for the next docset: the answer would be the same.
 */
export function lazyRenderer(
  options: ChromiumRendererOptions = {},
  launch: (options: ChromiumRendererOptions) => Promise<PageRenderer> = async (o) =>
    (await import('./browser/chromium-renderer.ts')).launchChromiumRenderer(o),
): LazyRenderer {
  let opened: Promise<PageRenderer> | undefined;
  return {
    open() {
      opened ??= launch(options);
      return opened;
    },
    async close() {
      if (opened === undefined) return;
      const renderer = await opened.catch(() => undefined);
      await renderer?.close();
    },
  };
}
