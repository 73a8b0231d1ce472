import type { ApiMethod } from '../../core/api/folio-api.ts';

/**
 * The names main and preload agree on. Contract channels are derived from the method name
 * (`getPage` → `folio:getPage`), so a new contract method needs no new channel.
 */
export type ApiChannel = `folio:${ApiMethod}`;

export function apiChannel(method: ApiMethod): ApiChannel {
  return `folio:${method}`;
}

/** Main → renderer pushes; the preload forwards each to exactly one callback type. */
export const pushChannels = {
  syncState: 'folio:syncState',
  focusSearch: 'folio:focusSearch',
  /** A menu item for the page to act on (one of menuCommands). */
  command: 'folio:command',
  /** How many matches the current find in page has (webContents 'found-in-page'). */
  findResult: 'folio:findResult',
} as const;

// What the menu can ask the page to do lives in core/api, where the renderer reads it too.
export { menuCommands } from '../../core/api/menu-commands.ts';
export type { MenuCommand } from '../../core/api/menu-commands.ts';

/** Renderer → main: find text in the page (webContents.findInPage), or stop and clear. */
export const findInPageChannel = 'folio:findInPage';
export const stopFindInPageChannel = 'folio:stopFindInPage';

export type { FindRequest, FindResult } from '../../core/api/find-in-page.ts';

/** Renderer → main, outside the contract: opening an http(s) link in the user's browser. */
export const openExternalChannel = 'folio:openExternal';

/** Renderer → main, outside the contract: the system's file dialog, to pick a bundle to import. */
export const pickBundleChannel = 'folio:pickBundle';

/** The privileged scheme the UI and cached images are served from (checklist #18: no file://). */
export const appScheme = 'folio';
export const appOrigin = 'folio://app';
export const assetOrigin = 'folio://asset';

/** Where the renderer loads a cached image from: the cache's assets table, never the network. */
export function assetUrl(url: string): string {
  return `${assetOrigin}/?url=${encodeURIComponent(url)}`;
}

/**
 * What an IPC handler returns. Errors travel as data, not as a rejected invoke: Electron replaces
 * a handler's thrown error with "Error invoking remote method …" and drops its `code`.
 */
export type IpcReply<T> = { result: T } | { error: IpcError };

export interface IpcError {
  code: string;
  message: string;
}

/** The UI's entry point, loaded into the one window. */
export const appEntryUrl = `${appOrigin}/index.html`;
