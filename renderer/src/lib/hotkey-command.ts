import type { MenuCommand } from '../../../core/api/menu-commands.ts';

/** What the app's keys can ask for: the desktop menu's commands, and three of the page's own. */
export type Command = 'focusSearch' | 'back' | 'forward' | MenuCommand;

/**
 * Every command, as a record so the compiler holds it to the type: a command the menu gains
 * (core/api/menu-commands.ts, whose values the renderer may not import) must be listed here.
 */
const commands: Readonly<Record<Command, true>> = {
  focusSearch: true,
  back: true,
  forward: true,
  newTab: true,
  closeTab: true,
  reopenTab: true,
  nextTab: true,
  previousTab: true,
  findInPage: true,
  bookmark: true,
};

/** A name the desktop menu sent is one of ours (it arrives as a plain string over IPC). */
export function isCommand(name: string): name is Command {
  return Object.hasOwn(commands, name);
}

export interface KeyPress {
  key: string;
  /** The physical key (`KeyT`); Option+T on a Mac types "†", so Alt+letter is matched by it. */
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  /** The user is typing in a field: plain keys (`/`) belong to it. */
  typing: boolean;
}

export interface Where {
  /**
   * The desktop app, where Ctrl+T, Ctrl+W, Ctrl+Tab, Ctrl+F and Ctrl+D reach the page. A browser
   * keeps those for its own tabs, find and bookmarks (most never let a page see them), so under
   * `folio serve` the page leaves them alone and answers to Alt+T, Alt+W, Alt+Shift+T and
   * Alt+PageUp/PageDown instead, which both have.
   */
  desktop: boolean;
}

/** The command a key press means, if any. Pure, so the whole key map is tested in one place. */
export function hotkeyCommand(press: KeyPress, where: Where): Command | undefined {
  const key = press.key.length === 1 ? press.key.toLowerCase() : press.key;
  const command = press.ctrlKey || press.metaKey;
  const alt = press.altKey && !command;
  const shift = press.shiftKey;
  if (command && !press.altKey && key === 'k') return 'focusSearch';
  if (key === '/' && !command && !press.altKey && !press.typing) return 'focusSearch';
  if (alt && !shift && key === 'ArrowLeft') return 'back';
  if (alt && !shift && key === 'ArrowRight') return 'forward';
  const letter = /^Key[A-Z]$/.test(press.code) ? press.code.slice(3).toLowerCase() : key;
  if (alt && letter === 't') return shift ? 'reopenTab' : 'newTab';
  if (alt && !shift && letter === 'w') return 'closeTab';
  if (alt && !shift && key === 'PageDown') return 'nextTab';
  if (alt && !shift && key === 'PageUp') return 'previousTab';
  if (!where.desktop || !command || press.altKey) return undefined;
  if (key === 't') return shift ? 'reopenTab' : 'newTab';
  if (key === 'w' && !shift) return 'closeTab';
  if (key === 'Tab') return shift ? 'previousTab' : 'nextTab';
  if (key === 'PageDown' && !shift) return 'nextTab';
  if (key === 'PageUp' && !shift) return 'previousTab';
  if (key === 'f' && !shift) return 'findInPage';
  if (key === 'd' && !shift) return 'bookmark';
  return undefined;
}
