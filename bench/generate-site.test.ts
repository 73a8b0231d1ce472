import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateSite } from './generate-site.ts';

const dirs: string[] = [];
async function generate(pages: number, seed: number) {
  const dir = await mkdtemp(join(tmpdir(), 'generate-site-'));
  dirs.push(dir);
  return { dir, site: await generateSite({ dir, pages, seed }) };
}
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => posix.relative(dir, join(e.parentPath, e.name)))
    .sort();
}

async function digest(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir))
    hash.update(file).update(await readFile(join(dir, file)));
  return hash.digest('hex');
}

const outOfCrawl = (path: string) =>
  path.startsWith('_sources/') || path === 'genindex.html' || path === 'search.html';

/** Breadth-first over in-scope HTML links from index.html, as a crawler would. */
async function crawl(
  dir: string,
): Promise<{ pages: Set<string>; fragments: number; external: number }> {
  const base = 'http://site.test/';
  const seen = new Set(['index.html']);
  const queue = ['index.html'];
  let fragments = 0;
  let external = 0;
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const html = await readFile(join(dir, path), 'utf8');
    for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
      const url = new URL(href!, base + path);
      if (url.origin !== new URL(base).origin) {
        external++;
        continue;
      }
      if (url.hash) fragments++;
      let target = url.pathname.slice(1);
      if (target === '' || target.endsWith('/')) target += 'index.html';
      if (!target.endsWith('.html') || outOfCrawl(target) || seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return { pages: seen, fragments, external };
}

describe('generateSite', () => {
  it('is deterministic for a seed and differs between seeds', async () => {
    const a = await generate(60, 7);
    const b = await generate(60, 7);
    const c = await generate(60, 8);
    expect(a.site).toEqual(b.site);
    expect(await digest(a.dir)).toBe(await digest(b.dir));
    expect(await digest(a.dir)).not.toBe(await digest(c.dir));
  });

  for (const [pages, seed] of [
    [1, 1],
    [7, 2],
    [300, 1],
    [301, 2],
  ] as const) {
    it(`reaches exactly ${pages} pages from index.html (seed ${seed})`, async () => {
      const { dir, site } = await generate(pages, seed);
      expect(site.pages).toBe(pages);
      const { pages: reached } = await crawl(dir);
      expect(reached.size).toBe(pages);
      const html = (await listFiles(dir)).filter((f) => f.endsWith('.html') && !outOfCrawl(f));
      expect(html).toEqual([...reached].sort());
    });
  }

  it('writes realistic page sizes, links, images and the Sphinx extras', async () => {
    const { dir, site } = await generate(400, 3);
    const files = await listFiles(dir);
    const pages = files.filter((f) => f.endsWith('.html') && !outOfCrawl(f));
    const sizes = await Promise.all(pages.map(async (f) => (await readFile(join(dir, f))).length));
    sizes.sort((x, y) => x - y);
    expect(sizes.reduce((sum, s) => sum + s, 0)).toBe(site.bytes);
    expect(sizes[0]).toBeGreaterThan(12_000);
    expect(sizes.at(-1)).toBeLessThan(130_000);
    const median = sizes[Math.floor(sizes.length / 2)]!;
    expect(median).toBeGreaterThan(32_000);
    expect(median).toBeLessThan(50_000);

    expect(files).toEqual(expect.arrayContaining(['robots.txt', 'genindex.html', 'search.html']));
    expect(files.some((f) => f.startsWith('_sources/'))).toBe(true);
    const pngs = files.filter((f) => f.startsWith('_images/') && f.endsWith('.png'));
    expect(pngs).toHaveLength(site.images);
    const png = await readFile(join(dir, pngs[0]!));
    expect(png.subarray(1, 4).toString()).toBe('PNG');

    const { fragments, external } = await crawl(dir);
    expect(fragments).toBeGreaterThan(400);
    expect(external).toBeGreaterThan(400);
    const sample = await readFile(join(dir, pages[pages.length - 1]!), 'utf8');
    for (const marker of [
      'role="main"',
      'class="headerlink"',
      'highlight-python',
      '<section id=',
    ]) {
      expect(sample).toContain(marker);
    }
  });
});
