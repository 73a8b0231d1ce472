import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SitePlan } from './plan-site.ts';
import { project } from './render-head.ts';
import { tinyPng } from './tiny-png.ts';

const staticFiles: Record<string, string> = {
  'robots.txt': 'User-agent: *\nAllow: /\n',
  '_static/pygments.css': '.highlight .k { color: #008000; font-weight: bold }\n',
  '_static/styles/theme.css': ':root { --pst-color-primary: #459db9; }\n',
  '_static/classic.css': 'div.body { background-color: #ffffff; }\n',
  '_static/documentation_options.js': "const DOCUMENTATION_OPTIONS = { VERSION: '1.0' };\n",
  '_static/doctools.js': "'use strict';\n",
  '_static/sphinx_highlight.js': "'use strict';\n",
};

const simplePage = (title: string, body: string) => `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8" /><title>${title} &#8212; ${project} documentation</title>
<link rel="stylesheet" type="text/css" href="_static/pygments.css" /></head>
<body><div class="body" role="main">
<h1 id="index">${title}</h1>
${body}
<p><a href="index.html">${project} documentation</a></p>
</div></body></html>
`;

/**
 * What a Sphinx build writes besides the pages: robots.txt, `_static/`, the general index and
 * search page every page links, and the `_images/` the pages show. Returns the image count.
 */
export async function writeStaticFiles(dir: string, plan: SitePlan): Promise<number> {
  await mkdir(join(dir, '_static', 'styles'), { recursive: true });
  await mkdir(join(dir, '_images'), { recursive: true });
  const files = new Map(Object.entries(staticFiles));
  // Real general indexes are long; a capped one keeps wget's extra work proportionate.
  const entries = plan.pages
    .slice(0, 300)
    .map((p) => `<li><a href="${p.path}#${p.id}">${p.title}</a></li>`)
    .join('\n');
  files.set('genindex.html', simplePage('Index', `<ul>\n${entries}\n</ul>`));
  files.set(
    'search.html',
    simplePage('Search', '<form action="" method="get"><input type="text" name="q" /></form>'),
  );
  await Promise.all([...files].map(([path, body]) => writeFile(join(dir, path), body)));
  await Promise.all(
    Array.from({ length: plan.images }, (_, i) =>
      writeFile(
        join(dir, '_images', `diagram-${i}.png`),
        tinyPng(24 + (i % 5) * 8, 16 + (i % 3) * 8, i + 1),
      ),
    ),
  );
  return plan.images;
}
