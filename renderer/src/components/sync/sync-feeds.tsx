import { useEffect, useState } from 'react';
import type { FeedStatus } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { relativeTime } from '../../lib/format.ts';

/**
 * The feeds this machine pulls from, as `folio status` lists them: the serial it holds, how old
 * the publisher's index was, when a pull last went well and why the last one failed. Read again
 * after every run; nothing is shown on a machine without subscriptions.
 */
export function SyncFeeds({ finishedAt, now }: { finishedAt: string | null; now: number }) {
  const client = useClient();
  const [feeds, setFeeds] = useState<FeedStatus[]>([]);
  useEffect(() => {
    client
      .listFeeds({})
      .then(setFeeds)
      .catch(() => undefined);
  }, [client, finishedAt]);
  if (feeds.length === 0) return null;
  return (
    <section aria-label="Feeds">
      <h3 className="panel-heading">Feeds</h3>
      <ul className="sync-feeds">
        {feeds.map((feed) => (
          <li key={feed.location}>
            <div className="small">{feed.location}</div>
            <div className="small muted">
              {feed.serial === null ? 'No index verified yet' : `Serial ${feed.serial}`}
              {feed.publishedAt && ` · published ${relativeTime(feed.publishedAt, now)}`}
              {` · last good pull ${feed.lastOkPullAt ? relativeTime(feed.lastOkPullAt, now) : 'never'}`}
            </div>
            {feed.lastError && (
              <div className="small error" role="status">
                Last pull failed: {feed.lastError}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
