import { describe, expect, it } from 'vitest';
import { callApi, errorToResponse } from './call-api.ts';
import { ApiError, apiMethods } from './folio-api.ts';
import type { FolioApi } from './folio-api.ts';

/** An engine that only records what reaches it: validation must stop bad input before it. */
function recordingApi(): { api: FolioApi; calls: Array<[string, unknown]> } {
  const calls: Array<[string, unknown]> = [];
  const api = Object.fromEntries(
    apiMethods.map((method) => [
      method,
      (input: unknown) => {
        calls.push([method, input]);
        return Promise.resolve({ ok: method });
      },
    ]),
  ) as unknown as FolioApi;
  return { api, calls };
}

const rejectsWith = async (promise: Promise<unknown>, message: RegExp): Promise<void> => {
  await expect(promise).rejects.toBeInstanceOf(ApiError);
  await expect(promise).rejects.toMatchObject({ code: 'invalid-input', message });
};

describe('callApi', () => {
  it('dispatches valid input to the method, parsed', async () => {
    const { api, calls } = recordingApi();
    expect(await callApi(api, 'search', { query: 'zero', limit: 5 })).toEqual({ ok: 'search' });
    expect(await callApi(api, 'listDocsets', undefined)).toEqual({ ok: 'listDocsets' });
    expect(calls).toEqual([
      ['search', { query: 'zero', limit: 5 }],
      ['listDocsets', {}],
    ]);
  });

  it('rejects wrong types, unknown keys, bad shapes and unknown methods before the engine', async () => {
    const { api, calls } = recordingApi();
    await rejectsWith(callApi(api, 'getPage', { url: 42 }), /^url: /);
    await rejectsWith(callApi(api, 'search', { query: 'x', limit: 0 }), /^limit: /);
    await rejectsWith(callApi(api, 'search', { query: 'x', docsets: ['a', 7] }), /^docsets\.1: /);
    await rejectsWith(callApi(api, 'getToc', { docset: 'a', extra: 1 }), /unknown field extra/);
    await rejectsWith(callApi(api, 'updateSettings', { theme: 'pink' }), /^theme: /);
    await rejectsWith(callApi(api, 'listDocsets', null), /^input: /);
    await rejectsWith(callApi(api, 'listDocsets', []), /^input: /);
    await rejectsWith(callApi(api, 'dropTables', {}), /unknown method: dropTables/);
    await rejectsWith(callApi(api, 'constructor', {}), /unknown method/);
    await rejectsWith(callApi(api, '__proto__', {}), /unknown method/);
    await rejectsWith(callApi(api, 'toString', {}), /unknown method/);
    expect(calls).toEqual([]);
  });
});

describe('errorToResponse', () => {
  it('maps refusals to 400, 404 and 409 with their code and message', () => {
    expect(errorToResponse(new ApiError('invalid-input', 'url: bad'))).toEqual({
      status: 400,
      body: { error: { code: 'invalid-input', message: 'url: bad' } },
    });
    expect(errorToResponse(new ApiError('not-found', 'gone')).status).toBe(404);
    expect(errorToResponse(new ApiError('busy', 'running')).status).toBe(409);
  });

  it('answers anything else with a generic 500 that leaks no message or stack', () => {
    const response = errorToResponse(new Error('SQLITE_CORRUPT at /home/me/secret/folio.db'));
    expect(response).toEqual({
      status: 500,
      body: { error: { code: 'internal', message: 'internal error' } },
    });
    expect(JSON.stringify(response)).not.toMatch(/secret|at /);
  });
});
