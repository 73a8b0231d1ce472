import type { DocsetProgress } from '../../../../core/api/folio-api.ts';
import { formatBytes } from '../../lib/format.ts';

const stateLabel: Record<DocsetProgress['state'], string> = {
  queued: 'Queued',
  running: 'Syncing',
  ok: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

/**
 * One bar per docset of the current (or last) run: pages done of found, bytes, failures; for a
 * docset a feed brings, the feed's serial and download instead of crawled bytes.
 */
export function SyncProgressList({
  progress,
  names,
}: {
  progress: readonly DocsetProgress[];
  names: ReadonlyMap<string, string>;
}) {
  return (
    <ul className="progress-list">
      {progress.map((p) => {
        const total = Math.max(p.found, p.done, 1);
        const percent = p.state === 'ok' ? 100 : Math.round((p.done / total) * 100);
        const name = names.get(p.docset) ?? p.docset;
        return (
          <li key={p.docset} className={`progress-item state-${p.state}`}>
            <div className="progress-head">
              <span className="progress-name">{name}</span>
              <span className={`state-pill state-${p.state}`}>{stateLabel[p.state]}</span>
            </div>
            <progress
              className="progress-bar"
              aria-label={`${name} progress`}
              max={100}
              value={percent}
            >
              {percent}%
            </progress>
            <div className="progress-meta small muted">
              {/* A feed's counts are known once it applied: before, or refused, they are no count. */}
              {(!p.feed || p.state === 'ok') && (
                <span>
                  {p.done.toLocaleString()} / {p.found.toLocaleString()} pages
                </span>
              )}
              {p.notPages > 0 && (
                <span title="Redirects and files that are not pages: handled, not stored as pages">
                  {p.notPages.toLocaleString()} not {p.notPages === 1 ? 'a page' : 'pages'}
                </span>
              )}
              {p.feed ? (
                <>
                  {p.feed.serial !== null && <span>feed serial {p.feed.serial}</span>}
                  <span title="What the feed's pull downloaded, for all of its docsets">
                    {formatBytes(p.feed.downloaded)} downloaded
                  </span>
                </>
              ) : (
                <span>{formatBytes(p.bytes)}</span>
              )}
              {p.failed > 0 && <span className="error">{p.failed} failed</span>}
            </div>
            {p.error && <p className="error small">{p.error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
