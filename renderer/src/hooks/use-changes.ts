import { useEffect, useState } from 'react';
import type { DocsetChanges } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';
import { errorMessage } from '../api/client-error.ts';

export type ChangesState = { changes: DocsetChanges[] | null; error: string | null };

/** "What changed since the last sync", read when the panel opens and again when a run ends. */
export function useChanges(client: FolioClient, finishedAt: string | null): ChangesState {
  const [state, setState] = useState<ChangesState>({ changes: null, error: null });
  useEffect(() => {
    let current = true;
    client
      .getChanges({})
      .then((changes) => current && setState({ changes, error: null }))
      .catch((error: unknown) => current && setState({ changes: [], error: errorMessage(error) }));
    return () => {
      current = false;
    };
  }, [client, finishedAt]);
  return state;
}
