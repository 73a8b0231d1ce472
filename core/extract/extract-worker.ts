import { parentPort } from 'node:worker_threads';
import type { ExtractReply, ExtractRequest } from './extract-messages.ts';
import { preparePage } from './prepare-page.ts';

/**
 * The worker side of the extract pool: one request in, one reply out. A page that throws gets an
 * error reply; only a crash of the thread itself ends it, and the pool replaces it.
 */
parentPort?.on('message', (request: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { id: request.id, ok: true, page: preparePage(request.input) };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  const transfer = reply.ok && isWhole(reply.page.packed) ? [reply.page.packed.buffer] : [];
  parentPort?.postMessage(reply, transfer);
});

/** Only a buffer that owns its whole ArrayBuffer can be transferred without taking others' bytes. */
function isWhole(bytes: Uint8Array): bytes is Uint8Array<ArrayBuffer> {
  return (
    bytes.byteOffset === 0 &&
    bytes.byteLength === bytes.buffer.byteLength &&
    bytes.buffer instanceof ArrayBuffer
  );
}
