import { chooseNavTree, extractNavTree } from '../../extract/extract-nav-tree.ts';
import { ACCEPT } from '../../fetch/accept.ts';
import { decodeBody } from '../../fetch/decode-body.ts';
import { canonicalizeUrl, pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl, CrawlSource } from '../crawl-source.ts';
import type { ParsedPage } from '../page-outcome.ts';
import type { LlmsTxtSource } from './llms-txt-source.ts';

/** How many pages after a sidebar-less entry are looked at: few, the tree is not built per page. */
const SIDEBAR_TRIES = 5;

/**
 * The entry page's sidebar as the docset's navigation tree, unless llms.txt gave one; built once
 * per run. A meta refresh passes the turn on to its target; a landing page without a sidebar
 * (Colossal-AI's home) lets the next few pages offer theirs.
 */
export function sidebarSource(llms: LlmsTxtSource): CrawlSource {
  /** Page keys whose sidebar becomes the tree: the entry, then where its meta refresh leads. */
  const navFrom = new Set<string>();
  /** Where the entry's redirects landed on pages fetched already: candidates after the crawl. */
  const landedOn: string[] = [];
  let tries: number | undefined;

  const keepSidebar = (crawl: Crawl, parsed: ParsedPage): void => {
    if (parsed.refreshUrl) {
      const next = canonicalizeUrl(parsed.refreshUrl);
      if (next) navFrom.add(pageKey(next));
      return;
    }
    const { scope } = crawl.plan;
    const inScope = (u: string) => scope.shouldCrawl(u);
    // Read by the worker from the page's one parse when the task asked; else (the page redirected
    // to the page that holds the tree) decoded and parsed here, once.
    const tree = parsed.nav
      ? chooseNavTree(parsed.nav, inScope)
      : extractNavTree(parsed.html(), parsed.finalUrl, parsed.generator, inScope);
    if (tree.length === 0) {
      tries = tries === undefined ? SIDEBAR_TRIES : tries - 1;
      return;
    }
    crawl.keepNav(tree, 'sidebar', parsed.title);
    navFrom.clear();
  };

  return {
    name: 'sidebar',
    seed(crawl) {
      if (!llms.read()?.nav) navFrom.add(pageKey(crawl.plan.entry));
    },
    // The pages whose sidebar may become the tree have it read in the worker, from their parse.
    describe: (task) => (navFrom.has(task.key) || (tries ?? 0) > 0 ? { nav: true } : undefined),
    page(crawl, task, outcome) {
      // The entry redirected to a page the crawl had queued already: its sidebar is the one.
      if (outcome.kind === 'duplicate' && navFrom.has(task.key)) {
        navFrom.add(pageKey(outcome.of));
        landedOn.push(outcome.of);
      }
      const parsed = 'parsed' in outcome ? outcome.parsed : undefined;
      if (!parsed || navFrom.size === 0) return undefined;
      if (navFrom.has(task.key) || navFrom.has(pageKey(parsed.finalUrl)) || (tries ?? 0) > 0) {
        keepSidebar(crawl, parsed);
      }
      return undefined;
    },
    async finish(crawl) {
      // The entry landed on a page fetched before anyone knew it was the root: fetch it once more.
      for (const url of new Set(landedOn)) {
        if (navFrom.size === 0) return;
        // Conditional: an unchanged landing page keeps the tree stored from it before.
        const cached = crawl.plan.known.get(pageKey(url));
        const { scope } = crawl.plan;
        const result = await crawl.reader.fetcher.fetch({
          url,
          etag: cached?.etag,
          lastModified: cached?.lastModified,
          inScope: (target) => scope.shouldCrawl(target),
          accept: ACCEPT.html,
          signal: crawl.reader.signal,
        });
        if (result.kind !== 'ok' || !/html/i.test(result.contentType)) continue;
        const html = decodeBody(result.body, result.contentType);
        const tree = extractNavTree(html, result.url, 'generic', (u) => scope.shouldCrawl(u));
        if (tree.length === 0) continue;
        crawl.keepNav(tree, 'sidebar');
        navFrom.clear();
      }
    },
  };
}
