import { pageKey } from '../url/canonicalize-url.ts';
import type { CrawlSite } from './crawl-site.ts';
import { planVersions } from './listed-versions.ts';
import type { PageResult } from './process-page.ts';

/**
 * Follows the entry to the docs root (`/docs/pytorch/` → `/docs/pytorch/stable/`): the page the
 * entry or its meta refresh landed on. Returns whether this page made the root known.
 */
export function trackDocsRoot(site: CrawlSite, url: string, result: PageResult): boolean {
  if (site.docsRoot !== undefined || !site.entryTrail.has(pageKey(url))) return false;
  const kept = ['new', 'changed', 'unchanged'].includes(result.outcome);
  const root = kept ? result.url : result.duplicateOf;
  if (root === undefined) return false;
  site.docsRoot = root;
  return true;
}

/**
 * Queues the root of every version the overrides list, derived from the docs root. Whatever stops
 * one (no version in the root's path, outside the scope, robots.txt) is reported by name; the
 * other versions and the docs root's own go on.
 */
export function seedVersions(site: CrawlSite, docsRoot: string): void {
  const { versions, book, frontier } = site;
  if (!versions || versions.seeded) return;
  versions.seeded = true;
  const plan = planVersions(docsRoot, versions.asked);
  if ('inapplicable' in plan) {
    book.report(docsRoot, plan.inapplicable, frontier.found);
    return;
  }
  for (const { version, url } of plan.roots) {
    const refused = !site.scope.shouldCrawl(url)
      ? 'outside the docset’s scope'
      : !site.robots.isAllowed(url)
        ? 'disallowed by robots.txt'
        : undefined;
    if (refused) {
      book.report(
        url,
        `version "${version}" cannot be mirrored: ${url} is ${refused}`,
        frontier.found,
      );
      continue;
    }
    versions.roots.set(pageKey(url), version);
    frontier.add(url);
  }
}
