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
}

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
