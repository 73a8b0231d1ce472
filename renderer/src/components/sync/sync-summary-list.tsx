import type { DocsetSummary, LastRunSummary } from '../../../../core/api/folio-api.ts';
import { formatBytes, formatCount, formatDate, relativeTime } from '../../lib/format.ts';
import { AlertIcon, SyncIcon } from '../common/icons.tsx';

function runText(run: LastRunSummary): string {
  if (run.outcome === 'running') return 'in progress';
  const parts = [
    run.new && `${run.new} new`,
    run.restored && `${run.restored} restored`,
    run.changed && `${run.changed} changed`,
    run.unchanged && `${run.unchanged} unchanged`,
    run.removed && `${run.removed} removed`,
    run.failed && `${run.failed} failed`,
  ].filter(Boolean);
  return parts.join(' · ') || 'nothing changed';
}

interface Props {
  docsets: readonly DocsetSummary[];
  running: boolean;
  now: number;
  /** Absent where this window may not sync (a read-only cache, a reader link). */
  onSync?: (id: string) => void;
}

/** Every docset with its last run: when, how it went, and a button to run it alone. */
export function SyncSummaryList({ docsets, running, now, onSync }: Props) {
  return (
    <ul className="summary-list">
      {docsets.map((d) => (
        <li key={d.id} className="summary-item">
          <div className="summary-main">
            <span className="summary-name">{d.name}</span>
            <span className="small muted">
              {d.pages > 0
                ? `${formatCount(d.pages, 'page')} · ${formatBytes(d.bytes)}`
                : 'not synced yet'}
              {d.lastSyncAt && (
                <>
                  {' · '}
                  <time dateTime={d.lastSyncAt} title={formatDate(d.lastSyncAt)}>
                    {relativeTime(d.lastSyncAt, now)}
                  </time>
                </>
              )}
            </span>
            {d.lastRun && (
              <span className={`small run-${d.lastRun.outcome}`}>
                {d.lastRun.outcome}: {runText(d.lastRun)}
              </span>
            )}
            {d.lastError && (
              <span className="error small">
                <AlertIcon /> {d.lastError}
              </span>
            )}
          </div>
          {onSync && (
            <button
              type="button"
              className="icon-button"
              disabled={running}
              aria-label={`Sync ${d.name}`}
              title={`Sync ${d.name}`}
              onClick={() => onSync(d.id)}
            >
              <SyncIcon />
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
