import { beforeEach, describe, expect, it } from 'vitest';
import type { Docset } from '../catalog/docset.ts';
import type { Cache } from '../store/open-cache.ts';
import { openCache } from '../store/open-cache.ts';
import { packPage } from '../store/pack-page.ts';
import { writeSecondaryPages } from '../store/secondary-pages.ts';
import { writePage } from '../store/write-page.ts';
import { markRemoved, upsertDocsets } from '../store/write-sync.ts';
import { searchCache } from './search-cache.ts';

const docset = (id: string): Docset => ({
  id,
  name: id,
  section: 'Test',
  description: '',
  entryUrl: `https://${id}.example/`,
  catalog: 'test.md',
});

function addPage(
  cache: Cache,
  docsetId: string,
  path: string,
  title: string,
  sections: Array<[string, string, number, string]>,
): void {
  writePage(cache.db, {
    docsetId,
    key: `https://${docsetId}.example${path}`,
    url: `https://${docsetId}.example${path}`,
    title,
    generator: 'sphinx',
    packed: packPage({ html: `<h1>${title}</h1>`, texts: sections.map(([, , , text]) => text) }),
    sections: sections.map(([anchor, heading, level, text]) => ({ anchor, heading, level, text })),
    links: [],
    images: [],
    rawBytes: 1000,
    contentHash: `${path}-hash`,
    fetchedAt: '2026-11-29T00:00:00.000Z',
  });
}

describe('searchCache', () => {
  let cache: Cache;
  beforeEach(() => {
    cache = openCache({ file: ':memory:' });
    upsertDocsets(cache.db, [docset('deepspeed'), docset('megatron-lm'), docset('megatron-core')]);
    addPage(cache, 'deepspeed', '/tutorials/zero/', 'Zero Redundancy Optimizer', [
      ['', '', 0, 'An introduction to memory savings.'],
      [
        'zero-stage-3',
        'ZeRO Stage 3',
        2,
        'Stage 3 partitions the parameters across data parallel processes.',
      ],
      ['offload', 'Offloading', 2, 'Move optimizer states to CPU memory when GPUs are full.'],
    ]);
    addPage(cache, 'deepspeed', '/docs/config-json/', 'DeepSpeed Configuration JSON', [
      [
        'fp16',
        'FP16 training options',
        2,
        'Enable mixed precision with loss scaling. The zero section is elsewhere.',
      ],
    ]);
    addPage(cache, 'megatron-lm', '/README.md', 'Megatron-LM', [
      [
        'tp',
        'Tensor parallel',
        2,
        'Split each layer across GPUs; stage 3 of zero is not used here.',
      ],
    ]);
    addPage(cache, 'megatron-core', '/index.html', 'Megatron Core', [
      ['pp', 'Pipeline parallel', 2, 'Pipeline stages run micro-batches.'],
    ]);
  });

  it('ranks a heading match above a body mention and carries the anchor', () => {
    const hits = searchCache(cache, { query: 'zero stage 3' });
    expect(hits[0]).toMatchObject({
      docset: 'deepspeed',
      anchor: 'zero-stage-3',
      heading: 'ZeRO Stage 3',
    });
    expect(hits[0]!.snippet).toContain('<mark>Stage</mark>');
  });

  it('drops a textless heading hit when the same page has another hit', () => {
    addPage(cache, 'deepspeed', '/api/engine.html', 'deepspeed.Engine', [
      ['deepspeed-engine', 'deepspeed.Engine', 1, ''],
      ['deepspeed.Engine.step', 'step()', 3, 'step runs one deepspeed.Engine optimizer step.'],
    ]);
    addPage(cache, 'deepspeed', '/api/lonely.html', 'Lonely heading', [
      ['lonely', 'Lonely heading', 1, ''],
    ]);
    const engine = searchCache(cache, { query: 'deepspeed.Engine' });
    expect(engine.map((h) => h.anchor)).toEqual(['deepspeed.Engine.step']);
    // Alone, a page's textless heading is still the way to it.
    expect(searchCache(cache, { query: 'lonely' }).map((h) => h.anchor)).toEqual(['lonely']);
  });

  it('lists hits on secondary pages (llms.txt Optional) after the others', () => {
    const text = 'Checkpoint sharding writes one file per rank.';
    // The optional page would win on its own: its heading holds both words.
    addPage(cache, 'deepspeed', '/optional/notes.html', 'Release notes', [
      ['n', 'Checkpoint sharding', 2, text],
    ]);
    addPage(cache, 'deepspeed', '/guide/ckpt.html', 'Checkpoints', [['c', 'Saving', 2, text]]);
    const order = () => searchCache(cache, { query: 'checkpoint sharding' }).map((h) => h.anchor);
    expect(order()).toEqual(['n', 'c']);
    writeSecondaryPages(cache.db, 'deepspeed', ['https://deepspeed.example/optional/notes.html']);
    expect(order()).toEqual(['c', 'n']);
  });

  it('matches the last term as a prefix, as the user types', () => {
    expect(searchCache(cache, { query: 'offl' })[0]?.anchor).toBe('offload');
    expect(searchCache(cache, { query: 'offl ' })).toEqual([]);
  });

  it('scopes by prefix and by option, and the docset token does not leak between ids', () => {
    const scoped = searchCache(cache, { query: 'megatron-lm: stage' });
    expect(scoped.map((h) => h.docset)).toEqual(['megatron-lm']);
    const both = searchCache(cache, { query: 'deepspeed,megatron-core: parallel' });
    expect(new Set(both.map((h) => h.docset))).toEqual(new Set(['deepspeed', 'megatron-core']));
    expect(
      searchCache(cache, { query: 'parallel', docsets: ['megatron-core'] }).map((h) => h.docset),
    ).toEqual(['megatron-core']);
    expect(() => searchCache(cache, { query: 'x', docsets: ['nope'] })).toThrow(
      /unknown docset: nope/,
    );
  });

  it('never turns hostile input into an SQL error', () => {
    for (const query of [
      '"',
      '*',
      'NEAR(',
      '-zero',
      '^stage',
      '(((',
      'zero)',
      'title:zero',
      'a AND OR NOT',
      '{x}',
      '\u0000',
    ]) {
      expect(() => searchCache(cache, { query })).not.toThrow();
    }
  });

  it('forgets removed pages', () => {
    const id = (
      cache.db.prepare("SELECT id FROM pages WHERE url LIKE '%config-json%'").get() as {
        id: number;
      }
    ).id;
    expect(searchCache(cache, { query: 'loss scaling' })).toHaveLength(1);
    markRemoved(cache.db, [id], '2026-11-30T00:00:00.000Z');
    expect(searchCache(cache, { query: 'loss scaling' })).toEqual([]);
  });

  it('replaces a changed page without leaving its old text searchable', () => {
    addPage(cache, 'deepspeed', '/docs/config-json/', 'DeepSpeed Configuration JSON', [
      ['bf16', 'BF16 options', 2, 'Brain float training.'],
    ]);
    expect(searchCache(cache, { query: 'loss scaling' })).toEqual([]);
    expect(searchCache(cache, { query: 'brain float' })[0]?.anchor).toBe('bf16');
  });
});
