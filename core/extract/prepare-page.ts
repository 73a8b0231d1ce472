import { decodeBody } from '../fetch/decode-body.ts';
import { packPage } from '../store/pack-page.ts';
import { renderRepoFile } from '../sources/github/render-repo-file.ts';
import type { RepoFile } from '../sources/github/render-repo-file.ts';
import { renderMarkdown } from '../sources/markdown/render-markdown.ts';
import type { MarkdownOutline } from '../sources/markdown/render-markdown.ts';
import { pageOfTwin } from '../sources/markdown/page-of-twin.ts';
import { extractPage } from './extract-page.ts';
import { hashContent } from './hash-content.ts';
import type { ExtractedPage } from './extracted-page.ts';

/** A fetched page as it reaches extraction: raw bytes (decoded here) or already-decoded text. */
export interface PageInput {
  url: string;
  body: Uint8Array | string;
  contentType?: string;
  /**
   * 'markdown' for twins, llms-full chunks and repository files: rendered here, then extracted like
   * any page so they share sanitising and sectioning. 'repo-file': a repository file's Markdown,
   * linked as GitHub links it (`repoFile`). 'html' (the default) is taken as it is.
   */
  format?: 'html' | 'markdown' | 'repo-file';
  /** 'repo-file' only: which file of which repository at which commit. */
  repoFile?: RepoFile;
  /** Also read the page's sidebar (navigation tree candidates) from the same parse. */
  nav?: boolean;
  /** Markdown only: the page title when the markdown has no H1 of its own (from llms.txt). */
  title?: string;
  /**
   * Markdown only: the page is a site's Markdown twin, so its links to other twins (`x.html.md`,
   * `x.md`) are rewritten to the HTML pages they stand for, which is where pages are stored.
   */
  twin?: boolean;
}

/** An extracted page ready to store: content packed and hashed, so the writer only writes. */
export interface PreparedPage extends Omit<ExtractedPage, 'html'> {
  /** packPage({ html, texts }): what the page row stores. */
  packed: Uint8Array;
  /** Changes exactly when the stored content would. */
  contentHash: string;
  /** 'repo-file' only: its title and labels, for the files that cite it. */
  outline?: MarkdownOutline;
}

/**
 * Everything CPU-heavy about one page, in the worker: charset decoding, extraction, compression
 * and hashing. The main thread is left with the SQLite writes, which must stay on one connection.
 */
export function preparePage(input: PageInput): PreparedPage {
  const text =
    typeof input.body === 'string'
      ? input.body
      : decodeBody(
          Buffer.from(input.body.buffer, input.body.byteOffset, input.body.byteLength),
          input.contentType,
        );
  let html = text;
  let outline: MarkdownOutline | undefined;
  if (input.format === 'markdown') {
    html = markdownDocument(text, input.url, input.title, input.twin === true);
  } else if (input.format === 'repo-file') {
    if (input.repoFile === undefined) throw new Error('a repository file needs its repository');
    const rendered = renderRepoFile(text, input.repoFile);
    html = wrapArticle(rendered.html, undefined);
    outline = rendered.outline;
  }
  const { html: content, ...page } = extractPage({ url: input.url, html, nav: input.nav });
  // Encoded once: the hash and the packed blob are both of these bytes.
  const bytes = Buffer.from(content, 'utf8');
  const prepared: PreparedPage = {
    ...page,
    packed: packPage({ html: bytes, texts: page.sections.map((s) => s.text) }),
    contentHash: hashContent(page.title, bytes),
  };
  if (outline !== undefined) prepared.outline = outline;
  return prepared;
}

/** A markdown page (a twin, an llms-full piece) rendered and wrapped as a document. */
function markdownDocument(
  markdown: string,
  url: string,
  title: string | undefined,
  twin: boolean,
): string {
  const resolveLink = twin ? (href: string) => twinLinkTarget(href, url) : undefined;
  return wrapArticle(renderMarkdown(markdown, { pageUrl: url, resolveLink }), title);
}

/** Rendered markdown as a document the extractor recognises: the content is the article. */
function wrapArticle(body: string, title: string | undefined): string {
  const head = title ? `<title>${escapeHtml(title)}</title>` : '';
  return `<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body><article>${body}</article></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A twin's link to a same-origin `.md` page points at that page's HTML URL instead. */
function twinLinkTarget(href: string, pageUrl: string): string | undefined {
  let target: URL;
  try {
    target = new URL(href.trim(), pageUrl);
  } catch {
    return undefined;
  }
  if (target.origin !== new URL(pageUrl).origin) return undefined;
  const hash = target.hash;
  target.hash = '';
  return `${pageOfTwin(target.href)}${hash}`;
}
