import { parentPort } from 'node:worker_threads';
import { extractPage } from './extract-page.ts';
import type { ExtractReply, ExtractRequest } from './extract-messages.ts';

/**
 * The worker side of the extract pool: one request in, one reply out. A page that throws gets an
 * error reply; only a crash of the thread itself ends it, and the pool replaces it.
 */
parentPort?.on('message', (request: ExtractRequest) => {
  let reply: ExtractReply;
  try {
    reply = { id: request.id, ok: true, page: extractPage(request.input) };
  } catch (error) {
    reply = {
      id: request.id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
