import { DomUtils, parseDocument } from 'htmlparser2';
import type { ProbeDeps } from './site-probe.ts';

/** Where a page's docs begin, and what says so. */
export interface DocsRoot {
  url: string;
  reason: string;
}

/** Folders tried upwards for an objects.inv: a docs tree is rarely deeper than this below its root. */
const MAX_LEVELS = 4;

/**
 * When the URL given is one page inside a documentation site (`…/library/json.html`), the folder
 * its docs start at, if it is above the page's own: a scope of `/library/` would keep a dozen
 * pages of a site of five hundred and none of its API inventory. Read from what the generator
 * writes (Sphinx's `documentation_options` root and its `genindex` link, a `rel="start"` link),
 * else from the nearest folder above holding an objects.inv. Undefined when the page's folder is
 * the root already, or nothing says otherwise.
 */
export async function findDocsRoot(
  entryUrl: string,
  html: string,
  deps: ProbeDeps,
): Promise<DocsRoot | undefined> {
  const folder = new URL('./', entryUrl).href;
  const above = (url: string | undefined): url is string =>
    url !== undefined && url.length < folder.length && folder.startsWith(url);
  const marked = markedRoot(entryUrl, html);
  if (above(marked?.url)) return marked;
  for (let url = parent(folder), level = 0; url && level < MAX_LEVELS; url = parent(url), level++) {
    if (await hasInventory(new URL('objects.inv', url).href, deps)) {
      return { url, reason: `its API inventory (objects.inv) is at ${url}objects.inv` };
    }
  }
  return undefined;
}

function markedRoot(entryUrl: string, html: string): DocsRoot | undefined {
  const document = parseDocument(html);
  const resolve = (href: string | undefined) =>
    href === undefined ? undefined : URL.parse(href, entryUrl)?.href;
  const options = DomUtils.findOne(
    (e) => e.name === 'script' && e.attribs.id === 'documentation_options',
    document.children,
  );
  const declared = options?.attribs['data-url_root'] ?? options?.attribs['data-content_root'];
  if (declared !== undefined) {
    const url = resolve(declared);
    if (url) return { url, reason: "the Sphinx page names it as its docs' root" };
  }
  const link = (rel: string) =>
    DomUtils.findOne(
      (e) => e.name === 'link' && (e.attribs.rel ?? '').toLowerCase().split(/\s+/).includes(rel),
      document.children,
    );
  const index = resolve(link('index')?.attribs.href);
  if (index && /\/genindex\.html$/.test(new URL(index).pathname)) {
    return { url: new URL('./', index).href, reason: 'its general index (genindex.html) is there' };
  }
  const start = resolve((link('start') ?? link('top'))?.attribs.href);
  if (start) return { url: new URL('./', start).href, reason: 'the page links it as the start' };
  return undefined;
}

function parent(folder: string): string | undefined {
  const url = new URL(folder);
  if (url.pathname === '/') return undefined;
  return new URL('../', url).href;
}

async function hasInventory(url: string, deps: ProbeDeps): Promise<boolean> {
  const origin = new URL(url).origin;
  const answer = await deps.fetcher.fetch({
    url,
    inScope: (target) => new URL(target).origin === origin,
    signal: deps.signal,
  });
  return (
    answer.kind === 'ok' &&
    answer.body.subarray(0, 64).toString('latin1').startsWith('# Sphinx inventory')
  );
}
