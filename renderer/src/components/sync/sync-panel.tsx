import { useEffect } from 'react';
import type { DocsetSummary, Settings, SyncState } from '../../../../core/api/folio-api.ts';
import { usePermissions } from '../../api/access-context.tsx';
import { useClient } from '../../api/client-context.tsx';
import { useChanges } from '../../hooks/use-changes.ts';
import { useNow } from '../../hooks/use-now.ts';
import type { SyncActions } from '../../hooks/use-sync-actions.ts';
import { formatDate, relativeTime } from '../../lib/format.ts';
import { CloseIcon, StopIcon, SyncIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { LibraryActions } from '../library/library-actions.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { SyncChanges } from './sync-changes.tsx';
import { SyncErrors } from './sync-errors.tsx';
import { SyncFeeds } from './sync-feeds.tsx';
import { SyncProgressList } from './sync-progress-list.tsx';
import { SyncSchedule } from './sync-schedule.tsx';
import { SyncSummaryList } from './sync-summary-list.tsx';

interface Props {
  sync: SyncState | null;
  docsets: readonly DocsetSummary[];
  actions: SyncActions;
  settings: Settings | null;
  onSchedule: (hours: number | null) => void;
  onClose: () => void;
  /** After a bundle was imported from the panel (offered when there is no network). */
  onChanged: () => void;
}

function statusLine(sync: SyncState | null, now: number): string {
  if (sync === null) return 'Connecting…';
  if (sync.running)
    return sync.startedAt ? `Syncing since ${relativeTime(sync.startedAt, now)}` : 'Syncing…';
  if (sync.finishedAt) return `Last run finished ${relativeTime(sync.finishedAt, now)}`;
  return 'No sync has run since Folio started.';
}

/** Sync everything or one docset, watch it live, cancel it, and read how the last run went. */
export function SyncPanel({
  sync,
  docsets,
  actions,
  settings,
  onSchedule,
  onClose,
  onChanged,
}: Props) {
  const now = useNow(5000);
  const running = sync?.running ?? false;
  const names = new Map(docsets.map((d) => [d.id, d.name]));
  const changes = useChanges(useClient(), sync?.finishedAt ?? null);
  const { canManage, why } = usePermissions();
  // Esc closes the panel wherever the focus is (it sits over the page, not in a dialog); a
  // dialog or a field that used the key first keeps it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent): void => {
      if (
        event.key === 'Escape' &&
        !event.defaultPrevented &&
        !document.querySelector('dialog[open]')
      )
        onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="sync-panel" aria-labelledby="sync-title">
      <header className="panel-head">
        <h2 id="sync-title">Sync</h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Close the sync panel"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      <div className="panel-body">
        <OfflineNotice sync={sync} />
        {/* Offline, the panel covers Home's own way in: offer it here too. */}
        {sync?.offline && canManage && <LibraryActions onChanged={onChanged} />}
        <div className="sync-controls">
          {!canManage ? null : running ? (
            <button type="button" className="button button-danger" onClick={actions.cancel}>
              <StopIcon /> Cancel
            </button>
          ) : (
            <button type="button" className="button button-primary" onClick={() => actions.start()}>
              <SyncIcon /> Sync all
            </button>
          )}
          <p
            className="sync-status small muted"
            aria-live="polite"
            title={sync?.finishedAt ? formatDate(sync.finishedAt) : undefined}
          >
            {running && <Spinner label="Sync running" />} {statusLine(sync, now)}
          </p>
        </div>
        {why && (
          <p className="notice small" role="note">
            {why}
          </p>
        )}
        {actions.problem && (
          <p className="error small" role="alert">
            {actions.problem}
          </p>
        )}
        {sync && sync.docsets.length > 0 && (
          <section aria-label={running ? 'This run' : 'Last run'}>
            <h3 className="panel-heading">{running ? 'This run' : 'Last run'}</h3>
            <SyncProgressList progress={sync.docsets} names={names} />
          </section>
        )}
        {sync && <SyncErrors errors={sync.errors} names={names} />}
        <SyncChanges changes={changes.changes} error={changes.error} names={names} now={now} />
        <SyncFeeds finishedAt={sync?.finishedAt ?? null} now={now} />
        <section aria-label="Docsets">
          <h3 className="panel-heading">Docsets</h3>
          <SyncSummaryList
            docsets={docsets}
            running={running}
            now={now}
            onSync={canManage ? (id) => actions.start([id]) : undefined}
          />
        </section>
        {canManage && <SyncSchedule settings={settings} onChange={onSchedule} />}
      </div>
    </aside>
  );
}
