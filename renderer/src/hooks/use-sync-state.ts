import { useEffect, useState } from 'react';
import type { SyncState } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';

/** The current sync, live: one fetch to start with, then every change the transport pushes. */
export function useSyncState(client: FolioClient): SyncState | null {
  const [state, setState] = useState<SyncState | null>(null);
  useEffect(() => {
    let pushed = false;
    const unsubscribe = client.onSyncState((next) => {
      pushed = true;
      setState(next);
    });
    client
      .getSyncState({})
      .then((first) => {
        if (!pushed) setState(first);
      })
      .catch(() => undefined);
    return unsubscribe;
  }, [client]);
  return state;
}
