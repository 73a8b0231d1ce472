import type { DocsetSummary, SyncState } from '../../../../core/api/folio-api.ts';
import { usePermissions } from '../../api/access-context.tsx';
import type { SyncActions } from '../../hooks/use-sync-actions.ts';
import { BookIcon, SyncIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { LibraryActions } from '../library/library-actions.tsx';
import { OfflineNotice } from '../sync/offline-notice.tsx';

interface Props {
  docsets: readonly DocsetSummary[];
  sync: SyncState | null;
  actions: SyncActions;
  onShowSync: () => void;
  onChanged: () => void;
}

/** First start: nothing cached yet. Say what Folio is and offer the one thing to do. */
export function EmptyState({ docsets, sync, actions, onShowSync, onChanged }: Props) {
  const running = sync?.running ?? false;
  const done = sync?.docsets.reduce((sum, p) => sum + p.done, 0) ?? 0;
  const sections = new Set(docsets.map((d) => d.section)).size;
  const { canManage } = usePermissions();
  return (
    <div className="empty-state">
      <div className="empty-mark">
        <BookIcon size={40} />
      </div>
      <h1>Your documentation, offline.</h1>
      <p className="lead">
        Folio mirrors documentation sites into one local file and lets you read and search them with
        no network. Sync once while connected; then read on a laptop, a login node or an air-gapped
        machine.
      </p>
      {running ? (
        <div className="empty-progress" aria-live="polite">
          <Spinner label="Syncing" /> Syncing the catalog… {done.toLocaleString()} pages so far.{' '}
          <button type="button" className="link-button" onClick={onShowSync}>
            Show progress
          </button>
        </div>
      ) : !canManage ? null : (
        <button
          type="button"
          className="button button-primary button-hero"
          onClick={() => actions.start()}
        >
          <SyncIcon /> Sync the catalog
        </button>
      )}
      {actions.problem && <p className="error">{actions.problem}</p>}
      <OfflineNotice sync={sync} />
      {!sync?.offline && (
        <p className="muted small">
          Have a bundle from a connected machine (<code>folio export</code> there)? Import it. Or
          add any other documentation site:
        </p>
      )}
      <LibraryActions onChanged={onChanged} />
      <p className="muted small">
        {docsets.length} docsets in {sections} {sections === 1 ? 'section' : 'sections'} — or pick
        one in the sidebar and sync only that.
      </p>
    </div>
  );
}
