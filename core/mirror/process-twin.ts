import { looksLikeMarkdown } from '../sources/markdown/looks-like-markdown.ts';
import { crawlLinks } from './crawl-links.ts';
import { unchangedPage } from './fetch-page.ts';
import type { PageOutcome } from './page-outcome.ts';
import type { PageTask } from './page-task.ts';
import { validatorsOf } from './page-task.ts';
import { prepareMarkdown } from './prepare-markdown.ts';
import type { PageDeps } from './process-page.ts';
import { storePage } from './store-page.ts';

/**
 * The same pipeline for a page's Markdown twin: stored under the page's HTML URL (or the twin's
 * own canonical, when it names one inside the scope), boilerplate stripped. Undefined when the
 * twin is missing or is not Markdown (an app shell, a 404 page): the caller fetches the HTML.
 */
export async function processTwin(
  task: PageTask,
  twinUrl: string,
  deps: PageDeps,
): Promise<PageOutcome | undefined> {
  const { ctx, scope } = deps;
  const result = await ctx.fetcher.fetch({
    url: twinUrl,
    ...validatorsOf(task),
    inScope: (target) => scope.shouldCrawl(target),
    accept: 'text/markdown,text/plain;q=0.9,*/*;q=0.1',
    signal: ctx.signal,
  });
  if (result.kind === 'not-modified') return unchangedPage(task, deps.crawl);
  if (result.kind !== 'ok') return undefined;
  const text = Buffer.from(result.body).toString('utf8');
  if (!looksLikeMarkdown(text, result.contentType)) return undefined;
  let prepared: Awaited<ReturnType<typeof prepareMarkdown>>;
  try {
    prepared = await prepareMarkdown(task.url, text, scope, ctx, task.title);
  } catch {
    // A twin that cannot be extracted (over budget, a worker lost) is no twin: the HTML decides.
    return undefined;
  }
  const { url, page } = prepared;
  return storePage(
    ctx,
    deps.docsetId,
    deps.known,
    {
      url,
      page,
      bytes: result.body.length,
      etag: result.etag,
      lastModified: result.lastModified,
      links: crawlLinks(page.discoveredLinks, scope),
    },
    deps.crawl,
  );
}
