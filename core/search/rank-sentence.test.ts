import { afterEach, describe, expect, it } from 'vitest';
import { searchCache } from './search-cache.ts';
import { searchFixture } from './testing/search-fixture.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

const where = (hits: ReadonlyArray<{ url: string; anchor: string }>) =>
  hits.map((h) => `${new URL(h.url).pathname}#${h.anchor}`);

/** Filler pages, so that common words are common here as in real docs. */
function withCommonWords(f: ReturnType<typeof searchFixture>) {
  for (let i = 0; i < 30; i++) {
    f.addPage('py', `/filler${i}.html`, `Topic ${i}`, [
      [
        `t${i}`,
        `Topic ${i}`,
        1,
        'Read the file and the rows of a list; a function returns values.',
      ],
    ]);
  }
}

describe('sentence queries', () => {
  it('finds the section holding the rare words though no section holds every word', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/csv.html', 'csv — CSV File Reading and Writing', [
      ['module-csv', 'csv — CSV File Reading and Writing', 1, 'Read and write tabular data.'],
      ['csv.DictReader', 'csv.DictReader', 2, 'Maps each row to a dict keyed by the fieldnames.'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I read CSV rows as dicts keyed by the header row?',
    });
    expect(where(hits)[0]).toBe('/csv.html#csv.DictReader');
  });

  it('lets an API name in the sentence pull its page up, its own entry first', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const tasks = f.addPage('py', '/tasks.html', 'Coroutines and Tasks', [
      ['tasks', 'Coroutines and Tasks', 1, 'Running tasks concurrently with awaitables.'],
      ['asyncio.gather', 'asyncio.gather', 2, 'If an awaitable raises, the exception propagates.'],
    ]);
    f.addPage('py', '/futures.html', 'Futures guide', [
      [
        'futures',
        'Futures guide',
        1,
        'Other tasks keep running when one awaitable raises an exception.',
      ],
    ]);
    f.addSymbols('py', [['asyncio.gather', 'py:function', tasks, 'asyncio.gather']]);
    const hits = searchCache(f.cache, {
      query: 'What happens to the other tasks when one awaitable in gather raises an exception?',
    });
    expect(where(hits)[0]).toBe('/tasks.html#asyncio.gather');
  });

  it('ranks release notes after the reference page for the same words', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/whatsnew/3.5.html', 'What’s New In Python 3.5', [
      [
        'subprocess',
        'subprocess.run',
        2,
        'New run: run a shell command, capture output. Run shell command, capture output.',
      ],
    ]);
    f.addPage('py', '/library/subprocess.html', 'subprocess', [
      [
        'subprocess.run',
        'subprocess.run',
        2,
        'Runs the command described by args, in a shell if asked; to capture output, pass capture_output.',
      ],
    ]);
    const query = 'How do I run a shell command and capture its output?';
    expect(where(searchCache(f.cache, { query }))[0]).toBe(
      '/library/subprocess.html#subprocess.run',
    );
    // Asked about the change, the release notes are what answers.
    expect(
      where(
        searchCache(f.cache, {
          query: 'What is new in how subprocess runs a shell command and captures output?',
        }),
      )[0],
    ).toBe('/whatsnew/3.5.html#subprocess');
  });
});
