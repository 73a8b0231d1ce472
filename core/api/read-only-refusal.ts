import { ApiError } from './folio-api.ts';

/**
 * What every write to a read-only cache answers. `forbidden`, not `busy`: nothing will change by
 * waiting, and a client that reads `busy` as "a sync is running" would say so.
 */
export function readOnlyRefusal(): ApiError {
  return new ApiError(
    'forbidden',
    'read-only cache: syncing, adding, removing and importing are off here',
  );
}
