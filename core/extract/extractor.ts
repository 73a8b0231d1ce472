import type { PageInput, PreparedPage } from './prepare-page.ts';

/** Extraction as a crawl or a probe uses it: in a worker pool, or inline. */
export interface Extractor {
  extract(input: PageInput): Promise<PreparedPage>;
  /** Pages are surely coming (a first sync): get ready for them now. */
  warm?(): void;
}
