import { join } from 'node:path';
import { syncSites, tempDir } from '../../bundle/testing/bundle-fixture.ts';
import { smallDocsSite } from '../../mirror/testing/small-docs-site.ts';
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
  /** Syncs the fixture site into the publisher's cache at this (fake) time. */
  sync(at: string): Promise<void>;
  publish(at: string, validForMs?: number): Promise<PublishResult>;
  close(): Promise<void>;
}

/** A connected machine: a fixture docs site, a cache synced from it, a key and a feed folder. */
export async function startPublisher(): Promise<Publisher> {
  const root = tempDir();
  const site = await serveSite({ files: smallDocsSite() });
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
