import type { RenderContext } from './render-context.ts';
import { neighbours } from './render-sidebar.ts';

export const project = 'Bench';

/** <head> as Sphinx writes it: stylesheets, scripts and rel links, all relative to the page. */
export function renderHead(ctx: RenderContext, stylesheet: string): string {
  const { root, page } = ctx;
  const { prev, next } = neighbours(ctx);
  const rel = [
    `<link rel="index" title="Index" href="${root}genindex.html" />`,
    `<link rel="search" title="Search" href="${root}search.html" />`,
    next ? `<link rel="next" title="${next.title}" href="${ctx.href(next)}" />` : '',
    prev ? `<link rel="prev" title="${prev.title}" href="${ctx.href(prev)}" />` : '',
  ];
  return `<!DOCTYPE html>
<html lang="en" data-content_root="${root || './'}">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" /><meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${page.title} &#8212; ${project} documentation</title>
    <link rel="stylesheet" type="text/css" href="${root}_static/pygments.css?v=03e43079" />
    <link rel="stylesheet" type="text/css" href="${root}_static/${stylesheet}?v=5ea2f8b4" />
    <script src="${root}_static/documentation_options.js?v=5929fcd5"></script>
    <script src="${root}_static/doctools.js?v=9a2dae69"></script>
    <script src="${root}_static/sphinx_highlight.js?v=dc90522c"></script>
    ${rel.filter(Boolean).join('\n    ')}
  </head>
`;
}
