/**
 * The `Accept` headers Folio sends, one per kind of file it asks for. A server that serves one URL
 * in several forms (Mintlify and Fern give Markdown to whoever asks) answers by them, so every
 * request for the same kind of file must ask the same way.
 */
export const ACCEPT = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1',
  markdown: 'text/markdown,text/plain;q=0.9,*/*;q=0.1',
  /** llms.txt is plain text by its own definition; Markdown servers label it either way. */
  text: 'text/plain,text/markdown;q=0.9,*/*;q=0.1',
  image: 'image/*',
} as const;
