import { useCallback, useEffect, useState } from 'react';
import type { DocsetSummary, SyncState } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

const REFRESH_WHILE_SYNCING_MS = 3000;

export interface Docsets {
  docsets: DocsetSummary[] | null;
  error: string | null;
  refresh: () => void;
}

/** The catalog with what the cache holds; refreshed while a sync runs and when it ends. */
export function useDocsets(client: FolioClient, sync: SyncState | null): Docsets {
  const [docsets, setDocsets] = useState<DocsetSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(() => {
    client
      .listDocsets({})
      .then((list) => {
        setDocsets(list);
        setError(null);
      })
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [client]);

  const running = sync?.running ?? false;
  const finishedAt = sync?.finishedAt ?? null;
  useEffect(() => {
    refresh();
    if (!running) return undefined;
    const timer = window.setInterval(refresh, REFRESH_WHILE_SYNCING_MS);
    return () => window.clearInterval(timer);
  }, [refresh, running, finishedAt]);

  return { docsets, error, refresh };
}
