import { useState } from 'react';
import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { useHistory } from '../../hooks/use-history.ts';
import { useNow } from '../../hooks/use-now.ts';
import type { ReadingState } from '../../hooks/use-reading.ts';
import { relativeTime } from '../../lib/format.ts';
import { pageHref } from '../../lib/route.ts';

/** Pages read lately, newest first, filtered as you type. */
export function HistoryView({
  reading,
  docsets,
}: {
  reading: ReadingState;
  docsets: readonly DocsetSummary[];
}) {
  const client = useClient();
  const now = useNow();
  const [query, setQuery] = useState('');
  const visits = useHistory(client, query, reading.historyVersion);
  const names = new Map(docsets.map((d) => [d.id, d.name]));
  return (
    <section className="sidebar-panel" aria-label="History">
      <input
        type="search"
        className="sidebar-filter"
        aria-label="Filter the history"
        placeholder="Filter pages you read"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {visits !== null && visits.length === 0 && (
        <p className="muted small sidebar-note">
          {query ? 'No page you read matches.' : 'Pages you read show here.'}
        </p>
      )}
      <ul className="reading-list">
        {visits?.map((visit) => (
          <li key={visit.url} className="reading-item">
            <a href={pageHref(visit.url)} title={visit.url}>
              <span className="reading-title">{visit.title || visit.url}</span>
              <span className="reading-meta small muted">
                {names.get(visit.docset) ?? visit.docset} · {relativeTime(visit.visitedAt, now)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {visits !== null && visits.length > 0 && !query && (
        <div className="sidebar-actions">
          <button
            type="button"
            className="button button-quiet"
            onClick={() => void client.clearHistory({}).then(reading.reload, reading.reload)}
          >
            Clear history
          </button>
        </div>
      )}
    </section>
  );
}
