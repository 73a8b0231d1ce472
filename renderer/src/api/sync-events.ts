import type { FolioApi, SyncState } from '../../../core/api/folio-api.ts';

const POLL_RUNNING_MS = 1000;
const POLL_IDLE_MS = 5000;
const MAX_STREAM_FAILURES = 3;

/**
 * Sync state as it changes: Server-Sent Events from `api/events`, and when the stream cannot be
 * opened (a proxy that buffers, a server without it) polling `getSyncState` with `since`, faster
 * while a sync runs. Either way the callback sees each state once, in order of `seq`.
 */
export function subscribeSyncEvents(
  base: string,
  api: Pick<FolioApi, 'getSyncState'>,
  callback: (state: SyncState) => void,
): () => void {
  let stopped = false;
  let lastSeq = -1;
  let timer: number | undefined;
  const deliver = (state: SyncState): void => {
    if (stopped || state.seq === lastSeq) return;
    lastSeq = state.seq;
    callback(state);
  };

  const poll = async (): Promise<void> => {
    let running = false;
    try {
      const state = await api.getSyncState(lastSeq >= 0 ? { since: lastSeq } : {});
      running = state.running;
      deliver(state);
    } catch {
      // The server may be restarting; try again at the idle pace.
    }
    if (!stopped)
      timer = window.setTimeout(() => void poll(), running ? POLL_RUNNING_MS : POLL_IDLE_MS);
  };

  let source: EventSource | undefined;
  if (typeof EventSource === 'function') {
    source = new EventSource(new URL('api/events', base));
    source.onmessage = (event: MessageEvent<string>) => {
      try {
        deliver(JSON.parse(event.data) as SyncState);
      } catch {
        // A malformed event is skipped; the next one carries the whole state again.
      }
    };
    let failures = 0;
    source.onopen = () => {
      failures = 0;
    };
    source.onerror = () => {
      // CONNECTING means the browser retries by itself, which is right for a blip; CLOSED means
      // it gave up, and a stream that keeps failing (a buffering proxy) is no better.
      failures++;
      if (
        stopped ||
        (source?.readyState !== EventSource.CLOSED && failures < MAX_STREAM_FAILURES)
      ) {
        return;
      }
      source?.close();
      source = undefined;
      void poll();
    };
  } else {
    void poll();
  }

  return () => {
    stopped = true;
    source?.close();
    window.clearTimeout(timer);
  };
}
