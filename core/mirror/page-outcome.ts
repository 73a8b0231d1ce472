import type { RawNavTree } from '../extract/extract-nav-tree.ts';
import type { ExtractedSection } from '../extract/extracted-page.ts';
import type { MarkdownOutline } from '../sources/markdown/render-markdown.ts';
import type { KnownPage } from '../store/read-pages.ts';

/**
 * How a page that was parsed looked: what the sidebar, the docs-root tracking and a repository's
 * table of contents and cross-references need of it.
 */
export interface ParsedPage {
  /** Where the fetch landed, canonical. */
  finalUrl: string;
  title: string;
  generator: string;
  /** A `<meta http-equiv=refresh>` target, when the page is one. */
  refreshUrl?: string;
  /** The raw HTML, decoded only when asked (a sidebar the worker was not asked for). */
  html: () => string;
  /** The sidebar as the worker read it, when the task asked for it (PageTask.nav). */
  nav?: RawNavTree[];
  /** A repository file: its title and labels, which the files citing it need. */
  outline?: MarkdownOutline;
  /** A repository file: its sections (the README's chapters), and its Markdown's length. */
  sections?: readonly ExtractedSection[];
  length?: number;
}

/** What storing a page did: `restored` is a page removed earlier that the site serves again. */
export type StoreChange = 'new' | 'changed' | 'unchanged' | 'restored';

/**
 * What one page of a run came to: the single value every stage returns and every consumer (the
 * tally, the recorder, the frontier, the crawl sources) reads. `url` is the URL the task asked
 * for; `bytes` what came over the wire.
 */
export type PageOutcome =
  | {
      kind: 'stored';
      change: StoreChange;
      /** Where the page is stored (a redirect's target, a twin's canonical). */
      url: string;
      title?: string;
      /** Links to follow: from the page's HTML, or the stored ones of a page that did not change. */
      links: readonly string[];
      images: readonly string[];
      bytes: number;
      parsed?: ParsedPage;
    }
  /** A meta-refresh page without content of its own: its target is queued, nothing is stored. */
  | {
      kind: 'redirected';
      url: string;
      to: string;
      links: readonly string[];
      bytes: number;
      parsed: ParsedPage;
    }
  /** A redirect that landed on a page this run has already claimed. */
  | { kind: 'duplicate'; url: string; of: string; bytes: number }
  /** 404/410: removal waits for the run to complete. `known` is the cached page, if any. */
  | { kind: 'gone'; url: string; status: number; message?: string; known?: KnownPage }
  | {
      kind: 'failed';
      url: string;
      message: string;
      status?: number;
      /** The server or network failed even after retries: the mirror is incomplete. */
      transient: boolean;
      /** No HTTP answer at all (refused, reset, timed out). */
      network: boolean;
    }
  /** Not a page, or nothing to keep (out of scope, no content); `parsed` when it was read. */
  | { kind: 'skipped'; url: string; message: string; bytes: number; parsed?: ParsedPage }
  | { kind: 'cancelled'; url: string };

export type Kept = Extract<PageOutcome, { kind: 'stored' }>;

/** A stored page of any change: what the page cap counts. */
export function isKept(outcome: PageOutcome): outcome is Kept {
  return outcome.kind === 'stored';
}

/** A failure the run reports, from a fetch's error answer. */
export function failure(
  url: string,
  error: { message: string; status?: number; transient?: boolean },
): PageOutcome {
  const transient = error.transient === true;
  return {
    kind: 'failed',
    url,
    message: error.message,
    status: error.status,
    transient,
    network: transient && error.status === undefined,
  };
}

/** Links a parsed outcome offers the frontier (stored, redirected); none for the others. */
export function linksOf(outcome: PageOutcome): readonly string[] {
  return outcome.kind === 'stored' || outcome.kind === 'redirected' ? outcome.links : [];
}
