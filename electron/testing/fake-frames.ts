import type { IpcMainInvokeEvent, WebContents, WebFrameMain } from 'electron';

export interface FakeFrame {
  url: string;
  frameToken: string;
  processId: number;
  parent: FakeFrame | null;
  detached: boolean;
}

export function fakeFrame(overrides: Partial<FakeFrame> = {}): FakeFrame {
  return {
    url: 'folio://app/index.html',
    frameToken: 'main-token',
    processId: 7,
    parent: null,
    detached: false,
    ...overrides,
  };
}

/** Our window's webContents, as far as the sender check looks at it. */
export function fakeContents(mainFrame: FakeFrame = fakeFrame()): Pick<WebContents, 'mainFrame'> {
  return { mainFrame: mainFrame as unknown as WebFrameMain };
}

export function fakeEvent(sender: unknown, frame: FakeFrame | null): IpcMainInvokeEvent {
  return { sender, senderFrame: frame } as unknown as IpcMainInvokeEvent;
}
