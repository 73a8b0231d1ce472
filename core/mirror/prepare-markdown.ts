import type { PreparedPage } from '../extract/prepare-page.ts';
import { readTwinMeta } from '../sources/markdown/read-twin-meta.ts';
import { stripTwinBoilerplate } from '../sources/markdown/strip-twin-boilerplate.ts';
import { canonicalizeUrl } from '../url/canonicalize-url.ts';
import type { Scope } from '../url/create-scope.ts';
import type { MirrorContext } from './mirror-context.ts';

/**
 * Markdown text (a twin, a piece of llms-full.txt) as a page ready to store: under `pageUrl`, or
 * the canonical the text names when that is inside the scope, boilerplate stripped. The one path
 * from markdown to a stored page, so every markdown source is rendered and cleaned alike.
 */
export async function prepareMarkdown(
  pageUrl: string,
  text: string,
  scope: Scope,
  ctx: MirrorContext,
  title?: string,
): Promise<{ url: string; page: PreparedPage }> {
  const meta = readTwinMeta(text);
  const canonical = meta.canonicalUrl && canonicalizeUrl(meta.canonicalUrl);
  const url = canonical && scope.contains(canonical) ? canonical : pageUrl;
  const page = await ctx.extractor.extract({
    url,
    body: stripTwinBoilerplate(text),
    format: 'markdown',
    twin: true,
    title: meta.title ?? title,
  });
  return { url, page };
}
