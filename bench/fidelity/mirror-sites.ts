import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createExtractPool } from '../../core/extract/extract-pool.ts';
import { createFetcher } from '../../core/fetch/create-fetcher.ts';
import { syncDocsets } from '../../core/mirror/sync-docsets.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { contentType } from '../../test-support/content-type.ts';
import { serveSite } from '../../test-support/serve-site.ts';
import type { SiteServer } from '../../test-support/serve-site.ts';
import type { SiteCheck } from './site-checks.ts';

/** The docset id a site is mirrored under. */
export const siteId = (check: SiteCheck): string => check.root.replace(/[^a-z0-9]+/gi, '-');

/**
 * Mirrors every site with Folio's own sync (in this process, as the corpus tests do) into
 * `file`, unless a previous run left it there: the sites hold some 17,000 pages. Each site gets a
 * static server of its own at its folder. Written to a temporary name and renamed once every
 * sync ended, so a crashed run is never reused.
 */
export async function mirrorSites(options: {
  file: string;
  doc: string;
  checks: readonly SiteCheck[];
  resync: boolean;
  log: (line: string) => void;
}): Promise<void> {
  if (existsSync(options.file) && !options.resync) return;
  const servers: SiteServer[] = [];
  const urls = new Map<string, string>();
  try {
    for (const check of options.checks) {
      const root = join(options.doc, check.root);
      const server = await serveSite({ root });
      server.use(gzipStatic(root));
      servers.push(server);
      urls.set(siteId(check), `${server.url}/`);
    }
    await mkdir(dirname(options.file), { recursive: true });
    const partial = `${options.file}.partial`;
    for (const suffix of ['', '-wal', '-shm']) await rm(`${partial}${suffix}`, { force: true });
    const cache = openCache({ file: partial });
    const fetcher = createFetcher();
    const extractor = createExtractPool();
    const started = performance.now();
    try {
      const docsets = options.checks.map((check) => ({
        id: siteId(check),
        name: check.sample,
        section: 'bench:fidelity',
        description: '',
        entryUrl: `${urls.get(siteId(check))!}${check.entry}`,
        catalog: 'bench-fidelity.md',
      }));
      options.log(`mirroring ${docsets.length} sites (once; kept in ${options.file})`);
      const results = await syncDocsets({
        cache,
        docsets,
        network: { fetcher, extractor },
        mirror: { maxPages: 10_000 },
      });
      const failed = results.filter((r) => r.outcome !== 'ok');
      if (failed.length > 0) {
        throw new Error(`sync failed: ${failed.map((r) => `${r.docset} ${r.outcome}`).join(', ')}`);
      }
    } finally {
      await fetcher.close();
      await extractor.close();
      cache.close();
    }
    options.log(`mirrored in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    await rm(options.file, { force: true });
    await rename(partial, options.file);
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
}

/**
 * Debian compresses large files under /usr/share/doc (gi-docgen's index.json becomes
 * index.json.gz); a site served from there answers for the file as nginx's gzip_static would.
 */
function gzipStatic(root: string) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.includes('..')) return false;
    const file = join(root, path);
    if (existsSync(file) || !existsSync(`${file}.gz`) || !statSync(`${file}.gz`).isFile()) {
      return false;
    }
    const body = readFileSync(`${file}.gz`);
    res.writeHead(200, {
      'content-type': contentType(file, Buffer.alloc(0)),
      'content-encoding': 'gzip',
      'content-length': body.length,
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
