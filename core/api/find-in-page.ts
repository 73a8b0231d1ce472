/**
 * The desktop shell's find in page (Chromium's webContents.findInPage), as the renderer asks for
 * it and the shell answers: one shape for both sides of the IPC bridge. Not part of FolioApi: a
 * browser under `folio serve` has its own find.
 */
export interface FindRequest {
  text: string;
  /** Backwards for Shift+Enter and Shift+F3. */
  forward: boolean;
  /** The same text again: move to the next match rather than start over. */
  findNext: boolean;
}

export interface FindResult {
  matches: number;
  /** 1-based; 0 when nothing matched. */
  active: number;
}
