import { describe, expect, it } from 'vitest';
import { htmlToMarkdown } from '../markdown/html-to-markdown.ts';
import { extractPage } from './extract-page.ts';

/** A rustdoc page around one impl header, its where-clause as `where` writes it. */
const page = (where: string) => `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">
<meta name="generator" content="rustdoc"><title>HashMap in std::collections - Rust</title></head>
<body class="rustdoc struct"><main><div class="width-limiter"><section id="main-content" class="content">
<div class="main-heading"><h1>Struct <a href="index.html">std::collections</a>::<a class="struct" href="#">HashMap</a></h1></div>
<details class="toggle implementors-toggle" open><summary><section id="impl-HashMap" class="impl"><h3 class="code-header">impl&lt;K, V, S&gt; <a class="struct" href="struct.HashMap.html">HashMap</a>&lt;K, V, S&gt;${where}</h3></section></summary>
<div class="impl-items"><p>Methods for any hasher.</p></div></details></section></div></main></body></html>`;

const markdownOf = (where: string) =>
  htmlToMarkdown(
    extractPage({
      url: 'https://docs.example/std/collections/struct.HashMap.html',
      html: page(where),
    }).html,
    { links: false },
  );

const EXPECTED =
  '### impl<K, V, S> HashMap<K, V, S>\nwhere  \n    K: Eq + Hash,  \n    S: BuildHasher,';

describe('rustdoc where-clauses', () => {
  it('keep each bound on its line where newer rustdoc writes them as text lines (div.where)', () => {
    const markdown = markdownOf(
      '<div class="where">where\n    K: <a class="trait" href="../cmp/trait.Eq.html">Eq</a> + <a class="trait" href="../hash/trait.Hash.html">Hash</a>,\n    S: <a class="trait" href="../hash/trait.BuildHasher.html">BuildHasher</a>,</div>',
    );
    expect(markdown).toContain(EXPECTED);
  });

  it('and where rustdoc 1.63 breaks them with <br> and &nbsp; (span.where.fmt-newline)', () => {
    const markdown = markdownOf(
      ' <span class="where fmt-newline">where<br>&nbsp;&nbsp;&nbsp;&nbsp;K: <a class="trait" href="../cmp/trait.Eq.html">Eq</a> + <a class="trait" href="../hash/trait.Hash.html">Hash</a>,<br>&nbsp;&nbsp;&nbsp;&nbsp;S: <a class="trait" href="../hash/trait.BuildHasher.html">BuildHasher</a>,&nbsp;</span>',
    );
    expect(markdown).toContain(EXPECTED);
  });
});
