import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { useChanges } from '../../hooks/use-changes.ts';
import { useHistory } from '../../hooks/use-history.ts';
import { useNow } from '../../hooks/use-now.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { formatBytes, formatCount, relativeTime } from '../../lib/format.ts';
import { pageHref } from '../../lib/route.ts';
import { LibraryActions } from '../library/library-actions.tsx';
import { DocsetUpdates } from './docset-updates.tsx';

const RECENT = 8;

/**
 * Home once something is cached: where the reading left off, the bookmarks, and the docsets the
 * last syncs changed. The catalog itself is the sidebar's (it was here a second time).
 */
export function LibraryOverview({
  docsets,
  reading,
  onChanged,
}: {
  docsets: readonly DocsetSummary[];
  reading: ReadingState;
  onChanged: () => void;
}) {
  const client = useClient();
  const now = useNow();
  const recent = useHistory(client, '', reading.historyVersion, RECENT);
  const { changes } = useChanges(client, null);
  const cached = docsets.filter((d) => d.pages > 0);
  const pages = cached.reduce((sum, d) => sum + d.pages, 0);
  const bytes = cached.reduce((sum, d) => sum + d.bytes, 0);
  const names = new Map(docsets.map((d) => [d.id, d.name]));
  const bookmarks = reading.bookmarks?.slice(0, RECENT) ?? [];
  return (
    <div className="library">
      <header className="library-head">
        <h1>Library</h1>
        <p className="muted">
          {formatCount(cached.length, 'docset')} · {formatCount(pages, 'page')} ·{' '}
          {formatBytes(bytes)} on this machine. Press <kbd>/</kbd> to search them all.
        </p>
        <LibraryActions onChanged={onChanged} />
      </header>
      <section className="library-section" aria-labelledby="home-recent">
        <h2 id="home-recent">Recent pages</h2>
        {recent !== null && recent.length === 0 ? (
          <p className="muted">Pages you read show here, to pick up where you left off.</p>
        ) : (
          <ul className="home-list">
            {recent?.map((visit) => (
              <li key={visit.url}>
                <a href={pageHref(visit.url)} title={visit.url}>
                  <span className="home-item-title">{visit.title || visit.url}</span>
                  <span className="small muted">
                    {names.get(visit.docset) ?? visit.docset} · {relativeTime(visit.visitedAt, now)}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="library-section" aria-labelledby="home-bookmarks">
        <h2 id="home-bookmarks">Bookmarks</h2>
        {reading.bookmarks !== null && bookmarks.length === 0 ? (
          <p className="muted">Bookmark a page or a section with the bookmark button above it.</p>
        ) : (
          <ul className="home-list">
            {bookmarks.map((b) => (
              <li key={b.url}>
                <a href={pageHref(b.url)} title={b.url}>
                  <span className="home-item-title">{b.section ?? b.title}</span>
                  <span className="small muted">
                    {b.section ? `${b.title} · ` : ''}
                    {names.get(b.docset) ?? b.docset}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      <DocsetUpdates changes={changes} docsets={docsets} now={now} />
    </div>
  );
}
