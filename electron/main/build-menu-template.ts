import type { MenuItemConstructorOptions } from 'electron';

export interface MenuActions {
  focusSearch: () => void;
  back: () => void;
  forward: () => void;
  reload: () => void;
  toggleDarkMode: () => void;
  syncAll: () => void;
}

export interface MenuOptions {
  platform: NodeJS.Platform;
  /** Developer tools only in a development run, not in the packaged app. */
  isDev: boolean;
  actions: MenuActions;
}

/**
 * The application menu, keyboard first (DESIGN.md). Back and Forward show Alt+←/→ but leave the
 * keys to the page, which handles them itself (renderer/src/hooks/use-hotkeys.ts): on Linux and
 * Windows a registered accelerator would swallow the key before the page sees it, and on macOS
 * both would act and go back twice.
 */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { actions, isDev, platform } = options;
  const mac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  if (mac) template.push({ role: 'appMenu' });
  template.push(
    {
      label: '&File',
      submenu: [
        { label: 'Sync All Docsets', accelerator: 'CmdOrCtrl+Shift+S', click: actions.syncAll },
        { type: 'separator' },
        mac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: '&View',
      submenu: [
        { label: 'Find in Docs', accelerator: 'CmdOrCtrl+F', click: actions.focusSearch },
        { type: 'separator' },
        { label: 'Reload', accelerator: 'CmdOrCtrl+R', click: actions.reload },
        {
          label: 'Toggle Dark Mode',
          accelerator: 'CmdOrCtrl+Shift+D',
          click: actions.toggleDarkMode,
        },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { type: 'separator' },
        { role: 'togglefullscreen' },
        ...(isDev ? [{ role: 'toggleDevTools' } as const] : []),
      ],
    },
    {
      label: '&Go',
      submenu: [
        { label: 'Back', accelerator: 'Alt+Left', registerAccelerator: false, click: actions.back },
        {
          label: 'Forward',
          accelerator: 'Alt+Right',
          registerAccelerator: false,
          click: actions.forward,
        },
      ],
    },
    { role: 'windowMenu' },
  );
  return template;
}
