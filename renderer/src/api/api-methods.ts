import type { ApiMethod } from '../../../core/api/folio-api.ts';

/**
 * Every method of the contract, as data the HTTP client can loop over. The renderer may import
 * only types from core/, so the list is restated here; `Record<ApiMethod, true>` makes the
 * compiler refuse a missing or an unknown name, so it cannot drift from the contract.
 */
const methodFlags: Record<ApiMethod, true> = {
  listDocsets: true,
  getToc: true,
  getPage: true,
  search: true,
  startSync: true,
  getSyncState: true,
  cancelSync: true,
  getChanges: true,
  getSettings: true,
  probeSite: true,
  addDocset: true,
  removeDocset: true,
  importBundle: true,
  updateSettings: true,
  getSyncSchedule: true,
  listFeeds: true,
  listBookmarks: true,
  addBookmark: true,
  removeBookmark: true,
  listHistory: true,
  recordVisit: true,
  clearHistory: true,
  exportReading: true,
  getAccess: true,
  importReading: true,
};

export const apiMethodNames = Object.keys(methodFlags) as ApiMethod[];
