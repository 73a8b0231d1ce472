import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';
import { directiveBlocks } from './directive-blocks.ts';
import { docsifyBoxes } from './docsify-boxes.ts';
import { expandDirectiveFences } from './expand-directive-fences.ts';
import type { CrossRefs } from './cross-refs.ts';
import { headingIds, textOf } from './heading-ids.ts';
import { mystRoles } from './myst-roles.ts';
import { mystTargets } from './myst-targets.ts';
import { preprocessMarkdown } from './preprocess-markdown.ts';
import { isRenderEnv } from './render-env.ts';
import type { LabelTarget, RenderEnv } from './render-env.ts';
import { renderDirectives, resolveHref, resolveImage } from './render-directive.ts';

export interface RenderMarkdownOptions {
  /** The page's own URL: relative links and images resolve against it. */
  pageUrl: string;
  /** Maps a link as written (`../docs/fsdp.md#x`) to the URL to store; undefined = relative to pageUrl. */
  resolveLink?: (href: string) => string | undefined;
  /** Same for image sources (a repository's images live on raw.githubusercontent.com). */
  resolveImage?: (src: string) => string | undefined;
  /** Other pages of the same mirror, for toctree entries, `{doc}` and `{ref}` roles. */
  refs?: CrossRefs;
}

/**
 * One parser for every page: CommonMark + GFM tables and strikethrough, raw HTML off (the markdown
 * is untrusted, so `<script>` stays text), URLs autolinked only with a scheme (`setup.py` is not a
 * host), and the MyST / GitBook extensions of this folder.
 */
const md = new MarkdownIt('default', { html: false, linkify: true, typographer: false });
md.linkify.set({ fuzzyLink: false, fuzzyEmail: false });
md.use(directiveBlocks)
  .use(expandDirectiveFences)
  .use(docsifyBoxes)
  .use(mystRoles)
  .use(headingIds)
  .use(mystTargets)
  .use(renderDirectives);

const defaultLinkOpen = md.renderer.rules.link_open;
md.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const href = token.attrGet('href');
  if (href !== null && isRenderEnv(env)) {
    const resolved = resolveHref(String(href), env);
    if (resolved === undefined)
      token.attrs = (token.attrs ?? []).filter(([name]) => name !== 'href');
    else token.attrSet('href', resolved);
  }
  return defaultLinkOpen
    ? defaultLinkOpen(tokens, idx, options, env, self)
    : self.renderToken(tokens, idx, options);
};

const defaultImage = md.renderer.rules.image!;
md.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet('src');
  if (src !== null && isRenderEnv(env)) {
    const resolved = resolveImage(String(src), env);
    if (resolved === undefined) return self.renderInlineAsText(token.children ?? [], options, env);
    token.attrSet('src', resolved);
  }
  return defaultImage(tokens, idx, options, env, self);
};

/**
 * Markdown (README, docs/*.md, llms.txt twins) to HTML for the extraction pipeline: GFM tables,
 * fenced code with `language-*` classes, GitHub-style heading ids (unique per page), MyST
 * directives and roles degraded to readable HTML, GitBook Liquid blocks as admonitions, tabs and
 * links, every link and image resolved through the options. The result is a fragment; wrap it in
 * a document before handing it to extractPage, which sanitises it like any page.
 */
export function renderMarkdown(markdown: string, options: RenderMarkdownOptions): string {
  const env: RenderEnv = { ...options, slugs: new Map() };
  return md.render(preprocessMarkdown(markdown), env);
}

/** renderMarkdown, and the page's outline from the same parse (what outlineMarkdown gives). */
export function renderMarkdownOutlined(
  markdown: string,
  options: RenderMarkdownOptions,
): { html: string; outline: MarkdownOutline } {
  const targets = new Map<string, LabelTarget>();
  const env: RenderEnv = { ...options, slugs: new Map(), targets };
  const tokens = md.parse(preprocessMarkdown(markdown), env);
  return { html: md.renderer.render(tokens, md.options, env), outline: outlineOf(tokens, targets) };
}

/** What other pages need to know of a page before they render: its title and its labels. */
export interface MarkdownOutline {
  /** The text of its first heading. */
  title?: string;
  /** `(label)=` targets by lower-cased label, with the heading each names. */
  targets: Map<string, LabelTarget>;
}

/** Parses without rendering, exactly as renderMarkdown would, so anchors match the rendered page. */
export function outlineMarkdown(markdown: string): MarkdownOutline {
  const targets = new Map<string, LabelTarget>();
  const env: RenderEnv = { pageUrl: 'https://outline.invalid/', slugs: new Map(), targets };
  return outlineOf(md.parse(preprocessMarkdown(markdown), env), targets);
}

function outlineOf(tokens: readonly Token[], targets: Map<string, LabelTarget>): MarkdownOutline {
  const first = tokens.findIndex((t) => t.type === 'heading_open');
  const title = first >= 0 ? textOf(tokens[first + 1]?.children ?? []).trim() : '';
  return { ...(title ? { title } : {}), targets };
}
