import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { alternateWithWget } from './alternate-with-wget.ts';
import { benchCatalog } from './bench-catalog.ts';
import type { RealSiteMeasurement } from './bench-report.ts';
import { measureSync } from './measure-sync.ts';
import { measureWget } from './measure-wget.ts';
import type { RealSite } from './real-sites.ts';
import { readStoredPages } from './read-stored-pages.ts';
import { serveWithNginx } from './serve-nginx.ts';

/**
 * Each real site, served by nginx: the whole `folio sync` command (start-up included) into a
 * fresh cache, then again unchanged, and `wget -r -np` of the same entry page from the same server.
 * One site at a time, so neither competes with the other for the two cores; then `rounds - 1`
 * more rounds of a first sync and wget, alternated, for the ratio's median.
 */
export async function measureRealSites(options: {
  repo: string;
  sites: readonly RealSite[];
  workDir: string;
  rounds: number;
  log: (text: string) => void;
}): Promise<RealSiteMeasurement[] | string> {
  await mkdir(options.workDir, { recursive: true });
  const folders = options.sites.map((site) => ({ name: site.id, dir: site.dir }));
  const server = await serveWithNginx(folders, options.workDir);
  if (!server) return 'nginx is not installed (apt-get install nginx-light)';
  try {
    const results: RealSiteMeasurement[] = [];
    for (const site of options.sites) {
      const entry = `${server.url}/${site.id}/index.html`;
      const catalog = join(options.workDir, `${site.id}.md`);
      const cache = join(options.workDir, `${site.id}.db`);
      await writeFile(catalog, benchCatalog(entry, site.id));
      options.log(`${site.id}: folio sync`);
      const firstSync = await measureSync({ repo: options.repo, catalog, cache });
      options.log(`${site.id}: re-sync (unchanged)`);
      const resync = await measureSync({ repo: options.repo, catalog, cache });
      options.log(`${site.id}: wget -r -np`);
      const wget = await measureWget({ url: entry, dir: join(options.workDir, `${site.id}-wget`) });
      const pagesStored = await readStoredPages(options.repo, cache);
      const measured: RealSiteMeasurement = {
        id: site.id,
        debianPackage: site.debianPackage,
        firstSync,
        resync,
        wget,
        pagesStored,
      };
      if (wget && options.rounds > 1) {
        options.log(`${site.id}: ${options.rounds - 1} more rounds of folio sync and wget`);
        measured.pairs = await alternateWithWget({
          rounds: options.rounds - 1,
          cache: join(options.workDir, `${site.id}-round.db`),
          wgetDir: join(options.workDir, `${site.id}-round-wget`),
          sync: (roundCache) => measureSync({ repo: options.repo, catalog, cache: roundCache }),
          wget: (dir) => measureWget({ url: entry, dir }),
        });
      }
      results.push(measured);
    }
    return results;
  } finally {
    await server.stop();
  }
}
