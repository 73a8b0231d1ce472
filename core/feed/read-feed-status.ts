import { readSubscriptions, subscribedDocsets } from './subscriptions.ts';

/** One subscription as `folio status` and the app show it; times are ISO strings, null: never. */
export interface FeedStatus {
  location: string;
  /** The docsets it brings: those picked, else those its last verified index listed. */
  docsets: string[];
  /** The serial of the last index verified (the rollback guard), null before the first. */
  serial: number | null;
  /** When the publisher made that index: how current what this machine holds can be. */
  publishedAt: string | null;
  expiresAt: string | null;
  /** The last pull, whatever came of it. */
  lastPullAt: string | null;
  /** The last pull that ended well. */
  lastOkPullAt: string | null;
  /** Why the last pull failed; null when it did not. */
  lastError: string | null;
}

export function readFeedStatus(settingsDir: string): FeedStatus[] {
  const owners = subscribedDocsets(settingsDir);
  return readSubscriptions(settingsDir).map(({ location, state }) => ({
    location: withoutPassword(location),
    docsets: [...owners].filter(([, from]) => from === location).map(([id]) => id),
    serial: state.serial ?? null,
    publishedAt: state.indexCreatedAt ?? null,
    expiresAt: state.expiresAt ?? null,
    lastPullAt: state.checkedAt ?? null,
    lastOkPullAt: state.okAt ?? null,
    lastError: state.error ?? null,
  }));
}

/**
 * When every feed was last pulled: the oldest last pull, null when one never was (or there are
 * none). Attempts, as for web syncs: a feed that is down is retried once per interval.
 */
export function lastPullAt(feeds: readonly FeedStatus[]): Date | null {
  if (feeds.length === 0 || feeds.some((f) => f.lastPullAt === null)) return null;
  return new Date(feeds.map((f) => f.lastPullAt!).sort()[0]!);
}

/** Status goes to cron mail, logs and a served page: a password in a feed's URL stays out of it. */
export function withoutPassword(location: string): string {
  if (!/^https?:\/\//i.test(location)) return location;
  try {
    const url = new URL(location);
    if (url.password === '') return location;
    url.password = '***';
    return url.href;
  } catch {
    return location;
  }
}
