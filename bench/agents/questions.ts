/**
 * The question set of `npm run bench:agents`, written before any run of it: what a coding agent
 * (or a person) asks in a sentence, each with the pages that answer it and strings the answer
 * holds, judged from the HTML of the Debian doc packages. `pages` are paths inside the site
 * (`page.html`, or `page.html#id` when one section is the answer); the first is the best.
 * `answers` must all appear (case aside) in what the agent has read for the question to count as
 * answered. `half` splits the set: `tune` may be looked at while changing the search, `held` is
 * only measured, so a rise on it is not fitted to the questions.
 */
export interface AgentQuestion {
  docset: 'python' | 'dask';
  question: string;
  pages: readonly string[];
  answers: readonly string[];
  half: Half;
}

/**
 * `tune` may be looked at while changing the search (29 more were added to it on 2026-12-04,
 * written before any run of them); `held` was only measured at first, but its
 * misses have since been read while debugging, so `fresh` (written 2026-12-04, after both, and
 * before any run of it; 25 more written the same way by a later session) is the set no change
 * has been fitted to.
 */
export type Half = 'tune' | 'held' | 'fresh';

type Row = [question: string, pages: string[], answers: string[]];

const python: Row[] = [
  [
    "How do I memoize a function's results so repeated calls with the same arguments are cached?",
    ['library/functools.html#functools.lru_cache', 'library/functools.html#functools.cache'],
    ['maxsize'],
  ],
  [
    'How do I read CSV rows as dicts keyed by the header row?',
    ['library/csv.html#csv.DictReader'],
    ['DictReader', 'fieldnames'],
  ],
  [
    'What happens to the other tasks when one awaitable in gather raises an exception?',
    ['library/asyncio-task.html#asyncio.gather'],
    ['return_exceptions', 'continue to run'],
  ],
  [
    'How do I parse command line arguments with argparse?',
    ['library/argparse.html', 'howto/argparse.html'],
    ['ArgumentParser', 'add_argument'],
  ],
  [
    'How do I pretty-print JSON with indentation and sorted keys?',
    ['library/json.html#json.dumps', 'library/json.html#json.dump'],
    ['indent', 'sort_keys=False'],
  ],
  [
    'How do I create a temporary directory that is deleted automatically when I am done?',
    ['library/tempfile.html#tempfile.TemporaryDirectory'],
    ['TemporaryDirectory', 'cleanup'],
  ],
  [
    'What is the difference between a shallow copy and a deep copy?',
    ['library/copy.html'],
    ['shallow copy constructs a new compound object'],
  ],
  [
    'How do I run a shell command and capture its output?',
    ['library/subprocess.html#subprocess.run'],
    ['capture_output'],
  ],
  [
    'How can I count how many times each element occurs in a list?',
    ['library/collections.html#collections.Counter'],
    ['Counter'],
  ],
  [
    'How do I get a dictionary that gives a default value for missing keys?',
    ['library/collections.html#collections.defaultdict'],
    ['default_factory'],
  ],
  [
    'How do I find all files matching a pattern recursively in subdirectories?',
    [
      'library/pathlib.html#pathlib.Path.rglob',
      'library/glob.html#glob.glob',
      'library/pathlib.html#pathlib.Path.glob',
    ],
    ['**'],
  ],
  [
    'How do I run a function in parallel over many inputs using a pool of processes?',
    [
      'library/concurrent.futures.html#processpoolexecutor',
      'library/multiprocessing.html#using-a-pool-of-workers',
    ],
    ['map('],
  ],
  [
    'How do I send log messages to a file instead of the console?',
    ['howto/logging.html#logging-to-a-file', 'library/logging.html#logging.basicConfig'],
    ['filename='],
  ],
  [
    'How do I make a method behave like a read-only attribute?',
    ['library/functions.html#property'],
    ['@property'],
  ],
  [
    'How do I sort a list of dictionaries by the value of one key?',
    [
      'howto/sorting.html#key-functions',
      'library/functions.html#sorted',
      'howto/sorting.html#operator-module-functions',
    ],
    ['key='],
  ],
  [
    'How do I give a dataclass field a mutable default value like an empty list?',
    [
      'library/dataclasses.html#mutable-default-values',
      'library/dataclasses.html#dataclasses.field',
    ],
    ['default_factory'],
  ],
  [
    'How do I check whether a file or directory exists?',
    ['library/os.path.html#os.path.exists', 'library/pathlib.html#pathlib.Path.exists'],
    ['exists'],
  ],
  [
    'How do I measure how long a small piece of code takes to run?',
    ['library/timeit.html'],
    ['timeit'],
  ],
  [
    'How do I find all non-overlapping matches of a regular expression in a string?',
    ['library/re.html#re.findall'],
    ['findall', 'non-overlapping'],
  ],
  [
    'How do I make a regular expression match without regard to upper or lower case?',
    ['library/re.html#re.IGNORECASE'],
    ['IGNORECASE'],
  ],
  [
    'How do I serialize a Python object to bytes and load it back with pickle?',
    ['library/pickle.html#pickle.dumps', 'library/pickle.html#pickle.loads'],
    ['pickle.dumps'],
  ],
  [
    'How do I loop over two lists in parallel, element by element?',
    ['library/functions.html#zip'],
    ['zip', 'strict'],
  ],
  [
    'How do I get the index as well as the value while looping over a list?',
    ['library/functions.html#enumerate'],
    ['enumerate', 'start'],
  ],
  [
    'How do I cancel an asyncio coroutine if it takes longer than a timeout?',
    ['library/asyncio-task.html#asyncio.wait_for', 'library/asyncio-task.html#asyncio.timeout'],
    ['TimeoutError'],
  ],
  [
    'How do I define a set of named constant values as an enumeration?',
    ['library/enum.html', 'howto/enum.html'],
    ['class Color(Enum)'],
  ],
  [
    'How do I annotate a parameter that may be None in type hints?',
    ['library/typing.html#typing.Optional'],
    ['Optional[X]'],
  ],
  [
    'How do I open a URL and read the response with the standard library?',
    ['library/urllib.request.html#urllib.request.urlopen', 'howto/urllib2.html'],
    ['urlopen'],
  ],
  [
    'How do I read a text file one line at a time?',
    ['tutorial/inputoutput.html#methods-of-file-objects'],
    ['for line in f'],
  ],
  [
    'How do I pick a random integer between two numbers?',
    ['library/random.html#random.randint'],
    ['randint'],
  ],
  [
    'How do I shuffle the items of a list in place?',
    ['library/random.html#random.shuffle'],
    ['shuffle'],
  ],
  [
    'How do I compute the SHA-256 hex digest of some bytes?',
    ['library/hashlib.html'],
    ['sha256', 'hexdigest'],
  ],
  [
    'How do I encode binary data as base64 text?',
    ['library/base64.html#base64.b64encode'],
    ['b64encode'],
  ],
  [
    'How do I read an environment variable in Python?',
    ['library/os.html#os.environ', 'library/os.html#os.getenv'],
    ['environ'],
  ],
  [
    'How do I test that a function raises a particular exception in unittest?',
    ['library/unittest.html#unittest.TestCase.assertRaises'],
    ['assertRaises'],
  ],
  [
    'How do I replace an object with a mock during a test?',
    ['library/unittest.mock.html#unittest.mock.patch', 'library/unittest.mock.html#patch'],
    ['patch'],
  ],
  [
    'How do I protect shared data with a lock when using threads?',
    ['library/threading.html#lock-objects', 'library/threading.html#threading.Lock'],
    ['acquire', 'release'],
  ],
  [
    'How do I pass work items between producer and consumer threads safely?',
    ['library/queue.html'],
    ['task_done'],
  ],
  [
    'How do I format a floating point number with two decimal places?',
    [
      'library/string.html#format-specification-mini-language',
      'tutorial/inputoutput.html#formatted-string-literals',
      'library/string.html#format-examples',
    ],
    ['.2f'],
  ],
  [
    'How do I raise and handle several unrelated exceptions together with except star?',
    [
      'tutorial/errors.html#raising-and-handling-multiple-unrelated-exceptions',
      'library/exceptions.html#ExceptionGroup',
      'reference/compound_stmts.html#except-star',
    ],
    ['except*'],
  ],
  [
    'How do I write a context manager as a generator function instead of a class?',
    ['library/contextlib.html#contextlib.contextmanager'],
    ['@contextmanager', 'yield'],
  ],
  [
    'How do I chain several iterables together into one iterator?',
    ['library/itertools.html#itertools.chain'],
    ['chain', 'from_iterable'],
  ],
  [
    'How do I get every combination of r items from a list?',
    ['library/itertools.html#itertools.combinations'],
    ['combinations'],
  ],
  [
    'How do I parse a date string like 2023-01-31 into a datetime object?',
    [
      'library/datetime.html#datetime.datetime.strptime',
      'library/datetime.html#datetime.datetime.fromisoformat',
      'library/datetime.html#datetime.date.fromisoformat',
    ],
    ['fromisoformat'],
  ],
  [
    'How do I read settings from an INI configuration file?',
    ['library/configparser.html'],
    ['ConfigParser'],
  ],
  [
    'How do I write and read gzip compressed files?',
    ['library/gzip.html#gzip.open', 'library/gzip.html'],
    ['gzip.open'],
  ],
  [
    'How do I use a heap as a priority queue?',
    ['library/heapq.html', 'library/heapq.html#priority-queue-implementation-notes'],
    ['heappush'],
  ],
  [
    'How do I insert an item into a sorted list and keep it sorted?',
    ['library/bisect.html#bisect.insort'],
    ['insort'],
  ],
  [
    'How do I get the current time as a timezone aware datetime in UTC?',
    [
      'library/datetime.html#datetime.datetime.now',
      'library/datetime.html#datetime.datetime.utcnow',
    ],
    ['timezone.utc'],
  ],
];

const dask: Row[] = [
  [
    'How do I load many CSV files into a single Dask DataFrame?',
    ['generated/dask.dataframe.read_csv.html', 'dataframe-create.html'],
    ['read_csv'],
  ],
  [
    'How do I compute several Dask collections at once so they share intermediate results?',
    ['api.html#dask.compute'],
    ['dask.compute'],
  ],
  [
    'How should I choose the chunk size of a Dask array?',
    ['array-chunks.html', 'array-best-practices.html#select-a-good-chunk-size'],
    ['chunks'],
  ],
  [
    'How do I keep a computed dataset in memory so later computations reuse it?',
    ['api.html#dask.persist', 'dataframe-best-practices.html#persist-intelligently'],
    ['persist'],
  ],
  [
    'How do I turn an ordinary Python function into a lazy Dask task?',
    ['delayed.html', 'delayed-api.html#dask.delayed.delayed'],
    ['delayed'],
  ],
  [
    'How can I draw a picture of the task graph of a computation?',
    ['graphviz.html', 'api.html#dask.visualize'],
    ['visualize'],
  ],
  [
    'How do I change the number of partitions of a Dask DataFrame?',
    [
      'generated/dask.dataframe.DataFrame.repartition.html',
      'dataframe-best-practices.html#repartition-to-reduce-overhead',
    ],
    ['npartitions'],
  ],
  [
    'How do I make Dask use processes instead of threads for a computation?',
    ['scheduling.html', 'scheduler-overview.html'],
    ["scheduler='processes'"],
  ],
  [
    'How do I show a progress bar while a computation runs on the local scheduler?',
    ['diagnostics-local.html#progress-bar', 'diagnostics-local.html'],
    ['ProgressBar'],
  ],
  [
    'How do I apply my own function to every partition of a DataFrame?',
    ['generated/dask.dataframe.DataFrame.map_partitions.html'],
    ['map_partitions'],
  ],
  [
    'How do I create a Dask Bag from a Python list?',
    ['bag-creation.html', 'generated/dask.bag.from_sequence.html'],
    ['from_sequence'],
  ],
  [
    'Where does Dask look for YAML configuration files?',
    ['configuration.html'],
    ['~/.config/dask'],
  ],
  [
    'How do I sort a Dask DataFrame by setting a column as its index?',
    ['generated/dask.dataframe.DataFrame.set_index.html', 'dataframe-indexing.html'],
    ['set_index'],
  ],
  [
    'How do I change the chunking of an existing Dask array?',
    [
      'array-chunks.html#rechunking',
      'generated/dask.array.rechunk.html',
      'generated/dask.array.Array.rechunk.html',
    ],
    ['rechunk'],
  ],
  [
    'Why should I avoid calling compute repeatedly inside a loop?',
    ['delayed-best-practices.html#compute-on-lots-of-computation-at-once', 'best-practices.html'],
    ['dask.compute'],
  ],
  [
    'How do I save a Dask DataFrame as Parquet files?',
    ['generated/dask.dataframe.DataFrame.to_parquet.html', 'dataframe-parquet.html'],
    ['to_parquet'],
  ],
  [
    'How do I join two Dask DataFrames on a column?',
    ['dataframe-joins.html', 'generated/dask.dataframe.DataFrame.merge.html'],
    ['merge'],
  ],
  [
    'How do I do a groupby aggregation with a custom reduction in Dask DataFrame?',
    ['dataframe-groupby.html#aggregate', 'generated/dask.dataframe.groupby.Aggregation.html'],
    ['Aggregation'],
  ],
  [
    'How do I create a Dask array from a NumPy array?',
    ['array-creation.html', 'generated/dask.array.from_array.html'],
    ['from_array'],
  ],
  [
    'What is the default scheduler for Dask arrays and DataFrames?',
    ['scheduling.html', 'scheduler-overview.html'],
    ['threaded'],
  ],
];

/** More to tune on, written after the first two halves, before any run of them. */
const morePython: Row[] = [
  [
    'How do I get the size of a file in bytes?',
    ['library/os.path.html#os.path.getsize'],
    ['getsize'],
  ],
  [
    'How do I list the files in a directory?',
    [
      'library/os.html#os.listdir',
      'library/pathlib.html#pathlib.Path.iterdir',
      'library/os.html#os.scandir',
    ],
    ['listdir'],
  ],
  [
    'How do I make a deep copy of a nested dictionary?',
    ['library/copy.html#copy.deepcopy'],
    ['deepcopy'],
  ],
  [
    'How do I find the position of a substring in a string?',
    ['library/stdtypes.html#str.find', 'library/stdtypes.html#str.index'],
    ['find'],
  ],
  [
    'How do I replace every occurrence of a substring in a string?',
    ['library/stdtypes.html#str.replace'],
    ['count'],
  ],
  [
    'How do I round a number to a given number of decimal digits?',
    ['library/functions.html#round'],
    ['ndigits'],
  ],
  [
    'How do I get the largest item of a list by a key function?',
    ['library/functions.html#max'],
    ['key'],
  ],
  [
    'How do I check whether an object is an instance of a class?',
    ['library/functions.html#isinstance'],
    ['isinstance'],
  ],
  [
    'How do I generate a secure random token for a password reset link?',
    ['library/secrets.html'],
    ['token_urlsafe'],
  ],
  ['How do I generate a random UUID?', ['library/uuid.html#uuid.uuid4'], ['uuid4']],
  [
    'How do I start a process and talk to it through pipes?',
    ['library/subprocess.html#subprocess.Popen'],
    ['Popen'],
  ],
  ['How do I pause my program for a few seconds?', ['library/time.html#time.sleep'], ['sleep']],
  [
    'How do I get the current time in seconds since the epoch?',
    ['library/time.html#time.time'],
    ['epoch'],
  ],
  [
    'How do I show the differences between two lists of lines as a unified diff?',
    ['library/difflib.html#difflib.unified_diff'],
    ['unified_diff'],
  ],
  [
    'How do I wrap a long paragraph of text to a fixed line width?',
    ['library/textwrap.html#textwrap.wrap', 'library/textwrap.html#textwrap.fill'],
    ['width'],
  ],
  [
    'How do I get the type hints of a function at runtime?',
    ['library/typing.html#typing.get_type_hints'],
    ['get_type_hints'],
  ],
  [
    'How do I run a function when the interpreter exits?',
    ['library/atexit.html#atexit.register'],
    ['register'],
  ],
  [
    'How do I handle Ctrl-C with my own signal handler?',
    ['library/signal.html#signal.signal'],
    ['SIGINT'],
  ],
  [
    'How do I compute a property once and cache its value on the instance?',
    ['library/functools.html#functools.cached_property'],
    ['cached_property'],
  ],
];

const moreDask: Row[] = [
  [
    'How do I read a Parquet dataset into a Dask DataFrame?',
    ['generated/dask.dataframe.read_parquet.html', 'dataframe-parquet.html'],
    ['read_parquet'],
  ],
  [
    'How do I drop rows with missing values from a Dask DataFrame?',
    ['generated/dask.dataframe.DataFrame.dropna.html'],
    ['dropna'],
  ],
  [
    'How do I look at the first few rows of a Dask DataFrame?',
    ['generated/dask.dataframe.DataFrame.head.html'],
    ['head'],
  ],
  [
    'How do I create a Dask array filled with zeros?',
    ['generated/dask.array.zeros.html'],
    ['zeros'],
  ],
  [
    'How do I stack a sequence of Dask arrays along a new axis?',
    ['generated/dask.array.stack.html'],
    ['stack'],
  ],
  [
    'How do I keep only the elements of a Dask Bag that satisfy a predicate?',
    ['generated/dask.bag.Bag.filter.html'],
    ['filter'],
  ],
  [
    'How do I count how often each distinct element occurs in a Dask Bag?',
    ['generated/dask.bag.Bag.frequencies.html'],
    ['frequencies'],
  ],
  [
    'How do I record the CPU and memory use of a computation on the local scheduler?',
    ['diagnostics-local.html#resourceprofiler'],
    ['ResourceProfiler'],
  ],
  [
    'How do I submit a function to run asynchronously and get a future back?',
    ['futures.html'],
    ['submit'],
  ],
  [
    'How do I turn a Dask array into a Dask DataFrame?',
    ['generated/dask.dataframe.from_dask_array.html'],
    ['from_dask_array'],
  ],
];

/** Written after the tune and held halves had been debugged against; never read per question. */
const freshPython: Row[] = [
  [
    'How do I remove a directory tree and everything inside it?',
    ['library/shutil.html#shutil.rmtree'],
    ['rmtree'],
  ],
  [
    'How do I copy a file to another place and keep its metadata?',
    ['library/shutil.html#shutil.copy2'],
    ['copy2'],
  ],
  [
    'How do I split a string into a list of words using a separator?',
    ['library/stdtypes.html#str.split'],
    ['sep'],
  ],
  [
    'How do I remove leading and trailing whitespace from a string?',
    ['library/stdtypes.html#str.strip'],
    ['strip'],
  ],
  [
    'How do I convert a string of digits in some base to an integer?',
    ['library/functions.html#int'],
    ['base'],
  ],
  [
    'How can I get the absolute path of a file from a relative one?',
    ['library/os.path.html#os.path.abspath', 'library/pathlib.html#pathlib.Path.resolve'],
    ['abspath'],
  ],
  [
    'How do I join path components so it works on every operating system?',
    ['library/os.path.html#os.path.join', 'library/pathlib.html#pathlib.PurePath.joinpath'],
    ['join'],
  ],
  [
    'How do I wait for a thread to finish before continuing?',
    ['library/threading.html#threading.Thread.join'],
    ['join('],
  ],
  [
    'How do I run a function after a delay in a separate thread?',
    ['library/threading.html#threading.Timer', 'library/threading.html#timer-objects'],
    ['Timer'],
  ],
  [
    'How do I pack a whole directory into a zip or tar archive?',
    ['library/shutil.html#shutil.make_archive'],
    ['make_archive'],
  ],
  [
    "How do I read a file's whole contents as a string with pathlib?",
    ['library/pathlib.html#pathlib.Path.read_text'],
    ['read_text'],
  ],
  [
    'How do I find out the current working directory of my program?',
    ['library/os.html#os.getcwd'],
    ['getcwd'],
  ],
  [
    'How do I flatten a list of lists into one list?',
    ['library/itertools.html#itertools.chain.from_iterable'],
    ['from_iterable'],
  ],
  [
    'How do I group consecutive items of an iterable that share a key?',
    ['library/itertools.html#itertools.groupby'],
    ['groupby'],
  ],
  [
    'How do I fix some arguments of a function to get a new callable?',
    ['library/functools.html#functools.partial'],
    ['partial'],
  ],
  [
    'How do I declare a method that every subclass of an abstract base class must implement?',
    ['library/abc.html#abc.abstractmethod', 'library/abc.html#abc.ABC'],
    ['abstractmethod'],
  ],
  [
    'How do I exit my program with a non-zero status code?',
    ['library/sys.html#sys.exit'],
    ['exit'],
  ],
  [
    'How do I get the arguments a script was started with, without argparse?',
    ['library/sys.html#sys.argv'],
    ['argv'],
  ],
  [
    'How do I send an HTTP request with a custom header using urllib?',
    ['library/urllib.request.html#urllib.request.Request'],
    ['headers'],
  ],
  [
    'How do I run blocking code from asyncio without blocking the event loop?',
    [
      'library/asyncio-task.html#asyncio.to_thread',
      'library/asyncio-eventloop.html#asyncio.loop.run_in_executor',
    ],
    ['to_thread'],
  ],
  [
    'How do I convert a datetime into a Unix timestamp?',
    ['library/datetime.html#datetime.datetime.timestamp'],
    ['timestamp()'],
  ],
  [
    'How do I get the number of days between two dates?',
    ['library/datetime.html#timedelta-objects', 'library/datetime.html#datetime.timedelta'],
    ['days'],
  ],
  [
    'How do I load a JSON file into a Python dictionary?',
    ['library/json.html#json.load'],
    ['json.load'],
  ],
  [
    'How do I check whether a string starts with a given prefix?',
    ['library/stdtypes.html#str.startswith'],
    ['startswith'],
  ],
];

const freshDask: Row[] = [
  [
    'How do I read line-delimited text files into a Dask Bag?',
    ['bag-creation.html#db-read-text', 'generated/dask.bag.read_text.html'],
    ['read_text'],
  ],
  [
    'How do I turn a Dask DataFrame into a pandas DataFrame in memory?',
    ['generated/dask.dataframe.DataFrame.compute.html'],
    ['compute'],
  ],
  [
    'How do I start a local cluster with several worker processes on my machine?',
    ['deploying-python.html#localcluster', 'deploying-python.html'],
    ['LocalCluster'],
  ],
  [
    'How do I store a Dask array in an HDF5 file?',
    ['generated/dask.array.to_hdf5.html', 'array-creation.html#store-dask-arrays'],
    ['to_hdf5'],
  ],
  [
    'How do I apply a function to each block of a Dask array?',
    ['generated/dask.array.map_blocks.html'],
    ['map_blocks'],
  ],
  ['How do I open the dashboard to watch a computation as it runs?', ['dashboard.html'], ['8787']],
  [
    'How do I set a configuration value only inside one block of code?',
    ['configuration.html#directly-within-python'],
    ['dask.config.set'],
  ],
  [
    'How do I convert a Dask Bag into a Dask DataFrame?',
    ['generated/dask.bag.Bag.to_dataframe.html'],
    ['to_dataframe'],
  ],
  [
    'How do I compute the mean of a Dask array along one axis?',
    ['generated/dask.array.mean.html'],
    ['axis'],
  ],
  [
    'Why should I avoid building very large task graphs?',
    ['best-practices.html#avoid-very-large-graphs'],
    ['graph'],
  ],
  [
    'How do I create a Dask DataFrame from an existing pandas DataFrame?',
    ['generated/dask.dataframe.from_pandas.html'],
    ['npartitions'],
  ],
];

/**
 * More of the fresh set, written on 2026-12-04 by a later session before any run of them, so that
 * a gain on fresh rests on 60 questions rather than 35.
 */
const laterPython: Row[] = [
  [
    'How do I get the file name without its extension from a path?',
    ['library/pathlib.html#pathlib.PurePath.stem'],
    ['stem'],
  ],
  [
    'How do I make a tuple type whose fields can be read by name?',
    ['library/collections.html#collections.namedtuple'],
    ['namedtuple'],
  ],
  [
    'How do I check whether two floating point numbers are approximately equal?',
    ['library/math.html#math.isclose'],
    ['rel_tol'],
  ],
  [
    'How do I find the greatest common divisor of two integers?',
    ['library/math.html#math.gcd'],
    ['gcd'],
  ],
  [
    'How do I read a whole text file into one string with pathlib?',
    ['library/pathlib.html#pathlib.Path.read_text'],
    ['read_text'],
  ],
  [
    'How do I create a directory and all its missing parent directories?',
    ['library/os.html#os.makedirs', 'library/pathlib.html#pathlib.Path.mkdir'],
    ['exist_ok'],
  ],
  [
    "How do I get today's date without the time of day?",
    ['library/datetime.html#datetime.date.today'],
    ['today'],
  ],
  [
    'How do I wait for a few seconds inside a coroutine without blocking other tasks?',
    ['library/asyncio-task.html#asyncio.sleep'],
    ['asyncio.sleep'],
  ],
  [
    'How do I take only the first n items from an iterator?',
    ['library/itertools.html#itertools.islice'],
    ['islice'],
  ],
  [
    'How do I compute the median of a list of numbers?',
    ['library/statistics.html#statistics.median'],
    ['median'],
  ],
  [
    'How do I choose several random items from a list without picking any twice?',
    ['library/random.html#random.sample'],
    ['sample'],
  ],
  [
    'How do I turn a bytes object into a string using UTF-8?',
    ['library/stdtypes.html#bytes.decode'],
    ['decode'],
  ],
  [
    'How do I check whether two files have the same contents?',
    ['library/filecmp.html#filecmp.cmp'],
    ['shallow'],
  ],
  [
    "How do I get the path of the current user's home directory?",
    ['library/pathlib.html#pathlib.Path.home'],
    ['Path.home'],
  ],
  ['How do I write rows to a CSV file?', ['library/csv.html#csv.writer'], ['writerow']],
  [
    'How do I run some code only when a module is executed as a script and not imported?',
    ['library/__main__.html'],
    ["__name__ == '__main__'"],
  ],
  [
    'How do I limit how many coroutines run a piece of code at the same time?',
    ['library/asyncio-sync.html#asyncio.Semaphore'],
    ['Semaphore'],
  ],
];

const laterDask: Row[] = [
  [
    'How do I load only some of the columns of a Parquet dataset into a Dask DataFrame?',
    ['generated/dask.dataframe.read_parquet.html'],
    ['columns'],
  ],
  [
    'How do I concatenate several Dask DataFrames into one?',
    ['generated/dask.dataframe.multi.concat.html'],
    ['concat'],
  ],
  [
    'How do I compute a histogram of the values in a Dask array?',
    ['generated/dask.array.histogram.html'],
    ['bins'],
  ],
  ['How do I swap the axes of a Dask array?', ['generated/dask.array.transpose.html'], ['axes']],
  [
    'How do I write a Dask DataFrame out as CSV files?',
    ['generated/dask.dataframe.to_csv.html'],
    ['to_csv'],
  ],
  [
    'How do I count the distinct values in a column of a Dask DataFrame?',
    ['generated/dask.dataframe.Series.nunique.html'],
    ['nunique'],
  ],
  [
    'How do I turn a Dask Bag of lists into a Bag of their elements?',
    ['generated/dask.bag.Bag.flatten.html'],
    ['flatten'],
  ],
  [
    'How do I take a random sample of the rows of a Dask DataFrame?',
    ['generated/dask.dataframe.DataFrame.sample.html'],
    ['frac'],
  ],
];

const tuneOnly = (docset: AgentQuestion['docset'], rows: Row[]): AgentQuestion[] =>
  rows.map(([question, pages, answers]) => ({ docset, question, pages, answers, half: 'tune' }));

const fresh = (docset: AgentQuestion['docset'], rows: Row[]): AgentQuestion[] =>
  rows.map(([question, pages, answers]) => ({ docset, question, pages, answers, half: 'fresh' }));

/** Alternate rows go to each half, in the order written, so both halves mix every kind. */
const split = (docset: AgentQuestion['docset'], rows: Row[]): AgentQuestion[] =>
  rows.map(([question, pages, answers], i) => ({
    docset,
    question,
    pages,
    answers,
    half: i % 2 === 0 ? 'tune' : 'held',
  }));

export const agentQuestions: readonly AgentQuestion[] = [
  ...split('python', python),
  ...split('dask', dask),
  ...tuneOnly('python', morePython),
  ...tuneOnly('dask', moreDask),
  ...fresh('python', freshPython),
  ...fresh('dask', freshDask),
  ...fresh('python', laterPython),
  ...fresh('dask', laterDask),
];
