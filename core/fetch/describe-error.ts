import { formatDuration } from './format-units.ts';

/** A failure we detected ourselves (size cap, bad encoding); its message is already final. */
export class FetchFailure extends Error {
  readonly retryable: boolean;
  constructor(message: string, retryable = false) {
    super(message);
    this.name = 'FetchFailure';
    this.retryable = retryable;
  }
}

export interface ErrorDescription {
  message: string;
  /** Transient network trouble is worth another attempt; TLS or protocol errors are not. */
  retryable: boolean;
}

export interface TimeoutSettings {
  connectTimeoutMs: number;
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
}

/** Node and undici error codes, in the words a user can act on. */
const NETWORK_MESSAGES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset by the server',
  EPIPE: 'connection closed by the server',
  UND_ERR_SOCKET: 'connection closed by the server',
  ETIMEDOUT: 'connection timed out',
  ENOTFOUND: 'host not found (DNS)',
  EAI_AGAIN: 'DNS lookup failed (temporary)',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENETDOWN: 'network is down',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'connection closed before the end of the body',
};

/** Turns whatever undici or zlib threw into one line for the user, and says whether to retry. */
export function describeError(error: unknown, timeouts: TimeoutSettings): ErrorDescription {
  if (error instanceof FetchFailure) return { message: error.message, retryable: error.retryable };
  const cause = firstCause(error);
  const code = typeof cause.code === 'string' ? cause.code : '';
  switch (code) {
    case 'UND_ERR_CONNECT_TIMEOUT':
      return timedOut(timeouts.connectTimeoutMs, 'connecting');
    case 'UND_ERR_HEADERS_TIMEOUT':
      return timedOut(timeouts.headersTimeoutMs, 'waiting for headers');
    case 'UND_ERR_BODY_TIMEOUT':
      return timedOut(timeouts.bodyTimeoutMs, 'waiting for body data');
  }
  const network = NETWORK_MESSAGES[code];
  if (network !== undefined) return { message: network, retryable: true };
  if (/CERT|SSL|TLS/.test(code))
    return { message: `TLS error: ${cause.message}`, retryable: false };
  if (code.startsWith('Z_') || code.startsWith('ERR__')) {
    return { message: `could not decompress the body: ${cause.message}`, retryable: false };
  }
  if (code.startsWith('HPE_'))
    return { message: `invalid HTTP response: ${cause.message}`, retryable: false };
  // Anything else (a bad URL, an unknown protocol) would fail the same way again.
  return { message: cause.message || String(error), retryable: false };
}

function timedOut(ms: number, what: string): ErrorDescription {
  return { message: `timed out after ${formatDuration(ms)} ${what}`, retryable: true };
}

/** Connecting to a name with several addresses fails with an AggregateError of the attempts. */
function firstCause(error: unknown): { code?: unknown; message: string } {
  let current: unknown = error;
  if (current instanceof AggregateError && current.errors.length > 0) current = current.errors[0];
  if (current instanceof Error) return current;
  return { message: String(current) };
}
