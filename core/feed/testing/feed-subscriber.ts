import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openCache } from '../../store/open-cache.ts';
import { docsetDigest } from '../docset-digest.ts';
import type { FeedSource } from '../feed-source.ts';
import { parsePublicKey } from '../minisign-keys.ts';
import type { PullResult } from '../pull-feed.ts';
import { pullFeed } from '../pull-feed.ts';
import type { FeedState } from '../subscriptions.ts';
import type { Publisher } from './feed-fixture.ts';

/** A machine subscribed to a feed: its own cache and feed state, pulled at a (fake) time. */
export interface Subscriber {
  cacheFile: string;
  state: FeedState;
  /** `key`: another public key than the publisher's, for a wrong-key pull. */
  pull(at: string, key?: string): Promise<PullResult>;
}

/**
 * `source` is asked at each pull: a test that moves its server opens a source per pull, a fleet
 * keeps one (its conditional index fetches then answer 304, as a cron job's would).
 */
export function subscriber(publisher: Publisher, source: () => FeedSource): Subscriber {
  const root = mkdtempSync(join(tmpdir(), 'folio-subscriber-'));
  const sub: Subscriber = {
    cacheFile: join(root, 'folio.db'),
    state: {},
    async pull(at, key = publisher.publicKeyText) {
      const result = await pullFeed({
        source: source(),
        key: parsePublicKey(key),
        docsets: [],
        state: sub.state,
        cacheFile: sub.cacheFile,
        workDir: join(root, 'work'),
        now: () => new Date(at),
      });
      sub.state = result.state;
      return result;
    },
  };
  return sub;
}

/** The fixture docset's content digest in a cache: equal digests, equal pages. */
export function digestOf(cacheFile: string) {
  const cache = openCache({ file: cacheFile, readOnly: true });
  try {
    return docsetDigest(cache.db, 'fixture-docs');
  } finally {
    cache.close();
  }
}
