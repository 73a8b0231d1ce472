import { join } from 'node:path';
import { readToc } from '../../core/api/read-toc.ts';
import { byProductOf } from '../../core/extract/generator-by-products.ts';
import type { TocEntry } from '../../core/api/folio-api.ts';
import { searchCache } from '../../core/search/search-cache.ts';
import { openCache } from '../../core/store/open-cache.ts';
import type { Recall } from './measure-fidelity.ts';
import { mirrorSites, siteId } from './mirror-sites.ts';
import { navOrderRecall } from './nav-order.ts';
import { readOwnNav } from './own-nav.ts';
import type { SiteCheck } from './site-checks.ts';

export interface SiteFidelity {
  /** The site's own navigation pages that the reader's table of contents lists in that order. */
  nav: Recall;
  /** Where that table of contents came from: a stored tree's source, or 'derived'. */
  navSource: string;
  /** Judged queries whose page is among the first three hits. */
  top3: Recall;
  /** For --verbose: the queries that missed, with what came first instead. */
  misses: string[];
}

/** A hit's or a TOC entry's URL as the page path inside its site (each site is served at /). */
function pathOf(url: string): string {
  const path = decodeURIComponent(new URL(url).pathname).slice(1);
  return path === '' || path.endsWith('/') ? `${path}index.html` : path;
}

function flatten(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((e) => [
    ...(e.url === null ? [] : [pathOf(e.url)]),
    ...flatten(e.children),
  ]);
}

/** Each site mirrored whole, then its navigation and its judged queries checked. */
export async function measureSites(options: {
  doc: string;
  file: string;
  checks: readonly SiteCheck[];
  resync: boolean;
  log: (line: string) => void;
}): Promise<Map<string, SiteFidelity>> {
  await mirrorSites(options);
  const cache = openCache({ file: options.file, readOnly: true });
  const results = new Map<string, SiteFidelity>();
  try {
    for (const check of options.checks) {
      const id = siteId(check);
      const entry = cache.db
        .prepare('SELECT entry_url FROM docsets WHERE id = ?')
        .pluck()
        .get(id) as string | undefined;
      if (entry === undefined) continue;
      const source = cache.db
        .prepare('SELECT source FROM nav_trees WHERE docset_id = ?')
        .pluck()
        .get(id) as string | undefined;
      const own = readOwnNav(join(options.doc, check.root), check.nav).filter(
        (page) =>
          check.byProductsOf === undefined ||
          byProductOf(new URL(page, new URL('/', entry)).href, [check.byProductsOf]) === undefined,
      );
      const toc = flatten(readToc(cache.db, id, entry));
      const misses: string[] = [];
      let found = 0;
      for (const { query, page } of check.queries) {
        const hits = searchCache(cache, { query, docsets: [id], limit: 3 }).map((h) =>
          pathOf(h.url),
        );
        if (hits.includes(page)) found++;
        else misses.push(`"${query}" wants ${page}, got ${hits.join(', ') || 'nothing'}`);
      }
      results.set(check.sample, {
        nav: navOrderRecall(own, toc),
        navSource: source ?? 'derived',
        top3: { found, total: check.queries.length },
        misses,
      });
    }
  } finally {
    cache.close();
  }
  return results;
}
