import { describe, expect, it } from 'vitest';
import { docsetToken } from '../store/docset-token.ts';
import { inTextColumns } from './text-columns.ts';

describe('inTextColumns', () => {
  it('leaves out the column filter when no term can reach a docset token', () => {
    expect(inTextColumns('{heading}', '"zero" AND ("sta" OR "stage")')).toBe(
      '("zero" AND ("sta" OR "stage"))',
    );
    expect(inTextColumns('{heading}', '"dask" "delayed"*')).toBe('("dask" "delayed"*)');
  });

  it('filters when a term is, or begins, a docset token', () => {
    const token = docsetToken('py');
    expect(token).toMatch(/^ds[0-9a-f]+0$/);
    for (const term of ['d', 'ds', 'ds70', token]) {
      expect(inTextColumns('{heading}', `"zero" AND "${term}"*`), term).toBe(
        `{heading} : ("zero" AND "${term}"*)`,
      );
    }
  });
});
