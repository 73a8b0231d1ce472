import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { apiMethods } from '../../core/api/folio-api.ts';
import type { ApiMethod, FolioApi, SyncState } from '../../core/api/folio-api.ts';
import {
  apiChannel,
  assetUrl,
  findInPageChannel,
  menuCommands,
  openExternalChannel,
  pickBundleChannel,
  pushChannels,
  stopFindInPageChannel,
} from '../shared/channels.ts';
import type { FindRequest, FindResult, IpcReply, MenuCommand } from '../shared/channels.ts';

/** What the page gets as `window.folio`: the contract, plus what only the desktop shell can do. */
export interface FolioBridge extends FolioApi {
  /** `folio://asset/?url=…` for a cached image; the shell serves it from the cache. */
  assetUrl(url: string): string;
  /** Live sync state pushed by the main process; returns the unsubscribe function. */
  onSyncState(callback: (state: SyncState) => void): () => void;
  /** The global shortcut or the Find menu item asked for the search box. */
  onFocusSearch(callback: () => void): () => void;
  /** Opens an http(s) link in the user's browser; main refuses anything else. */
  openExternal(url: string): Promise<void>;
  /** The system's Open dialog for a bundle: its path, or null when the user cancelled. */
  pickBundle(): Promise<string | null>;
  /** A menu item for the page (New Tab, Find in Page…): one of menuCommands. */
  onCommand(callback: (command: MenuCommand) => void): () => void;
  /** Chromium's find in page over this window; results arrive through onFindResult. */
  findInPage(request: FindRequest): Promise<void>;
  stopFindInPage(): Promise<void>;
  onFindResult(callback: (result: FindResult) => void): () => void;
}

const knownCommands: ReadonlySet<string> = new Set(menuCommands);

export type BridgeIpc = Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;

/**
 * Builds `window.folio` over IPC. Checklist #20: the page gets these functions and nothing else,
 * never `ipcRenderer` itself nor an IPC event (whose `sender` is ipcRenderer). Contract methods
 * are derived from `apiMethods`, one channel each, so a new method needs no edit here.
 */
export function createFolioBridge(ipc: BridgeIpc): FolioBridge {
  const api = Object.fromEntries(
    apiMethods.map((method) => [method, (input: unknown) => invoke(ipc, method, input)]),
  ) as unknown as FolioApi; // built from the same list the type is: each entry has its own method

  return {
    ...api,
    assetUrl: (url) => assetUrl(String(url)),
    onSyncState: (callback) =>
      listen(ipc, pushChannels.syncState, callback, (state) => callback(state as SyncState)),
    onFocusSearch: (callback) => listen(ipc, pushChannels.focusSearch, callback, () => callback()),
    openExternal: async (url) => {
      unwrap(await ipc.invoke(openExternalChannel, String(url)));
    },
    pickBundle: async () => {
      const path = unwrap(await ipc.invoke(pickBundleChannel));
      return typeof path === 'string' ? path : null;
    },
    onCommand: (callback) =>
      listen(ipc, pushChannels.command, callback, (command) => {
        if (typeof command === 'string' && knownCommands.has(command)) {
          callback(command as MenuCommand);
        }
      }),
    // Copied field by field: the page's object (a proxy, getters) never crosses to main.
    findInPage: async (request) => {
      const { text, forward, findNext } = request;
      unwrap(
        await ipc.invoke(findInPageChannel, {
          text: String(text),
          forward: Boolean(forward),
          findNext: Boolean(findNext),
        }),
      );
    },
    stopFindInPage: async () => {
      unwrap(await ipc.invoke(stopFindInPageChannel));
    },
    onFindResult: (callback) =>
      listen(ipc, pushChannels.findResult, callback, (payload) => {
        const result = payload as Partial<FindResult> | null;
        callback({ matches: Number(result?.matches) || 0, active: Number(result?.active) || 0 });
      }),
  };
}

async function invoke(ipc: BridgeIpc, method: ApiMethod, input: unknown): Promise<unknown> {
  return unwrap(await ipc.invoke(apiChannel(method), input));
}

/**
 * Main answers `{ result }` or `{ error: { code, message } }` (see IpcReply). contextBridge copies
 * only an Error's message into the page (electron/electron#25596), so the code travels inside it
 * as a `[code] ` prefix, which the renderer's errorCode() reads back; `code` is also set for
 * callers in this world.
 */
function unwrap(reply: unknown): unknown {
  const value = reply as IpcReply<unknown> | undefined;
  if (value && typeof value === 'object' && 'error' in value) {
    throw Object.assign(new Error(`[${value.error.code}] ${value.error.message}`), {
      name: 'ApiError',
      code: value.error.code,
    });
  }
  if (value && typeof value === 'object' && 'result' in value) return value.result;
  throw new Error('Folio: unexpected reply from the main process');
}

function listen(
  ipc: BridgeIpc,
  channel: string,
  callback: unknown,
  deliver: (payload: unknown) => void,
): () => void {
  if (typeof callback !== 'function') throw new TypeError('a callback function is required');
  // The IPC event never reaches the page: only the payload is passed on.
  const listener = (_event: IpcRendererEvent, payload: unknown): void => deliver(payload);
  ipc.on(channel, listener);
  return () => {
    ipc.removeListener(channel, listener);
  };
}
