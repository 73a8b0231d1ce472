import type { Database } from 'better-sqlite3';

/**
 * Numbered, append-only schema changes. A migration, once released, is never edited: a cache
 * written by an older Folio must upgrade the same way on every machine. `user_version` records
 * how many have run.
 */
export const migrations: readonly string[] = [
  // 1: the mirror. Section text lives compressed on the page row (one blob per page); the FTS
  // index is contentless so the text is not stored twice (the cache must stay well under the
  // size of the raw HTML), and snippets are cut from the decompressed text instead.
  `
  CREATE TABLE docsets (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    section TEXT NOT NULL DEFAULT '',
    description TEXT NOT NULL DEFAULT '',
    entry_url TEXT NOT NULL,
    llms_txt_url TEXT,
    catalog TEXT,
    last_sync_at TEXT,
    last_ok_sync_at TEXT,
    last_error TEXT
  ) STRICT;

  CREATE TABLE pages (
    id INTEGER PRIMARY KEY,
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    key TEXT NOT NULL UNIQUE,
    url TEXT NOT NULL,
    canonical_url TEXT,
    title TEXT NOT NULL,
    generator TEXT NOT NULL DEFAULT 'generic',
    codec TEXT NOT NULL,
    body BLOB NOT NULL,
    raw_bytes INTEGER NOT NULL,
    content_hash TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    fetched_at TEXT NOT NULL,
    changed_at TEXT NOT NULL,
    status TEXT NOT NULL DEFAULT 'ok' CHECK (status IN ('ok', 'removed')),
    removed_at TEXT,
    version TEXT,
    lang TEXT
  ) STRICT;
  CREATE INDEX pages_docset ON pages (docset_id, status);

  CREATE TABLE sections (
    id INTEGER PRIMARY KEY,
    page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    ord INTEGER NOT NULL,
    anchor TEXT NOT NULL,
    heading TEXT NOT NULL,
    level INTEGER NOT NULL
  ) STRICT;
  CREATE INDEX sections_page ON sections (page_id, ord);

  -- detail=column: no token positions (so no phrase queries), less than half the index size and
  -- faster bm25 than detail=full. docset holds one opaque token per docset (see docset-token.ts) so scoped searches filter
  -- inside the FTS index instead of joining every match to pages.
  CREATE VIRTUAL TABLE sections_fts USING fts5 (
    docset, title, headings, body,
    content = '', contentless_delete = 1, detail = column,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );

  -- A page's outgoing links, one compressed JSON row per page ({links: [...], images: [...]}):
  -- row-per-link with an index cost more than the page bodies themselves.
  CREATE TABLE links (
    page_id INTEGER PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
    codec TEXT NOT NULL,
    targets BLOB NOT NULL
  ) STRICT;

  CREATE TABLE assets (
    id INTEGER PRIMARY KEY,
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    url TEXT NOT NULL UNIQUE,
    content_type TEXT NOT NULL,
    bytes BLOB NOT NULL,
    size INTEGER NOT NULL,
    etag TEXT,
    last_modified TEXT,
    fetched_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE sync_runs (
    id INTEGER PRIMARY KEY,
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    started_at TEXT NOT NULL,
    finished_at TEXT,
    outcome TEXT NOT NULL DEFAULT 'running'
      CHECK (outcome IN ('running', 'ok', 'failed', 'cancelled')),
    pages_new INTEGER NOT NULL DEFAULT 0,
    pages_changed INTEGER NOT NULL DEFAULT 0,
    pages_unchanged INTEGER NOT NULL DEFAULT 0,
    pages_removed INTEGER NOT NULL DEFAULT 0,
    pages_failed INTEGER NOT NULL DEFAULT 0,
    error TEXT
  ) STRICT;
  CREATE INDEX sync_runs_docset ON sync_runs (docset_id, id);

  CREATE TABLE sync_errors (
    id INTEGER PRIMARY KEY,
    run_id INTEGER NOT NULL REFERENCES sync_runs(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    status INTEGER,
    message TEXT NOT NULL,
    at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX sync_errors_run ON sync_errors (run_id);
  `,
  // 2: what each run changed, page by page ("what changed since the last sync"); runs that were
  // imports rather than syncs; where imported docsets came from, so an incremental bundle is
  // applied only on top of the state it was made from; and this cache's own identity, which the
  // bundles it exports name as their source.
  `
  CREATE TABLE sync_run_pages (
    run_id INTEGER NOT NULL REFERENCES sync_runs(id) ON DELETE CASCADE,
    page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    change TEXT NOT NULL CHECK (change IN ('new', 'changed', 'removed')),
    PRIMARY KEY (run_id, page_id)
  ) STRICT, WITHOUT ROWID;
  -- Deleting a docset cascades to its pages; without this index each page would scan the table.
  CREATE INDEX sync_run_pages_page ON sync_run_pages (page_id);

  ALTER TABLE sync_runs ADD COLUMN kind TEXT NOT NULL DEFAULT 'sync'
    CHECK (kind IN ('sync', 'import'));

  CREATE TABLE bundle_lineage (
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    snapshot_at TEXT NOT NULL,
    bundle_id TEXT NOT NULL,
    imported_at TEXT NOT NULL,
    PRIMARY KEY (docset_id, source)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE cache_info (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT, WITHOUT ROWID;
  INSERT INTO cache_info (key, value) VALUES ('id', lower(hex(randomblob(16))));
  `,
  // 3: what a docset's sources say beyond its pages: the navigation tree from its llms.txt or
  // sidebar (built once per docset, not per page), the API symbols of a Sphinx objects.inv so a
  // search for a symbol's name lands on its anchor, and the commit a GitHub docset was mirrored
  // at, so a re-sync of an unchanged repository costs one request.
  `
  CREATE TABLE nav_trees (
    docset_id TEXT PRIMARY KEY REFERENCES docsets(id) ON DELETE CASCADE,
    source TEXT NOT NULL,
    tree TEXT NOT NULL
  ) STRICT;

  CREATE TABLE symbols (
    id INTEGER PRIMARY KEY,
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    role TEXT NOT NULL,
    page_key TEXT NOT NULL,
    anchor TEXT NOT NULL
  ) STRICT;
  CREATE INDEX symbols_name ON symbols (name COLLATE NOCASE);
  CREATE INDEX symbols_docset ON symbols (docset_id);

  CREATE TABLE github_commits (
    docset_id TEXT PRIMARY KEY REFERENCES docsets(id) ON DELETE CASCADE,
    repo TEXT NOT NULL,
    sha TEXT NOT NULL,
    checked_at TEXT NOT NULL
  ) STRICT;
  `,
  // 4: symbols by their last dotted name, so `FullyShardedDataParallel` finds
  // `torch.distributed.fsdp.FullyShardedDataParallel`. An index on an expression, not a column: a
  // reader on a cache without it still gets the same answers, by a scan. `rtrim` strips every
  // character but dots from the right, leaving the qualified prefix whose length is skipped;
  // findSymbols spells the expression identically, or SQLite would not use the index.
  `
  CREATE INDEX symbols_short
    ON symbols (lower(substr(name, length(rtrim(name, replace(name, '.', ''))) + 1)));
  `,
  // 5: the search index keeps term positions (detail=full). A contentless index with
  // detail=column answers bm25() with 0 for every row, so results came in insertion order
  // within each tier. A contentless index cannot be copied, so it is refilled from the pages'
  // packed text by openCache (rebuildSearchIndex) when `fts_rebuild` is set.
  `
  DROP TABLE sections_fts;
  CREATE VIRTUAL TABLE sections_fts USING fts5 (
    docset, title, headings, body,
    content = '', contentless_delete = 1, detail = full,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  INSERT INTO cache_info (key, value) VALUES ('fts_rebuild', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // 6: pages an llms.txt lists under "Optional": mirrored, but secondary (search shows them after
  // the docset's other matches). Rewritten whole from each llms.txt read, like symbols.
  `
  CREATE TABLE secondary_pages (
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    PRIMARY KEY (docset_id, key)
  ) STRICT, WITHOUT ROWID;
  `,
  // 7: pages a run restored: removed earlier, served again (a 200 with the same body, or a new
  // one). Counted apart from "new" so a run's report says a page came back.
  `
  ALTER TABLE sync_runs ADD COLUMN pages_restored INTEGER NOT NULL DEFAULT 0;
  `,
  // 8: sections ranked by their own heading. The page title was copied into every section's
  // weighted column and each section held its parents' headings, so borrowed words outranked a
  // section's own. Now 'heading' is the section's own (the page's top section adds the title),
  // 'context' the title and parent headings, weighted low; navigation pages keep no body text
  // (see search-rows.ts). Refilled from the pages' packed text like migration 5.
  `
  DROP TABLE sections_fts;
  CREATE VIRTUAL TABLE sections_fts USING fts5 (
    docset, heading, context, body,
    content = '', contentless_delete = 1, detail = full,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  INSERT INTO cache_info (key, value) VALUES ('fts_rebuild', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // 9: the first search tier (own headings) reads a small index of headings alone. As a column
  // filter on sections_fts it walked each term's whole doclist, body positions included: a
  // frequent word's is a third of a 100,000-section cache. Same rowids as sections_fts, refilled
  // with it (rebuildSearchIndexIfNeeded).
  `
  CREATE VIRTUAL TABLE headings_fts USING fts5 (
    docset, heading,
    content = '', contentless_delete = 1, detail = full,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  INSERT INTO cache_info (key, value) VALUES ('fts_rebuild', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // 10: the files a docset's sync reads beside its pages (objects.inv, sitemaps, llms.txt), with
  // their validators and what was read from them, so a re-sync asks conditionally and an
  // unchanged file costs a 304: no parse, no rewrite of what it gave. `format` names what
  // `derived` holds and how it was derived: a reader expecting another format reads the file whole.
  `
  CREATE TABLE source_files (
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    url TEXT NOT NULL,
    format TEXT NOT NULL,
    etag TEXT,
    last_modified TEXT,
    codec TEXT NOT NULL,
    derived BLOB NOT NULL,
    PRIMARY KEY (docset_id, url)
  ) STRICT, WITHOUT ROWID;
  `,
  // 11: each page's crawl list again, as little-endian 32-bit ids into its docset's crawl URLs,
  // so a re-sync reads it without decompressing and parsing the links row (crawl-lists.ts).
  // Derived from the links rows, which stay the record; pages stored before this have none.
  `
  CREATE TABLE crawl_urls (
    docset_id TEXT NOT NULL REFERENCES docsets(id) ON DELETE CASCADE,
    id INTEGER NOT NULL,
    url TEXT NOT NULL,
    PRIMARY KEY (docset_id, id)
  ) STRICT, WITHOUT ROWID;
  CREATE TABLE crawl_lists (
    page_id INTEGER PRIMARY KEY REFERENCES pages(id) ON DELETE CASCADE,
    ids BLOB NOT NULL
  ) STRICT;
  `,
  // 12: FTS5 merges 16 segments of a level at a time instead of 4, so a sync rewrites each index
  // row about half as often: writing the 99,281 sections of the bench's 10,000 pages cost 4.5-5.1 s
  // of CPU instead of 5.5-6.2 (three alternated rounds), the same searches as fast. The setting is
  // kept in the index's config table, so 'delete-all' rebuilds keep it; a migration that creates
  // either table again must set it again.
  `
  INSERT INTO sections_fts (sections_fts, rank) VALUES ('automerge', 16);
  INSERT INTO headings_fts (headings_fts, rank) VALUES ('automerge', 16);
  `,
  // 13: the same indexes with the text column first. FTS5 writes a two-byte column marker before
  // every (term, row) position list of any column but the first, and body text is most of them:
  // 950,000 of the bench's 1,000 pages (a quarter of the index), 720,000 in python3.11-doc. The
  // docset column, one term a row, pays the marker instead. Columns are named everywhere but in
  // bm25()'s weights, whose sum per term is exact in any order, so scores stay the same. Refilled
  // like migration 5; automerge set again, as migration 12 asks.
  `
  DROP TABLE sections_fts;
  CREATE VIRTUAL TABLE sections_fts USING fts5 (
    body, heading, context, docset,
    content = '', contentless_delete = 1, detail = full,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  DROP TABLE headings_fts;
  CREATE VIRTUAL TABLE headings_fts USING fts5 (
    heading, docset,
    content = '', contentless_delete = 1, detail = full,
    tokenize = 'porter unicode61 remove_diacritics 2'
  );
  INSERT INTO sections_fts (sections_fts, rank) VALUES ('automerge', 16);
  INSERT INTO headings_fts (headings_fts, rank) VALUES ('automerge', 16);
  INSERT INTO cache_info (key, value) VALUES ('fts_rebuild', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
  // 14: a page's crawl list is kept once, in crawl_lists (its ids), and its content links and
  // images not at all: its HTML has them (content-urls.ts). A links row held all three, and was
  // 1.27 MB of the bench's 19.7 MB cache, 1.68 MB of a Python+Dask one; it now holds only a list
  // crawl_lists cannot (two URLs sharing a hash). The rows are compressed JSON, so openCache
  // rewrites them (fold-links.ts) while this flag is set; readers take either kind meanwhile.
  `
  INSERT INTO cache_info (key, value) VALUES ('links_fold', '1')
    ON CONFLICT (key) DO UPDATE SET value = excluded.value;
  `,
];

/** Marks the file as a Folio cache, so import and open can tell it from any other SQLite file. */
export const APPLICATION_ID = 0x466f6c69; // 'Foli'

/** Runs the migrations this cache has not seen yet, each in its own transaction. */
export function migrate(db: Database): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  if (current > migrations.length) {
    throw new Error(
      `this cache was written by a newer Folio (schema ${current}, this build knows ${migrations.length}); update Folio`,
    );
  }
  for (let version = current; version < migrations.length; version++) {
    db.transaction(() => {
      db.exec(migrations[version]!);
      db.pragma(`user_version = ${version + 1}`);
      db.pragma(`application_id = ${APPLICATION_ID}`);
    }).immediate();
  }
}
