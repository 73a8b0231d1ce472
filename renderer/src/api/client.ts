import type { FindRequest, FindResult } from '../../../core/api/find-in-page.ts';
import type { FolioApi, SyncState } from '../../../core/api/folio-api.ts';
import { createHttpClient } from './http-client.ts';

/** The contract plus what only a transport can answer. Components use this and nothing else. */
export interface FolioClient extends FolioApi {
  /** A URL the reader can put in `<img src>` for a cached image; never the remote URL. */
  assetUrl(url: string): string;
  /** Live sync state; returns the unsubscribe function. */
  onSyncState(callback: (state: SyncState) => void): () => void;
  /** Opens a non-cached link outside the app (the shell checks it is http/https). */
  openExternal(url: string): Promise<void> | void;
  /** Desktop only: the global shortcut or the Find menu asks for the search box. */
  onFocusSearch?(callback: () => void): () => void;
  /** Desktop only: the system's Open dialog for a bundle; its path, or null if cancelled. */
  pickBundle?(): Promise<string | null>;
  /** Desktop only: a menu item was chosen (`newTab`, `findInPage`…; see hotkey-command.ts). */
  onCommand?(callback: (command: string) => void): () => void;
  /** Desktop only: the shell's find in page (a browser has its own, Ctrl+F). Plain functions. */
  findInPage?: (request: FindRequest) => Promise<void>;
  /** Desktop only: ends a find and clears its highlights. */
  stopFindInPage?: () => Promise<void>;
  /** Desktop only: how many matches the last find has, and which one is selected. */
  onFindResult?: (callback: (result: FindResult) => void) => () => void;
}

export type { FindRequest, FindResult } from '../../../core/api/find-in-page.ts';

declare global {
  interface Window {
    /** Exposed by the Electron preload (contextBridge); absent in a browser. */
    folio?: FolioClient;
  }
}

/** The Electron bridge when the preload exposed one, else HTTP to `folio serve`. */
export function createClient(): FolioClient {
  return window.folio ?? createHttpClient(document.baseURI);
}
