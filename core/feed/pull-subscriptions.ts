import { join } from 'node:path';
import { acquireSyncLock } from '../store/acquire-sync-lock.ts';
import { openFeedSource } from './feed-source.ts';
import { parsePublicKey } from './minisign-keys.ts';
import type { PullResult } from './pull-feed.ts';
import { pullFeed } from './pull-feed.ts';
import type { Subscription } from './subscriptions.ts';
import { feedWorkDir, readSubscriptions, writeSubscriptions } from './subscriptions.ts';

export interface FeedPull extends PullResult {
  location: string;
}

/**
 * Pulls every subscribed feed into the cache, one after another (they may carry the same
 * publisher's files; each import takes the cache's writer lock anyway), recording each one's
 * state as soon as it is known so a killed run keeps the serials it verified. `folio sync` and the
 * app's sync (and its schedule) all pull here. One puller at a time per Folio folder: two would
 * append to the same partial downloads and each write back its own feeds.json.
 */
export async function pullSubscriptions(options: {
  settingsDir: string;
  cacheFile: string;
  now: () => Date;
  onResult?: (result: FeedPull) => void;
  afterDocset?: (docsetId: string) => void;
}): Promise<FeedPull[]> {
  const results: FeedPull[] = [];
  const feeds = readSubscriptions(options.settingsDir);
  if (feeds.length === 0) return results;
  const release = acquireSyncLock(join(options.settingsDir, 'feeds'));
  try {
    for (const feed of feeds) results.push(await pullAndRecord(feed, options));
  } finally {
    release();
  }
  return results;
}

async function pullAndRecord(
  feed: Subscription,
  options: Parameters<typeof pullSubscriptions>[0],
): Promise<FeedPull> {
  const result = await pullOne(feed, options);
  const current = readSubscriptions(options.settingsDir);
  writeSubscriptions(
    options.settingsDir,
    current.map((f) => (f.location === feed.location ? { ...f, state: result.state } : f)),
  );
  options.onResult?.(result);
  return result;
}

async function pullOne(
  feed: Subscription,
  options: {
    settingsDir: string;
    cacheFile: string;
    now: () => Date;
    afterDocset?: (docsetId: string) => void;
  },
): Promise<FeedPull> {
  const result = await pullFeed({
    source: openFeedSource(feed.location),
    key: parsePublicKey(feed.publicKey),
    docsets: feed.docsets,
    state: feed.state,
    cacheFile: options.cacheFile,
    workDir: feedWorkDir(options.settingsDir, feed.location),
    now: options.now,
    afterDocset: options.afterDocset,
  });
  return { ...result, location: feed.location };
}
