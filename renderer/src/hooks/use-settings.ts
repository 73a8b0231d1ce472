import { useCallback, useEffect, useState } from 'react';
import type { ApiInput, Settings } from '../../../core/api/folio-api.ts';
import type { FolioClient } from '../api/client.ts';

export interface SettingsState {
  settings: Settings | null;
  update: (patch: ApiInput<'updateSettings'>) => void;
}

/** Settings as the engine keeps them; a change shows at once and is confirmed by its answer. */
export function useSettings(client: FolioClient): SettingsState {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    client
      .getSettings({})
      .then(setSettings)
      .catch(() => undefined);
  }, [client]);

  const update = useCallback(
    (patch: ApiInput<'updateSettings'>) => {
      const given = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      );
      setSettings((current) => (current ? { ...current, ...given } : current));
      client
        .updateSettings(patch)
        .then(setSettings)
        .catch(() => client.getSettings({}).then(setSettings))
        .catch(() => undefined);
    },
    [client],
  );
  return { settings, update };
}
