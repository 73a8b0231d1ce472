import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html.ts';
import { removeChromeLinks } from './remove-chrome-links.ts';
import { removeGeneratorChrome } from './remove-generator-chrome.ts';
import { runStep } from './testing/run-step.ts';

describe('cleanHtml', () => {
  it('removes active content, forms and hidden elements', () => {
    const html =
      '<p>keep</p><script>x</script><style>p{}</style><form><input></form><iframe></iframe>' +
      '<div hidden>h</div><span aria-hidden="true">★</span><div style="display: none">n</div>' +
      '<span class="visually-hidden">Toggle</span><svg><text>s</text></svg>';
    expect(runStep(cleanHtml, html)).toBe('<p>keep</p>');
  });

  it('keeps a <header> that holds the page heading (Docusaurus, Quarto) and drops other chrome', () => {
    const html =
      '<header><h1>Title</h1></header><header><a href="/">Logo</a></header><nav>n</nav><footer>f</footer>' +
      '<div class="breadcrumbs">b</div><div class="announcement-bar">v2 is out</div>';
    expect(runStep(cleanHtml, html)).toBe('<header><h1>Title</h1></header>');
  });
});

describe('removeGeneratorChrome', () => {
  it('applies only the detected generator’s rules', () => {
    const html = '<aside class="sidebar__right">TOC</aside><div class="pagination-nav">p</div>';
    expect(runStep(removeGeneratorChrome, html, { generator: 'jekyll' })).toBe(
      '<div class="pagination-nav">p</div>',
    );
    expect(runStep(removeGeneratorChrome, html, { generator: 'generic' })).toBe(html);
  });
});

describe('removeChromeLinks', () => {
  it('removes edit and skip links by their words or their forge edit URL', () => {
    const html =
      '<p><a href="https://github.com/o/r/edit/main/docs/a.md"><i></i>Improve</a>' +
      '<a href="x">Edit on GitHub</a><a href="#main">Skip to main content</a>' +
      '<a href="y">Editing configuration files</a></p>';
    expect(runStep(removeChromeLinks, html)).toBe(
      '<p><a href="y">Editing configuration files</a></p>',
    );
  });

  it('removes a stray tracking token but never inside code', () => {
    const html = '<div>country_code</div><p><code>country_code</code> is a field.</p>';
    expect(runStep(removeChromeLinks, html)).toBe(
      '<div></div><p><code>country_code</code> is a field.</p>',
    );
  });
});
