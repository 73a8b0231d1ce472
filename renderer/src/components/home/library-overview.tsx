import type { DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useNow } from '../../hooks/use-now.ts';
import { formatBytes, formatCount, relativeTime } from '../../lib/format.ts';
import { pageHref } from '../../lib/route.ts';
import { AlertIcon } from '../common/icons.tsx';
import { LibraryActions } from '../library/library-actions.tsx';

/** Home once something is cached: every docset as a card that opens its entry page. */
export function LibraryOverview({
  docsets,
  onChanged,
}: {
  docsets: readonly DocsetSummary[];
  onChanged: () => void;
}) {
  const now = useNow();
  const cached = docsets.filter((d) => d.pages > 0);
  const pages = cached.reduce((sum, d) => sum + d.pages, 0);
  const bytes = cached.reduce((sum, d) => sum + d.bytes, 0);
  const sections = [...new Set(docsets.map((d) => d.section))];
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
      {sections.map((section) => (
        <section key={section} className="library-section">
          <h2>{section || 'Docsets'}</h2>
          <ul className="cards">
            {docsets
              .filter((d) => d.section === section)
              .map((d) => (
                <li key={d.id} className={`card${d.pages === 0 ? ' is-empty' : ''}`}>
                  <a
                    href={d.pages > 0 ? pageHref(d.entryUrl) : undefined}
                    aria-disabled={d.pages === 0}
                  >
                    <span className="card-title">{d.name}</span>
                    <span className="card-text">{d.description}</span>
                    <span className="card-meta small muted">
                      {d.pages > 0 ? formatCount(d.pages, 'page') : 'Not synced'}
                      {d.lastSyncAt && ` · ${relativeTime(d.lastSyncAt, now)}`}
                      {d.lastError && (
                        <span className="error" title={d.lastError}>
                          {' '}
                          <AlertIcon /> last sync failed
                        </span>
                      )}
                    </span>
                  </a>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
