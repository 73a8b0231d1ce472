import { describe, expect, it } from 'vitest';
import type { KeyPress } from './hotkey-command.ts';
import { hotkeyCommand, isCommand } from './hotkey-command.ts';

function press(spec: string, typing = false): KeyPress {
  const parts = spec.split('+');
  const key = parts.pop()!;
  const code = /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key;
  return {
    key,
    code,
    ctrlKey: parts.includes('Ctrl'),
    metaKey: parts.includes('Cmd'),
    altKey: parts.includes('Alt'),
    shiftKey: parts.includes('Shift'),
    typing,
  };
}
const browser = { desktop: false };
const desktop = { desktop: true };

describe('hotkeyCommand', () => {
  it('gives tabs Alt keys that a browser page receives, everywhere', () => {
    for (const where of [browser, desktop]) {
      expect(hotkeyCommand(press('Alt+t'), where)).toBe('newTab');
      expect(hotkeyCommand(press('Alt+Shift+T'), where)).toBe('reopenTab');
      expect(hotkeyCommand(press('Alt+w'), where)).toBe('closeTab');
      expect(hotkeyCommand(press('Alt+PageDown'), where)).toBe('nextTab');
      expect(hotkeyCommand(press('Alt+PageUp'), where)).toBe('previousTab');
    }
  });

  it('matches Option+T on a Mac by its key, not the character it types', () => {
    expect(hotkeyCommand({ ...press('Alt+t'), key: '†' }, browser)).toBe('newTab');
  });

  it('leaves Ctrl+F, Ctrl+T, Ctrl+W, Ctrl+Tab and Ctrl+D to the browser under serve', () => {
    for (const spec of [
      'Ctrl+f',
      'Ctrl+t',
      'Ctrl+w',
      'Ctrl+Tab',
      'Ctrl+d',
      'Ctrl+Shift+T',
      'Ctrl+PageDown',
    ]) {
      expect(hotkeyCommand(press(spec), browser)).toBeUndefined();
    }
  });

  it('binds the usual keys in the desktop app, with Cmd on a Mac', () => {
    expect(hotkeyCommand(press('Ctrl+t'), desktop)).toBe('newTab');
    expect(hotkeyCommand(press('Cmd+w'), desktop)).toBe('closeTab');
    expect(hotkeyCommand(press('Ctrl+Shift+T'), desktop)).toBe('reopenTab');
    expect(hotkeyCommand(press('Ctrl+Tab'), desktop)).toBe('nextTab');
    expect(hotkeyCommand(press('Ctrl+Shift+Tab'), desktop)).toBe('previousTab');
    expect(hotkeyCommand(press('Ctrl+PageUp'), desktop)).toBe('previousTab');
    expect(hotkeyCommand(press('Ctrl+f'), desktop)).toBe('findInPage');
    expect(hotkeyCommand(press('Cmd+d'), desktop)).toBe('bookmark');
  });

  it('focuses search with Ctrl+K anywhere and / only when not typing', () => {
    expect(hotkeyCommand(press('Ctrl+k'), browser)).toBe('focusSearch');
    expect(hotkeyCommand(press('Ctrl+k', true), browser)).toBe('focusSearch');
    expect(hotkeyCommand(press('/'), browser)).toBe('focusSearch');
    expect(hotkeyCommand(press('/', true), browser)).toBeUndefined();
    expect(hotkeyCommand(press('Alt+ArrowLeft'), browser)).toBe('back');
    expect(hotkeyCommand(press('Alt+Shift+ArrowLeft'), browser)).toBeUndefined();
  });

  it('knows its own command names, and only those', () => {
    expect(isCommand('newTab')).toBe(true);
    expect(isCommand('constructor')).toBe(false);
  });
});
