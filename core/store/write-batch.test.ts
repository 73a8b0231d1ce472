import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { createWriteBatch } from './write-batch.ts';

function setup() {
  const db = new Database(':memory:');
  db.exec('CREATE TABLE t (n INTEGER PRIMARY KEY)');
  const insert = db.transaction((n: number) => {
    db.prepare('INSERT INTO t (n) VALUES (?)').run(n);
    if (n < 0) throw new Error('torn page');
  });
  return { db, insert, count: () => db.prepare('SELECT count(*) FROM t').pluck().get() };
}

describe('createWriteBatch', () => {
  it('commits after maxPages pages, not before', () => {
    const { db, insert, count } = setup();
    const batch = createWriteBatch(db, { maxPages: 3, maxMs: 1e9 });
    for (const n of [1, 2]) {
      batch.open();
      insert(n);
      batch.pageDone();
    }
    expect(db.inTransaction).toBe(true);
    batch.open();
    insert(3);
    batch.pageDone();
    expect(db.inTransaction).toBe(false);
    expect(count()).toBe(3);
  });

  it('commits a batch older than maxMs at the next finished page', () => {
    const { db, insert } = setup();
    let clock = 0;
    const batch = createWriteBatch(db, { maxPages: 100, maxMs: 50, now: () => clock });
    batch.open();
    insert(1);
    batch.pageDone();
    expect(db.inTransaction).toBe(true);
    clock = 60;
    batch.open();
    insert(2);
    batch.pageDone();
    expect(db.inTransaction).toBe(false);
  });

  it('loses only the page that failed, never the rest of its batch', () => {
    const { db, insert, count } = setup();
    const batch = createWriteBatch(db, { maxPages: 100 });
    batch.open();
    insert(1);
    batch.pageDone();
    batch.open();
    expect(() => insert(-1)).toThrow('torn page');
    batch.pageDone();
    batch.commit();
    expect(db.prepare('SELECT n FROM t').pluck().all()).toEqual([1]);
    expect(count()).toBe(1);
  });

  it("leaves a caller's own transaction to the caller", () => {
    const { db, insert } = setup();
    const batch = createWriteBatch(db, { maxPages: 1 });
    db.exec('BEGIN');
    batch.open();
    insert(1);
    batch.pageDone();
    batch.commit();
    expect(db.inTransaction).toBe(true);
    db.exec('ROLLBACK');
    expect(db.prepare('SELECT count(*) FROM t').pluck().get()).toBe(0);
  });
});
