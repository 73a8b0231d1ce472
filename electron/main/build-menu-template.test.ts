import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import type { MenuActions } from './build-menu-template.ts';
import { buildMenuTemplate } from './build-menu-template.ts';

function items(platform: NodeJS.Platform, isDev = false) {
  const actions: MenuActions = {
    focusSearch: vi.fn(),
    command: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    reload: vi.fn(),
    toggleDarkMode: vi.fn(),
    syncAll: vi.fn(),
  };
  const flat: MenuItemConstructorOptions[] = [];
  const walk = (list: MenuItemConstructorOptions[]): void => {
    for (const item of list) {
      flat.push(item);
      if (Array.isArray(item.submenu)) walk(item.submenu);
    }
  };
  walk(buildMenuTemplate({ platform, isDev, actions }));
  const byLabel = (label: string) => flat.find((item) => item.label === label)!;
  return { flat, byLabel, actions };
}

describe('buildMenuTemplate', () => {
  it.each(['linux', 'win32', 'darwin'] as const)('has the keyboard shortcuts on %s', (platform) => {
    const { byLabel, actions } = items(platform);
    const expected: Array<[string, string, keyof MenuActions]> = [
      ['Find in Docs', 'CmdOrCtrl+K', 'focusSearch'],
      ['Back', 'Alt+Left', 'back'],
      ['Forward', 'Alt+Right', 'forward'],
      ['Reload', 'CmdOrCtrl+R', 'reload'],
      ['Toggle Dark Mode', 'CmdOrCtrl+Shift+D', 'toggleDarkMode'],
      ['Sync All Docsets', 'CmdOrCtrl+Shift+S', 'syncAll'],
    ];
    for (const [label, accelerator, action] of expected) {
      const item = byLabel(label);
      expect(item.accelerator).toBe(accelerator);
      expect(item.click).toBe(actions[action]);
    }
  });

  it('leaves Alt+←/→ and Ctrl+K to the page, which handles them itself', () => {
    const { byLabel } = items('linux');
    expect(byLabel('Back').registerAccelerator).toBe(false);
    expect(byLabel('Forward').registerAccelerator).toBe(false);
    expect(byLabel('Find in Docs').registerAccelerator).toBe(false);
  });

  it.each(['linux', 'darwin'] as const)(
    'shows the tab, find and bookmark keys on %s and sends a click to the page',
    (platform) => {
      const { byLabel, actions } = items(platform);
      const expected: Array<[string, string, string]> = [
        ['New Tab', 'CmdOrCtrl+T', 'newTab'],
        ['Close Tab', 'CmdOrCtrl+W', 'closeTab'],
        ['Reopen Closed Tab', 'CmdOrCtrl+Shift+T', 'reopenTab'],
        ['Next Tab', 'Ctrl+Tab', 'nextTab'],
        ['Previous Tab', 'Ctrl+Shift+Tab', 'previousTab'],
        ['Find in Page', 'CmdOrCtrl+F', 'findInPage'],
        ['Bookmark This Page', 'CmdOrCtrl+D', 'bookmark'],
      ];
      for (const [label, accelerator, command] of expected) {
        const item = byLabel(label);
        expect(item.accelerator).toBe(accelerator);
        // The page binds the key (hotkey-command.ts); a registered accelerator would act twice.
        expect(item.registerAccelerator).toBe(false);
        (item.click as () => void)();
        expect(actions.command).toHaveBeenLastCalledWith(command);
      }
    },
  );

  it('keeps Cmd+W for the tab on macOS: the window closes with Cmd+Shift+W', () => {
    const { flat } = items('darwin');
    const close = flat.find((item) => item.role === 'close');
    expect(close?.accelerator).toBe('Cmd+Shift+W');
    const taken = flat.filter((item) => item.accelerator === 'CmdOrCtrl+W');
    expect(taken.map((item) => item.label)).toEqual(['Close Tab']);
  });

  it('offers developer tools only in a development run', () => {
    expect(items('linux', true).flat.some((item) => item.role === 'toggleDevTools')).toBe(true);
    expect(items('linux', false).flat.some((item) => item.role === 'toggleDevTools')).toBe(false);
  });

  it('has the macOS app menu only on macOS', () => {
    expect(items('darwin').flat.some((item) => item.role === 'appMenu')).toBe(true);
    expect(items('linux').flat.some((item) => item.role === 'appMenu')).toBe(false);
  });
});
