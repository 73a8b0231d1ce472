import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../../test-support/import-cycles.ts';

describe('core/', () => {
  it('has no import cycles: each module can be read without the ones that use it', () => {
    expect(importCycles(join(import.meta.dirname, '..'))).toEqual([]);
  });
});
