import type { FolioApi, Settings } from '../../core/api/folio-api.ts';

/**
 * The same API, telling the shell whenever settings change, so the theme and the global shortcut
 * follow at once whoever changed them (the settings panel over IPC, or the menu).
 */
export function withSettingsHook(
  api: FolioApi,
  onSettings: (settings: Settings) => void,
): FolioApi {
  return {
    ...api,
    updateSettings: async (patch) => {
      const settings = await api.updateSettings(patch);
      onSettings(settings);
      return settings;
    },
  };
}
