import type { Browser, BrowserContext, BrowserType, Page, Route } from 'playwright-core';
import type { FetchResult } from '../fetch-result.ts';
import type { PageRenderer, RenderBudget, RenderRequest, RenderedPage } from '../page-renderer.ts';
import { RenderUnavailable, defaultRenderBudget } from '../page-renderer.ts';
import { browserMemory } from './browser-memory.ts';
import { findChromium } from './find-chromium.ts';
import { renderGate } from './render-gate.ts';

/**
 * Chromium's flags for rendering untrusted pages headless: no sandbox because Folio may run as
 * root in a container (where Chromium refuses to start sandboxed); none of the browser's own
 * traffic (updates, sync, Google's services), which a closed network refuses anyway.
 */
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * What a page may load: its scripts, styles and the data they fetch. Images, fonts and media are
 * not needed to write the DOM (the crawl fetches the images the content keeps, under its own
 * rules); sockets, beacons and the rest are traffic, not content.
 */
const LOADS = new Set(['script', 'stylesheet', 'xhr', 'fetch']);

/** How long the DOM must stay the same, with no request of the page unanswered, to be settled. */
const SETTLE_MS = 150;
/** A script or style is the same on every page of an app: kept for the run, up to this much. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;
const MAX_SUBRESOURCE_BYTES = 10 * 1024 * 1024;

export interface ChromiumRendererOptions {
  budget?: Partial<RenderBudget>;
  env?: NodeJS.ProcessEnv;
  userAgent?: string;
  /** Told when the browser was restarted over its memory budget, with what it held. */
  onRestart?: (usedBytes: number) => void;
}

/**
 * A renderer on the Chromium installed on this machine, through playwright-core (loaded here,
 * only when a docset asks for rendering). Every request the page makes is answered by Folio's own
 * fetcher, or refused: the browser itself reaches nothing. Throws RenderUnavailable when there is
 * no Chromium, or it does not start.
 */
export async function launchChromiumRenderer(
  options: ChromiumRendererOptions = {},
): Promise<PageRenderer> {
  const budget = { ...defaultRenderBudget, ...options.budget };
  const executablePath = await findChromium(options.env);
  let chromium: BrowserType;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch (error) {
    throw new RenderUnavailable(`playwright-core could not be loaded: ${(error as Error).message}`);
  }
  const launch = async (): Promise<Browser> => {
    try {
      return await chromium.launch({
        executablePath,
        headless: true,
        args: [...FLAGS, `--js-flags=--max-old-space-size=${budget.maxHeapMegabytes}`],
      });
    } catch (error) {
      const first = (error as Error).message.split('\n')[0];
      throw new RenderUnavailable(`Chromium at ${executablePath} did not start: ${first}`);
    }
  };
  let browser = await launch();
  const gate = renderGate(budget.concurrentPages, budget.pagesPerSecond);
  const cache = new Map<string, Extract<FetchResult, { kind: 'ok' }>>();
  let cachedBytes = 0;
  const remember = (url: string, answer: Extract<FetchResult, { kind: 'ok' }>) => {
    if (cachedBytes + answer.body.length > MAX_CACHED_BYTES) return;
    cache.set(url, answer);
    cachedBytes += answer.body.length;
  };
  // One context per site: its pages share the app's cache and renderer process (a context each
  // cost a process start per page), and no two sites share cookies or storage.
  let contexts = new Map<string, Promise<BrowserContext>>();
  const contextFor = (url: string): Promise<BrowserContext> => {
    const origin = new URL(url).origin;
    let context = contexts.get(origin);
    if (context === undefined) {
      context = browser.newContext({
        acceptDownloads: false,
        serviceWorkers: 'block',
        userAgent: options.userAgent,
      });
      contexts.set(origin, context);
    }
    return context;
  };
  /** Over its memory budget, the browser is started afresh; pages wait for this before starting. */
  const recycleIfOver = async (): Promise<void> => {
    const used = await browserMemory();
    if (used === undefined || used <= budget.maxMemoryBytes) return;
    await browser.close().catch(() => undefined);
    contexts = new Map();
    browser = await launch();
    options.onRestart?.(used);
  };
  let ready: Promise<void> = Promise.resolve();

  return {
    async render(request) {
      const done = await gate.enter();
      try {
        await ready;
        return await renderPage(await contextFor(request.url), request, {
          timeoutMs: budget.pageTimeoutMs,
          cached: (url) => cache.get(url),
          remember,
        });
      } finally {
        // Checked only with no other page open, so a restart cuts none short; set before the
        // slot is given up, so the next page waits for it.
        if (gate.open === 1) ready = recycleIfOver();
        done();
      }
    },
    async close() {
      await ready.catch(() => undefined);
      await browser.close();
    },
  };
}

interface PageEnv {
  timeoutMs: number;
  cached: (url: string) => Extract<FetchResult, { kind: 'ok' }> | undefined;
  remember: (url: string, answer: Extract<FetchResult, { kind: 'ok' }>) => void;
}

/** One page in its site's context, its requests routed page by page, closed whatever happens. */
async function renderPage(
  context: BrowserContext,
  request: RenderRequest,
  env: PageEnv,
): Promise<RenderedPage> {
  const seen = { blocked: new Set<string>(), failed: [] as string[], pending: 0, answeredAt: 0 };
  let timer: NodeJS.Timeout | undefined;
  const page = await context.newPage();
  try {
    await page.routeWebSocket(/.*/, (socket) => socket.close());
    await page.route('**/*', (route) => answer(route, request, env, seen));
    page.on('popup', (popup) => void popup.close().catch(() => undefined));
    page.on('dialog', (dialog) => void dialog.dismiss().catch(() => undefined));
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const seconds = env.timeoutMs / 1000;
        reject(new Error(`the page did not settle in the browser within ${seconds} s`));
      }, env.timeoutMs);
    });
    const html = await Promise.race([settle(page, request.url, env.timeoutMs, seen), timeout]);
    return { html, blocked: [...seen.blocked], failed: seen.failed };
  } finally {
    clearTimeout(timer);
    await page.close().catch(() => undefined);
  }
}

/**
 * Opens the page and waits until none of its requests is unanswered and the DOM stays the same
 * for a moment. Every request passes the route, so its count is exact; Playwright's own
 * `networkidle` waits half a second past the last one on every page. The moment is one whole
 * interval after the last answer: a request counts as answered when the route fulfils it, before
 * the page's script has read the response, and a DOM compared across that point looked settled
 * with the data's text still to be written (seen in CI on a loaded machine).
 */
async function settle(
  page: Page,
  url: string,
  timeoutMs: number,
  seen: { pending: number; answeredAt: number },
): Promise<string> {
  await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
  let last = await page.content();
  let lastAt = performance.now();
  for (;;) {
    await page.waitForTimeout(SETTLE_MS);
    const now = await page.content();
    if (now === last && seen.pending === 0 && lastAt > seen.answeredAt) return now;
    last = now;
    lastAt = performance.now();
  }
}

/**
 * Every request of the page: the page itself from the body already fetched, the scripts and data
 * it loads from the docset's own origins through Folio's fetcher, anything else refused (and its
 * origin noted, so a page that stays empty can say what it was denied).
 */
async function answer(
  route: Route,
  request: RenderRequest,
  env: PageEnv,
  seen: { blocked: Set<string>; failed: string[]; pending: number; answeredAt: number },
): Promise<void> {
  seen.pending++;
  try {
    await answerRequest(route, request, env, seen);
  } finally {
    seen.pending--;
    seen.answeredAt = performance.now();
  }
}

async function answerRequest(
  route: Route,
  request: RenderRequest,
  env: PageEnv,
  seen: { blocked: Set<string>; failed: string[] },
): Promise<void> {
  const asked = route.request();
  const url = asked.url().replace(/#.*$/, '');
  try {
    if (asked.isNavigationRequest()) {
      // The page itself; it may not navigate anywhere else, nor open frames.
      if (url === request.url && asked.frame().parentFrame() === null) {
        await route.fulfill({ status: 200, contentType: request.contentType, body: request.body });
      } else await route.abort('blockedbyclient');
      return;
    }
    if (asked.method() !== 'GET' || !LOADS.has(asked.resourceType())) {
      await route.abort('blockedbyclient');
      return;
    }
    if (!/^https?:/.test(url) || !request.allows(url)) {
      if (/^https?:/.test(url)) seen.blocked.add(new URL(url).origin);
      await route.abort('blockedbyclient');
      return;
    }
    const reusable = asked.resourceType() === 'script' || asked.resourceType() === 'stylesheet';
    const result =
      (reusable ? env.cached(url) : undefined) ??
      (await request.fetcher.fetch({
        url,
        inScope: request.allows,
        maxBytes: MAX_SUBRESOURCE_BYTES,
        accept: '*/*',
        signal: request.signal,
      }));
    switch (result.kind) {
      case 'ok':
        if (reusable) env.remember(url, result);
        await route.fulfill({
          status: result.status,
          contentType: result.contentType,
          body: result.body,
        });
        return;
      case 'gone':
        await route.fulfill({ status: result.status, contentType: 'text/plain', body: '' });
        return;
      case 'out-of-scope':
        seen.blocked.add(new URL(result.location).origin);
        await route.abort('blockedbyclient');
        return;
      case 'error':
        seen.failed.push(`${url}: ${result.message}`);
        await route.abort('failed');
        return;
      case 'not-modified':
        await route.abort('failed');
        return;
    }
  } catch {
    // The page was closed (its time ran out) while this request was answered: nothing to do.
  }
}
