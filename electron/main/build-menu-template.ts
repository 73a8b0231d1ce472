import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../shared/channels.ts';

export interface MenuActions {
  focusSearch: () => void;
  /** Hands a command to the page (tabs, find in page, bookmark), which owns that state. */
  command: (command: MenuCommand) => void;
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
 * The application menu, keyboard first. Back and Forward, the tab keys, Find in Page
 * (Ctrl+F), Find in Docs (Ctrl+K) and Bookmark (Ctrl+D) show their keys but leave them to the
 * page, which handles them itself (renderer/src/lib/hotkey-command.ts): on Linux and Windows a
 * registered accelerator would swallow the key before the page sees it, and on macOS both would
 * act (two tabs for one Ctrl+T). Clicking the item sends the same command to the page.
 */
export function buildMenuTemplate(options: MenuOptions): MenuItemConstructorOptions[] {
  const { actions, isDev, platform } = options;
  const mac = platform === 'darwin';
  const template: MenuItemConstructorOptions[] = [];
  const pageKey = (
    label: string,
    accelerator: string,
    command: MenuCommand,
  ): MenuItemConstructorOptions => ({
    label,
    accelerator,
    registerAccelerator: false,
    click: () => actions.command(command),
  });
  if (mac) template.push({ role: 'appMenu' });
  template.push(
    {
      label: '&File',
      submenu: [
        pageKey('New Tab', 'CmdOrCtrl+T', 'newTab'),
        pageKey('Close Tab', 'CmdOrCtrl+W', 'closeTab'),
        pageKey('Reopen Closed Tab', 'CmdOrCtrl+Shift+T', 'reopenTab'),
        { type: 'separator' },
        pageKey('Bookmark This Page', 'CmdOrCtrl+D', 'bookmark'),
        { type: 'separator' },
        { label: 'Sync All Docsets', accelerator: 'CmdOrCtrl+Shift+S', click: actions.syncAll },
        { type: 'separator' },
        // Cmd+W is Close Tab; the window closes with Cmd+Shift+W, as in a browser.
        mac ? { role: 'close', accelerator: 'Cmd+Shift+W' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: '&View',
      submenu: [
        pageKey('Find in Page', 'CmdOrCtrl+F', 'findInPage'),
        {
          label: 'Find in Docs',
          accelerator: 'CmdOrCtrl+K',
          registerAccelerator: false,
          click: actions.focusSearch,
        },
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
        { type: 'separator' },
        pageKey('Next Tab', 'Ctrl+Tab', 'nextTab'),
        pageKey('Previous Tab', 'Ctrl+Shift+Tab', 'previousTab'),
      ],
    },
    { role: 'windowMenu' },
  );
  return template;
}
