import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import { testRunSync } from '../../api/testing/api-harness.ts';
import { smallDocsSite } from '../../mirror/testing/small-docs-site.ts';
import type { Engine } from '../open-engine.ts';
import { openEngine } from '../open-engine.ts';

export interface OverrideFixture {
  site: SiteServer;
  dir: string;
  catalog: string;
  cacheFile: string;
  /** An engine on the fixture's catalog and cache, as any face opens it. */
  open(): Engine;
  /** The page keys stored as live pages, sorted. */
  livePages(engine: Engine): string[];
  close(): Promise<void>;
}

/**
 * The small fixture site with a catalog whose overrides file adds an extra prefix: `/private/`
 * lies outside the entry's `/docs/`, so only a sync that reads the overrides keeps its page.
 */
export async function overrideFixture(): Promise<OverrideFixture> {
  const site = await serveSite({ files: smallDocsSite() });
  const dir = mkdtempSync(join(tmpdir(), 'folio-engine-overrides-'));
  const catalog = join(dir, 'catalog.md');
  writeFileSync(
    catalog,
    `---\ntitle: Test\n---\n\n## Tests\n\n| Tool | One line | Docs |\n|---|---|---|\n| Fixture | a local site | <${site.url}/docs/index.html> |\n`,
  );
  writeFileSync(
    join(dir, 'catalog.overrides.json'),
    `{\n  // the private folder is part of this docset\n  "fixture": { "extraPrefixes": ["${site.url}/private/"] }\n}\n`,
  );
  const cacheFile = join(dir, 'folio.db');
  return {
    site,
    dir,
    catalog,
    cacheFile,
    open: () =>
      openEngine({
        cacheFile,
        catalogs: () => [catalog],
        settingsDir: join(dir, 'settings'),
        warn: () => {},
        runSync: testRunSync,
      }),
    livePages: (engine) =>
      (
        engine.cache.db
          .prepare("SELECT key FROM pages WHERE status = 'ok' ORDER BY key")
          .all() as Array<{ key: string }>
      ).map((r) => r.key),
    close: () => site.close(),
  };
}
