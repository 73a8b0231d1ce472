/** One page or asset request. The fetcher follows redirects itself and asks `inScope` about every hop. */
export interface FetchRequest {
  url: string;
  /** Stored validators: when given, the request is conditional. */
  etag?: string;
  lastModified?: string;
  /** Checked on every redirect target; a hop out of scope ends the request with kind 'out-of-scope'. */
  inScope: (url: string) => boolean;
  /**
   * Only public addresses, on every hop and after DNS: for sub-resources a page names, which are
   * the page author's choice, not the user's (see is-special-address.ts).
   */
  publicOnly?: boolean;
  /** Cap on decoded (decompressed) bytes; larger bodies end with kind 'error'. */
  maxBytes?: number;
  accept?: string;
  /** Aborts the request (Ctrl+C). */
  signal?: AbortSignal;
}

export type FetchResult =
  | {
      kind: 'ok';
      /** The URL that answered, after redirects. */
      url: string;
      status: number;
      contentType: string;
      body: Buffer;
      etag?: string;
      lastModified?: string;
      /** Every URL visited before `url`, in order. */
      redirects: string[];
    }
  | { kind: 'not-modified'; url: string }
  | { kind: 'gone'; url: string; status: number }
  | { kind: 'out-of-scope'; url: string; location: string }
  | {
      kind: 'error';
      url: string;
      message: string;
      status?: number;
      /** The server or network failed (no answer, timeouts, 5xx, 429) even after retries. */
      transient?: boolean;
    };

export interface Fetcher {
  fetch(request: FetchRequest): Promise<FetchResult>;
  close(): Promise<void>;
}
