import type { Mock } from 'vitest';
import { vi } from 'vitest';
import { apiMethods } from '../../core/api/folio-api.ts';
import type { ApiMethod, FolioApi } from '../../core/api/folio-api.ts';

export type FakeApi = { [M in ApiMethod]: Mock<FolioApi[M]> };

/** A FolioApi whose every method records its input and answers `{ method }`. */
export function createFakeApi(): FakeApi {
  const api = Object.fromEntries(
    apiMethods.map((method) => [method, vi.fn(() => Promise.resolve({ method }))]),
  );
  return api as unknown as FakeApi; // each method's answer is only compared, never typed on
}
