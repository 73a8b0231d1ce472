import type { Fetcher } from '../fetch/fetch-result.ts';
import type { Extractor } from '../extract/extractor.ts';
import type { GithubAccess } from '../sources/github/github-access.ts';

/** What `folio add` found out about a site before adding it. */
export interface SiteProbe {
  /** Where the URL landed after redirects: the entry the catalog will hold. */
  entryUrl: string;
  /** The URL as given, when it redirected elsewhere or was one page of the docs at entryUrl. */
  redirectedFrom?: string;
  /** Why the docs root was taken instead of the page given (objects.inv there, Sphinx's root). */
  rootReason?: string;
  kind: 'website' | 'github';
  /** A name for the docset: the page's title without the generator's suffix, or the repo. */
  title: string;
  generator: string;
  /** The URL prefixes a sync will stay inside. */
  scope: string[];
  /** The version directory the entry is in, if any: the only version mirrored by default. */
  version?: string;
  llmsTxt?: { url: string; pages: number };
  llmsFull?: string;
  sitemap?: { pages: number };
  objectsInv?: { symbols: number; pages: number };
  /** What the generator writes beside its pages that a sync skips (its by-products). */
  skips?: string[];
  /** The site's own navigation: the pages it lists, from the entry's sidebar or its own file. */
  navigation?: { pages: number; source: 'sidebar' | 'file' };
  /** The generator's own symbol index (rustdoc's, Javadoc's, Doxygen's), beyond objects.inv. */
  symbolIndex?: { symbols: number; pages: number };
  /**
   * The entry is an empty app shell: its pages are written by scripts, so a sync stores nothing
   * unless the docset is set to `"render": "browser"` (or mirrored from Markdown it serves).
   */
  appShell?: {
    framework: 'docsify' | 'spa';
    /** Its pages are `#/page` routes of the entry, which no crawl (rendered or not) reaches. */
    hashRoutes: boolean;
    /** The Markdown files it serves its pages from (Docsify's README.md, _sidebar.md), found. */
    twins: string[];
  };
  /** Pages a first sync will likely store, from the best of the above. */
  estimate: number;
}

/** A URL folio add will not add, and why; nothing is written. */
export class ProbeRefusal extends Error {}

/** What a probe reads with: the same fetcher and extraction a sync uses, and GitHub's API. */
export interface ProbeDeps {
  fetcher: Fetcher;
  extractor: Extractor;
  userAgent: string;
  github: GithubAccess;
  signal?: AbortSignal;
}
