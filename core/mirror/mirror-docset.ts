import type { Docset } from '../catalog/docset.ts';
import { loadRobots } from '../fetch/load-robots.ts';
import { readKnownPages } from '../store/read-pages.ts';
import { recordRunChange } from '../store/record-run-change.ts';
import type { RunSummary } from '../store/write-sync.ts';
import { finishRun, recordError, startRun } from '../store/write-sync.ts';
import { canonicalizeUrl, pageKey } from '../url/canonicalize-url.ts';
import { createScope } from '../url/create-scope.ts';
import { applyRemovals } from './apply-removals.ts';
import { CrawlFrontier } from './crawl-frontier.ts';
import { fetchImages } from './fetch-images.ts';
import type { MirrorContext, MirrorOptions } from './mirror-context.ts';
import type { PageResult } from './process-page.ts';
import { processPage } from './process-page.ts';
import { runPool } from './run-pool.ts';
import { fetchSymbols } from './fetch-symbols.ts';
import { mirrorGithub } from './mirror-github.ts';
import { parseGithubRepoUrl } from '../sources/github/parse-github-repo-url.ts';
import type { DocsetResult } from './sync-event.ts';

/**
 * Mirrors one docset: breadth-first from the entry URL within its scope, conditional requests for
 * pages already cached. Every page is stored in its own transaction, so whatever happens to the
 * run (server dies, Ctrl+C, disk full) the pages cached before stay whole; removals are applied
 * only when the run completes.
 */
export async function mirrorDocset(
  docset: Docset,
  ctx: MirrorContext,
  options: MirrorOptions,
): Promise<DocsetResult> {
  const { db } = ctx.cache;
  const started = ctx.now();
  const runId = startRun(db, docset.id, started.toISOString());
  ctx.onEvent({
    type: 'docset-start',
    docset: docset.id,
    name: docset.name,
    entryUrl: docset.entryUrl,
    at: started.toISOString(),
  });
  const summary: RunSummary = { new: 0, changed: 0, unchanged: 0, removed: 0, failed: 0 };
  const finish = (outcome: DocsetResult['outcome'], error?: string): DocsetResult => {
    const at = ctx.now();
    finishRun(db, {
      id: runId,
      docsetId: docset.id,
      at: at.toISOString(),
      outcome,
      summary,
      error,
    });
    ctx.onEvent({
      type: 'docset-end',
      docset: docset.id,
      outcome,
      summary,
      error,
      at: at.toISOString(),
      seconds: (at.getTime() - started.getTime()) / 1000,
    });
    return { docset: docset.id, outcome, summary, error };
  };

  const overrides = ctx.overrides.get(docset.id) ?? {};
  const maxPages = overrides.maxPages ?? options.maxPages;
  const entry = canonicalizeUrl(docset.entryUrl);
  if (!entry) return finish('failed', `${docset.entryUrl}: not an http(s) URL`);
  const known = readKnownPages(db, docset.id);
  const frontier = new CrawlFrontier();
  const gone: PageResult[] = [];
  const imagesTried = new Set<string>();
  let kept = 0;
  // The first page kept: where a redirect or meta refresh from the entry landed (the docs root).
  let firstKept: string | undefined;
  let done = 0;
  let bytes = 0;
  let networkFailures = 0;
  let fatal: string | undefined;
  let entryError: string | undefined;
  // Pages the server could not deliver (no answer, 5xx): the mirror is incomplete, so the run
  // fails and applies no removals. Broken links (404) and oversized pages do not count.
  let trouble = 0;
  let firstTrouble: string | undefined;

  const repo = parseGithubRepoUrl(entry);
  if (repo) {
    const run = await mirrorGithub(docset.id, repo, known, ctx, {
      ...options,
      maxPages,
      languages: overrides.languages,
    });
    if (run.error) return finish('failed', run.error);
    if (run.unchangedCommit) {
      summary.unchanged = [...known.values()].filter((p) => p.status === 'ok').length;
      return finish('ok');
    }
    const stored = new Set(run.results.map((r) => pageKey(r.url)));
    for (const page of known.values()) {
      if (page.status === 'ok' && !stored.has(page.key)) {
        run.results.push({
          outcome: 'gone',
          url: page.url,
          status: 404,
          known: page,
          links: [],
          images: [],
          bytes: 0,
        });
      }
    }
    for (const result of run.results) account(result, result.url);
    return complete();
  }
  const scope = createScope(entry, {
    extraPrefixes: overrides.extraPrefixes,
    excludes: overrides.excludes,
  });
  const robots = await loadRobots(new URL(entry).origin, ctx.fetcher, ctx.userAgent);
  if (robots.problem && !robots.isAllowed(entry)) {
    return finish('failed', `${new URL(entry).origin}/robots.txt: ${robots.problem}`);
  }
  if (!robots.isAllowed(entry)) return finish('failed', `${entry}: disallowed by robots.txt`);

  frontier.add(entry);
  // A re-sync revisits every cached page: unchanged ones answer 304 and give no links to follow.
  for (const page of known.values()) if (page.status === 'ok') frontier.add(page.url);

  const handle = async (url: string): Promise<void> => {
    const result = await processPage(
      url,
      docset.id,
      known,
      scope,
      (u) => frontier.claim(u),
      ctx,
      options,
    );
    account(result, url);
    for (const link of result.links) {
      const target = canonicalizeUrl(link);
      if (target && scope.shouldCrawl(target) && robots.isAllowed(target)) frontier.add(target);
    }
    if (result.images.length > 0) {
      bytes += await fetchImages(result.images, docset.id, imagesTried, ctx, options);
    }
    emit(result);
  };

  const crawl = async (): Promise<void> => {
    try {
      await runPool(options.concurrency, () => {
        if (fatal || ctx.signal?.aborted || kept >= maxPages) return undefined;
        const url = frontier.take();
        return url === undefined ? undefined : handle(url);
      });
    } catch (error) {
      // A write that fails (disk full, I/O error) rolled back its own transaction; stop the run.
      fatal = `cache write failed: ${(error as Error).message}`;
    }
  };
  await crawl();
  if (!fatal && !ctx.signal?.aborted) {
    const named = await fetchSymbols(docset.id, firstKept ? [entry, firstKept] : [entry], ctx);
    for (const url of named) {
      const target = canonicalizeUrl(url);
      if (target && scope.shouldCrawl(target) && robots.isAllowed(target)) frontier.add(target);
    }
    if (frontier.pending > 0) await crawl();
  }
  return complete();

  function account(result: PageResult, url: string): void {
    done++;
    bytes += result.bytes;
    networkFailures = result.networkFailure ? networkFailures + 1 : 0;
    switch (result.outcome) {
      case 'new':
      case 'changed':
      case 'unchanged':
        summary[result.outcome]++;
        kept++;
        firstKept ??= result.url;
        if (result.outcome !== 'unchanged') {
          recordRunChange(db, runId, pageKey(result.url), result.outcome);
        }
        break;
      case 'gone':
        if (result.known?.status === 'ok') gone.push(result);
        else summary.failed++;
        break;
      case 'failed':
        if (result.message !== 'cancelled') summary.failed++;
        break;
      case 'skipped':
      case 'removed':
        break;
    }
    if (
      result.outcome === 'failed' ||
      (result.outcome === 'gone' && result.known?.status !== 'ok')
    ) {
      const message = result.message ?? `HTTP ${result.status ?? '?'}`;
      if (result.message !== 'cancelled') {
        recordError(db, {
          runId,
          url: result.url,
          status: result.status,
          message,
          at: ctx.now().toISOString(),
        });
      }
      if (url === entry) entryError = `${entry}: ${message}`;
      if (result.transient) {
        trouble++;
        firstTrouble ??= `${result.url}: ${message}`;
      }
    }
    if (networkFailures >= options.maxNetworkFailures && !fatal) {
      fatal = `server stopped answering (${result.url}: ${result.message ?? 'no answer'})`;
    }
  }

  function emit(result: PageResult): void {
    const outcome = result.outcome === 'gone' ? 'failed' : result.outcome;
    ctx.onEvent({
      type: 'page',
      docset: docset.id,
      url: result.url,
      outcome,
      message: result.message ?? (result.outcome === 'gone' ? `HTTP ${result.status}` : undefined),
      status: result.status,
      done,
      found: frontier.found,
      bytes,
    });
  }

  function complete(): DocsetResult {
    if (ctx.signal?.aborted) return finish('cancelled', 'cancelled');
    if (fatal) return finish('failed', fatal);
    if (entryError) return finish('failed', entryError);
    if (firstTrouble) {
      return finish('failed', `${trouble} page(s) could not be fetched (first: ${firstTrouble})`);
    }
    const removal = applyRemovals(db, gone, known, ctx.now().toISOString());
    summary.removed = removal.removed;
    if (removal.removed > 0)
      for (const r of gone) recordRunChange(db, runId, r.known!.key, 'removed');
    if (removal.refused) return finish('failed', removal.refused);
    return finish('ok');
  }
}
