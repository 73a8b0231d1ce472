import { listCatalogFiles } from '../../core/engine/load-catalog.ts';
import { openEngine } from '../../core/engine/open-engine.ts';
import { userCatalogPath } from '../../core/engine/user-catalog.ts';
import type { BrowserWindow } from 'electron';
import {
  app,
  dialog,
  globalShortcut,
  ipcMain,
  Menu,
  nativeTheme,
  net,
  powerMonitor,
  protocol,
  session,
  shell,
} from 'electron';
import { ApiError } from '../../core/api/folio-api.ts';
import type { Settings, SyncState } from '../../core/api/folio-api.ts';
import { appScheme, pushChannels } from '../shared/channels.ts';
import { resolveAppPaths, resolveCacheFile, resolveReadOnly } from './app-paths.ts';
import { applyGlobalShortcut } from './apply-global-shortcut.ts';
import { buildMenuTemplate } from './build-menu-template.ts';
import { createMainWindow } from './create-main-window.ts';
import { findInPage, forwardFindResults, stopFindInPage } from './find-in-page.ts';
import { createFolioRequestHandler } from './handle-folio-request.ts';
import { hardenSession } from './harden-session.ts';
import { isTrustedSender } from './is-trusted-sender.ts';
import { registerIpc } from './register-ipc.ts';
import { createSyncSchedule } from './schedule-sync.ts';
import { throttleLatest } from './throttle-latest.ts';
import { isWebUrl } from './url-policy.ts';
import { withSettingsHook } from './with-settings-hook.ts';

const warn = (message: string): void => console.warn(`folio: ${message}`);
const logError = (error: unknown): void => console.error('folio:', error);

/** Composes the engine, the protocol, IPC, the menu and the window, once Electron is ready. */
export async function startApp(): Promise<void> {
  const paths = resolveAppPaths(import.meta.dirname);
  hardenSession(session.defaultSession);

  const engine = openEngine({
    cacheFile: resolveCacheFile({
      isPackaged: app.isPackaged,
      userData: app.getPath('userData'),
      root: paths.root,
      env: process.env,
    }),
    readOnly: resolveReadOnly({ env: process.env, argv: process.argv }),
    // The app's seeds/ folder: the default catalogs, as for `folio sync`.
    catalogs: () => listCatalogFiles(paths.seeds),
    userCatalog: userCatalogPath(process.env),
    warn,
  });
  protocol.handle(
    appScheme,
    createFolioRequestHandler({ rendererRoot: paths.renderer, readAsset: engine.readAsset }),
  );

  let window: BrowserWindow | undefined;
  const contents = () => (window && !window.isDestroyed() ? window.webContents : undefined);
  // Checklist #15: only ever http(s), checked again here whoever asks.
  const openExternal = (url: string): Promise<void> =>
    isWebUrl(url) ? shell.openExternal(url) : Promise.resolve();
  const showWindow = (): void => {
    if (!window || window.isDestroyed()) {
      window = createMainWindow(paths.preload, (url) => void openExternal(url).catch(logError));
      const sender = window.webContents;
      forwardFindResults(sender, (result) => sender.send(pushChannels.findResult, result));
      return;
    }
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };
  const focusSearch = (): void => {
    showWindow();
    contents()?.send(pushChannels.focusSearch);
  };

  // Periodic sync (settings.syncEveryHours, null = off): only when the OS says the network is
  // up, never beside a running sync, and checked again as soon as the machine wakes.
  const schedule = createSyncSchedule({
    sync: engine.sync,
    cache: engine.cache,
    isOnline: () => net.isOnline(),
    powerMonitor,
    onError: logError,
  });

  let shortcut = '';
  const applySettings = (settings: Settings): void => {
    nativeTheme.themeSource = settings.theme;
    schedule.apply(settings.syncEveryHours);
    const applied = applyGlobalShortcut(
      globalShortcut,
      shortcut,
      settings.globalShortcut,
      focusSearch,
    );
    shortcut = applied.active;
    if (applied.problem) warn(applied.problem);
  };
  const api = withSettingsHook(engine.api, applySettings);

  registerIpc({
    ipc: ipcMain,
    api,
    isTrusted: (event) => isTrustedSender(event, contents()),
    openExternal,
    findInPage: (request) => findInPage(contents(), request),
    stopFindInPage: () => stopFindInPage(contents()),
    pickBundle: async () => {
      const options = {
        title: 'Import a bundle',
        properties: ['openFile' as const],
        filters: [{ name: 'Folio bundles', extensions: ['folio', 'db'] }],
      };
      const picked = window
        ? await dialog.showOpenDialog(window, options)
        : await dialog.showOpenDialog(options);
      return picked.canceled ? null : (picked.filePaths[0] ?? null);
    },
    logError,
  });
  const pushSyncState = throttleLatest<SyncState>(
    (state) => contents()?.send(pushChannels.syncState, state),
    100,
  );
  const unsubscribe = engine.sync.subscribe(pushSyncState.push);

  Menu.setApplicationMenu(
    Menu.buildFromTemplate(
      buildMenuTemplate({
        platform: process.platform,
        isDev: !app.isPackaged,
        actions: {
          focusSearch,
          command: (command) => contents()?.send(pushChannels.command, command),
          back: () => contents()?.navigationHistory.goBack(),
          forward: () => contents()?.navigationHistory.goForward(),
          reload: () => contents()?.reload(),
          toggleDarkMode: () => {
            const theme = nativeTheme.shouldUseDarkColors ? 'light' : 'dark';
            // The page reads settings when it loads; its place lives in the URL hash, so a
            // reload after the change keeps the page the user was reading.
            api
              .updateSettings({ theme })
              .then(() => contents()?.reload())
              .catch(logError);
          },
          syncAll: () => {
            api.startSync({}).catch((error: unknown) => {
              // A sync already running is what the user asked for; the sync panel shows it.
              if (!(error instanceof ApiError)) logError(error);
            });
          },
        },
      }),
    ),
  );

  applySettings(await engine.settings.get());
  showWindow();

  app.on('second-instance', showWindow);
  app.on('activate', showWindow); // macOS: clicking the dock icon with no window open
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });

  // A running sync is cancelled and the cache closed cleanly before the process ends.
  let quitting: 'no' | 'closing' | 'closed' = 'no';
  app.on('before-quit', (event) => {
    if (quitting === 'closed') return;
    event.preventDefault();
    if (quitting === 'closing') return;
    quitting = 'closing';
    unsubscribe();
    pushSyncState.cancel();
    globalShortcut.unregisterAll();
    schedule
      .stop()
      .catch(logError)
      .then(() => engine.close())
      .catch(logError)
      .finally(() => {
        quitting = 'closed';
        app.quit();
      });
  });
}
