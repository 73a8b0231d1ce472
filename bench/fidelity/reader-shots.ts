// `npm run bench:reader-shots`: one screenshot of the reader per real generator, from the
// mirror bench:fidelity made (run that first), for a person to look at. Figures say whether
// headings and signatures survived; only a look says whether the page reads like the original.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { chromiumArgs, chromiumPath } from '../../test-support/chromium-launch.ts';
import { ensureRenderer } from '../measure-ui.ts';
import { startServe } from '../start-serve.ts';
import { SITE_CHECKS } from './site-checks.ts';
import { siteId } from './mirror-sites.ts';

const repo = join(import.meta.dirname, '..', '..');
const mirror = join(import.meta.dirname, '..', 'out', 'fidelity', 'mirror-v1.db');
const outDir = join(import.meta.dirname, '..', 'out', 'fidelity', 'shots');

interface DocsetRow {
  id: string;
  name: string;
  entry_url: string;
}

/** The mirror's docsets as a catalog, so `folio serve` lists them as a user's sync would. */
function catalogOf(rows: readonly DocsetRow[]): string {
  const lines = rows.map((r) => `| ${r.name.replace(/\|/g, '/')} | bench | <${r.entry_url}> |`);
  return `---\ntitle: bench:fidelity\n---\n\n## Generators\n\n| Tool | One line | Docs |\n|---|---|---|\n${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  if (!existsSync(mirror)) throw new Error(`no mirror at ${mirror}: run npm run bench:fidelity`);
  const buildError = await ensureRenderer(repo);
  if (buildError) throw new Error(buildError);
  const db = new Database(mirror, { readonly: true });
  const rows = db.prepare('SELECT id, name, entry_url FROM docsets').all() as DocsetRow[];
  const pageUrl = db.prepare('SELECT url FROM pages WHERE docset_id = ? AND url LIKE ? LIMIT 1');
  const home = await mkdtemp(join(tmpdir(), 'folio-reader-shots-'));
  const catalog = join(home, 'catalog.md');
  await writeFile(catalog, catalogOf(rows));
  await mkdir(outDir, { recursive: true });
  const { chromium } = await import('playwright-core');
  const serve = await startServe({ repo, cache: mirror, catalog, home });
  const browser = await chromium.launch({
    executablePath: chromiumPath('FOLIO_BENCH_CHROMIUM'),
    args: [...chromiumArgs],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 } });
    for (const check of SITE_CHECKS) {
      // The first judged query's page: a reference page where one was judged.
      const wanted = check.queries[0]?.page ?? check.entry;
      const row = pageUrl.get(siteId(check), `%/${wanted}`) as { url: string } | undefined;
      if (!row) {
        console.log(`${check.sample}: ${wanted} is not in the mirror`);
        continue;
      }
      await page.goto(`${serve.url}#/page?url=${encodeURIComponent(row.url)}`);
      await page.locator('.reader-scroll h1').first().waitFor({ timeout: 15_000 });
      const file = join(outDir, `${siteId(check)}.png`);
      await page.screenshot({ path: file });
      console.log(`${check.sample}: ${file}`);
    }
  } finally {
    await browser.close();
    await serve.stop();
    db.close();
  }
}

await main();
