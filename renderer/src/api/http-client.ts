import type { ApiMethod, FolioApi } from '../../../core/api/folio-api.ts';
import { apiMethodNames } from './api-methods.ts';
import type { FolioClient } from './client.ts';
import { ClientError } from './client-error.ts';
import { subscribeSyncEvents } from './sync-events.ts';

interface ErrorBody {
  error?: { code?: unknown; message?: unknown };
}

async function callApi(base: string, method: ApiMethod, input: unknown): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(new URL(`api/${method}`, base), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(input ?? {}),
    });
  } catch (error) {
    throw new ClientError('network', `Folio is not reachable (${String(error)})`);
  }
  const body = (await response.json().catch(() => undefined)) as unknown;
  if (response.ok) return body;
  const failure = (body as ErrorBody | undefined)?.error;
  throw new ClientError(
    typeof failure?.code === 'string' ? failure.code : `http-${response.status}`,
    typeof failure?.message === 'string' ? failure.message : response.statusText,
  );
}

/**
 * The contract over `folio serve`: `POST api/<method>` with the input as JSON. Derived from the
 * method list, so a new operation in the contract needs no change here. URLs are relative to the
 * page, so the UI also works behind a path prefix (an SSH tunnel to a reverse proxy).
 */
export function createHttpClient(base: string): FolioClient {
  const api = Object.fromEntries(
    apiMethodNames.map((method) => [method, (input: unknown) => callApi(base, method, input)]),
  ) as unknown as FolioApi;
  return {
    ...api,
    assetUrl: (url) => new URL(`asset?url=${encodeURIComponent(url)}`, base).href,
    onSyncState: (callback) => subscribeSyncEvents(base, api, callback),
    openExternal: (url) => {
      const parsed = URL.parse(url);
      if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:') return;
      window.open(parsed.href, '_blank', 'noopener,noreferrer');
    },
  };
}
