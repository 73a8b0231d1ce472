import type { Fetcher } from './fetch-result.ts';

/** One fetched app-shell page to run in a browser, and what its scripts may reach. */
export interface RenderRequest {
  /** The page's URL (after redirects): the browser opens it, answered with `body`. */
  url: string;
  body: Buffer;
  contentType: string;
  /** Whether the page's scripts may load this URL: the docset's own origins, nothing else. */
  allows: (url: string) => boolean;
  /** Everything the page asks for goes through Folio's fetcher (its caps, guards and retries). */
  fetcher: Fetcher;
  signal?: AbortSignal;
}

/** The DOM once the app settled, serialised; and what the page asked for that it did not get. */
export interface RenderedPage {
  html: string;
  /** Origins the page's scripts tried that a render may not reach. */
  blocked: string[];
  /** Requests to the docset's own origins that failed, as `URL: why`. */
  failed: string[];
}

/** Runs app-shell pages in a headless browser, within its budget; close() ends the browser. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** What a renderer may spend. Pages wait for a slot and for their turn (pagesPerSecond). */
export interface RenderBudget {
  /** Pages open in the browser at once. */
  concurrentPages: number;
  /** Page starts per second, across the renderer. */
  pagesPerSecond: number;
  /** From opening a page to its settled DOM; past it the page fails (the cached copy stays). */
  pageTimeoutMs: number;
  /** The browser's processes together (resident memory); past it the browser is restarted. */
  maxMemoryBytes: number;
  /** The JavaScript heap of one page's renderer process (V8's --max-old-space-size). */
  maxHeapMegabytes: number;
}

export const defaultRenderBudget: RenderBudget = {
  concurrentPages: 2,
  pagesPerSecond: 4,
  pageTimeoutMs: 20_000,
  maxMemoryBytes: 1024 * 1024 * 1024,
  maxHeapMegabytes: 512,
};

/**
 * A docset asks for rendering (`"render": "browser"`) and there is no browser to render with:
 * the message names the fixes, because without one the docset would store nothing but shells.
 */
export class RenderUnavailable extends Error {
  constructor(problem: string) {
    super(
      `${problem}. This docset is set to "render": "browser" (its pages are written by scripts). ` +
        'Install Chromium (Debian/Ubuntu: apt install chromium) or point FOLIO_CHROMIUM at a ' +
        'Chromium or Chrome binary; or mirror it without a browser: give its llms.txt ' +
        '(folio add URL --llms URL-of-llms.txt), or its Markdown twins (page.md beside each page) ' +
        'if the site serves them, and remove "render" from its overrides',
    );
    this.name = 'RenderUnavailable';
  }
}
