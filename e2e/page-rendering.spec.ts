import type { Locator, Request } from '@playwright/test';
import { expect, test } from './app-fixture.ts';
import { SAMPLES_ENTRY } from './reader-samples-site.ts';
import { ui } from './ui.ts';

const shots = 'test-results/screenshots';
const samplesOrigin = process.env.FOLIO_E2E_SAMPLES_ORIGIN ?? '';
const apiPage = 'api/torchtune.modules.TransformerDecoder.html';

/** The reader's route to a page of the samples docset (see reader-samples-site.ts). */
function sample(path: string): string {
  const url = new URL(path, `${samplesOrigin}${SAMPLES_ENTRY}`).href;
  return `#/page?${new URLSearchParams({ url }).toString()}`;
}

/** How an element's text lays out: its lines, the lines `word` spans, whether it overflows. */
async function wrapping(element: Locator, word: string) {
  return element.evaluate((el, word) => {
    const tops = (rects: DOMRectList | DOMRect[]) =>
      new Set([...rects].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    let wordLines = 0;
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(word) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + word.length);
      wordLines = tops(range.getClientRects());
    }
    const all = document.createRange();
    all.selectNodeContents(el);
    return {
      lines: tops(all.getClientRects()),
      wordLines,
      overflows: el.scrollWidth > el.clientWidth + 1,
    };
  }, word);
}

/** The computed look of a callout's title. */
async function titleStyle(title: Locator) {
  return title.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      transform: style.textTransform,
      weight: style.fontWeight,
      size: style.fontSize,
      spacing: style.letterSpacing,
      color: style.color,
    };
  });
}

test.describe('how pages look', () => {
  test('an API page’s outline names its title once; the symbol’s anchor still opens', async ({
    app,
    open,
  }) => {
    await open(sample(`${apiPage}#torchtune.modules.TransformerDecoder.setup_caches`));
    await expect(ui.title(app)).toHaveText('torchtune.modules.TransformerDecoder');
    const links = ui.outline(app).getByRole('link');
    await expect(links).toHaveText([
      'torchtune.modules.TransformerDecoder',
      'torchtune.modules.TransformerDecoder.forward',
      'torchtune.modules.TransformerDecoder.setup_caches',
      'torchtune.modules.TransformerDecoder.reset_caches',
      'torchtune.modules.TransformerDecoder.caches_are_enabled',
    ]);
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'location');
    // The entry left out of the outline keeps its anchor: a search hit or link to it still works,
    // and the title is marked as the place being read.
    await open(sample(`${apiPage}#torchtune.modules.TransformerDecoder`));
    const symbol = ui
      .content(app)
      .locator('[id="user-content-torchtune.modules.TransformerDecoder"]');
    await expect(symbol).toBeInViewport();
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
  });

  test('a long identifier wraps after a dot, never inside a word, and does not overflow', async ({
    app,
    open,
  }) => {
    await app.setViewportSize({ width: 1000, height: 800 });
    await open(sample(apiPage));
    const title = ui.title(app);
    await expect(title).toHaveText('torchtune.modules.TransformerDecoder');
    expect(await wrapping(title, 'TransformerDecoder')).toEqual({
      lines: 2,
      wordLines: 1,
      overflows: false,
    });
    const entry = ui.outline(app).getByRole('link').first();
    expect(await wrapping(entry, 'TransformerDecoder')).toMatchObject({
      wordLines: 1,
      overflows: false,
    });
    const signature = ui.content(app).locator('dt').first();
    expect(await wrapping(signature, 'TransformerDecoder')).toMatchObject({
      wordLines: 1,
      overflows: false,
    });
    await app.screenshot({ path: `${shots}/long-title.png` });
  });

  test('callouts from every generator get one style: kind labels alike, coloured by kind', async ({
    app,
    open,
  }) => {
    await open(sample('callouts.html'));
    const content = ui.content(app);
    await expect(content.locator('.folio-callout')).toHaveCount(9);
    await expect(content.locator('.folio-callout-title')).toHaveCount(9);
    await expect(content.locator('.folio-callout-label')).toHaveText([
      'Note',
      'Tip',
      'tip',
      'warning',
      'Info',
      'Important',
      'Caution',
    ]);
    const sphinxTip = await titleStyle(content.locator('.admonition.tip .folio-callout-title'));
    const docusaurusTip = await titleStyle(
      content.locator('.theme-admonition-tip .folio-callout-title'),
    );
    // Docusaurus' lowercase "tip" reads exactly as Sphinx's "Tip".
    expect(docusaurusTip).toEqual(sphinxTip);
    expect(sphinxTip.transform).toBe('uppercase');
    for (const label of await content.locator('.folio-callout-label').all())
      expect((await titleStyle(label)).transform).toBe('uppercase');
    // A title of its own keeps its case; each kind has its colour.
    const custom = await titleStyle(content.getByText('Using LoRA with FSDP'));
    expect(custom.transform).toBe('none');
    const note = await titleStyle(content.locator('.admonition.note .folio-callout-title'));
    const warning = await titleStyle(
      content.locator('.theme-admonition-warning .folio-callout-title'),
    );
    expect(new Set([note.color, sphinxTip.color, warning.color]).size).toBe(3);
    await app.screenshot({ path: `${shots}/callouts.png` });
    await app.locator('.reader-scroll').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    await app.screenshot({ path: `${shots}/callouts-end.png` });
    await app.getByRole('radio', { name: 'Dark theme' }).click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'dark');
    await app.screenshot({ path: `${shots}/callouts-end-dark.png` });
    await app.getByRole('radio', { name: 'Light theme' }).click();
    await expect(app.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('an image the cache lacks shows as its alt text, never as a broken box', async ({
    app,
    open,
  }) => {
    const requested: string[] = [];
    app.on('request', (request: Request) => {
      if (request.url().startsWith(samplesOrigin)) requested.push(request.url());
    });
    await open(sample('images.html'));
    const content = ui.content(app);
    await expect(content.locator('.folio-img-alt')).toHaveText([
      'PyPI version',
      'Throughput chart',
    ]);
    // The one image left is the stored one, and it loads.
    const images = content.locator('img');
    await expect(images).toHaveCount(1);
    await expect(images).toHaveAttribute('alt', 'Loss plot');
    await expect
      .poll(() => images.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The badge still links out; the one with no alt went with its link; a file name says nothing.
    await expect(content.getByRole('link', { name: 'PyPI version' })).toBeVisible();
    await expect(content.locator('a[href*="/actions"]')).toHaveCount(0);
    await expect(content).not.toContainText('unnamed.png');
    await expect(content.locator('figcaption')).toHaveText('Throughput per GPU.');
    expect(requested).toEqual([]);
    await app.screenshot({ path: `${shots}/missing-images.png` });
  });

  test('a hit found in several versions says which, and single-version hits say nothing', async ({
    app,
    open,
  }) => {
    await open();
    await app.keyboard.press('/');
    const box = ui.searchBox(app);
    await box.fill('activation recomputation');
    const hits = ui.hits(app);
    // One hit for the section both versions hold; a page matching only "activation" may follow.
    await expect(hits.first()).toContainText('Gradient checkpointing');
    await expect(hits.filter({ hasText: 'Gradient checkpointing' })).toHaveCount(1);
    await expect(hits.first().locator('.version-chip')).toHaveText('latest · also 2.4.0');
    await app.screenshot({ path: `${shots}/search-versions.png` });
    await box.fill('stage 3 partit');
    await expect(hits.first()).toContainText('Zero Redundancy Optimizer');
    await expect(app.locator('.version-chip')).toHaveCount(0);
  });
});
