import type { IpcMain, IpcMainInvokeEvent, IpcRenderer } from 'electron';

type Handler = (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown;

/**
 * ipcMain and ipcRenderer joined in memory, for wiring tests: `handle` refuses a second handler
 * for a channel as Electron does, and `invoke` runs the main side with the given sender event.
 */
export function createFakeIpc(event: () => IpcMainInvokeEvent) {
  const handlers = new Map<string, Handler>();
  const invoked: string[] = [];
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const ipcMain = {
    handle(channel: string, handler: Handler) {
      if (handlers.has(channel)) {
        throw new Error(`Attempted to register a second handler for '${channel}'`);
      }
      handlers.set(channel, handler);
    },
    removeHandler(channel: string) {
      handlers.delete(channel);
    },
  } as unknown as Pick<IpcMain, 'handle' | 'removeHandler'>;
  const ipcRenderer = {
    invoke(channel: string, ...args: unknown[]) {
      invoked.push(channel);
      const handler = handlers.get(channel);
      if (!handler) return Promise.reject(new Error(`No handler registered for '${channel}'`));
      return Promise.resolve().then(() => handler(event(), ...args));
    },
    on(channel: string, listener: (...args: unknown[]) => void) {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)!.add(listener);
      return ipcRenderer;
    },
    removeListener(channel: string, listener: (...args: unknown[]) => void) {
      listeners.get(channel)?.delete(listener);
      return ipcRenderer;
    },
  } as unknown as Pick<IpcRenderer, 'invoke' | 'on' | 'removeListener'>;
  /** What webContents.send would deliver: the IPC event first, then the payload. */
  const send = (channel: string, payload?: unknown): void => {
    for (const listener of listeners.get(channel) ?? []) {
      listener({ sender: ipcRenderer, senderId: 0 }, payload);
    }
  };
  return { ipcMain, ipcRenderer, handlers, invoked, listeners, send };
}
