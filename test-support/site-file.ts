/** One in-memory file of a test site. */
export interface SiteFile {
  body: string | Buffer;
  /** Sent verbatim; when absent the type comes from the extension. */
  contentType?: string;
  /** Defaults to 200. Conditional requests only apply to 200 answers, as on real servers. */
  status?: number;
  /**
   * Extra or replacing headers. An empty string removes a default header, so a test can model a
   * server that sends no ETag or no Last-Modified (e.g. `{ etag: '' }`).
   */
  headers?: Record<string, string>;
}

/** A file ready to answer with: body plus the validators the server computed for it. */
export interface ResolvedFile {
  status: number;
  contentType: string;
  etag: string;
  lastModified: string;
  headers: Record<string, string>;
  size: number;
  /** Reads the body only when it is sent: a 304 or a HEAD never touches the disk. */
  read(): Promise<Buffer>;
}

/** What a request path maps to. */
export type Resolution =
  | { kind: 'file'; file: ResolvedFile }
  | { kind: 'redirect'; location: string }
  | { kind: 'missing' };
