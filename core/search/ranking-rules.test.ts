import { afterEach, describe, expect, it } from 'vitest';
import { completeWord } from './complete-word.ts';
import { searchCache, searchDocs } from './search-cache.ts';
import { searchFixture } from './testing/search-fixture.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

function fixture(docsets = ['py']) {
  const f = searchFixture(docsets);
  close = () => f.cache.close();
  return f;
}

const where = (hits: ReadonlyArray<{ url: string; anchor: string }>) =>
  hits.map((h) => `${new URL(h.url).pathname}#${h.anchor}`);

describe('search ranking rules', () => {
  it('ranks the page whose file the query names before a subsection headed so', () => {
    const f = fixture();
    f.addPage('py', '/getting-started.html', 'Getting Started with MkDocs', [
      ['getting-started', 'Getting Started with MkDocs', 1, 'A short tour.'],
      ['installation', 'Installation', 2, 'To install MkDocs, run pip install mkdocs.'],
    ]);
    f.addPage('py', '/user-guide/installation.html', 'MkDocs Installation', [
      ['mkdocs-installation', 'MkDocs Installation', 1, 'A detailed guide to installing.'],
    ]);
    expect(where(searchCache(f.cache, { query: 'installation' })).slice(0, 2)).toEqual([
      '/user-guide/installation.html#mkdocs-installation',
      '/getting-started.html#installation',
    ]);
    // A page titled as the query keeps its place above it.
    f.addPage('py', '/setup.html', 'Installation', [
      ['setup', 'Installation', 1, 'Installing from source.'],
    ]);
    expect(where(searchCache(f.cache, { query: 'installation' }))[0]).toBe('/setup.html#setup');
  });

  it('finds a word typed far past its stem through the heading words it begins', () => {
    const f = fixture();
    f.addPage('py', '/act.html', 'Activation checkpointing', [
      ['act', 'Activation checkpointing', 1, 'Recomputes activations in the backward pass.'],
    ]);
    f.addPage('py', '/other.html', 'Other', [['other', 'Other', 1, 'Nothing to see.']]);
    // "activation" is indexed as "activ": "activatio" is four letters past it.
    for (const typed of ['activati', 'activatio', 'activation check', 'activation checkpoi']) {
      expect(where(searchCache(f.cache, { query: typed })), typed).toEqual(['/act.html#act']);
    }
  });

  it('never matches a word through the docset column', () => {
    const f = fixture(['py', 'dask']);
    f.addPage('py', '/dsl.html', 'A DSL for queries', [
      ['dsl', 'A DSL for queries', 1, 'Parses it.'],
    ]);
    f.addPage('dask', '/arrays.html', 'Arrays', [['arrays', 'Arrays', 1, 'Chunked arrays.']]);
    // Docset tokens are "ds" and the id in hex: "ds" began every section's docset token.
    expect(where(searchCache(f.cache, { query: 'ds' }))).toEqual(['/dsl.html#dsl']);
    expect(where(searchCache(f.cache, { query: 'dask: ds' }))).toEqual([]);
  });

  it('finds the word being typed after it runs past the index stem of it', () => {
    const f = fixture();
    f.addPage('py', '/optim.html', 'Optimizers', [
      [
        'optimizers',
        'Optimizers',
        1,
        'An optimizer updates the weights; optimization runs per step.',
      ],
    ]);
    f.addPage('py', '/data.html', 'Data loading', [
      ['data', 'Data loading', 1, 'Batches come from a loader.'],
    ]);
    // Every form is indexed as the stem "optim": "optimi" and "optimiz" begin no indexed term.
    for (const typed of ['optim', 'optimi', 'optimiz', 'optimize', 'optimizer']) {
      expect(where(searchCache(f.cache, { query: typed })), typed).toEqual([
        '/optim.html#optimizers',
      ]);
    }
  });

  it('ranks a section by its own heading, not the headings above it', () => {
    const f = fixture();
    // Short entries under a "Context Management" heading, as in an asyncio-like page.
    f.addPage('py', '/manual.html', 'Manual Context Management', [
      ['manual', 'Manual Context Management', 1, 'Ways to manage a context by hand.'],
      ['enter', 'enter()', 3, 'Enters it.'],
      ['exit', 'exit()', 3, 'Leaves it.'],
    ]);
    f.addPage('py', '/with.html', 'The with statement', [
      ['with', 'The with statement', 1, 'Runs a block.'],
      ['managers', 'Context Managers', 2, 'An object with __enter__ and __exit__ methods.'],
    ]);
    const hits = where(searchCache(f.cache, { query: 'context managers' }));
    expect(hits[0]).toBe('/with.html#managers');
    expect(hits.indexOf('/manual.html#enter')).toBeGreaterThan(hits.indexOf('/with.html#managers'));
  });

  it('puts a glossary term first for its name, plurals folded', () => {
    const f = fixture();
    const glossary = f.addPage('py', '/glossary.html', 'Glossary', [
      [
        'glossary',
        'Glossary',
        1,
        'decorator A function returning another function. type hint An annotation that specifies the expected type.',
      ],
    ]);
    f.addPage('py', '/typing.html', 'typing — Support for type hints', [
      ['typing', 'typing — Support for type hints', 1, 'Type hints are checked by tools.'],
    ]);
    f.addSymbols('py', [
      ['decorator', 'std:term', glossary, 'term-decorator'],
      ['type hint', 'std:term', glossary, 'term-type-hint'],
    ]);
    const [first] = searchCache(f.cache, { query: 'type hints' });
    expect(first).toMatchObject({
      anchor: 'term-type-hint',
      symbol: { role: 'std:term', kind: 'term' },
    });
    expect(first!.snippet).toContain('<mark>type</mark>');
    expect(searchCache(f.cache, { query: 'decorator' })[0]?.anchor).toBe('term-decorator');
  });

  it('finds an API name ending in "s" as typed, not the name without it', () => {
    const f = fixture();
    const json = f.addPage('py', '/json.html', 'json — JSON encoder and decoder', [
      ['module-json', 'json — JSON encoder and decoder', 1, 'Encode and decode JSON.'],
      ['json.dump', 'json.dump(obj, fp)', 2, 'Serialize obj to a file.'],
      ['json.dumps', 'json.dumps(obj)', 2, 'Serialize obj to a str.'],
    ]);
    f.addSymbols('py', [
      ['json.dump', 'py:function', json, 'json.dump'],
      ['json.dumps', 'py:function', json, 'json.dumps'],
    ]);
    for (const name of ['json.dumps', 'json.dump']) {
      expect(searchCache(f.cache, { query: name })[0], name).toMatchObject({
        anchor: name,
        symbol: { role: 'py:function' },
      });
    }
  });

  it('corrects a word the cache does not know and says what it searched', () => {
    const f = fixture();
    f.addPage('py', '/subprocess.html', 'subprocess — Subprocess management', [
      ['subprocess', 'subprocess — Subprocess management', 1, 'Spawn new processes.'],
    ]);
    f.addPage('py', '/other.html', 'Other', [['o', 'Other', 1, 'Nothing about it.']]);
    const result = searchDocs(f.cache, { query: 'subproccess ' });
    expect(result.corrected).toBe('subprocess');
    expect(where(result.hits)).toEqual(['/subprocess.html#subprocess']);
    // A known word is left alone, and so is one still being typed that begins a known word.
    expect(searchDocs(f.cache, { query: 'subprocess' }).corrected).toBeUndefined();
    expect(searchDocs(f.cache, { query: 'subpro' }).corrected).toBeUndefined();
  });

  it('searches a word still being typed as the heading words it begins', () => {
    const f = fixture();
    f.addPage('py', '/zero.html', 'ZeRO stages', [
      ['zero', 'ZeRO stages', 1, 'Partitions optimizer state across ranks.'],
    ]);
    f.addPage('py', '/offload.html', 'Offload', [
      ['offload', 'Offload', 1, 'With zero stage 3 the optimizer state can be offloaded.'],
      ['cpu', 'CPU', 2, 'Zero copies of the stable weights stay on the host.'],
      ['venue', 'Venue', 2, 'Zero seats are left in the stadium.'],
    ]);
    const full = (query: string) =>
      where(searchCache(f.cache, { query }).filter((h) => !h.partial));
    // "sta" begins the heading word "stages": the body says "stage", found; "stable" and
    // "stadium" begin with "sta" too, but no heading uses them, so they are not what is typed.
    expect(full('zero sta')).toEqual(['/zero.html#zero', '/offload.html#offload']);
    // A prefix no heading word begins stays a prefix: "stab" finds the body's "stable".
    expect(full('zero stab')).toEqual(['/offload.html#cpu']);
    // The docset column's tokens (ds…0) are not heading words: "ds" completes to nothing.
    expect(completeWord(f.cache.db, 'ds', 5)).toEqual([]);
    expect(completeWord(f.cache.db, 'st', 5)).toEqual(['stage']);
  });

  it('adds partial matches when few sections hold every word, never above a full match', () => {
    const f = fixture();
    f.addPage('py', '/re.html', 'Regular expressions', [
      [
        'syntax',
        'Regular expression syntax',
        2,
        'A lookahead assertion matches without consuming.',
      ],
      ['flags', 'Flags', 2, 'Regex flags change how a pattern matches.'],
    ]);
    f.addPage('py', '/howto.html', 'Regex HOWTO', [
      ['intro', 'Regex HOWTO', 1, 'An introduction to the regex module and its lookahead syntax.'],
    ]);
    const hits = searchCache(f.cache, { query: 'regex lookahead ' });
    expect(where(hits)[0]).toBe('/howto.html#intro');
    expect(hits[0]!.partial).toBeUndefined();
    expect(hits.slice(1).every((h) => h.partial)).toBe(true);
    expect(where(hits)).toContain('/re.html#syntax');
    // Nothing holds both words: the partial matches alone.
    expect(searchCache(f.cache, { query: 'flags lookahead ' }).every((h) => h.partial)).toBe(true);
  });

  it('gives at most two hits per page and folds the rest into the first', () => {
    const f = fixture();
    f.addPage(
      'py',
      '/config.html',
      'Config',
      Array.from({ length: 6 }, (_, i): [string, string, number, string] => [
        `fsdp-${i}`,
        `fsdp option ${i}`,
        2,
        `Sets fsdp knob ${i}.`,
      ]),
    );
    f.addPage('py', '/guide.html', 'FSDP guide', [['guide', 'FSDP guide', 1, 'How fsdp shards.']]);
    const hits = searchCache(f.cache, { query: 'fsdp ' });
    const fromConfig = hits.filter((h) => h.url.endsWith('/config.html'));
    expect(fromConfig).toHaveLength(2);
    expect(fromConfig[0]!.more).toHaveLength(4);
    expect(fromConfig[1]!.more).toBeUndefined();
    // A page's second hit waits for the other pages' first hits of its tier.
    expect(where(hits).indexOf('/guide.html#guide')).toBeLessThan(hits.indexOf(fromConfig[1]!));
  });

  it('finds API names typed loosely, and the most public of those sharing a bare name', () => {
    const f = fixture();
    const api = f.addPage('py', '/api.html', 'API', [
      ['top', 'API', 1, 'Reference.'],
      ['typing.Optional', 'typing.Optional', 2, 'Optional[X] is X | None.'],
      ['dist.Client.gather', 'dist.Client.gather', 2, 'Gather futures.'],
      ['dist.scheduler.Scheduler.gather', 'dist.scheduler.Scheduler.gather', 2, 'Collect data.'],
      ['dist.worker.Worker.gather', 'dist.worker.Worker.gather', 2, 'Gather on a worker.'],
      ['dist.comm.core.Comm.gather', 'dist.comm.core.Comm.gather', 2, 'Low level.'],
      ['dist.fire_and_forget', 'dist.fire_and_forget', 2, 'Run a task, keep no future.'],
    ]);
    f.addPage('py', '/optparse.html', 'optparse', [
      ['option', 'Option types', 2, 'The typing of each option is given by type.'],
    ]);
    f.addSymbols('py', [
      ['typing.Optional', 'py:data', api, 'typing.Optional'],
      ['dist.Client.gather', 'py:method', api, 'dist.Client.gather'],
      ['dist.scheduler.Scheduler.gather', 'py:method', api, 'dist.scheduler.Scheduler.gather'],
      ['dist.worker.Worker.gather', 'py:method', api, 'dist.worker.Worker.gather'],
      ['dist.comm.core.Comm.gather', 'py:method', api, 'dist.comm.core.Comm.gather'],
      ['dist.fire_and_forget', 'py:function', api, 'dist.fire_and_forget'],
    ]);
    expect(searchCache(f.cache, { query: 'typing Optional' })[0]?.anchor).toBe('typing.Optional');
    expect(searchCache(f.cache, { query: 'gather' })[0]?.anchor).toBe('dist.Client.gather');
    expect(searchCache(f.cache, { query: 'fire and forget' })[0]?.anchor).toBe(
      'dist.fire_and_forget',
    );
  });

  it('keeps a navigation page findable by its title but out of body matches', () => {
    const f = fixture();
    const toc = Array.from({ length: 80 }, (_, i) => `zebra ${i}`).join(' ');
    f.addPage('py', '/contents.html', 'Contents', [['contents', 'Contents', 1, toc]], 80);
    f.addPage('py', '/zebra.html', 'Zebras', [['z', 'Zebras', 1, 'All about the zebra.']]);
    expect(where(searchCache(f.cache, { query: 'zebra ' }))).toEqual(['/zebra.html#z']);
    expect(where(searchCache(f.cache, { query: 'contents ' }))).toEqual([
      '/contents.html#contents',
    ]);
  });

  it('says when a scope names no docset, with the near names', () => {
    const f = fixture(['dask', 'deepspeed']);
    expect(searchDocs(f.cache, { query: 'daks: delayed' })).toEqual({
      hits: [],
      unknownScope: { typed: ['daks'], suggestions: ['dask'] },
    });
    expect(searchDocs(f.cache, { query: 'deepseed: zero' }).unknownScope?.suggestions).toEqual([
      'deepspeed',
    ]);
  });
});
