import { posix } from 'node:path';
import { expect } from 'vitest';
import type { Replica } from './start-replica.ts';

/**
 * For a GitHub replica: every relative, root-relative (`/path` = repo root) and directory link in
 * the expected Markdown files names a blob or a directory of the default branch's tree, so the
 * link forms the real README uses are traps, not typos.
 */
export async function checkRepoLinks(replica: Replica): Promise<void> {
  const { github } = replica.expectations;
  if (!github || !replica.github) return;
  const sha = replica.github.sha();
  const api = `${github.apiBaseUrl}/repos/${github.owner}/${github.repo}/git/trees/${sha}?recursive=1`;
  const listing = (await (await fetch(api)).json()) as { tree: Array<{ path: string }> };
  const known = new Set(listing.tree.map((e) => e.path));
  const prefix = `${github.rawBaseUrl}/${github.owner}/${github.repo}/${sha}/`;
  for (const url of replica.expectations.expectedPages.filter((u) => u.startsWith(prefix))) {
    const file = url.slice(prefix.length);
    const text = await (await fetch(url)).text();
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = m[1]!.split('#')[0]!;
      if (target === '' || /^[a-z]+:/i.test(target)) continue;
      const joined = target.startsWith('/')
        ? target.slice(1)
        : posix.join(posix.dirname(file), target);
      const path = posix.normalize(joined).replace(/\/$/, '');
      expect(known.has(path), `${file} links ${m[1]}`).toBe(true);
    }
  }
}
