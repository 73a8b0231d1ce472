import { detectLanguage } from '../../sources/versions/detect-language.ts';
import { versionSegment } from '../../sources/versions/version-root.ts';
import { canonicalizeUrl, pageKey } from '../../url/canonicalize-url.ts';
import type { Crawl, CrawlPlan, CrawlSource } from '../crawl-source.ts';
import { isKept } from '../page-outcome.ts';
import type { PageOutcome } from '../page-outcome.ts';
import { listVersions, nameVersionFailure, planVersions } from './listed-versions.ts';
import { isOtherVersion } from './other-version.ts';
import type { RobotsSource } from './robots-source.ts';

export interface VersionsSource extends CrawlSource {
  /** Queues URLs once the docs root is known (at once if it is): their version is judged by it. */
  afterRoot(crawl: Crawl, urls: readonly string[]): void;
}

/**
 * One version and English, unless the overrides list more: follows the entry to the docs root
 * (`/docs/pytorch/` → `/docs/pytorch/stable/`), queues the root of every listed version from it,
 * and keeps links inside the docset's version and languages. A version switcher leads to a whole
 * copy of the site per release, a language menu to one per translation.
 */
export function versionsSource(plan: CrawlPlan, robots: RobotsSource): VersionsSource {
  const versions = listVersions(plan.overrides.versions);
  const languages = new Set(['en', ...(plan.overrides.languages ?? [])]);
  /** Page keys on the way from the entry to the docs root: the entry, then meta refresh targets. */
  const entryTrail = new Set([pageKey(plan.entry)]);
  let docsRoot: string | undefined;
  /**
   * Whether links can be judged: the docs root is known, or the crawl went on without it. Before
   * that, a bare entry (`/`) says nothing of which version is the docset's, so links into
   * version directories wait (a re-sync's unchanged pages offer theirs before the entry lands).
   */
  let settled = versionSegment(plan.entry) !== undefined;
  const waiting: string[] = [];

  const release = (crawl: Crawl): void => {
    settled = true;
    for (const url of waiting.splice(0)) crawl.enqueue(url);
  };

  /**
   * Queues the root of every version the overrides list, derived from the docs root. Whatever
   * stops one (no version in the root's path, outside the scope, robots.txt) is reported by name;
   * the other versions and the docs root's own go on.
   */
  const seed = (crawl: Crawl, root: string): void => {
    if (!versions || versions.seeded) return;
    versions.seeded = true;
    const plan = planVersions(root, versions.asked);
    if ('inapplicable' in plan) {
      crawl.unmet(root, plan.inapplicable);
      return;
    }
    for (const { version, url } of plan.roots) {
      const refused = !crawl.plan.scope.shouldCrawl(url)
        ? 'outside the docset’s scope'
        : !robots.allows(url)
          ? 'disallowed by robots.txt'
          : undefined;
      if (refused) {
        const message = `version "${version}" cannot be mirrored: ${url} is ${refused}`;
        crawl.unmet(url, message);
        continue;
      }
      versions.roots.set(pageKey(url), version);
      crawl.queue(url);
    }
  };

  /** The page the entry (or its meta refresh) landed on: the docs root, once it is known. */
  const landing = (task: { key: string }, outcome: PageOutcome): string | undefined => {
    if (docsRoot !== undefined || !entryTrail.has(task.key)) return undefined;
    if (isKept(outcome)) return outcome.url;
    return outcome.kind === 'duplicate' ? outcome.of : undefined;
  };

  return {
    name: 'versions',
    admits(crawl, url, listed) {
      if (listed) return true;
      if (!settled && versionSegment(url) !== undefined) {
        waiting.push(url);
        return false;
      }
      // The version of the docs root a redirect led to, not of a bare entry like
      // `/nemo-framework/`. With versions listed, a listed version's page may be kept first (a
      // re-sync revisits them all), so only the entry's own landing counts as the root.
      const root = docsRoot ?? (versions ? plan.entry : (crawl.facts.firstKept ?? plan.entry));
      if (isOtherVersion(url, root, versions?.labels)) return false;
      return languages.has(detectLanguage(url));
    },
    page(crawl, task, outcome) {
      const named = versions ? nameVersionFailure(versions, task.url, outcome) : undefined;
      const refresh = 'parsed' in outcome ? outcome.parsed?.refreshUrl : undefined;
      if (refresh && entryTrail.has(task.key)) {
        const next = canonicalizeUrl(refresh);
        if (next) entryTrail.add(pageKey(next));
      }
      const root = landing(task, outcome);
      if (root !== undefined) {
        docsRoot = root;
        seed(crawl, root);
        release(crawl);
      }
      return named;
    },
    afterRoot(crawl, urls) {
      waiting.push(...urls);
      if (docsRoot !== undefined) release(crawl);
    },
    async finish(crawl) {
      // The entry never landed on a kept page (a landing page without content): the first page
      // kept stands for the docs root, as it does for the default version.
      const first = crawl.facts.firstKept;
      if (first) seed(crawl, docsRoot ?? first);
      release(crawl);
      return Promise.resolve();
    },
  };
}
