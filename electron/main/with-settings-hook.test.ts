import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../core/api/folio-api.ts';
import { createFakeApi } from '../testing/fake-api.ts';
import { withSettingsHook } from './with-settings-hook.ts';

describe('withSettingsHook', () => {
  it('tells the shell the settings now in force after every update', async () => {
    const api = createFakeApi();
    const settings: Settings = { theme: 'dark', syncEveryHours: 24, globalShortcut: 'Alt+F1' };
    api.updateSettings.mockResolvedValueOnce(settings);
    const onSettings = vi.fn();
    const hooked = withSettingsHook(api, onSettings);
    await expect(hooked.updateSettings({ theme: 'dark' })).resolves.toBe(settings);
    expect(onSettings).toHaveBeenCalledWith(settings);
    await hooked.getSettings({});
    expect(onSettings).toHaveBeenCalledTimes(1);
  });

  it('does not call the hook when the update fails', async () => {
    const api = createFakeApi();
    api.updateSettings.mockRejectedValueOnce(new Error('disk full'));
    const onSettings = vi.fn();
    await expect(withSettingsHook(api, onSettings).updateSettings({})).rejects.toThrow('disk full');
    expect(onSettings).not.toHaveBeenCalled();
  });
});
