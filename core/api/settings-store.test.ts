import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSettingsStore, defaultSettings, resolveSettingsDir } from './settings-store.ts';

const tempDir = (): string => mkdtempSync(join(tmpdir(), 'folio-settings-'));

describe('resolveSettingsDir', () => {
  it('prefers $FOLIO_HOME, then $XDG_CONFIG_HOME/folio, then ~/.config/folio', () => {
    expect(resolveSettingsDir({ FOLIO_HOME: '/f', XDG_CONFIG_HOME: '/x' }, '/h')).toBe('/f');
    expect(resolveSettingsDir({ XDG_CONFIG_HOME: '/x' }, '/h')).toBe('/x/folio');
    expect(resolveSettingsDir({}, '/h')).toBe('/h/.config/folio');
  });
});

describe('createSettingsStore', () => {
  it('gives the defaults when there is no file yet, and creates none by reading', async () => {
    const dir = join(tempDir(), 'not-yet');
    const store = createSettingsStore({ dir });
    expect(await store.get()).toEqual(defaultSettings);
    expect(() => readdirSync(dir)).toThrow();
  });

  it('writes updates atomically and keeps fields it does not know', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ theme: 'light', future: [1] }));
    const store = createSettingsStore({ dir });
    expect(await store.update({ syncEveryHours: 6 })).toEqual({
      ...defaultSettings,
      theme: 'light',
      syncEveryHours: 6,
    });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toEqual({
      theme: 'light',
      future: [1],
      syncEveryHours: 6,
      globalShortcut: defaultSettings.globalShortcut,
    });
    expect(readdirSync(dir)).toEqual(['settings.json']);
  });

  it('applies concurrent updates one after another, losing none', async () => {
    const store = createSettingsStore({ dir: tempDir() });
    await Promise.all([
      store.update({ theme: 'dark' }),
      store.update({ syncEveryHours: null }),
      store.update({ globalShortcut: '' }),
    ]);
    expect(await store.get()).toEqual({ theme: 'dark', syncEveryHours: null, globalShortcut: '' });
  });

  it('falls back to the defaults with one warning when the file is corrupt', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'settings.json'), '{"theme": "dark",');
    const warnings: string[] = [];
    const store = createSettingsStore({ dir, warn: (m) => warnings.push(m) });
    expect(await store.get()).toEqual(defaultSettings);
    expect(await store.get()).toEqual(defaultSettings);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/not a JSON object; using default settings/);
    expect(await store.update({ theme: 'dark' })).toMatchObject({ theme: 'dark' });
    expect(JSON.parse(readFileSync(join(dir, 'settings.json'), 'utf8'))).toMatchObject({
      theme: 'dark',
    });
  });

  it('drops only the fields that are invalid', async () => {
    const dir = tempDir();
    writeFileSync(
      join(dir, 'settings.json'),
      JSON.stringify({ theme: 'neon', syncEveryHours: 12, globalShortcut: 5 }),
    );
    const warnings: string[] = [];
    const store = createSettingsStore({ dir, warn: (m) => warnings.push(m) });
    expect(await store.get()).toEqual({ ...defaultSettings, syncEveryHours: 12 });
    expect(warnings.join('\n')).toMatch(/invalid theme/);
  });
});
