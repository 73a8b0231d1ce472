import { useCallback, useState } from 'react';
import type { FolioClient } from '../api/client.ts';
import { errorCode, errorMessage } from '../api/client-error.ts';

export interface SyncActions {
  start: (docsets?: string[]) => void;
  cancel: () => void;
  /** Why the last request was refused, until the next one. */
  problem: string | null;
}

/** Starting and cancelling syncs; progress itself arrives through the sync state. */
export function useSyncActions(client: FolioClient, onStarted?: () => void): SyncActions {
  const [problem, setProblem] = useState<string | null>(null);
  const fail = (error: unknown): void =>
    setProblem(errorCode(error) === 'busy' ? 'A sync is already running.' : errorMessage(error));

  const start = useCallback(
    (docsets?: string[]) => {
      setProblem(null);
      client
        .startSync(docsets ? { docsets } : {})
        .then(() => onStarted?.())
        .catch(fail);
    },
    [client, onStarted],
  );
  const cancel = useCallback(() => {
    setProblem(null);
    client.cancelSync({}).catch(fail);
  }, [client]);
  return { start, cancel, problem };
}
