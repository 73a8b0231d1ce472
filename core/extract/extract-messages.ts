import type { PageInput, PreparedPage } from './prepare-page.ts';

/** The pool → worker message; a byte body is transferred, not copied. */
export interface ExtractRequest {
  id: number;
  input: PageInput;
}

/** The worker → pool message; structured-clone safe, the packed content transferred. */
export type ExtractReply =
  { id: number; ok: true; page: PreparedPage } | { id: number; ok: false; message: string };
