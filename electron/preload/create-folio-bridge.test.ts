import { describe, expect, it, vi } from 'vitest';
import { apiMethods } from '../../core/api/folio-api.ts';
import type { SyncState } from '../../core/api/folio-api.ts';
import { apiChannel, pushChannels } from '../shared/channels.ts';
import { createFakeIpc } from '../testing/fake-ipc.ts';
import { createFolioBridge } from './create-folio-bridge.ts';

function setup() {
  const ipc = createFakeIpc(() => {
    throw new Error('no main side in this test');
  });
  const invoke = vi.fn((channel: string, ..._args: unknown[]) =>
    Promise.resolve({ result: channel } as unknown),
  );
  const ipcRenderer = { ...ipc.ipcRenderer, invoke };
  return { ipc, invoke, bridge: createFolioBridge(ipcRenderer) };
}

const state: SyncState = {
  running: true,
  startedAt: '2025-01-01T00:00:00.000Z',
  finishedAt: null,
  docsets: [],
  errors: [],
  seq: 3,
};

describe('createFolioBridge (window.folio)', () => {
  it('exposes exactly the contract methods and the shell’s own functions (checklist #20)', () => {
    const { bridge } = setup();
    expect(Object.keys(bridge).sort()).toEqual(
      [
        ...apiMethods,
        'assetUrl',
        'onSyncState',
        'onFocusSearch',
        'openExternal',
        'pickBundle',
        'onCommand',
        'findInPage',
        'stopFindInPage',
        'onFindResult',
      ].sort(),
    );
    for (const value of Object.values(bridge)) expect(typeof value).toBe('function');
  });

  it('sends each contract method on its own channel, once, with the input unchanged', async () => {
    const { bridge, invoke } = setup();
    for (const method of apiMethods) {
      const call = bridge[method] as (input: unknown) => Promise<unknown>;
      await expect(call({ probe: method })).resolves.toBe(apiChannel(method));
    }
    expect(invoke.mock.calls).toEqual(apiMethods.map((m) => [apiChannel(m), { probe: m }]));
  });

  it('rejects on a reply that is neither a result nor an error', async () => {
    const { bridge, invoke } = setup();
    invoke.mockResolvedValueOnce(undefined);
    await expect(bridge.listDocsets({})).rejects.toThrow(/unexpected reply/);
  });

  it('builds asset URLs on the folio://asset origin, escaping the original URL', () => {
    const { bridge } = setup();
    expect(bridge.assetUrl('https://x.org/a b.png?v=1&w=2')).toBe(
      'folio://asset/?url=https%3A%2F%2Fx.org%2Fa%20b.png%3Fv%3D1%26w%3D2',
    );
  });

  it('passes pushed sync states to the callback, never the IPC event, until unsubscribed', () => {
    const { bridge, ipc } = setup();
    const callback = vi.fn();
    const unsubscribe = bridge.onSyncState(callback);
    ipc.send(pushChannels.syncState, state);
    expect(callback).toHaveBeenCalledWith(state);
    expect(callback.mock.calls[0]).toHaveLength(1);
    unsubscribe();
    ipc.send(pushChannels.syncState, state);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(ipc.listeners.get(pushChannels.syncState)?.size).toBe(0);
  });

  it('calls onFocusSearch callbacks with no arguments', () => {
    const { bridge, ipc } = setup();
    const callback = vi.fn();
    bridge.onFocusSearch(callback);
    ipc.send(pushChannels.focusSearch);
    expect(callback).toHaveBeenCalledWith();
  });

  it('passes on menu commands it knows, and nothing else', () => {
    const { bridge, ipc } = setup();
    const callback = vi.fn();
    bridge.onCommand(callback);
    ipc.send(pushChannels.command, 'newTab');
    ipc.send(pushChannels.command, 'constructor');
    ipc.send(pushChannels.command, { toString: () => 'newTab' });
    expect(callback.mock.calls).toEqual([['newTab']]);
  });

  it('sends find requests as plain values and passes on counts as numbers', async () => {
    const { bridge, ipc, invoke } = setup();
    invoke.mockResolvedValueOnce({ result: null });
    const sneaky = { text: 'zero', forward: 1, findNext: '', extra: 'x' };
    await bridge.findInPage(sneaky as never);
    expect(invoke).toHaveBeenCalledWith('folio:findInPage', {
      text: 'zero',
      forward: true,
      findNext: false,
    });
    const callback = vi.fn();
    bridge.onFindResult(callback);
    ipc.send(pushChannels.findResult, { matches: 3, active: 2 });
    ipc.send(pushChannels.findResult, { matches: 'lots' });
    expect(callback.mock.calls).toEqual([[{ matches: 3, active: 2 }], [{ matches: 0, active: 0 }]]);
  });

  it('refuses a callback that is not a function', () => {
    const { bridge } = setup();
    expect(() => bridge.onSyncState('alert(1)' as unknown as () => void)).toThrow(TypeError);
  });
});
