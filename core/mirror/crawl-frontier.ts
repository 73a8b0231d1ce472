import { pageKey } from '../url/canonicalize-url.ts';

/**
 * The breadth-first queue of one docset's crawl. URLs are deduplicated by page key, so
 * `/a/`, `/a` and `/a/index.html` are fetched once.
 */
export class CrawlFrontier {
  readonly #queue: string[] = [];
  readonly #seen = new Set<string>();
  readonly #before: number;
  #kept = 0;
  #next = 0;

  /** `before`: pages the run handled before this crawl began (a repository's files). */
  constructor(before = 0) {
    this.#before = before;
  }

  /** Queues a URL unless its key was seen; returns whether it was new. */
  add(url: string): boolean {
    const key = pageKey(url);
    if (this.#seen.has(key)) return false;
    this.#seen.add(key);
    this.#queue.push(url);
    return true;
  }

  /** Whether the URL's page was queued, claimed or kept in this crawl. */
  has(url: string): boolean {
    return this.#seen.has(pageKey(url));
  }

  /** Marks a URL as seen without queueing it (a redirect target that was just fetched). */
  claim(url: string): boolean {
    const key = pageKey(url);
    if (this.#seen.has(key)) return false;
    this.#seen.add(key);
    return true;
  }

  /**
   * Marks a URL as seen and handled without a request (the sitemap vouches it is unchanged).
   * Unlike a claimed redirect target it is a page of its own, so it counts as found: progress
   * would otherwise show more pages done than found ("10 / 1 pages").
   */
  keep(url: string): boolean {
    if (!this.claim(url)) return false;
    this.#kept++;
    return true;
  }

  take(): string | undefined {
    return this.#next < this.#queue.length ? this.#queue[this.#next++] : undefined;
  }

  /** Pages this run knows of: handled before the crawl, kept without a request, and queued. */
  get found(): number {
    return this.#before + this.#kept + this.#queue.length;
  }

  get pending(): number {
    return this.#queue.length - this.#next;
  }
}
