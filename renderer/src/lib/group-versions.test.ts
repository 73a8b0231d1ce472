import { describe, expect, it } from 'vitest';
import { groupVersions } from './group-versions.ts';

const ids = (list: string[]) => list.map((id) => ({ id }));

describe('groupVersions', () => {
  it('lists a docset’s versions under it, newest first', () => {
    const grouped = groupVersions(
      ids(['deepspeed@0.9', 'axolotl', 'deepspeed', 'deepspeed@0.14', 'nemo@24.07']),
    );
    expect(grouped.map((g) => [g.docset.id, g.versionOf])).toEqual([
      ['axolotl', undefined],
      ['deepspeed', undefined],
      ['deepspeed@0.14', '0.14'],
      ['deepspeed@0.9', '0.9'],
      // Its docset is not listed: it stands on its own, under its full name.
      ['nemo@24.07', undefined],
    ]);
  });
});
