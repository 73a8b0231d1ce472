import { EventEmitter } from 'node:events';
import { vi } from 'vitest';

/**
 * The few Electron objects start-app.ts touches, for `vi.mock('electron')` in its wiring test.
 * Only what composition needs; behaviour lives in the small modules tested on their own.
 */
export function createFakeElectron() {
  const mainFrame = {
    url: 'folio://app/index.html',
    frameToken: 'main',
    processId: 1,
    parent: null,
    detached: false,
  };
  class FakeContents extends EventEmitter {
    mainFrame = mainFrame;
    navigationHistory = { goBack: vi.fn(), goForward: vi.fn() };
    setWindowOpenHandler = vi.fn();
    send = vi.fn();
    reload = vi.fn();
    findInPage = vi.fn(() => 1);
    stopFindInPage = vi.fn();
  }
  const windows: FakeWindow[] = [];
  class FakeWindow extends EventEmitter {
    webContents = new FakeContents();
    loadURL = vi.fn(() => Promise.resolve());
    isDestroyed = () => false;
    isMinimized = () => false;
    show = vi.fn();
    focus = vi.fn();
    restore = vi.fn();
    readonly options: unknown;
    constructor(options: unknown) {
      super();
      this.options = options;
      windows.push(this);
    }
  }
  const app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    getPath: () => '/nonexistent/user-data',
    quit: vi.fn(),
  });
  const ipcHandlers = new Map<string, (event: unknown, input?: unknown) => Promise<unknown>>();
  let protocolHandler: ((request: Request) => Promise<Response>) | undefined;
  const webRequest = { onBeforeRequest: vi.fn() };
  const electron = {
    app,
    BrowserWindow: FakeWindow,
    ipcMain: {
      handle: (channel: string, handler: (event: unknown, input?: unknown) => Promise<unknown>) =>
        ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => ipcHandlers.delete(channel),
    },
    protocol: {
      handle: vi.fn((_scheme: string, handler: typeof protocolHandler) => {
        protocolHandler = handler;
      }),
    },
    session: {
      defaultSession: {
        setPermissionRequestHandler: vi.fn(),
        setPermissionCheckHandler: vi.fn(),
        setDevicePermissionHandler: vi.fn(),
        webRequest,
      },
    },
    Menu: {
      buildFromTemplate: vi.fn((template: unknown) => template),
      setApplicationMenu: vi.fn(),
    },
    nativeTheme: { themeSource: 'system', shouldUseDarkColors: false },
    globalShortcut: { register: vi.fn(() => true), unregister: vi.fn(), unregisterAll: vi.fn() },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
    dialog: {
      showOpenDialog: vi.fn(() =>
        Promise.resolve({ canceled: false, filePaths: ['/media/usb/folio.folio'] }),
      ),
    },
    // Offline, so the schedule the default settings turn on never reaches the network in tests.
    net: { isOnline: vi.fn(() => false) },
    powerMonitor: new EventEmitter(),
  };
  return {
    electron,
    windows,
    ipcHandlers,
    fetch: (url: string) => protocolHandler!(new Request(url)),
    trustedEvent: () => ({ sender: windows[0]!.webContents, senderFrame: mainFrame }),
  };
}
