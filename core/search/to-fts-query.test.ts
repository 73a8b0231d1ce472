import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { queryTerms, toFtsMatch, toFtsQuery } from './to-fts-query.ts';

const db = new Database(':memory:');
db.exec(
  `CREATE VIRTUAL TABLE t USING fts5(title, headings, body, detail=column, tokenize='porter unicode61 remove_diacritics 2')`,
);
const rows = [
  ['ZeRO', 'ZeRO stage 3', 'DeepSpeed ZeRO stage 3 partitions optimizer state.'],
  ['Process groups', 'Setup', 'Call torch.distributed.init_process_group before training.'],
  ['Launcher', 'Usage', 'We run the launcher once per node.'],
  ['Jobs', 'Scheduling', 'Running on many nodes at once.'],
  ['Café', 'Notes', 'A naïve résumé of the defaults.'],
];
const insert = db.prepare('INSERT INTO t (rowid, title, headings, body) VALUES (?, ?, ?, ?)');
rows.forEach((row, i) => insert.run(i + 1, ...row));
const select = db.prepare<[string], { rowid: number }>(
  'SELECT rowid FROM t WHERE t MATCH ? ORDER BY rowid',
);
afterAll(() => db.close());

/** Row ids the input finds; the MATCH string comes only from toFtsQuery. */
function search(input: string): number[] {
  const match = toFtsQuery(input);
  return match === null ? [] : select.all(match).map((r) => r.rowid);
}

/** Every non-null result is only quoted strings, space-separated, with at most a final `*`. */
const onlyQuotedStrings = /^"(?:[^"]|"")+"(?: "(?:[^"]|"")+")*\*?$/u;

// One line per kind of trouble reads better than prettier's one entry per line.
// prettier-ignore
const hostile = [
  '"', '""', '"""', '"zero', 'zero"', '"zero" "stage', "'", "zero's", '\\', 'a\\"b',
  '*', '**', 'zero*', '*zero', 'stage*3', '3*',
  'NEAR(', 'NEAR(a b)', 'NEAR(zero stage, 2)', 'near(zero', 'zero NEAR/2 stage', 'NEAR',
  '-', '-zero', 'zero -stage', '--', '^', '^zero', 'zero^stage', '+', '+zero', 'a+b',
  ':', 'title:', 'title:zero', 'body: stage', 'x:y:z', 'col:"x"', '{a b}', '{title body}: zero',
  '{', '}', 'AND', 'OR', 'NOT', 'zero AND', 'AND zero', 'zero OR stage', 'NOT zero', 'zero NOT',
  'and or not', '(', ')', '((zero', 'zero))', '(zero OR', ')(', '[', ']', '<script>', '&', '%',
  '🚀', '🚀🚀 zero', 'zero 🚀', '👩‍👩‍👧', 'zero🚀stage', '\u0000', 'zero\u0000stage',
  '\u0000\u0000', '\u0301', 'e\u0301', '\uD800', '\uDFFF zero', '\uFFFF', '\uFEFF', '\u200B',
  '\uE000', '١٢٣', 'ﬁ', 'Ⅻ', '𝟘', 'ß', 'İ', '日本語', '_', '__init__', '.', '...', 'zero.',
  ',', ';', '|', 'a|b', '$', '#', '@', '~', '`', '', ' ', '\t\n', '\u3000',
  'a'.repeat(10_000), 'zero '.repeat(2_000), 'a.'.repeat(5_000), '"*'.repeat(5_000),
  '(NEAR '.repeat(2_000), '\u0000'.repeat(10_000), '🚀'.repeat(5_000),
];

describe('toFtsQuery with hostile input', () => {
  it('has a long list to check', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(40);
  });

  it.each(hostile.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
    '%s gives null or a query FTS5 accepts',
    (_, input) => {
      const match = toFtsQuery(input);
      if (match === null) return;
      expect(match).toMatch(onlyQuotedStrings);
      expect(() => select.all(match)).not.toThrow();
    },
  );

  /** Quoted strings joined by spaces or OR, grouped by parentheses: nothing else. */
  const onlyQuotedGroups = /^(?:\(?"(?:[^"]|"")+"\*?\)?(?: OR | |$))+$/u;

  it.each(hostile.map((input) => [JSON.stringify(input).slice(0, 40), input]))(
    '%s as partial (OR) and joined-word matches is only quoted strings FTS5 accepts',
    (_, input) => {
      for (const join of ['OR', 'AND_OR_JOINED'] as const) {
        const match = toFtsMatch(queryTerms(input), join);
        if (match === null) continue;
        expect(match).toMatch(onlyQuotedGroups);
        expect(() => select.all(match)).not.toThrow();
      }
    },
  );

  it('survives random strings of syntax characters', () => {
    const alphabet = [...'"*():-^+{} a_é\\🚀\u0000', 'OR', 'NEAR'];
    let seed = 42;
    const random = (): number => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    for (let n = 0; n < 2_000; n++) {
      const input = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      for (const match of [
        toFtsQuery(input),
        toFtsMatch(queryTerms(input), 'OR'),
        toFtsMatch(queryTerms(input), 'AND_OR_JOINED'),
      ]) {
        if (match !== null) expect(() => select.all(match), input).not.toThrow();
      }
    }
  });

  it('returns null when nothing searchable is left', () => {
    for (const input of ['', '   ', '🚀', '"*-^ ():', '\u0000', '\u0301']) {
      expect(toFtsQuery(input)).toBeNull();
    }
  });
});

describe('queryTerms', () => {
  it("drops a question's filler words, but not inside a name or when nothing else is left", () => {
    expect(queryTerms('how to read a file').terms).toEqual(['read', 'file']);
    expect(queryTerms('how to read a file').question).toBe(true);
    expect(queryTerms('as_completed').terms).toEqual(['as', 'completed']);
    expect(queryTerms('what is ').terms).toEqual(['what', 'is']);
  });

  it('groups the terms of one typed word, so partial matching drops whole words', () => {
    expect(toFtsMatch(queryTerms('init_process_group barrier '), 'OR')).toBe(
      '("init" "process" "group") OR "barrier"',
    );
    expect(toFtsMatch(queryTerms('local cluster '), 'AND_OR_JOINED')).toBe(
      '("local" "cluster") OR "localcluster"',
    );
  });
});

describe('completions of the word being typed', () => {
  it('match the typed word or one of its completions exactly, ANDed with the other words', () => {
    const query = { ...queryTerms('zero sta'), completions: ['stage', 'start'] };
    expect(toFtsMatch(query)).toBe('"zero" AND ("sta" OR "stage" OR "start")');
    expect(toFtsMatch(query, 'OR')).toBe('"zero" OR ("sta" OR "stage" OR "start")');
    // Row 1 says "stage"; no row holds a word "sta", which as a prefix would also find row 4.
    expect(select.all(toFtsMatch(query)!).map((r) => r.rowid)).toEqual([1]);
  });

  it('stay quoted strings, whatever the completions hold', () => {
    const query = { ...queryTerms('zero "sta'), completions: ['NEAR', 'OR', 'NOT'] };
    const match = toFtsMatch(query)!;
    expect(match).toBe('"zero" AND ("sta" OR "NEAR" OR "OR" OR "NOT")');
    expect(() => select.all(match)).not.toThrow();
    expect(toFtsMatch({ ...query, completions: ['st"a*'] })).toBe('"zero" AND ("sta" OR "st""a*")');
  });
});

describe('toFtsQuery results', () => {
  it('quotes every word, ANDs them, and makes the last one a prefix', () => {
    expect(toFtsQuery('zer')).toBe('"zer"*');
    expect(toFtsQuery('deepspeed zero ')).toBe('"deepspeed" "zero"');
    // `OR` goes as a question's filler word, not as an operator.
    expect(toFtsQuery('  OR  title:x NEAR(')).toBe('"title" "x" "NEAR"*');
    expect(toFtsQuery('or AND the')).toBe('"or" "AND" "the"*');
    expect(toFtsQuery('init_process_gro')).toBe('"init" "process" "gro"*');
    expect(toFtsQuery('zero ???')).toBe('"zero"');
    expect(toFtsQuery('zero stage 3')).toBe('"zero" "stage"');
    expect(toFtsQuery('zero stage 3 ')).toBe('"zero" "stage" "3"');
    expect(toFtsQuery('zero s')).toBe('"zero"');
    expect(toFtsQuery('z')).toBeNull();
    // Two letters wait too, when other words already search; alone they go ahead.
    expect(toFtsQuery('deepspeed.in')).toBe('"deepspeed"');
    expect(toFtsQuery('learning ra')).toBe('"learning"');
    expect(toFtsQuery('deepspeed.ini')).toBe('"deepspeed" "ini"*');
    expect(toFtsQuery('nn')).toBe('"nn"*');
    expect(toFtsQuery('torch nn ')).toBe('"torch" "nn"');
  });

  it('finds words from their first letters as the user types', () => {
    expect(search('zer')).toEqual([1]);
    expect(search('deepspeed zer')).toEqual([1]);
    expect(search('zer ')).toEqual([]);
  });

  it('finds identifiers the tokenizer splits', () => {
    expect(search('init_process_group')).toEqual([2]);
    expect(search('init_process_gr')).toEqual([2]);
    expect(search('torch.distributed ')).toEqual([2]);
    // Tokens are ANDed, not a phrase: order is not checked, all tokens must be there.
    expect(search('group_process_init ')).toEqual([2]);
    expect(search('init_process_launcher ')).toEqual([]);
  });

  it('ANDs words', () => {
    expect(search('stage 3')).toEqual([1]);
    expect(search('stage launcher ')).toEqual([]);
  });

  it('matches across porter stems and diacritics', () => {
    expect(search('running ')).toEqual([3, 4]);
    expect(search('run ')).toEqual([3, 4]);
    expect(search('cafe naive resume ')).toEqual([5]);
  });

  it('turns operators into plain words', () => {
    expect(search('zero OR launcher ')).toEqual([]);
    expect(search('title:zero')).toEqual([]);
  });

  it('stops at 64 words, dropping the prefix with the cut word', () => {
    const match = toFtsQuery('w '.repeat(100) + 'zer');
    expect(match?.split(' ')).toHaveLength(64);
    expect(match?.endsWith('"w"')).toBe(true);
  });
});
