import type { FolioApi } from './folio-api.ts';
import type { ReadingStore } from './reading-store.ts';
import type { SettingsStore } from './settings-store.ts';

/** The methods whose answers belong to one person: their settings, bookmarks and history. */
export const PERSONAL_METHODS = [
  'getSettings',
  'updateSettings',
  'listBookmarks',
  'addBookmark',
  'removeBookmark',
  'listHistory',
  'recordVisit',
  'clearHistory',
  'exportReading',
  'importReading',
] as const;

export type PersonalMethod = (typeof PERSONAL_METHODS)[number];

/**
 * Those methods over one person's stores. The engine has one person (the app's user, whoever
 * started `folio serve` alone); a team's `folio serve` builds them once per browser, so the
 * colleagues on one link do not share a history.
 */
export function personalMethods(
  settings: SettingsStore,
  reading: () => ReadingStore,
): Pick<FolioApi, PersonalMethod> {
  const store = () => new Promise<ReadingStore>((resolve) => resolve(reading()));
  return {
    getSettings: () => settings.get(),
    updateSettings: (patch) => settings.update(patch),
    listBookmarks: () => store().then((s) => s.listBookmarks()),
    addBookmark: (input) => store().then((s) => s.addBookmark(input)),
    removeBookmark: ({ url }) => store().then((s) => s.removeBookmark(url)),
    listHistory: (input) => store().then((s) => s.listHistory(input)),
    recordVisit: (input) => store().then((s) => s.recordVisit(input)),
    clearHistory: () => store().then((s) => s.clearHistory()),
    exportReading: () => store().then((s) => s.exportReading()),
    importReading: ({ data }) => store().then((s) => s.importReading(data)),
  };
}
