import { page } from '../core/mirror/testing/small-docs-site.ts';
import { encodePng } from '../test-support/encode-png.ts';
import type { SiteFile } from '../test-support/serve-site.ts';

/** Where the samples live: a versioned docs root, as Read the Docs lays one out. */
export const SAMPLES_ENTRY = '/samples/en/latest/index.html';
/** The other version the overrides list, so search folds its copy of a section into one hit. */
export const SAMPLES_OTHER_VERSION = '2.4.0';

/** A 160×48 plot, so the one stored image is visibly there. */
function plot(): Buffer {
  const row = Buffer.alloc(1 + 160 * 3);
  for (let x = 0; x < 160; x++) row.set([70, 90 + (x % 100), 210], 1 + x * 3);
  return encodePng(160, 48, Buffer.concat(Array.from({ length: 48 }, () => row)));
}

const checkpointing = `<section id="checkpointing"><h2>Gradient checkpointing</h2>
  <p>Activation recomputation trades compute for memory on every rank.</p></section>`;

/** A Sphinx autodoc page: titled by its symbol, whose own entry repeats the title. */
function apiPage(): string {
  const method = (name: string) =>
    `<dl class="py method"><dt class="sig sig-object py" id="torchtune.modules.TransformerDecoder.${name}"><span class="sig-name descname"><span class="pre">${name}</span></span><span class="sig-paren">(</span><span class="sig-paren">)</span></dt>
     <dd>${'<p>Runs the decoder layers in order, with the caches set up for inference when they are enabled, and returns the logits of the output projection.</p>'.repeat(6)}</dd></dl>`;
  return page(
    'torchtune.modules.TransformerDecoder',
    `<dl class="py class"><dt class="sig sig-object py" id="torchtune.modules.TransformerDecoder"><em class="property"><span class="pre">class</span> </em><span class="sig-prename descclassname"><span class="pre">torchtune.modules.</span></span><span class="sig-name descname"><span class="pre">TransformerDecoder</span></span><span class="sig-paren">(</span><span class="sig-paren">)</span></dt>
     <dd><p>Transformer decoder derived from the Llama 2 architecture. Build one with <code>torchtune.models.llama3.llama3_8b()</code>.</p>
     ${['forward', 'setup_caches', 'reset_caches', 'caches_are_enabled'].map(method).join('\n')}</dd></dl>`,
    false,
  );
}

/** One callout per generator, as each writes it (kinds and titles in their own casing). */
function calloutsPage(): string {
  return page(
    'Callouts',
    `<section id="sphinx"><h2>Sphinx</h2>
      <div class="admonition note"><p class="admonition-title">Note</p><p>A Sphinx note.</p></div>
      <div class="admonition tip"><p class="admonition-title">Tip</p><p>A Sphinx tip.</p></div>
      <div class="admonition admonition-using-lora-with-fsdp"><p class="admonition-title">Using LoRA with FSDP</p><p>A generic admonition with a title of its own.</p></div>
    </section>
    <section id="docusaurus"><h2>Docusaurus</h2>
      <div class="theme-admonition theme-admonition-tip admonition_xJq3 alert alert--success"><div class="admonitionHeading_Gvgb"><span class="admonitionIcon_Rf37"><svg viewBox="0 0 12 16"><path d="M6.5 0C3.48 0 1 2.19 1 5"></path></svg></span>tip</div><div class="admonitionContent_BuS1"><p>A Docusaurus tip, titled in lowercase.</p></div></div>
      <div class="theme-admonition theme-admonition-warning admonition_xJq3 alert alert--warning"><div class="admonitionHeading_Gvgb">warning</div><div class="admonitionContent_BuS1"><p>A Docusaurus warning.</p></div></div>
    </section>
    <section id="mkdocs"><h2>MkDocs and Quarto</h2>
      <div class="admonition info"><p class="admonition-title">Info</p><p>An MkDocs info box.</p></div>
      <details class="danger" open><summary>Do not skip this</summary><p>An MkDocs collapsible danger box.</p></details>
      <div class="callout callout-style-default callout-important callout-titled"><div class="callout-header d-flex align-content-center"><div class="callout-icon-container"><i class="callout-icon"></i></div><div class="callout-title-container flex-fill">Important</div></div><div class="callout-body-container callout-body"><p>A Quarto callout.</p></div></div>
      <div class="markdown-alert markdown-alert-caution"><p class="markdown-alert-title">Caution</p><p>A GitHub alert.</p></div>
    </section>`,
    false,
  );
}

/** Badges and pictures the mirror could not store (404s, outside the docs), beside one it did. */
function imagesPage(): string {
  return page(
    'Badges and images',
    `<p><a href="https://pypi.org/project/folio/"><img src="/badges/pypi-version.svg" alt="PyPI version"></a>
      <a href="https://github.com/folio/folio/actions"><img src="/badges/ci.svg"></a></p>
     <p>A plot the mirror stored: <img src="_images/plot.png" alt="Loss plot"></p>
     <figure><img src="/cdn/throughput.png" alt="Throughput chart"><figcaption>Throughput per GPU.</figcaption></figure>
     <p>An image named only by its file: <img src="/cdn/unnamed.png" alt="_images/unnamed.png"></p>`,
    false,
  );
}

/** Path of a page long enough to scroll and to print over several sheets. */
export const LONG_READ = '/samples/en/latest/long-read.html';

/**
 * A long guide with code as Sphinx writes it: a Python session whose prompts (`.gp`) and output
 * (`.go`) are marked, a shell block with `$` prompts, a block with line numbers, a line too long
 * for the column, and links out of the docs (print shows their URLs).
 */
function longReadPage(): string {
  const sections = Array.from(
    { length: 14 },
    (_, i) => `<section id="part-${i + 1}"><h2>Part ${i + 1}: sharding step ${i + 1}</h2>
      <p>${'Each rank holds a shard of the parameters, gradients and optimizer state. '.repeat(6)}</p>
      <p>${'Collectives gather what a layer needs just before it runs and free it afterwards. '.repeat(5)}</p></section>`,
  ).join('');
  return page(
    'Long read',
    `<p>Read the <a href="https://pytorch.org/docs/stable/fsdp.html">FSDP reference</a> first.</p>
    <div class="highlight-pycon notranslate"><div class="highlight"><pre><span></span><span class="gp">&gt;&gt;&gt; </span><span class="kn">import</span> <span class="nn">torch</span>
<span class="gp">&gt;&gt;&gt; </span><span class="n">torch</span><span class="o">.</span><span class="n">ones</span><span class="p">(</span><span class="mi">2</span><span class="p">)</span>
<span class="go">tensor([1., 1.])</span>
<span class="gp">... </span><span class="n">more</span><span class="p">()</span>
</pre></div></div>
    <div class="highlight-console notranslate"><div class="highlight"><pre><span></span><span class="gp">$ </span>pip install deepspeed
<span class="gp">$ </span>deepspeed --num_gpus 8 train.py
</pre></div></div>
    <div class="highlight-python notranslate"><table class="highlighttable"><tr><td class="linenos"><div class="linenodiv"><pre><span class="normal">1</span>
<span class="normal">2</span></pre></div></td><td class="code"><div class="highlight"><pre><span></span><span class="n">model</span> <span class="o">=</span> <span class="n">wrap</span><span class="p">(</span><span class="n">model</span><span class="p">)</span>
<span class="n">model</span><span class="o">.</span><span class="n">train</span><span class="p">()</span>
</pre></div></td></tr></table></div>
    <pre>torchrun --nnodes 4 --nproc_per_node 8 --rdzv_backend c10d --rdzv_endpoint head-node.cluster.example:29500 train.py --config configs/llama-70b-fsdp-full-shard-activation-checkpointing.yaml</pre>
    ${sections}
    <p>The end of the long read. See <a href="https://github.com/pytorch/pytorch">the PyTorch repository</a>.</p>`,
    false,
  );
}

/**
 * A docset for the reader's own specs: an API page whose outline would repeat its title, every
 * generator's callouts, images the cache lacks, and a section found in two versions. Served
 * beside the small docs site, so the fixture docset and its counts stay as they are.
 */
export function readerSamplesSite(): Record<string, SiteFile | string> {
  return {
    '/robots.txt': 'User-agent: *\n',
    [SAMPLES_ENTRY]: page(
      'Reader samples',
      `<p>See <a href="api/torchtune.modules.TransformerDecoder.html">the decoder</a>,
        <a href="callouts.html">callouts</a>, <a href="images.html">images</a> and
        <a href="long-read.html">a long read</a>.</p>${checkpointing}`,
      false,
    ),
    '/samples/en/latest/api/torchtune.modules.TransformerDecoder.html': apiPage(),
    '/samples/en/latest/callouts.html': calloutsPage(),
    '/samples/en/latest/images.html': imagesPage(),
    [LONG_READ]: longReadPage(),
    '/samples/en/latest/_images/plot.png': { body: plot(), contentType: 'image/png' },
    [`/samples/en/${SAMPLES_OTHER_VERSION}/index.html`]: page(
      'Reader samples',
      `<p>The ${SAMPLES_OTHER_VERSION} docs.</p>${checkpointing}`,
      false,
    ),
  };
}
