import type { ReadingFile } from '../../../core/api/folio-api.ts';

/** Offers the exported bookmarks and history as a file download (no server round trip). */
export function downloadReadingFile(file: ReadingFile): void {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `folio-bookmarks-${file.exportedAt.slice(0, 10)}.json`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The chosen file's JSON; the engine checks its shape (importReading's schema). */
export async function readReadingFile(file: File): Promise<unknown> {
  if (file.size > 900_000) throw new Error('That file is too large for a Folio bookmarks file.');
  try {
    return JSON.parse(await file.text()) as unknown;
  } catch {
    throw new Error('That file is not a Folio bookmarks file (not JSON).');
  }
}
