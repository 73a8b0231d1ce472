import type { JekyllPage } from './deepspeed-pages.ts';

/**
 * Blog posts use date permalinks with `.html`. Most are stubs whose
 * front-matter `link:` points off-site: a GitHub blog README (with chinese/ and japanese/
 * variants) or a research blog. The stub is a page; what it links to is out of scope.
 */
export function deepspeedPosts(offsite: string): JekyllPage[] {
  const blogs = `${offsite}/github.com/deepspeedai/DeepSpeed/blob/master/blogs`;
  return [
    {
      path: '/2021/03/07/zero3-offload.html',
      title: 'DeepSpeed ZeRO-3 Offload',
      description: 'ZeRO-3 Offload',
      updated: '2021-03-07',
      body: '<p>ZeRO-3 Offload combines stage 3 parameter partitioning with CPU offload, so a single V100 fine-tunes a 40-billion-parameter model.</p>\n<p>Configuration is described in the <a href="/docs/config-json/">ds_config reference</a>.</p>',
    },
    {
      path: '/2023/04/24/deepspeed-chat.html',
      title: 'DeepSpeed Chat: Easy, Fast and Affordable RLHF Training',
      description: 'Stub post',
      updated: '2023-04-24',
      body: `<p>Read the announcement on GitHub: <a href="${blogs}/deepspeed-chat/README.md">English</a>, <a href="${blogs}/deepspeed-chat/chinese/README.md">中文</a>, <a href="${blogs}/deepspeed-chat/japanese/README.md">日本語</a>.</p>`,
    },
    {
      path: '/2022/07/26/deepspeed-azure.html',
      title:
        'Azure empowers easy-to-use, high-performance, and hyperscale model training using DeepSpeed',
      description: 'Stub post',
      updated: '2022-07-26',
      body: `<p>This post lives on the <a href="${offsite}/www.microsoft.com/en-us/research/blog/deepspeed-azure/">Microsoft Research blog</a>.</p>`,
    },
  ];
}

/** jekyll-feed's Atom feed of the posts. */
export function deepspeedFeed(origin: string, posts: JekyllPage[]): string {
  const entries = posts
    .map(
      (p) =>
        `<entry><title type="html">${p.title}</title><link href="${origin}${p.path}" rel="alternate" type="text/html" /><updated>${p.updated}T00:00:00+00:00</updated><id>${origin}${p.path}</id></entry>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="utf-8"?><feed xmlns="http://www.w3.org/2005/Atom"><generator uri="https://jekyllrb.com/" version="3.9.5">Jekyll</generator><link href="${origin}/feed.xml" rel="self" type="application/atom+xml" /><title type="html">DeepSpeed</title>\n${entries}\n</feed>\n`;
}

/** Minimal Mistakes' lunr search store: a JS array of {title, excerpt, url}, a page list. */
export function deepspeedLunrStore(pages: JekyllPage[]): string {
  const store = pages.map((p) => ({
    title: p.title,
    excerpt: p.description,
    categories: [],
    tags: [],
    url: p.path,
  }));
  return `var store = ${JSON.stringify(store, null, 1)}\n`;
}
