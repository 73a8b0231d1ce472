import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readToc } from '../../../core/api/read-toc.ts';
import type { TocEntry } from '../../../core/api/folio-api.ts';
import { fixtureDocset, syncOnce, tempCache } from '../../../core/mirror/testing/mirror-harness.ts';
import { searchCache } from '../../../core/search/search-cache.ts';
import { readPageByKey } from '../../../core/store/read-pages.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import type { MatrixSite } from './matrix-sites.ts';

export const SITES_DIR = join(import.meta.dirname, 'fixtures');

/** What the engine stored for one built site: its pages and its table of contents. */
export interface MirroredSite {
  site: MatrixSite;
  /** The sync's outcome ('ok' unless the engine failed on the site). */
  outcome: string;
  pages: Array<{ url: string; title: string; html: string }>;
  /** The table of contents' titles, depth first, as the reader lists them. */
  toc: string[];
  /** Each query asked of this docset alone, with the first three hits Folio's search gave. */
  hits: Map<string, Array<{ url: string; anchor: string; heading: string }>>;
}

function flatten(entries: readonly TocEntry[]): string[] {
  return entries.flatMap((e) => [e.title, ...flatten(e.children)]);
}

/**
 * Each built site served on 127.0.0.1 and synced by the real engine (crawl, extraction, store)
 * into a fresh cache, as `folio add` + `folio sync` would mirror it. Sites not built are left out.
 * `queries` names what to search each site for, as `folio search QUERY --docset ID` would.
 */
export async function mirrorMatrix(
  sites: readonly MatrixSite[],
  queries: (site: MatrixSite) => readonly string[] = () => [],
): Promise<MirroredSite[]> {
  const built = sites.filter((s) => existsSync(join(SITES_DIR, s.dir, 'index.html')));
  const servers: SiteServer[] = [];
  const cache = tempCache();
  try {
    for (const site of built) servers.push(await serveSite({ root: join(SITES_DIR, site.dir) }));
    const entry = (i: number) => `${servers[i]!.url}/`;
    const docsets = built.map((site, i) => fixtureDocset(entry(i), site.dir));
    const { results } = await syncOnce(cache, docsets);
    return built.map((site, i) => {
      const rows = cache.db
        .prepare(`SELECT key FROM pages WHERE docset_id = ? AND status = 'ok' ORDER BY url`)
        .all(site.dir) as Array<{ key: string }>;
      const pages = rows.flatMap(({ key }) => {
        const page = readPageByKey(cache.db, key);
        return page ? [{ url: page.url, title: page.title, html: page.html }] : [];
      });
      return {
        site,
        outcome: results.find((r) => r.docset === site.dir)?.outcome ?? 'missing',
        pages,
        toc: flatten(readToc(cache.db, site.dir, entry(i))),
        hits: new Map(
          queries(site).map((query) => [
            query,
            searchCache(cache, { query, docsets: [site.dir], limit: 3 }).map((h) => ({
              url: h.url,
              anchor: h.anchor,
              heading: h.heading,
            })),
          ]),
        ),
      };
    });
  } finally {
    cache.close();
    for (const server of servers) await server.close();
  }
}
