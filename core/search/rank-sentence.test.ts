import { afterEach, describe, expect, it } from 'vitest';
import { searchCache } from './search-cache.ts';
import { searchFixture } from './testing/search-fixture.ts';

let close: (() => void) | undefined;
afterEach(() => close?.());

const where = (hits: ReadonlyArray<{ url: string; anchor: string }>) =>
  hits.map((h) => `${new URL(h.url).pathname}#${h.anchor}`);

/** Filler pages, so that common words are common here as in real docs. */
function withCommonWords(f: ReturnType<typeof searchFixture>) {
  for (let i = 0; i < 100; i++) {
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
      ['tasks', 'Coroutines and Tasks', 1, 'Running coroutines concurrently.'],
      [
        'asyncio.gather',
        'asyncio.gather',
        2,
        'Run awaitables concurrently. If return_exceptions is False, the first raised exception ' +
          'is propagated; other awaitables are not cancelled and continue to run.',
      ],
    ]);
    f.addPage('py', '/futures.html', 'Futures guide', [
      [
        'futures',
        'Futures guide',
        1,
        'When one awaitable raises an exception in gather, the other tasks keep running.',
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

  it('takes a plain word for a module-level API, never for a method named like it', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const nntp = f.addPage('py', '/nntplib.html', 'nntplib', [
      ['nntplib.NNTP.over', 'nntplib.NNTP.over', 2, 'Send an OVER command for a list.'],
    ]);
    f.addPage('py', '/loops.html', 'Looping techniques', [
      ['looping', 'Looping techniques', 2, 'Looping gives the index and the value.'],
    ]);
    f.addSymbols('py', [['nntplib.NNTP.over', 'py:method', nntp, 'nntplib.NNTP.over']]);
    const hits = searchCache(f.cache, {
      query: 'How do I get the index as well as the value while looping over a list?',
    });
    expect(where(hits)[0]).toBe('/loops.html#looping');
  });

  it('searches a hyphenated word as the one word the docs write, not as its parts apart', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/hashlib.html', 'hashlib', [
      ['hashlib', 'hashlib', 1, 'Call sha256() and then digest() on the bytes.'],
    ]);
    f.addPage('py', '/crypt.html', 'crypt', [
      ['crypt', 'crypt', 1, 'A SHA digest of the bytes, in 256 bits.'],
    ]);
    const hits = searchCache(f.cache, { query: 'How do I compute the SHA-256 digest of bytes?' });
    expect(where(hits)[0]).toBe('/hashlib.html#hashlib');
  });

  it('weighs a number in the question as an example value, not as a rare word', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    // Parsing and date strings are everywhere in these docs; the 31 of the example is not.
    for (let i = 0; i < 20; i++) {
      f.addPage('py', `/time${i}.html`, `Time ${i}`, [
        [`time${i}`, `Time ${i}`, 1, i % 2 ? 'Parse a string.' : 'The date of a datetime.'],
      ]);
    }
    f.addPage('py', '/datetime.html', 'datetime', [
      ['date.max', 'date.max', 2, 'The latest date, date(9999, 12, 31).'],
      ['datetime.strptime', 'datetime.strptime', 2, 'Parse a string by a format.'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I parse a date string like 2023-01-31 into a datetime?',
    });
    expect(where(hits)[0]).toBe('/datetime.html#datetime.strptime');
  });

  it('searches a hyphenated word as its phrase too: "read-only" is what the docs say', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/stdtypes.html', 'Built-in Types', [
      [
        'memoryview.readonly',
        'memoryview.readonly',
        2,
        'A bool attribute: whether the memory is readonly.',
      ],
    ]);
    f.addPage('py', '/functions.html', 'Built-in Functions', [
      [
        'property',
        'property',
        2,
        'The @property decorator turns a method into the getter of a read-only attribute.',
      ],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I make a method behave like a read-only attribute?',
    });
    expect(where(hits)[0]).toBe('/functions.html#property');
  });

  it('ranks the section saying two words of the question together first', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/decimal.html', 'decimal', [
      ['decimal', 'Decimals', 2, 'Two places: decimal numbers format exactly.'],
    ]);
    f.addPage('py', '/string.html', 'string', [
      ['format-spec', 'Format specification', 2, 'Format a number to two decimal places with .2f.'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I format a number with two decimal places?',
    });
    expect(where(hits)[0]).toBe('/string.html#format-spec');
  });

  it('lists one copy of a docstring repeated under each class before the next answer', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const text = 'Compute dask arrays with the scheduler given, or the default scheduler.';
    for (const cls of ['Array', 'Bag', 'DataFrame', 'Series']) {
      f.addPage('py', `/${cls}.compute.html`, `dask.${cls}.compute`, [
        [`dask.${cls}.compute`, `dask.${cls}.compute`, 2, text],
      ]);
    }
    f.addPage('py', '/scheduling.html', 'Scheduling', [
      ['scheduling', 'Scheduling', 1, 'Dask arrays use the threaded scheduler by default.'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'What is the default scheduler for dask arrays?',
    });
    // Array's copy differs (its heading says "array"); Bag's, DataFrame's and Series' are one.
    expect(where(hits).slice(0, 3)).toContain('/scheduling.html#scheduling');
  });

  it('takes two plain words in a row for the API named by them written as one', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const contextlib = f.addPage('py', '/contextlib.html', 'contextlib', [
      [
        'decorator',
        'Using a context manager as a decorator',
        2,
        'A context manager can also be used as a decorator.',
      ],
      [
        'contextlib.contextmanager',
        'contextlib.contextmanager',
        2,
        'Makes a context manager of a generator: it yields once to the with block.',
      ],
    ]);
    f.addSymbols('py', [
      ['contextlib.contextmanager', 'py:function', contextlib, 'contextlib.contextmanager'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I write a context manager as a generator function instead of a class?',
    });
    expect(where(hits)[0]).toBe('/contextlib.html#contextlib.contextmanager');
  });

  it('pulls up the API entry the best prose section names where it says what is asked', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const functions = f.addPage('py', '/functions.html', 'Built-in Functions', [
      ['abs', 'abs', 2, 'abs(x) Return the absolute value of a number.'],
      ['zip', 'zip', 2, 'zip(*iterables) Iterate over several iterables in parallel.'],
    ]);
    f.addPage('py', '/tutorial.html', 'Looping Techniques', [
      [
        'looping',
        'Looping Techniques',
        2,
        'To loop over two or more lists at the same time, element by element, pair them with ' +
          'the zip() function. Sorting uses the sorted() function.',
      ],
    ]);
    // Sections saying more of the question's words, and naming no API for it.
    for (let i = 0; i < 2; i++) {
      f.addPage('py', `/recipes${i}.html`, `Recipes ${i}`, [
        [`recipes${i}`, `Recipes ${i}`, 2, 'A recipe may loop over two lists.'],
      ]);
    }
    f.addSymbols('py', [['zip', 'py:function', functions, 'zip']]);
    const hits = where(
      searchCache(f.cache, {
        query: 'How do I loop over two lists in parallel, element by element?',
      }),
    );
    expect(hits.slice(0, 3)).toContain('/functions.html#zip');
  });

  it('counts a stem once, however many of its forms the question types', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/csv.html', 'csv', [
      // "row" and "rows" are one term to the index: this section is not worth two of them.
      [
        'csv.Sniffer.has_header',
        'csv.Sniffer.has_header',
        2,
        'Whether the first row is a header row.',
      ],
      [
        'csv.DictReader',
        'csv.DictReader',
        2,
        'Reads rows as dicts keyed by the header fieldnames.',
      ],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I read CSV rows as dicts keyed by the header row?',
    });
    expect(where(hits)[0]).toBe('/csv.html#csv.DictReader');
  });

  it('ranks the entry whose opening says what is asked before one whose long text mentions it', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    const filler = Array.from({ length: 40 }, (_, i) => `step${i}`).join(' ');
    f.addPage('py', '/shutil.html', 'shutil', [
      [
        'shutil.copytree',
        'shutil.copytree',
        2,
        `copytree(src, dst) Copy a tree. ${filler} Use rmtree to delete an entire directory tree.`,
      ],
      [
        'shutil.rmtree',
        'shutil.rmtree',
        2,
        `rmtree(path) Delete an entire directory tree. ${filler}`,
      ],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I delete an entire directory tree?',
    });
    expect(where(hits)[0]).toBe('/shutil.html#shutil.rmtree');
  });

  it('prefers the docset a question names over another saying the same words', () => {
    const f = searchFixture(['py', 'dask']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/faulthandler.html', 'faulthandler', [
      ['fd', 'File descriptors', 2, 'Keep the dataset in memory so later code can reuse it.'],
    ]);
    f.addPage('dask', '/best-practices.html', 'Best Practices', [
      ['persist', 'Persist', 2, 'Persist keeps a dataset in memory for later reuse.'],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I keep a Dask dataset in memory so later code can reuse it?',
    });
    expect(where(hits)[0]).toBe('/best-practices.html#persist');
  });

  it('fills the hits from other pages when one page holds most of the best sections', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage(
      'py',
      '/re.html',
      're',
      Array.from({ length: 20 }, (_, i): [string, string, number, string] => [
        `re.f${i}`,
        `re.f${i}`,
        2,
        'Find every match of a regular expression pattern in a string.',
      ]),
    );
    for (let i = 0; i < 6; i++) {
      f.addPage('py', `/howto${i}.html`, `Howto ${i}`, [
        [`howto${i}`, `Howto ${i}`, 2, 'A regular expression can match a pattern.'],
      ]);
    }
    const hits = searchCache(f.cache, {
      query: 'How do I find every match of a regular expression in a string?',
      limit: 5,
    });
    expect(hits).toHaveLength(5);
    expect(new Set(hits.map((h) => new URL(h.url).pathname)).size).toBeGreaterThanOrEqual(4);
  });

  it('takes a module-named word for a modifier where the docs say its phrase on other pages', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    // More pages, so that "decimal" is rare enough to be taken for the module's name.
    for (let i = 0; i < 100; i++) {
      f.addPage('py', `/more${i}.html`, `More ${i}`, [[`m${i}`, `More ${i}`, 1, 'Other words.']]);
    }
    const decimal = f.addPage('py', '/decimal.html', 'decimal', [
      [
        'module-decimal',
        'decimal',
        1,
        'The decimal module rounds a number exactly, two digits or more.',
      ],
    ]);
    f.addSymbols('py', [['decimal', 'py:module', decimal, 'module-decimal']]);
    f.addPage('py', '/functions.html', 'Built-in Functions', [
      ['round', 'round', 2, 'round(number, ndigits) rounds a number to ndigits decimal places.'],
    ]);
    for (let i = 0; i < 3; i++) {
      f.addPage('py', `/format${i}.html`, `Formatting ${i}`, [
        [`format${i}`, `Formatting ${i}`, 2, 'Show two decimal places with .2f.'],
      ]);
    }
    const hits = searchCache(f.cache, { query: 'How do I round a number to two decimal places?' });
    expect(where(hits)[0]).toBe('/functions.html#round');
  });
  it('reads a question word glued into an API name in its heading: "chunking" in rechunk', () => {
    const f = searchFixture(['py']);
    close = () => f.cache.close();
    withCommonWords(f);
    f.addPage('py', '/from_array.html', 'dask.array.from_array', [
      [
        'dask.array.from_array',
        'dask.array.from_array',
        2,
        'Create an array from an existing array-like object, in chunks.',
      ],
    ]);
    f.addPage('py', '/rechunk.html', 'dask.array.rechunk', [
      [
        'dask.array.rechunk',
        'dask.array.rechunk',
        2,
        'Convert the blocks of an array to new chunks, keeping the existing data.',
      ],
    ]);
    const hits = searchCache(f.cache, {
      query: 'How do I change the chunking of an existing Dask array?',
    });
    expect(where(hits)[0]).toBe('/rechunk.html#dask.array.rechunk');
  });
});
