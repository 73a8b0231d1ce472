import { usePermissions } from '../../api/access-context.tsx';
import { useEffect, useState } from 'react';
import type { DocsetProgress, DocsetSummary } from '../../../../core/api/folio-api.ts';
import { useClient } from '../../api/client-context.tsx';
import { useToc } from '../../hooks/use-toc.ts';
import { formatCount, formatDate, relativeTime } from '../../lib/format.ts';
import { AlertIcon, ChevronIcon, SyncIcon } from '../common/icons.tsx';
import { Spinner } from '../common/spinner.tsx';
import { TocTree } from './toc-tree.tsx';

interface Props {
  docset: DocsetSummary;
  /** Listed under its docset as one of its versions: shown by the version alone, indented. */
  versionOf?: string;
  progress: DocsetProgress | undefined;
  currentUrl: string;
  isCurrent: boolean;
  now: number;
  onSync: (id: string) => void;
  onRemove: (id: string) => void;
}

function syncLabel(
  docset: DocsetSummary,
  progress: DocsetProgress | undefined,
  now: number,
): string {
  if (progress?.state === 'running') return `syncing ${progress.done}/${progress.found}`;
  if (progress?.state === 'queued') return 'queued';
  if (docset.pages === 0) return 'not synced';
  return docset.lastSyncAt ? relativeTime(docset.lastSyncAt, now) : '';
}

/** One docset: name, size, freshness and trouble at a glance; opens to its table of contents. */
export function DocsetRow({
  docset,
  progress,
  currentUrl,
  isCurrent,
  now,
  onSync,
  onRemove,
  versionOf,
}: Props) {
  const client = useClient();
  const { canManage } = usePermissions();
  const [open, setOpen] = useState(isCurrent);
  useEffect(() => {
    if (isCurrent) setOpen(true);
  }, [isCurrent]);
  const toc = useToc(client, docset.id, open, docset.pages);
  const syncing = docset.syncing || progress?.state === 'running' || progress?.state === 'queued';
  const empty = docset.pages === 0;

  return (
    <li
      className={`docset${versionOf ? ' docset-version' : ''}${isCurrent ? ' is-current' : ''}${empty ? ' is-empty' : ''}`}
    >
      <div className="docset-row">
        <button
          type="button"
          className="docset-toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          title={docset.description}
        >
          <span className="chevron">
            <ChevronIcon />
          </span>
          <span className="docset-name">
            {versionOf ? (
              <span aria-label={docset.name} title={docset.name}>
                version {versionOf}
              </span>
            ) : (
              docset.name
            )}
          </span>
          <span className="docset-meta">
            {!empty && <span>{formatCount(docset.pages, 'page')}</span>}
            <span>{syncLabel(docset, progress, now)}</span>
          </span>
        </button>
        {docset.stale && !syncing && (
          <span
            className="badge badge-stale"
            title={
              docset.lastOkSyncAt
                ? `Last good sync ${formatDate(docset.lastOkSyncAt)}`
                : 'No sync has finished well yet'
            }
          >
            stale
          </span>
        )}
        {docset.lastError && !syncing && (
          <span
            className="badge badge-error"
            title={docset.lastError}
            aria-label={`Last sync failed: ${docset.lastError}`}
          >
            <AlertIcon />
          </span>
        )}
        {syncing ? (
          <Spinner label={`Syncing ${docset.name}`} />
        ) : !canManage ? null : (
          <button
            type="button"
            className="icon-button docset-sync"
            aria-label={`Sync ${docset.name}`}
            title={`Sync ${docset.name}`}
            onClick={() => onSync(docset.id)}
          >
            <SyncIcon />
          </button>
        )}
      </div>
      {open && (
        <div className="docset-toc">
          {toc.entries === null && <p className="muted small">Loading…</p>}
          {toc.error && <p className="error small">{toc.error}</p>}
          {toc.entries?.length === 0 && !toc.error && (
            <p className="muted small">
              {!empty
                ? 'No contents.'
                : canManage
                  ? 'Sync this docset to read it offline.'
                  : 'Not in this cache.'}
            </p>
          )}
          {toc.entries && toc.entries.length > 0 && (
            <TocTree entries={toc.entries} currentUrl={currentUrl} />
          )}
          {docset.removable && !syncing && canManage && (
            <RemoveDocset docset={docset} onRemove={onRemove} />
          )}
        </div>
      )}
    </li>
  );
}

/** For a docset the user added: take it out of the library, pages and all, after asking once. */
function RemoveDocset({
  docset,
  onRemove,
}: {
  docset: DocsetSummary;
  onRemove: (id: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="link-button small" onClick={() => setAsking(true)}>
        Remove from library…
      </button>
    );
  }
  return (
    <p className="small" role="group" aria-label={`Remove ${docset.name}`}>
      Remove {docset.name} and its {formatCount(docset.pages, 'page')}?{' '}
      <button type="button" className="button button-danger" onClick={() => onRemove(docset.id)}>
        Remove
      </button>{' '}
      <button type="button" className="button" onClick={() => setAsking(false)}>
        Keep
      </button>
    </p>
  );
}
