import { join } from 'node:path';
import { syncSites, tempDir } from '../../bundle/testing/bundle-fixture.ts';
import { page, smallDocsSite } from '../../mirror/testing/small-docs-site.ts';
import { openCache } from '../../store/open-cache.ts';
import type { SiteServer } from '../../../test-support/serve-site.ts';
import { serveSite } from '../../../test-support/serve-site.ts';
import { generateKeyFiles, parsePublicKey, parseSecretKey } from '../minisign-keys.ts';
import type { PublicKey, SecretKey } from '../minisign-keys.ts';
import type { PublishResult } from '../publish-feed.ts';
import { publishFeed } from '../publish-feed.ts';

export interface Publisher {
  cacheFile: string;
  dir: string;
  site: SiteServer;
  key: SecretKey;
  publicKey: PublicKey;
  publicKeyText: string;
  secretKeyText: string;
  /** Syncs the fixture site into the publisher's cache at this (fake) time. */
  sync(at: string): Promise<void>;
  publish(at: string, validForMs?: number): Promise<PublishResult>;
  close(): Promise<void>;
}

/** Enough pages that a delta of a few is clearly smaller than the whole docset. */
export const REFERENCE_PAGES = 6;

/** Words in a fixed pseudo-random order: text that compresses like prose, not like a pattern. */
function prose(seed: number, words: number): string {
  const vocabulary = [
    'tensor',
    'shard',
    'rank',
    'gradient',
    'optimizer',
    'stage',
    'offload',
    'checkpoint',
    'pipeline',
    'micro-batch',
    'allreduce',
    'parameter',
    'memory',
    'kernel',
    'fused',
    'precision',
    'scheduler',
    'engine',
    'bucket',
    'overlap',
    'partition',
    'activation',
    'loss',
  ];
  let x = seed * 2654435761;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out.push(vocabulary[x % vocabulary.length]!);
  }
  return out.join(' ');
}

/** /docs/api/ref-N.html pages, linked from the API index; `edition` changes one page's text. */
export function referencePages(
  count: number,
  editions: Record<number, number> = {},
): Record<string, string> {
  const links = Array.from(
    { length: count },
    (_, i) => `<li><a href="ref-${i}.html">ref ${i}</a></li>`,
  );
  const files: Record<string, string> = {
    '/docs/api/index.html': page(
      'API reference',
      `<p>See <a href="engine.html">the engine</a>.</p><ul>${links.join('')}</ul>`,
    ),
  };
  for (let i = 0; i < count; i++) {
    const edition = editions[i] ?? 0;
    files[`/docs/api/ref-${i}.html`] = page(
      `Reference ${i}`,
      `<p>${prose(i * 7 + edition * 1000, 300)}</p>`,
    );
  }
  return files;
}

/** A connected machine: a fixture docs site, a cache synced from it, a key and a feed folder. */
export async function startPublisher(): Promise<Publisher> {
  const root = tempDir();
  const site = await serveSite({
    files: { ...smallDocsSite(), ...referencePages(REFERENCE_PAGES) },
  });
  const keys = generateKeyFiles();
  const cacheFile = join(root, 'publisher.db');
  const dir = join(root, 'feed');
  const key = parseSecretKey(keys.secretKeyText);
  return {
    cacheFile,
    dir,
    site,
    key,
    publicKey: parsePublicKey(keys.publicKeyText),
    publicKeyText: keys.publicKeyText,
    secretKeyText: keys.secretKeyText,
    async sync(at) {
      const cache = openCache({ file: cacheFile });
      try {
        const results = await syncSites(cache, [{ id: 'fixture-docs', site }], at);
        if (results.some((r) => r.outcome !== 'ok')) throw new Error('fixture sync failed');
      } finally {
        cache.close();
      }
    },
    publish(at, validForMs = 7 * 86_400_000) {
      return publishFeed({
        cacheFile,
        dir,
        key,
        now: () => new Date(at),
        folioVersion: '0.0.0-test',
        validForMs,
      });
    },
    close: () => site.close(),
  };
}
