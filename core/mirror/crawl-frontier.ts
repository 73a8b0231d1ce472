import { pageKey } from '../url/canonicalize-url.ts';

/**
 * The breadth-first queue of one docset's crawl. URLs are deduplicated by page key, so
 * `/a/`, `/a` and `/a/index.html` are fetched once.
 */
export class CrawlFrontier {
  readonly #queue: string[] = [];
  readonly #seen = new Set<string>();
  #next = 0;

  /** Queues a URL unless its key was seen; returns whether it was new. */
  add(url: string): boolean {
    const key = pageKey(url);
    if (this.#seen.has(key)) return false;
    this.#seen.add(key);
    this.#queue.push(url);
    return true;
  }

  /** Marks a URL as seen without queueing it (a redirect target that was just fetched). */
  claim(url: string): boolean {
    const key = pageKey(url);
    if (this.#seen.has(key)) return false;
    this.#seen.add(key);
    return true;
  }

  take(): string | undefined {
    return this.#next < this.#queue.length ? this.#queue[this.#next++] : undefined;
  }

  get found(): number {
    return this.#queue.length;
  }

  get pending(): number {
    return this.#queue.length - this.#next;
  }
}
