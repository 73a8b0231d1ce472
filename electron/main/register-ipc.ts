import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { callApi, errorToResponse } from '../../core/api/call-api.ts';
import { apiMethods } from '../../core/api/folio-api.ts';
import type { FolioApi } from '../../core/api/folio-api.ts';
import {
  apiChannel,
  findInPageChannel,
  openExternalChannel,
  pickBundleChannel,
  stopFindInPageChannel,
} from '../shared/channels.ts';
import type { FindRequest, IpcReply } from '../shared/channels.ts';
import { parseFindRequest } from './find-in-page.ts';
import { isWebUrl } from './url-policy.ts';

export interface RegisterIpcOptions {
  ipc: Pick<IpcMain, 'handle' | 'removeHandler'>;
  api: FolioApi;
  /** Checklist #17: is this our window's main frame on folio://app? */
  isTrusted: (event: IpcMainInvokeEvent) => boolean;
  /** Hands a checked http(s) URL to the user's browser (shell.openExternal). */
  openExternal: (url: string) => Promise<void>;
  /** The system's Open dialog for a bundle file (dialog.showOpenDialog): a path, or null. */
  pickBundle: () => Promise<string | null>;
  /** Find in the window's page (webContents.findInPage), and stop that find. */
  findInPage: (request: FindRequest) => void;
  stopFindInPage: () => void;
  /** Where unexpected (non-ApiError) failures are reported; the page only learns "internal". */
  logError: (error: unknown) => void;
}

const refused: IpcReply<never> = {
  error: { code: 'forbidden', message: 'this frame may not call Folio' },
};

/**
 * The IPC half of the contract: one `ipcMain.handle` per method of `apiMethods`, on the channel
 * derived from its name, so a new contract method is bridged without touching this file. Every
 * call is checked for its sender (checklist #17) and then handed to `callApi`, which validates the
 * input against the contract's schema before any engine code runs. Returns the unregister function.
 */
export function registerIpc(options: RegisterIpcOptions): () => void {
  const { ipc, api, isTrusted, logError } = options;
  const channels: string[] = [];
  for (const method of apiMethods) {
    const channel = apiChannel(method);
    ipc.handle(channel, async (event, input: unknown): Promise<IpcReply<unknown>> => {
      if (!isTrusted(event)) return refused;
      try {
        return { result: await callApi(api, method, input) };
      } catch (error) {
        const { body } = errorToResponse(error);
        if (body.error.code === 'internal') logError(error);
        return body;
      }
    });
    channels.push(channel);
  }

  // Checklist #15: the page asks, main decides. Only http(s) URLs are ever opened.
  ipc.handle(openExternalChannel, async (event, url: unknown): Promise<IpcReply<null>> => {
    if (!isTrusted(event)) return refused;
    if (typeof url !== 'string' || !isWebUrl(url)) {
      return { error: { code: 'invalid-input', message: 'only http(s) links open outside Folio' } };
    }
    try {
      await options.openExternal(url);
      return { result: null };
    } catch (error) {
      logError(error); // no browser, or the desktop refused: the page learns only that it failed
      return { error: { code: 'internal', message: 'the link could not be opened' } };
    }
  });
  channels.push(openExternalChannel);

  // The path comes from the user's own choice in a system dialog; the import checks the file.
  ipc.handle(pickBundleChannel, async (event): Promise<IpcReply<string | null>> => {
    if (!isTrusted(event)) return refused;
    try {
      return { result: await options.pickBundle() };
    } catch (error) {
      logError(error);
      return { error: { code: 'internal', message: 'the file dialog could not be opened' } };
    }
  });
  channels.push(pickBundleChannel);

  // Only a checked text and two flags reach webContents: the find cannot be told anything else.
  ipc.handle(findInPageChannel, (event, input: unknown): IpcReply<null> => {
    if (!isTrusted(event)) return refused;
    const request = parseFindRequest(input);
    if (request === null) {
      return { error: { code: 'invalid-input', message: 'find needs text and two flags' } };
    }
    options.findInPage(request);
    return { result: null };
  });
  channels.push(findInPageChannel);
  ipc.handle(stopFindInPageChannel, (event): IpcReply<null> => {
    if (!isTrusted(event)) return refused;
    options.stopFindInPage();
    return { result: null };
  });
  channels.push(stopFindInPageChannel);

  return () => {
    for (const channel of channels) ipc.removeHandler(channel);
  };
}
