export interface MinimalMistakesPage {
  title: string;
  description: string;
  canonical: string;
  /** The left sidebar (`nav.nav__list`), shared by every page. */
  sidebar: string;
  body: string;
  /** The page TOC, which the layout puts *inside* section.page__content. */
  toc?: Array<[id: string, title: string]>;
  updated?: string;
  next?: [href: string, title: string];
  /** The masthead's "API" link: the Sphinx reference on the second (Read the Docs) host. */
  apiUrl: string;
  offsite: string;
}

/**
 * Jekyll Minimal Mistakes 4.19 (DeepSpeed's `single` layout): content in `div#main[role=main] >
 * article.page section.page__content`; `#main` also holds the left sidebar, so `[role=main]`
 * alone is too broad, and `aside.sidebar__right nav.toc` sits inside the content
 * (DeepSpeed's pages). Skip links, masthead, share buttons, pager and footer are the rest of
 * the chrome.
 */
export function minimalMistakesPage(p: MinimalMistakesPage): string {
  const toc = p.toc?.length
    ? `<aside class="sidebar__right sticky"><nav class="toc"><header><h4 class="nav__title"><i class="fas fa-file-alt"></i> Contents</h4></header><ul class="toc__menu">${p.toc
        .map(([id, t]) => `<li><a href="#${id}">${t}</a></li>`)
        .join('')}</ul></nav></aside>`
    : '';
  const next = p.next
    ? `<a href="${p.next[0]}" class="pagination--pager" title="${p.next[1]}">Next</a>`
    : '<a href="#" class="pagination--pager disabled">Next</a>';
  return `<!doctype html>
<html lang="en" class="no-js">
<head>
<meta charset="utf-8">
<title>${p.title} - DeepSpeed</title>
<meta name="description" content="${p.description}">
<meta property="og:site_name" content="DeepSpeed">
<link rel="canonical" href="${p.canonical}">
<link href="/feed.xml" type="application/atom+xml" rel="alternate" title="DeepSpeed Feed">
<link rel="stylesheet" href="/assets/css/main.css">
<script src="/assets/js/lunr/lunr-store.js"></script>
</head>
<body class="layout--single">
<nav class="skip-links"><ul><li><a href="#site-nav" class="screen-reader-shortcut">Skip to primary navigation</a></li><li><a href="#main" class="screen-reader-shortcut">Skip to content</a></li><li><a href="#footer" class="screen-reader-shortcut">Skip to footer</a></li></ul></nav>
<div class="masthead"><div class="masthead__inner-wrap"><div class="masthead__menu"><nav id="site-nav" class="greedy-nav">
<a class="site-title" href="/">DeepSpeed</a>
<ul class="visible-links"><li class="masthead__menu-item"><a href="/getting-started/">Getting Started</a></li><li class="masthead__menu-item"><a href="/posts/">Blog</a></li><li class="masthead__menu-item"><a href="/tutorials/">Tutorials</a></li><li class="masthead__menu-item"><a href="${p.apiUrl}">API</a></li><li class="masthead__menu-item"><a href="${p.offsite}/github.com/deepspeedai/DeepSpeed">GitHub</a></li></ul>
<button class="greedy-nav__toggle hidden" type="button"><span class="visually-hidden">Toggle menu</span></button>
</nav></div></div></div>
<div class="initial-content"><div id="main" role="main">
<div class="sidebar sticky">${p.sidebar}</div>
<article class="page" itemscope itemtype="https://schema.org/CreativeWork">
<meta itemprop="headline" content="${p.title}">
<div class="page__inner-wrap">
<header><h1 id="page-title" class="page__title" itemprop="headline">${p.title}</h1></header>
<section class="page__content" itemprop="text">
${toc}
${p.body}
</section>
<footer class="page__meta">${p.updated ? `<p class="page__date"><strong>Updated:</strong> <time datetime="${p.updated}">${p.updated}</time></p>` : ''}</footer>
<section class="page__share"><h4 class="page__share-title">Share on</h4><a href="${p.offsite}/twitter.com/intent/tweet?text=${encodeURIComponent(p.title)}" class="btn btn--twitter" title="Share on Twitter"><span> Twitter</span></a></section>
<nav class="pagination"><a href="#" class="pagination--pager disabled">Previous</a>${next}</nav>
</div></article>
</div></div>
<div id="footer" class="page__footer"><footer><div class="page__footer-copyright">&copy; 2026 DeepSpeed. Powered by <a href="${p.offsite}/jekyllrb.com" rel="nofollow">Jekyll</a> &amp; <a href="${p.offsite}/mademistakes.com/work/minimal-mistakes-jekyll-theme/" rel="nofollow">Minimal Mistakes</a>.</div></footer></div>
</body>
</html>
`;
}
