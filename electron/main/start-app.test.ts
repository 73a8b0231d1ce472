import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiMethods } from '../../core/api/folio-api.ts';
import {
  apiChannel,
  appEntryUrl,
  findInPageChannel,
  openExternalChannel,
  pickBundleChannel,
  pushChannels,
  stopFindInPageChannel,
} from '../shared/channels.ts';
import { createFakeElectron } from '../testing/fake-electron.ts';

const fake: { current: unknown } = vi.hoisted(() => ({ current: undefined }));
vi.mock('electron', () => (fake.current as ReturnType<typeof createFakeElectron>).electron);

const dir = mkdtempSync(join(tmpdir(), 'folio-start-'));
let electron: ReturnType<typeof createFakeElectron>;

beforeAll(async () => {
  electron = createFakeElectron();
  fake.current = electron;
  vi.stubEnv('FOLIO_CACHE', join(dir, 'folio.db'));
  vi.stubEnv('FOLIO_HOME', join(dir, 'home'));
  const { startApp } = await import('./start-app.ts');
  await startApp();
});
afterAll(() => {
  electron.electron.app.emit('before-quit', { preventDefault: () => undefined });
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('startApp (composition, with Electron faked at the edge)', () => {
  it('opens one sandboxed window on folio://app with its guards in place', () => {
    expect(electron.windows).toHaveLength(1);
    const [window] = electron.windows;
    expect(window!.options).toMatchObject({
      webPreferences: { sandbox: true, contextIsolation: true, nodeIntegration: false },
    });
    expect(window!.loadURL).toHaveBeenCalledWith(appEntryUrl);
    for (const event of ['will-navigate', 'will-frame-navigate', 'will-redirect']) {
      expect(window!.webContents.listenerCount(event)).toBe(1);
    }
    expect(window!.webContents.setWindowOpenHandler).toHaveBeenCalledTimes(1);
  });

  it('hardens the session before anything loads', () => {
    const { defaultSession } = electron.electron.session;
    expect(defaultSession.setPermissionRequestHandler).toHaveBeenCalledTimes(1);
    expect(defaultSession.setPermissionCheckHandler).toHaveBeenCalledTimes(1);
    expect(defaultSession.webRequest.onBeforeRequest).toHaveBeenCalledTimes(1);
  });

  it('bridges every contract method and openExternal, checking the sender', async () => {
    expect([...electron.ipcHandlers.keys()].sort()).toEqual(
      [
        ...apiMethods.map(apiChannel),
        openExternalChannel,
        pickBundleChannel,
        findInPageChannel,
        stopFindInPageChannel,
      ].sort(),
    );
    const listDocsets = electron.ipcHandlers.get(apiChannel('listDocsets'))!;
    const reply = (await listDocsets(electron.trustedEvent(), {})) as { result: unknown };
    expect(Array.isArray(reply.result)).toBe(true);
    await expect(listDocsets({ sender: {}, senderFrame: null }, {})).resolves.toMatchObject({
      error: { code: 'forbidden' },
    });
  });

  it('finds in the window’s page and pushes the count back to it', async () => {
    const contents = electron.windows[0]!.webContents;
    const find = electron.ipcHandlers.get(findInPageChannel)!;
    await find(electron.trustedEvent(), { text: 'stage', forward: true, findNext: false });
    expect(contents.findInPage).toHaveBeenCalledWith('stage', { forward: true, findNext: false });
    contents.emit('found-in-page', {}, { finalUpdate: true, matches: 4, activeMatchOrdinal: 1 });
    expect(contents.send).toHaveBeenCalledWith(pushChannels.findResult, { matches: 4, active: 1 });
    await electron.ipcHandlers.get(stopFindInPageChannel)!(electron.trustedEvent());
    expect(contents.stopFindInPage).toHaveBeenCalledWith('clearSelection');
  });

  it('serves the protocol: 404 for what dist/renderer lacks, 400 for an asset without url', async () => {
    expect((await electron.fetch('folio://app/no-such-file.js')).status).toBe(404);
    expect((await electron.fetch('folio://asset/')).status).toBe(400);
  });

  it('pushes sync state to the window', async () => {
    const cancel = electron.ipcHandlers.get(apiChannel('cancelSync'))!;
    await cancel(electron.trustedEvent(), {});
    const getState = electron.ipcHandlers.get(apiChannel('startSync'))!;
    // A sync of an unknown docset is refused before it starts: nothing is pushed for it.
    await expect(
      getState(electron.trustedEvent(), { docsets: ['no-such'] }),
    ).resolves.toMatchObject({
      error: { code: 'invalid-input' },
    });
    expect(electron.windows[0]!.webContents.send).not.toHaveBeenCalledWith(
      pushChannels.syncState,
      expect.anything(),
    );
  });

  it('applies settings: the global shortcut is registered', () => {
    expect(electron.electron.globalShortcut.register).toHaveBeenCalledWith(
      'CommandOrControl+Shift+Space',
      expect.any(Function),
    );
  });

  it('schedules sync from the settings: online checked, resume listened to', () => {
    // Default settings: daily; the empty cache is due, and the fake network is down.
    expect(electron.electron.net.isOnline).toHaveBeenCalled();
    expect(electron.electron.powerMonitor.listenerCount('resume')).toBe(1);
  });
});
