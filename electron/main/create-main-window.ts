import { BrowserWindow } from 'electron';
import { appEntryUrl } from '../shared/channels.ts';
import { guardNavigation } from './guard-navigation.ts';
import { createWindowOptions } from './window-options.ts';

/** The one window: sandboxed, guarded, showing folio://app (never file://, checklist #18). */
export function createMainWindow(
  preloadPath: string,
  openExternal: (url: string) => void,
): BrowserWindow {
  const window = new BrowserWindow(createWindowOptions(preloadPath));
  guardNavigation(window.webContents, { openExternal });
  window.once('ready-to-show', () => window.show());
  window.loadURL(appEntryUrl).catch((error: unknown) => {
    console.error('folio: cannot load the UI (run `npm run build:electron`?)', error);
  });
  return window;
}
