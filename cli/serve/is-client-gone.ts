import type { IncomingMessage } from 'node:http';

/**
 * Whether an error only means the client went away (a closed tab, a cancelled fetch, curl's
 * Ctrl+C): Node aborts the request body with "aborted" / ECONNRESET, and a write to a closed
 * socket fails with EPIPE. Nothing is wrong with the server, so it is no error to log.
 */
export function isClientGone(error: unknown, incoming: IncomingMessage | undefined): boolean {
  if (incoming?.destroyed === true && incoming.complete === false) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'ECONNRESET' ||
    code === 'EPIPE' ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ERR_STREAM_DESTROYED'
  );
}
