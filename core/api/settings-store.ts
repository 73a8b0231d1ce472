import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { apiInputs } from './folio-api.ts';
import type { ApiInput, Settings } from './folio-api.ts';

export interface SettingsStore {
  get(): Promise<Settings>;
  /** Applies the given fields, writes the file and returns the settings now in force. */
  update(patch: ApiInput<'updateSettings'>): Promise<Settings>;
}

export const defaultSettings: Settings = {
  theme: 'system',
  syncEveryHours: 24,
  globalShortcut: 'CommandOrControl+Shift+Space',
};

/** `$FOLIO_HOME`, else `$XDG_CONFIG_HOME/folio`, else `~/.config/folio`: the user's own folder. */
export function resolveSettingsDir(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (env.FOLIO_HOME) return env.FOLIO_HOME;
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), 'folio');
}

/**
 * Settings as a small JSON file. A file the user broke by hand gives the defaults and a warning
 * (the app must still start); each field is checked with the same schema the API validates
 * updates with, so a bad field falls back alone. Writes go to a temp file renamed over the old
 * one, so a crash mid-write never leaves half a file. Fields a newer Folio wrote are kept.
 */
export function createSettingsStore(
  options: { dir?: string; warn?: (message: string) => void } = {},
): SettingsStore {
  const dir = options.dir ?? resolveSettingsDir();
  const file = join(dir, 'settings.json');
  const warn = options.warn ?? ((message) => process.stderr.write(`folio: ${message}\n`));
  let lastWarning = '';
  // Updates run one after another: two at once would each write what the other did not see.
  let queue: Promise<unknown> = Promise.resolve();

  const warnOnce = (message: string): void => {
    if (message !== lastWarning) warn(message);
    lastWarning = message;
  };

  const read = async (): Promise<{ raw: Record<string, unknown>; settings: Settings }> => {
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return { raw: {}, settings: { ...defaultSettings } };
      }
      warnOnce(`cannot read ${file} (${(error as Error).message}); using default settings`);
      return { raw: {}, settings: { ...defaultSettings } };
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch {
      raw = undefined;
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      warnOnce(`${file} is not a JSON object; using default settings`);
      return { raw: {}, settings: { ...defaultSettings } };
    }
    const record = raw as Record<string, unknown>;
    const settings: Record<string, unknown> = { ...defaultSettings };
    const fields = apiInputs.updateSettings.shape;
    for (const key of Object.keys(defaultSettings) as Array<keyof Settings>) {
      if (!(key in record)) continue;
      const parsed = fields[key].safeParse(record[key]);
      if (parsed.success && parsed.data !== undefined) settings[key] = parsed.data;
      else warnOnce(`${file}: ignoring an invalid ${key}`);
    }
    return { raw: record, settings: settings as unknown as Settings };
  };

  const write = async (content: Record<string, unknown>): Promise<void> => {
    await mkdir(dir, { recursive: true });
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, `${JSON.stringify(content, null, 2)}\n`, { flush: true });
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  };

  return {
    get: async () => (await read()).settings,
    update(patch) {
      const next = queue.then(async () => {
        const { raw, settings } = await read();
        const defined = Object.fromEntries(
          Object.entries(patch).filter(([, value]) => value !== undefined),
        ) as Partial<Settings>;
        const merged: Settings = { ...settings, ...defined };
        await write({ ...raw, ...merged });
        return merged;
      });
      queue = next.catch(() => {});
      return next;
    },
  };
}
