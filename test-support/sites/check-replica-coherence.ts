import { expect } from 'vitest';
import { slugify } from '../../core/catalog/slugify.ts';
import { checkRepoLinks } from './check-repo-links.ts';
import type { Replica } from './start-replica.ts';

const get = (url: string, redirect: 'manual' | 'follow' = 'manual') => fetch(url, { redirect });

async function text(url: string): Promise<{ status: number; type: string; body: string }> {
  const res = await get(url);
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    body: await res.text(),
  };
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"');

/**
 * Checks a replica against its own expectations, without any engine: expected pages, twins,
 * images and the llms.txt answer 200; every forbidden path exists (it is a trap, not a typo);
 * search queries, TOC titles and chrome strings are really in the pages; and every `<a href>` an
 * expected HTML page makes to a replica host resolves (except `allowBroken`), as does every
 * relative link in a GitHub replica's Markdown.
 */
export async function checkReplicaCoherence(
  replica: Replica,
  options: { allowBroken?: RegExp[] } = {},
): Promise<void> {
  const e = replica.expectations;
  expect(e.docset.id).toBe(e.docsetId);
  expect(slugify(e.docset.name)).toBe(e.docsetId);
  expect(e.docset.entryUrl).toBe(e.entryUrl);
  expect(e.docset.llmsTxtUrl).toBe(e.llmsTxtUrl);

  const bodies = new Map<string, string>();
  for (const url of [...e.expectedPages, ...Object.values(e.twins ?? {})]) {
    const page = await text(url);
    expect(page.status, url).toBe(200);
    expect(page.body.length, url).toBeGreaterThan(40);
    bodies.set(url, page.body);
  }
  for (const url of e.expectedPages) {
    expect(e.forbiddenPaths, url).not.toContain(url);
    for (const pattern of e.forbiddenPatterns) expect(url, String(pattern)).not.toMatch(pattern);
  }
  const trapBodies: string[] = [];
  for (const url of e.forbiddenPaths) {
    const trap = await text(url);
    expect(trap.status, url).toBeLessThan(400);
    trapBodies.push(trap.body);
  }
  for (const url of e.images) {
    const image = await get(url);
    expect(image.status, url).toBe(200);
    expect(image.headers.get('content-type'), url).toMatch(/^image\//);
    await image.arrayBuffer();
  }
  if (e.llmsTxtUrl) {
    const llms = await text(e.llmsTxtUrl);
    expect(llms.status).toBe(200);
    expect(llms.type).toMatch(/^text\/(plain|markdown)/);
  }
  if (!e.github) expect((await get(e.entryUrl, 'follow')).status).toBe(200);

  const toc = decode(await (await get(e.tocSource, 'follow')).text());
  for (const title of e.tocTop) expect(toc, `TOC title ${title}`).toContain(title);

  for (const { query, expectPath } of e.searches) {
    const url = [...bodies.keys()].find(
      (u) => u.replace(/\.md$/, '').endsWith(expectPath) || u.endsWith(expectPath),
    );
    expect(url, `a page for ${expectPath}`).toBeDefined();
    const body = decode(bodies.get(url!)!).toLowerCase();
    for (const word of query.toLowerCase().split(/\s+/))
      expect(body, `${word} in ${url}`).toContain(word);
  }
  const everything = decode([...bodies.values(), ...trapBodies].join('\n'));
  for (const chrome of e.chromeStrings) expect(everything, `chrome ${chrome}`).toContain(chrome);

  await checkLinks(replica, bodies, options.allowBroken ?? []);
  await checkRepoLinks(replica);
  replica.resetRequests();
}

async function checkLinks(replica: Replica, bodies: Map<string, string>, allowBroken: RegExp[]) {
  const origins = Object.values(replica.origins.url);
  const links = new Set<string>();
  for (const [page, body] of bodies) {
    if (!/^\s*<!doctype html/i.test(body)) continue;
    // Anchors only: stylesheets and scripts are not pages, and images are checked above.
    for (const m of body.matchAll(/<a\s[^>]*?href="([^"]+)"/g)) {
      const raw = decode(m[1]!);
      if (/^(#|mailto:|javascript:|data:)/.test(raw)) continue;
      const url = new URL(raw, page);
      url.hash = '';
      if (origins.includes(url.origin) && url.origin !== replica.origins.url.offsite)
        links.add(url.href);
    }
  }
  for (const link of links) {
    if (allowBroken.some((p) => p.test(link))) continue;
    const res = await get(link);
    await res.arrayBuffer();
    expect(res.status, `link ${link}`).toBeLessThan(400);
  }
}
