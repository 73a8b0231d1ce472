import { describe, expect, it } from 'vitest';
import { compareVersionsNewestFirst } from '../catalog/docset-version.ts';
import { parseScopedQuery } from './parse-scoped-query.ts';
import { defaultScope, resolveCarriedDocsets, resolveDocsetOption } from './version-scope.ts';

const ids = ['deepspeed@0.14.2', 'deepspeed@0.9', 'nvidia-nemo-framework@24.07', 'axolotl'];

describe('scopes over docsets mirrored at several versions', () => {
  it('orders versions newest first, numbers as numbers', () => {
    const sorted = ['0.9', 'v0.14.2', '0.14.2rc1', 'latest', '24.07', '0.14'].sort(
      compareVersionsNewestFirst,
    );
    expect(sorted).toEqual(['latest', '24.07', 'v0.14.2', '0.14.2rc1', '0.14', '0.9']);
  });

  it('reads a family without a version as its newest mirrored one', () => {
    expect(parseScopedQuery('deepspeed: zero', ids).docsets).toEqual(['deepspeed@0.14.2']);
    expect(parseScopedQuery('nemo@24.07: checkpoint', ids)).toEqual({
      docsets: ['nvidia-nemo-framework@24.07'],
      unknown: [],
      query: 'checkpoint',
    });
    expect(parseScopedQuery('deepspeed@0.14: zero', ids).docsets).toEqual(['deepspeed@0.14.2']);
    expect(parseScopedQuery('deepspeed@*: zero', ids).docsets).toEqual([
      'deepspeed@0.14.2',
      'deepspeed@0.9',
    ]);
    expect(parseScopedQuery('deepspeed@0.1: zero', ids)).toEqual({
      docsets: [],
      unknown: ['deepspeed@0.1'],
      query: 'zero',
    });
    // An address is no scope: its part before @ names no docset.
    expect(parseScopedQuery('me@example.org: hello', ids)).toEqual({
      docsets: [],
      unknown: [],
      query: 'me@example.org: hello',
    });
  });

  it('keeps the catalog’s own docset as the newest, and unscoped search to one per family', () => {
    const all = ['deepspeed', 'deepspeed@0.14.2', 'axolotl'];
    expect(parseScopedQuery('deepspeed: zero', all).docsets).toEqual(['deepspeed']);
    expect(defaultScope(all)).toEqual(['deepspeed', 'axolotl']);
    // No docset with a second version: no filter at all, as before versions existed.
    expect(defaultScope(['deepspeed', 'axolotl'])).toBeUndefined();
    expect(resolveDocsetOption('deepspeed', ['deepspeed@0.9', 'deepspeed@0.14.2'])).toEqual([
      'deepspeed@0.14.2',
    ]);
    expect(resolveDocsetOption('deepspeed@0.8', all)).toEqual([]);
  });

  it('carries every mirrored version of a family named alone, one when a version is named', () => {
    const all = ['deepspeed', 'deepspeed@0.14.2', 'deepspeed@0.9', 'axolotl'];
    expect(resolveCarriedDocsets('deepspeed', all)).toEqual([
      'deepspeed',
      'deepspeed@0.14.2',
      'deepspeed@0.9',
    ]);
    expect(resolveCarriedDocsets('deepspeed@0.14', all)).toEqual(['deepspeed@0.14.2']);
    // Only pinned versions mirrored: the name still carries them all.
    expect(resolveCarriedDocsets('trainer', ['trainer@1.0', 'trainer@2.0'])).toEqual([
      'trainer@1.0',
      'trainer@2.0',
    ]);
    expect(resolveCarriedDocsets('nope', all)).toEqual([]);
  });
});
