import type { SiteFile } from '../../../test-support/serve-site.ts';

/** A tiny Sphinx-shaped site: nav sidebar, sections with ids, an image, and links a crawler must skip. */
export function page(title: string, body: string, nav = true): string {
  const sidebar = nav
    ? `<div class="sphinxsidebar" role="navigation"><ul>
        <li><a href="/docs/index.html">Home</a></li>
        <li><a href="/docs/guide/zero.html">ZeRO</a></li>
        <li><a href="/docs/guide/pipeline.html">Pipeline</a></li>
        <li><a href="/docs/api/">API</a></li>
        <li><a href="/docs/_sources/index.rst.txt">Show source</a></li>
        <li><a href="/docs/genindex.html">Index</a></li>
        <li><a href="/docs/search.html">Search</a></li>
        <li><a href="/private/secret.html">Private</a></li>
        <li><a href="/docs/hidden/">Hidden</a></li>
        <li><a href="https://elsewhere.invalid/docs/">Elsewhere</a></li>
      </ul></div>`
    : '';
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title} — Fixture docs</title>
    <script>window.tracker = 1</script></head><body>
    ${sidebar}
    <div class="body" role="main"><section id="top"><h1>${title}<a class="headerlink" href="#top">¶</a></h1>${body}</section></div>
    <div class="footer">© Fixture</div></body></html>`;
}

export function smallDocsSite(): Record<string, SiteFile | string> {
  return {
    '/robots.txt': 'User-agent: *\nDisallow: /docs/hidden/\n',
    '/docs/index.html': page(
      'Fixture documentation',
      `<p>Welcome. Start with the <a href="guide/zero.html#stages">ZeRO guide</a>.</p>
       <img src="_images/diagram.png" alt="diagram">`,
    ),
    '/docs/guide/zero.html': page(
      'Zero Redundancy Optimizer',
      `<p>ZeRO removes memory redundancy.</p>
       <section id="stages"><h2>ZeRO stages<a class="headerlink" href="#stages">¶</a></h2>
       <p>Stage 3 partitions parameters across data parallel ranks.</p>
       <pre>deepspeed --zero_stage 3 train.py</pre></section>`,
    ),
    '/docs/guide/pipeline.html': page(
      'Pipeline parallelism',
      `<section id="schedule"><h2>Schedules</h2><p>The 1F1B schedule interleaves micro-batches.</p></section>`,
    ),
    '/docs/api/index.html': page(
      'API reference',
      `<p>See <a href="engine.html">the engine</a>.</p>`,
    ),
    '/docs/api/engine.html': page(
      'DeepSpeedEngine',
      `<dl><dt id="engine.step">step()</dt><dd>Runs one optimizer step with gradient accumulation.</dd></dl>`,
    ),
    '/docs/hidden/index.html': page('Hidden', '<p>robots.txt keeps this out.</p>'),
    '/docs/_images/diagram.png': {
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
        'base64',
      ),
      contentType: 'image/png',
    },
    '/private/secret.html': page('Secret', '<p>Out of scope.</p>'),
  };
}
