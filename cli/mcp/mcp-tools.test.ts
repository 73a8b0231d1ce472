import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../core/engine/open-engine.ts';
import { openEngine } from '../../core/engine/open-engine.ts';
import { pageMarkdown } from '../../core/markdown/page-markdown.ts';
import { openCache } from '../../core/store/open-cache.ts';
import { CHARS_PER_TOKEN, DEFAULT_READ_TOKENS } from './budget.ts';
import { emptyCacheMessage } from './empty-cache.ts';
import { openLazily } from './open-lazily.ts';
import type { InProcessClient } from './testing/connect-client.ts';
import { connectInProcess, textOf } from './testing/connect-client.ts';
import type { McpFixture } from './testing/mcp-fixture.ts';
import { createMcpFixture, openToolContext } from './testing/mcp-fixture.ts';

let fixture: McpFixture;
let engine: Engine;
let mcp: InProcessClient;

beforeAll(async () => {
  fixture = await createMcpFixture();
  // Offline from here on: what the tools answer comes from the cache alone.
  await fixture.site.close();
  const opened = openToolContext(fixture.cacheFile);
  engine = opened.engine;
  mcp = await connectInProcess(opened.context);
});
afterAll(async () => {
  await mcp.close();
  await engine.close();
});

type Structured = Record<string, unknown>;
const structured = (result: CallToolResult) => result.structuredContent as Structured;

/** What a result costs, in estimated tokens, in whichever form a client passes on. */
function tokensOf(result: CallToolResult): number {
  const chars = Math.max(textOf(result).length, JSON.stringify(result.structuredContent).length);
  return chars / CHARS_PER_TOKEN;
}

describe('folio MCP tools', () => {
  it('offers search, read_page, list_docsets and get_symbol, each saying how to use it', async () => {
    const { tools } = await mcp.client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_symbol',
      'list_docsets',
      'read_page',
      'search',
    ]);
    const search = tools.find((t) => t.name === 'search')!;
    // Named from the cache, not from the default catalog: this cache holds DeepSpeed alone.
    expect(search.description).toMatch(/cached documentation: DeepSpeed \(deepspeed\);/);
    expect(search.description).toMatch(/Scope with "deepspeed: words"/);
    expect(search.description).not.toMatch(/Megatron|Lightning/);
    expect(tools.find((t) => t.name === 'read_page')!.description).toMatch(/Prefer one section/);
    expect(search.annotations?.readOnlyHint).toBe(true);
  });

  it('lists the cached docsets', async () => {
    const result = await mcp.call('list_docsets');
    expect(result.isError).toBeFalsy();
    expect(structured(result).docsets).toEqual([
      expect.objectContaining({
        id: 'deepspeed',
        name: 'DeepSpeed',
        section: 'Distributed Training',
        stale: false,
      }),
    ]);
    expect(textOf(result)).toContain('deepspeed: DeepSpeed');
  });

  it('searches across docsets and scoped, each hit naming the section to read', async () => {
    const unscoped = await mcp.call('search', { query: 'stage 3 offload' });
    const hits = structured(unscoped).hits as Array<Record<string, unknown>>;
    expect(hits.slice(0, 2)).toContainEqual(
      expect.objectContaining({
        docset: 'deepspeed',
        title: 'ZeRO-Offload',
        heading: 'ZeRO stage 3 offload',
        url: fixture.url('/docs/guide/offload.html#stage-3-offload'),
      }),
    );
    expect(hits[0]!.fetched_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(textOf(unscoped)).toContain('#stage-3-offload');
    expect(textOf(unscoped)).not.toMatch(/&#?\w+;/);
    const scoped = await mcp.call('search', { query: 'deepspeed: pipeline schedule' });
    expect((structured(scoped).hits as unknown[]).length).toBeGreaterThan(0);
    const byPrefix = await mcp.call('search', { query: 'schedule', docsets: ['deep'] });
    expect(structured(byPrefix).hits).toEqual([expect.objectContaining({ heading: 'Schedules' })]);
  });

  it('answers a question-shaped query by its keywords', async () => {
    const result = await mcp.call('search', {
      query: 'how do I enable ZeRO stage 3 offload in DeepSpeed?',
    });
    // The engine itself drops the question's filler words, so the first search answers.
    expect((structured(result).hits as Array<{ url: string }>)[0]!.url).toContain(
      '#stage-3-offload',
    );
  });

  it('refuses an unknown docset and bad arguments as tool errors', async () => {
    const unknown = await mcp.call('search', { query: 'offload', docsets: ['nope'] });
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/No docset "nope"\. Cached docsets: deepspeed/);
    const bad = await mcp.call('read_page', { url: fixture.url('/docs/index.html'), offset: -1 });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/offset/);
  });

  it('keeps a search within max_tokens by leaving out the last hits', async () => {
    // One page of forty matching sections: two hits, the rest listed as more_in_page.
    const result = await mcp.call('search', { query: 'knob', limit: 50, max_tokens: 500 });
    expect(tokensOf(result)).toBeLessThanOrEqual(500);
    expect(structured(result).left_out).toBeGreaterThan(0);
  });

  it('reads a page as Markdown with its source, docset and fetch date, and its sections', async () => {
    const result = await mcp.call('read_page', { url: fixture.url('/docs/guide/offload.html') });
    const page = structured(result);
    expect(page).toMatchObject({
      docset: 'deepspeed',
      title: 'ZeRO-Offload',
      offset: 0,
      next_offset: null,
    });
    expect(page.fetched_at).toMatch(/^\d{4}-/);
    expect(page.markdown).toContain('```json\n{"zero_optimization": {"stage": 3,');
    expect(page.sections).toEqual(
      expect.arrayContaining([
        { anchor: 'stage-3-offload', heading: 'ZeRO stage 3 offload', level: 2 },
      ]),
    );
    expect(textOf(result)).toContain(`Source: ${fixture.url('/docs/guide/offload.html')}`);
  });

  it('hands out the page text only: no markup, no image to fetch', async () => {
    const result = await mcp.call('read_page', { url: fixture.url('/docs/guide/offload.html') });
    const markdown = structured(result).markdown as string;
    expect(markdown).not.toMatch(/(?<!\\)<[a-z!/]/i);
    expect(markdown).not.toContain('](http://tracker.invalid');
    expect(markdown).toContain('\\<script>alert(1)');
  });

  it('reads one section by #anchor or by heading, subsections included', async () => {
    const byAnchor = await mcp.call('read_page', {
      url: fixture.url('/docs/guide/offload.html#stage-3-offload'),
    });
    const markdown = structured(byAnchor).markdown as string;
    expect(markdown.startsWith('## ZeRO stage 3 offload')).toBe(true);
    expect(markdown).toContain('### Offload to NVMe');
    expect(markdown).not.toContain('Caveats');
    expect(structured(byAnchor).url).toBe(fixture.url('/docs/guide/offload.html#stage-3-offload'));
    const byHeading = await mcp.call('read_page', {
      url: fixture.url('/docs/guide/offload.html'),
      section: 'offload to nvme',
    });
    expect(structured(byHeading).markdown).toBe(
      '### Offload to NVMe\n\nSet device to nvme and give nvme_path.\n\n',
    );
    const missing = await mcp.call('read_page', {
      url: fixture.url('/docs/guide/offload.html'),
      section: 'nope',
    });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toContain('stage-3-offload (ZeRO stage 3 offload)');
  });

  it('lists the sections inside a section too long for one part, and only then', async () => {
    const url = fixture.url('/docs/api/engine.html#ds.Engine');
    const cut = await mcp.call('read_page', { url, max_tokens: 500 });
    expect(structured(cut).next_offset).not.toBeNull();
    expect((structured(cut).sections as Array<{ anchor: string }>).map((s) => s.anchor)).toEqual([
      'ds.Engine.step0',
      'ds.Engine.step1',
      'ds.Engine.step2',
      'ds.Engine.step3',
    ]);
    expect(textOf(cut)).toContain(
      'Sections (pass one as section): ds.Engine.step0, ds.Engine.step1',
    );
    const whole = await mcp.call('read_page', { url });
    expect(structured(whole).next_offset).toBeNull();
    expect(structured(whole).markdown).toContain('Step 3 of training.');
    expect(structured(whole).sections).toBeUndefined();
  });

  it('reads a long page in parts under the budget that together are the whole page', async () => {
    const url = fixture.url('/docs/guide/tuning.html');
    const view = await engine.api.getPage({ url });
    const whole = pageMarkdown(view.html, view.outline).markdown;
    expect(whole.length / CHARS_PER_TOKEN).toBeGreaterThan(2 * DEFAULT_READ_TOKENS);
    for (const max_tokens of [undefined, 500]) {
      const parts: string[] = [];
      let offset: number | null = 0;
      while (offset !== null) {
        const result = await mcp.call('read_page', {
          url,
          offset,
          ...(max_tokens ? { max_tokens } : {}),
        });
        expect(result.isError).toBeFalsy();
        expect(tokensOf(result)).toBeLessThanOrEqual(max_tokens ?? DEFAULT_READ_TOKENS);
        const part = structured(result);
        expect(part.offset).toBe(offset);
        parts.push(part.markdown as string);
        offset = part.next_offset as number | null;
        if (offset !== null) expect(textOf(result)).toContain(`offset ${offset}`);
        expect(parts.length).toBeLessThan(200);
      }
      expect(parts.join('')).toBe(whole);
      expect(parts.length).toBeGreaterThan(2);
    }
    const past = await mcp.call('read_page', { url, offset: whole.length });
    expect(past.isError).toBe(true);
  });

  it('refuses a URL that is not cached with a tool error that says what to do', async () => {
    const result = await mcp.call('read_page', { url: fixture.url('/docs/nope.html') });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(
      /not in the cache: .*nope\.html\. Only cached pages can be read/,
    );
  });
});

describe('folio MCP tools without a usable cache', () => {
  it('say the cache is empty, and what to do', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-mcp-')), 'folio.db');
    openCache({ file }).close();
    const empty = openEngine({
      cacheFile: file,
      readOnly: true,
      catalogs: () => [],
      warn: () => {},
    });
    const client = await connectInProcess({ api: () => empty.api });
    try {
      const search = await client.call('search', { query: 'offload' });
      expect(search.isError).toBe(true);
      expect(textOf(search)).toBe(emptyCacheMessage);
      expect(textOf(await client.call('list_docsets'))).toBe(emptyCacheMessage);
    } finally {
      await client.close();
      await empty.close();
    }
  });

  it('say there is no cache yet, and answer once there is one', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'folio-mcp-')), 'folio.db');
    const lazy = openLazily(
      () => openEngine({ cacheFile: file, readOnly: true, catalogs: () => [], warn: () => {} }),
      file,
    );
    const client = await connectInProcess({ api: () => lazy.get().api });
    try {
      const { tools } = await client.client.listTools();
      expect(tools.find((t) => t.name === 'search')!.description).toMatch(/none is cached yet/);
      const before = await client.call('search', { query: 'offload' });
      expect(before.isError).toBe(true);
      expect(textOf(before)).toMatch(/no usable cache at .*folio\.db.*run `folio sync`/);
      openCache({ file }).close();
      expect(textOf(await client.call('search', { query: 'offload' }))).toBe(emptyCacheMessage);
    } finally {
      await client.close();
      await lazy.close();
    }
  });

  it('with --docset, show only those docsets', async () => {
    const { context, engine: own } = openToolContext(fixture.cacheFile);
    const client = await connectInProcess({ ...context, only: ['other'] });
    try {
      const read = await client.call('read_page', { url: fixture.url('/docs/guide/offload.html') });
      expect(read.isError).toBe(true);
      expect(textOf(read)).toContain('does not serve');
      expect(structured(await client.call('list_docsets')).docsets).toEqual([]);
    } finally {
      await client.close();
      await own.close();
    }
  });
});
