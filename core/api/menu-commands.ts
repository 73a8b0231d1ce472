/**
 * What the desktop menu can ask the page to do, sent by name over IPC. Declared once for the shell
 * (menu and preload) and the renderer (which binds the same keys itself, so a menu click and a key
 * press reach one handler); neither may import the other.
 */
export const menuCommands = [
  'newTab',
  'closeTab',
  'reopenTab',
  'nextTab',
  'previousTab',
  'findInPage',
  'bookmark',
] as const;
export type MenuCommand = (typeof menuCommands)[number];
