import Database from 'better-sqlite3';

// `node bench/cache-bytes.ts FILE`: where a cache's or bundle's bytes go, one line per table and
// index (FTS5 shadow tables included), from SQLite's dbstat, largest first, with the page size
// and free pages. Read-only. How the migration 14 and bundle-level figures were measured.
const file = process.argv[2];
if (file === undefined) {
  console.error('usage: node bench/cache-bytes.ts FILE');
  process.exit(2);
}
const db = new Database(file, { readonly: true, fileMustExist: true });
const pageSize = db.pragma('page_size', { simple: true }) as number;
const pages = db.pragma('page_count', { simple: true }) as number;
const free = db.pragma('freelist_count', { simple: true }) as number;
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(3)} MB`.padStart(11);
console.log(`${file}: ${mb(pages * pageSize)}, page size ${pageSize}, ${free} free pages`);
const rows = db
  .prepare(
    `SELECT name, sum(pgsize) AS bytes, sum(payload) AS payload, sum(unused) AS unused
     FROM dbstat GROUP BY name ORDER BY bytes DESC`,
  )
  .all() as Array<{ name: string; bytes: number; payload: number; unused: number }>;
for (const r of rows) {
  console.log(`${r.name.padEnd(28)}${mb(r.bytes)}  payload${mb(r.payload)}  unused${mb(r.unused)}`);
}
db.close();
