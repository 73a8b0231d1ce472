import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { planSite } from './plan-site.ts';
import { renderPage } from './render-page.ts';
import { writeStaticFiles } from './write-static-files.ts';

export interface GeneratedSite {
  /** HTML pages reachable from index.html through the toctree (genindex and search excluded). */
  pages: number;
  /** Bytes of those pages' HTML: what the cache size is compared against. */
  bytes: number;
  images: number;
}

// Enough writes in flight to keep the disk busy without holding many pages in memory.
const writesInFlight = 32;

/** Writes a deterministic Sphinx-like documentation site of `pages` pages into `dir`. */
export async function generateSite(options: {
  dir: string;
  pages: number;
  seed?: number;
}): Promise<GeneratedSite> {
  const seed = options.seed ?? 1;
  const plan = planSite(Math.max(1, Math.floor(options.pages)), seed);
  const { dir } = options;
  const folders = new Set(plan.pages.map((p) => dirname(join(dir, p.path))));
  for (const page of plan.pages) {
    if (page.showSource) folders.add(dirname(join(dir, '_sources', page.path)));
  }
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const images = await writeStaticFiles(dir, plan);

  let bytes = 0;
  const pending = new Set<Promise<void>>();
  for (const page of plan.pages) {
    const html = renderPage(plan, page, seed);
    bytes += Buffer.byteLength(html);
    const writes = [writeFile(join(dir, page.path), html)];
    if (page.showSource) {
      const source = `${page.title}\n${'='.repeat(page.title.length)}\n\n${page.headings.map((h) => h.title).join('\n\n')}\n`;
      writes.push(
        writeFile(join(dir, '_sources', page.path.replace(/\.html$/, '.rst.txt')), source),
      );
    }
    const done: Promise<void> = Promise.all(writes).then(() => {
      pending.delete(done);
    });
    pending.add(done);
    if (pending.size >= writesInFlight) await Promise.race(pending);
  }
  await Promise.all(pending);
  return { pages: plan.pages.length, bytes, images };
}
