import { describe, expect, it } from 'vitest';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- a test, not the UI bundle: it holds the twin to the original
import { formatBytes as coreFormatBytes } from '../../../core/fetch/format-units.ts';
import { formatBytes } from './format.ts';

// The UI keeps its own copy (it imports only types from core/); this keeps the two saying one thing.
describe('formatBytes in the reader', () => {
  it('writes every size as the CLI does', () => {
    const sizes = [0, 1, 812, 1023, 1024, 1536, 10_239, 10_240, 1_048_575, 1_048_576, 5e8, 3e12];
    for (const size of sizes) expect(formatBytes(size), String(size)).toBe(coreFormatBytes(size));
  });
});
