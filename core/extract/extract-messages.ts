import type { ExtractedPage } from './extracted-page.ts';

/** The pool → worker message. */
export interface ExtractRequest {
  id: number;
  input: { url: string; html: string };
}

/** The worker → pool message; structured-clone safe. */
export type ExtractReply =
  { id: number; ok: true; page: ExtractedPage } | { id: number; ok: false; message: string };
