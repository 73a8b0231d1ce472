export interface GitbookPage {
  /** Absolute URL of the page (GitBook writes absolute links). */
  url: string;
  title: string;
  description: string;
  lang: string;
  /** The space's sidebar: [absolute URL, title]. */
  sidebar: Array<[url: string, title: string]>;
  body: string;
  /** The language variants GitBook offers in its space switcher: [label, absolute URL]. */
  variants: Array<[label: string, url: string]>;
  /** The docs root, e.g. `http://127.0.0.1:PORT/docs`. */
  docs: string;
  toc?: Array<[id: string, title: string]>;
  offsite: string;
}

/**
 * A GitBook page served on a custom domain sub-path (Unsloth): absolute links, images through
 * `/docs/~gitbook/image?url=…`, a `<link rel=alternate type=text/markdown>` twin, the
 * "For the complete documentation index" sr-only line, Copy / Ask AI buttons, a variant switcher
 * and "Powered by GitBook". The HTML is not the preferred source.
 */
export function gitbookPage(p: GitbookPage): string {
  const sidebar = p.sidebar
    .map(
      ([href, t]) =>
        `<li class="flex flex-col"><a class="flex items-center"${href === p.url ? ' aria-current="page"' : ''} href="${href}">${t}</a></li>`,
    )
    .join('');
  const variants = p.variants
    .map(([label, href]) => `<a role="menuitem" href="${href}" class="variant">${label}</a>`)
    .join('');
  const toc = (p.toc ?? []).map(([id, t]) => `<li><a href="#${id}">${t}</a></li>`).join('');
  const logo = `${p.docs}/~gitbook/image?url=https%3A%2F%2Ffiles.gitbook.io%2Flogo.png&amp;width=260`;
  return `<!DOCTYPE html><html lang="${p.lang}" class="sidebar-filled theme-clean"><head><meta charSet="utf-8"/>
<meta name="generator" content="GitBook (9f2c1ab)"/><title>${p.title} | Unsloth Documentation</title><meta name="description" content="${p.description}"/>
<link rel="canonical" href="${p.url}"/><link rel="alternate" type="text/markdown" href="${p.url}.md"/>
<script src="${p.offsite}/static-2v.gitbook.com/_next/static/chunks/webpack-9a1d.js" async=""></script></head>
<body class="site-background"><div class="scroll-nojump">
<header id="site-header" class="flex flex-col sticky top-0"><div class="flex gap-4"><a href="${p.docs}" class="group/headerlogo"><img alt="Logo" src="${logo}" width="130" height="32"/><div class="text-pretty">Unsloth Documentation</div></a>
<div class="flex"><button type="button" class="button">Search...<kbd>Ctrl</kbd><kbd>K</kbd></button></div><div role="menu" class="variants">${variants}</div></div></header>
<div class="flex flex-col lg:flex-row"><aside class="group/table-of-contents text-sm"><div class="overflow-auto"><ul class="flex flex-col gap-y-0.5">${sidebar}</ul>
<div class="mt-4"><a href="${p.offsite}/www.gitbook.com/?utm_source=content&amp;utm_medium=trademark" target="_blank" class="text-sm">Powered by GitBook</a></div></div></aside>
<div class="flex flex-row"><main class="relative min-w-0 flex-1 py-8 page-has-toc layout-default">
<div class="sr-only">For the complete documentation index, see <a href="${p.docs}/llms.txt">llms.txt</a>. This page is also available as <a href="${p.url}.md">Markdown</a>.</div>
<header class="max-w-3xl mx-auto mb-6 space-y-3"><div class="flex items-start justify-between gap-4"><h1 class="text-4xl font-bold">${p.title}</h1>
<div class="flex"><button type="button" class="button">Copy</button><a class="button" href="${p.url}?ask=">Ask AI</a></div></div><p class="text-lg text-tint">${p.description}</p></header>
<div class="contents" data-content-ref-root=""><div class="flex flex-col">${p.body}</div></div>
<div class="mt-6 flex flex-row flex-wrap items-center gap-4"><p class="mr-auto text-sm">Last updated <time>3 days ago</time></p><div class="flex"><p>Was this helpful?</p></div></div>
</main><aside class="group/aside order-last hidden xl:flex"><div class="flex flex-col"><div class="text-xs">On this page</div><ul>${toc}</ul></div></aside></div></div></div>
<script src="${p.offsite}/static-2v.gitbook.com/_next/static/chunks/main-app.js" async=""></script></body></html>
`;
}
