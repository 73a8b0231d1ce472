import { describe, expect, it } from 'vitest';
import { formatVersionReport } from './version-report.ts';

const facts = {
  folio: '0.1.0',
  platform: 'linux-arm64',
  node: '24.21.0',
  sqlite: '3.54.1',
  fts5: '2026-10-16 14:45:20 555e07ef33',
};

describe('formatVersionReport', () => {
  it('puts the version alone first, then where it runs and on what', () => {
    expect(formatVersionReport({ ...facts, release: 'linux-arm64' })).toBe(
      '0.1.0\nfolio 0.1.0 (portable release linux-arm64)\nplatform linux-arm64\nnode 24.21.0\nsqlite 3.54.1\nfts5 2026-10-16 14:45:20 555e07ef33\n',
    );
  });

  it('says a checkout is one, and when FTS5 is missing what that costs', () => {
    const text = formatVersionReport({ ...facts, release: null, fts5: null });
    expect(text).toContain('folio 0.1.0 (checkout)\n');
    expect(text).toContain('fts5 missing: search will not work\n');
  });
});
