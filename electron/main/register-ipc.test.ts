import { describe, expect, it, vi } from 'vitest';
import { ApiError, apiMethods } from '../../core/api/folio-api.ts';
import type { ApiInput, ApiMethod } from '../../core/api/folio-api.ts';
import { createFolioBridge } from '../preload/create-folio-bridge.ts';
import {
  apiChannel,
  findInPageChannel,
  openExternalChannel,
  pickBundleChannel,
  stopFindInPageChannel,
} from '../shared/channels.ts';
import type { FindRequest } from '../shared/channels.ts';
import { createFakeApi } from '../testing/fake-api.ts';
import { fakeContents, fakeEvent, fakeFrame } from '../testing/fake-frames.ts';
import { createFakeIpc } from '../testing/fake-ipc.ts';
import { isTrustedSender } from './is-trusted-sender.ts';
import { registerIpc } from './register-ipc.ts';

/** One valid input per method; `Record<ApiMethod, …>` makes a new contract method a compile error. */
const validInputs: { [M in ApiMethod]: ApiInput<M> } = {
  listDocsets: {},
  getToc: { docset: 'deepspeed' },
  getPage: { url: 'https://deepspeed.readthedocs.io/en/latest/zero3.html#stage-3' },
  search: { query: 'deepspeed: zero stage 3', limit: 20 },
  startSync: { docsets: ['deepspeed'] },
  getSyncState: { since: 3 },
  cancelSync: {},
  getChanges: { docset: 'deepspeed' },
  getSettings: {},
  probeSite: { url: 'https://docs.example.org/' },
  addDocset: { url: 'https://docs.example.org/', name: 'Example', section: 'Mine' },
  removeDocset: { docset: 'example', purge: true },
  importBundle: { path: '/media/usb/folio.folio' },
  updateSettings: { theme: 'dark', syncEveryHours: null, globalShortcut: '' },
  getSyncSchedule: {},
  listFeeds: {},
  listBookmarks: {},
  addBookmark: { url: 'https://d.org/a.html#s', title: 'A', docset: 'd', section: 'S' },
  removeBookmark: { url: 'https://d.org/a.html#s' },
  listHistory: { query: 'zero', limit: 20 },
  recordVisit: { url: 'https://d.org/a.html', title: 'A', docset: 'd' },
  clearHistory: {},
  exportReading: {},
  importReading: { data: { format: 'folio-reading', version: 1, bookmarks: [], history: [] } },
  getAccess: {},
};

function setup(frame = fakeFrame()) {
  const contents = fakeContents();
  let sender = {
    contents: contents as unknown,
    frame: frame as ReturnType<typeof fakeFrame> | null,
  };
  const ipc = createFakeIpc(() => fakeEvent(sender.contents, sender.frame));
  const api = createFakeApi();
  const openExternal = vi.fn((_url: string) => Promise.resolve());
  const logError = vi.fn();
  const pickBundle = vi.fn(() => Promise.resolve<string | null>('/media/usb/folio.folio'));
  const findInPage = vi.fn((_request: FindRequest) => {});
  const stopFindInPage = vi.fn();
  const unregister = registerIpc({
    ipc: ipc.ipcMain,
    api,
    isTrusted: (event) => isTrustedSender(event, contents),
    openExternal,
    pickBundle,
    findInPage,
    stopFindInPage,
    logError,
  });
  const bridge = createFolioBridge(ipc.ipcRenderer);
  const setSender = (next: typeof sender) => (sender = next);
  return {
    ipc,
    api,
    bridge,
    openExternal,
    pickBundle,
    findInPage,
    stopFindInPage,
    logError,
    unregister,
    contents,
    setSender,
  };
}

describe('registerIpc', () => {
  it('registers one handler per contract method, on the derived channel, and openExternal', () => {
    const { ipc } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual(
      [
        ...apiMethods.map(apiChannel),
        openExternalChannel,
        pickBundleChannel,
        findInPageChannel,
        stopFindInPageChannel,
      ].sort(),
    );
  });

  it('bridges every contract method exactly once, preload to main to the engine', async () => {
    const { ipc, api, bridge } = setup();
    for (const method of apiMethods) {
      const call = bridge[method] as (input: unknown) => Promise<unknown>;
      await expect(call(validInputs[method])).resolves.toEqual({ method });
      expect(api[method]).toHaveBeenCalledWith(validInputs[method]);
    }
    expect(ipc.invoked).toEqual(apiMethods.map(apiChannel));
    for (const method of apiMethods) expect(api[method]).toHaveBeenCalledTimes(1);
  });

  it('validates input with the contract before the engine sees it', async () => {
    const { api, bridge } = setup();
    const getPage = bridge.getPage as (input: unknown) => Promise<unknown>;
    await expect(getPage({ url: 42 })).rejects.toMatchObject({ code: 'invalid-input' });
    await expect(getPage({ url: 'x', extra: true })).rejects.toMatchObject({
      code: 'invalid-input',
    });
    expect(api.getPage).not.toHaveBeenCalled();
  });

  it('returns engine refusals as { error: { code, message } }, rethrown by the preload', async () => {
    const { ipc, api, bridge } = setup();
    api.startSync.mockRejectedValueOnce(new ApiError('busy', 'a sync is already running'));
    const reply: unknown = await ipc.ipcRenderer.invoke(apiChannel('startSync'), {});
    expect(reply).toEqual({ error: { code: 'busy', message: 'a sync is already running' } });
    api.startSync.mockRejectedValueOnce(new ApiError('busy', 'a sync is already running'));
    const error = await bridge.startSync({}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    // The code rides in the message too: contextBridge passes only an Error's message to the page.
    expect(error).toMatchObject({ code: 'busy', message: '[busy] a sync is already running' });
  });

  it('hides unexpected failures from the page and logs them', async () => {
    const { api, bridge, logError } = setup();
    api.search.mockRejectedValueOnce(new Error('SQLITE_CORRUPT at /home/me/cache/folio.db'));
    await expect(bridge.search({ query: 'x' })).rejects.toMatchObject({
      code: 'internal',
      message: '[internal] internal error',
    });
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('refuses calls from any frame but our main frame on folio://app (checklist #17)', async () => {
    const { api, bridge, setSender, contents, openExternal } = setup();
    const main = contents.mainFrame as unknown as ReturnType<typeof fakeFrame>;
    for (const sender of [
      { contents, frame: fakeFrame({ frameToken: 'child', parent: main }) },
      { contents, frame: fakeFrame({ url: 'https://evil.example/' }) },
      { contents: fakeContents(), frame: main },
      { contents, frame: null },
    ]) {
      setSender(sender);
      await expect(bridge.listDocsets({})).rejects.toMatchObject({ code: 'forbidden' });
      await expect(bridge.openExternal('https://example.com/')).rejects.toMatchObject({
        code: 'forbidden',
      });
    }
    expect(api.listDocsets).not.toHaveBeenCalled();
    expect(openExternal).not.toHaveBeenCalled();
  });

  it('opens the system dialog for a bundle only for our window, and passes on its choice', async () => {
    const { bridge, pickBundle, setSender, contents } = setup();
    await expect(bridge.pickBundle()).resolves.toBe('/media/usb/folio.folio');
    pickBundle.mockResolvedValueOnce(null);
    await expect(bridge.pickBundle()).resolves.toBeNull();
    setSender({
      contents: fakeContents(),
      frame: contents.mainFrame,
    });
    await expect(bridge.pickBundle()).rejects.toMatchObject({ code: 'forbidden' });
    expect(pickBundle).toHaveBeenCalledTimes(2);
  });

  it('opens only http(s) URLs outside the app (checklist #15)', async () => {
    const { bridge, openExternal } = setup();
    await bridge.openExternal('https://deepspeed.readthedocs.io/en/latest/');
    expect(openExternal).toHaveBeenCalledWith('https://deepspeed.readthedocs.io/en/latest/');
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'smb://host/share',
      'folio://app/index.html',
      'https://user:pass@example.com/',
    ]) {
      await expect(bridge.openExternal(url)).rejects.toMatchObject({ code: 'invalid-input' });
    }
    expect(openExternal).toHaveBeenCalledTimes(1);
  });

  it('reports a browser that cannot be started as an error reply', async () => {
    const { bridge, openExternal, logError } = setup();
    openExternal.mockRejectedValueOnce(new Error('xdg-open: not found'));
    await expect(bridge.openExternal('https://example.com/')).rejects.toMatchObject({
      code: 'internal',
    });
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('finds in the page only a checked text with two flags, for our window only', async () => {
    const { bridge, ipc, findInPage, stopFindInPage, setSender, contents } = setup();
    await bridge.findInPage({ text: 'zero', forward: true, findNext: false });
    expect(findInPage).toHaveBeenCalledWith({ text: 'zero', forward: true, findNext: false });
    for (const input of [
      { text: '', forward: true, findNext: false },
      { text: 'x'.repeat(1001), forward: true, findNext: false },
      { text: 'x', forward: 'yes', findNext: false },
      'zero',
      null,
    ]) {
      const reply: unknown = await ipc.ipcRenderer.invoke(findInPageChannel, input);
      expect(reply).toMatchObject({ error: { code: 'invalid-input' } });
    }
    await bridge.stopFindInPage();
    expect(stopFindInPage).toHaveBeenCalledTimes(1);
    setSender({ contents: fakeContents(), frame: contents.mainFrame });
    await expect(
      bridge.findInPage({ text: 'zero', forward: true, findNext: true }),
    ).rejects.toMatchObject({ code: 'forbidden' });
    await expect(bridge.stopFindInPage()).rejects.toMatchObject({ code: 'forbidden' });
    expect(findInPage).toHaveBeenCalledTimes(1);
    expect(stopFindInPage).toHaveBeenCalledTimes(1);
  });

  it('unregisters every channel it registered', () => {
    const { ipc, unregister } = setup();
    unregister();
    expect(ipc.handlers.size).toBe(0);
  });
});
