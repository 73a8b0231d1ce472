import type { IpcMainEvent, IpcMainInvokeEvent, WebContents } from 'electron';
import { isAppUrl } from './url-policy.ts';

export type SenderEvent = Pick<IpcMainInvokeEvent | IpcMainEvent, 'sender' | 'senderFrame'>;

/**
 * Checklist #17: validate the sender of every IPC message. Only the main frame of our own window,
 * showing the app (folio://app), may call the engine: not a child frame, not a frame that has
 * since navigated away or been detached, not another window or webContents.
 *
 * @param contents our window's webContents, or undefined once the window is gone.
 */
export function isTrustedSender(
  event: SenderEvent,
  contents: Pick<WebContents, 'mainFrame'> | undefined,
): boolean {
  if (contents === undefined || event.sender !== contents) return false;
  const frame = event.senderFrame; // null when the frame navigated or was destroyed meanwhile
  if (frame === null || frame.detached || frame.parent !== null) return false;
  const main = contents.mainFrame;
  return (
    frame.frameToken === main.frameToken &&
    frame.processId === main.processId &&
    isAppUrl(frame.url)
  );
}
