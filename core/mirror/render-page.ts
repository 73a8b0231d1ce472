import type { PreparedPage } from '../extract/prepare-page.ts';
import type { PageRenderer } from '../fetch/page-renderer.ts';
import type { Scope } from '../url/create-scope.ts';
import type { FetchedBody } from './fetch-page.ts';
import type { MirrorContext } from './mirror-context.ts';
import type { PageOutcome } from './page-outcome.ts';
import { failure } from './page-outcome.ts';

/** A fetched app shell as the browser left it: the settled DOM, and what the page was denied. */
export interface RenderedBody extends FetchedBody {
  blocked: readonly string[];
  failed: readonly string[];
}

/**
 * The render stage, between fetch and extract, for a docset set to render: the page's scripts run
 * in the headless browser, reaching only the docset's own origins, and the DOM they wrote goes on
 * to the same extraction and sanitiser as any fetched page. Validators stay the fetched page's.
 */
export async function renderPage(
  url: string,
  fetched: FetchedBody,
  deps: { ctx: MirrorContext; scope: Scope },
  render: PageRenderer,
): Promise<RenderedBody | PageOutcome> {
  const origins = new Set(deps.scope.prefixes.map((prefix) => new URL(prefix).origin));
  try {
    const rendered = await render.render({
      url: fetched.finalUrl,
      body: fetched.body,
      contentType: fetched.contentType,
      allows: (target) => origins.has(new URL(target).origin),
      fetcher: deps.ctx.fetcher,
      signal: deps.ctx.signal,
    });
    return {
      ...fetched,
      body: Buffer.from(rendered.html, 'utf8'),
      contentType: 'text/html; charset=utf-8',
      blocked: rendered.blocked,
      failed: rendered.failed,
    };
  } catch (error) {
    if (deps.ctx.signal?.aborted) return { kind: 'cancelled', url };
    return failure(url, { message: `not rendered: ${(error as Error).message}` });
  }
}

/**
 * A rendered page that still holds nothing, said with what its scripts did not get: the origins
 * they were refused (an app loaded from a CDN) or the requests that failed. Without either it is
 * left to the soft-404 check, which says "almost no text".
 */
export function emptyRender(
  url: string,
  page: PreparedPage,
  rendered: RenderedBody,
): PageOutcome | undefined {
  if (page.sections.length > 0 || page.refreshUrl) return undefined;
  const { blocked, failed } = rendered;
  if (blocked.length > 0) {
    const denied = blocked.join(', ');
    const message =
      `rendered empty: its scripts asked for ${denied}, and a render reaches only the ` +
      `docset's own origins`;
    return failure(url, { message });
  }
  if (failed.length > 0) {
    const more = failed.length > 1 ? ` (and ${failed.length - 1} more)` : '';
    return failure(url, { message: `rendered empty: ${failed[0]}${more}` });
  }
  return undefined;
}
