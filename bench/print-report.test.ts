import { describe, expect, it } from 'vitest';
import { fixedReport } from './evaluate-targets.test.ts';
import { formatTable } from './format-table.ts';
import { printReport } from './print-report.ts';

const print = (report = fixedReport) => {
  let text = '';
  printReport(report, (chunk) => (text += chunk));
  return text;
};

describe('printReport', () => {
  it('prints measurements and targets as aligned tables', () => {
    const text = print();
    expect(text).toContain('Folio bench on Node 24.21.0');
    expect(text).toMatch(/^first sync +40\.0 s, 250 pages\/s$/m);
    expect(text).toMatch(/^re-sync \(unchanged\) +3\.0 s$/m);
    expect(text).toMatch(/^peak RSS \(sync\) +280 MiB \(time\)$/m);
    expect(text).toMatch(/^search p50 \/ p95 +3\.00 ms \/ 8\.00 ms \(150 runs of 30 queries\)$/m);
    expect(text).toMatch(
      /^keystroke -> painted p50 \/ p95 +20 ms \/ 28 ms \(330 keys of 30 queries, 30 ms debounce included\)$/m,
    );
    expect(text).toMatch(/^request -> painted p50 \/ p95 +8\.00 ms \/ 15 ms/m);
    expect(text).toMatch(/^keystroke floor p50 \/ p95 +-$/m);
    expect(
      print({
        ...fixedReport,
        uiSearch: { ...fixedReport.uiSearch!, floor: { p50Ms: 31, p95Ms: 32, samples: 330 } },
      }),
    ).toMatch(/^keystroke floor p50 \/ p95 +31 ms \/ 32 ms \(a bare page that only fetches/m);
    expect(text).toMatch(/^wget -r -np +50\.0 s, 10100 files$/m);
    expect(text).toMatch(/^first sync <= 2\.0x wget -r +0\.80x \(40\.0 s vs 50\.0 s\) +met$/m);
    expect(text).toMatch(/^start-up: --help \/ search \(median\) +60 ms \/ 90 ms \(15 runs each/m);
    expect(text).toMatch(/^python3\.11-doc: folio sync +4\.0 s, 1000 pages, peak RSS 280 MiB$/m);
    expect(text).toMatch(/^python3\.11-doc: wget -r -np +5\.0 s, 2549 files, 110 MiB$/m);
    expect(text.endsWith('\n')).toBe(true);
  });

  it('shows failures, missing parts and notes', () => {
    const text = print({
      ...fixedReport,
      pages: 1000,
      firstSync: { ...fixedReport.firstSync!, exitCode: 1 },
      wget: undefined,
      search: { ...fixedReport.search!, empty: ['palimpsest'] },
      uiSearch: {
        ...fixedReport.uiSearch!,
        timedOut: ['zer'],
        slowest: [{ query: 'zero', typed: 'ze', paintedMs: 120 }],
      },
      notes: ['bin/folio is missing'],
    });
    expect(text).toContain('keystrokes with no results painted in 3 s: zer');
    expect(text).toContain('slowest keystrokes: "ze" 120 ms');
    expect(text).toMatch(/^first sync +40\.0 s, 25 pages\/s \(exit 1\)$/m);
    expect(text).toMatch(/^wget -r -np +-$/m);
    expect(text).toMatch(/^peak RSS of sync <= 300 MB +- +n\/a +specified at 10,000 pages/m);
    expect(text).toContain('queries with no hits: palimpsest');
    expect(text).toContain('note: bin/folio is missing');
    expect(text).toMatch(/^first sync CPU by thread +-$/m);
  });

  it("says which threads each sync's CPU went to, where it was sampled", () => {
    const threadCpu = { mainMs: 1900, workersMs: 2700, v8HelpersMs: 1500, otherMs: 10 };
    const python = fixedReport.realSites![0]!;
    const text = print({
      ...fixedReport,
      firstSync: { ...fixedReport.firstSync!, threadCpu },
      realSites: [{ ...python, firstSync: { ...python.firstSync, threadCpu } }],
    });
    const row =
      'main 1.9 s, extraction workers 2.7 s, V8 helpers \\(GC, JIT\\) 1.5 s, other 10 ms; 6.1 s in all';
    expect(text).toMatch(new RegExp(`^first sync CPU by thread +${row}`, 'm'));
    expect(text).toMatch(new RegExp(`^${python.debianPackage}: sync CPU by thread +${row}`, 'm'));
  });
});

describe('formatTable', () => {
  it('pads columns to the widest cell and rules the header', () => {
    expect(
      formatTable([
        ['a', 'bb'],
        ['ccc', 'd'],
      ]),
    ).toBe('a    bb\n---  --\nccc  d');
  });
});
