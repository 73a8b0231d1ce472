import { FeedError } from './feed-error.ts';
import { readSubscriptions, subscribedDocsets } from './subscriptions.ts';

/**
 * Where a sync goes, decided once for `folio sync`, the app's "Sync", its schedule and `serve
 * --sync-every`: with subscriptions, a sync of everything pulls the feeds (an offline node has
 * nothing else to reach, and a web sync of every catalog docset would only fail there); docsets
 * named go to the web, unless a feed brings one, which is refused: two writers of one docset would
 * each undo the other's pages on every run.
 */
export function routeSync(
  settingsDir: string,
  docsets: readonly string[] | undefined,
): 'feeds' | 'web' {
  if (readSubscriptions(settingsDir).length === 0) return 'web';
  if (docsets === undefined || docsets.length === 0) return 'feeds';
  const owners = subscribedDocsets(settingsDir);
  const fed = docsets.filter((id) => owners.has(id));
  if (fed.length > 0) {
    throw new FeedError(
      `${fed.map((id) => `${id} comes from the feed ${owners.get(id)}`).join('; ')}: ` +
        'a docset comes from one place (folio subscribe LOCATION --remove to sync it from the web)',
    );
  }
  return 'web';
}
