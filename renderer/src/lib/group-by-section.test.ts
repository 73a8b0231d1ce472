import { describe, expect, it } from 'vitest';
import type { DocsetSummary } from '../../../core/api/folio-api.ts';
import { groupBySection } from './group-by-section.ts';

const docset = (id: string, section: string, more: Partial<DocsetSummary> = {}) =>
  ({ id, section, pages: 0, removable: false, ...more }) as DocsetSummary;

describe('groupBySection', () => {
  it("puts sections with the user's own docs before a catalog never synced, else keeps order", () => {
    const sections = groupBySection([
      docset('deepspeed', 'Distributed Training'),
      docset('axolotl', 'Finetuning'),
      docset('torchtune', 'Finetuning', { pages: 40 }),
      docset('mine', 'My documentation', { removable: true }),
      docset('nemo', 'Distributed Training'),
      docset('other', 'Other'),
    ]);
    expect(sections.map(([name, list]) => [name, list.map((d) => d.id)])).toEqual([
      ['Finetuning', ['axolotl', 'torchtune']],
      ['My documentation', ['mine']],
      ['Distributed Training', ['deepspeed', 'nemo']],
      ['Other', ['other']],
    ]);
  });
});
