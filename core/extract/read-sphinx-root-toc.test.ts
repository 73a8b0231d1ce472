import { describe, expect, it } from 'vitest';
import { readSphinxRootToc } from './read-sphinx-root-toc.ts';

const BASE = 'https://docs.example.org/3.11/';

/** Python's landing page: a custom index template, its sidebar holding no toctree. */
const landing = `<html><body><div class="body" role="main"><h1>Python 3.11 documentation</h1>
  <a class="biglink" href="tutorial/index.html">Tutorial</a>
  <a class="biglink" href="contents.html">Complete Table of Contents</a></div>
  <div class="sphinxsidebar"><h3>Download</h3><ul><li><a href="download.html">Download these documents</a></li></ul></div>
</body></html>`;

const contents = `<html><body><div class="body" role="main"><h1>Contents</h1>
<div class="toctree-wrapper compound"><ul>
<li class="toctree-l1"><a href="whatsnew/index.html">What’s New</a><ul>
  <li class="toctree-l2"><a href="whatsnew/3.11.html">What’s New In 3.11</a><ul>
    <li class="toctree-l3"><a href="whatsnew/3.11.html#summary">Summary</a></li></ul></li></ul></li>
<li class="toctree-l1"><a href="tutorial/index.html">The Python Tutorial</a></li>
<li class="toctree-l1"><a href="library/index.html">The Python Standard Library</a></li>
</ul></div></div></body></html>`;

const fetchFrom = (files: Record<string, string>) => {
  const asked: string[] = [];
  const fetchText = (url: string) => {
    asked.push(url);
    return Promise.resolve(files[url]);
  };
  return { asked, fetchText };
};

describe('readSphinxRootToc', () => {
  it('reads the root document’s toctree for a landing page with no tree, pages only', async () => {
    const { asked, fetchText } = fetchFrom({ [`${BASE}contents.html`]: contents });
    const tree = await readSphinxRootToc(
      { url: `${BASE}index.html`, html: () => landing },
      fetchText,
    );
    expect(asked).toEqual([`${BASE}contents.html`]);
    expect(tree).toEqual([
      {
        title: 'What’s New',
        url: `${BASE}whatsnew/index.html`,
        children: [{ title: 'What’s New In 3.11', url: `${BASE}whatsnew/3.11.html`, children: [] }],
      },
      { title: 'The Python Tutorial', url: `${BASE}tutorial/index.html`, children: [] },
      { title: 'The Python Standard Library', url: `${BASE}library/index.html`, children: [] },
    ]);
  });

  it('leaves a page with its own sidebar tree, or without a contents.html, as it is', async () => {
    const sidebar = `<html><body><div class="sphinxsidebar"><ul>
      <li class="toctree-l1"><a href="guide.html">Guide</a></li></ul></div>
      <a href="contents.html">Contents</a></body></html>`;
    const { asked, fetchText } = fetchFrom({ [`${BASE}contents.html`]: contents });
    expect(
      await readSphinxRootToc({ url: `${BASE}index.html`, html: () => sidebar }, fetchText),
    ).toEqual([]);
    const bare = landing.replace('href="contents.html"', 'href="genindex.html"');
    expect(
      await readSphinxRootToc({ url: `${BASE}index.html`, html: () => bare }, fetchText),
    ).toEqual([]);
    expect(asked).toEqual([]);
  });
});
