import { describe, expect, it } from 'vitest';
import { collapseDoubledLevels } from './collapse-doubled-levels.ts';
import type { TocEntry } from './folio-api.ts';

const site = 'https://docs.example/guide/';
const node = (title: string, url: string | null, children: TocEntry[] = []): TocEntry => ({
  title,
  url,
  children,
});

describe('collapseDoubledLevels', () => {
  it('lets a caption take its same-named index page, whose children move up', () => {
    const tree = [
      node('API Guide', null, [
        node('API Guide', `${site}api-guide/index.html`, [
          node('tensor_parallel package', `${site}api-guide/core/tensor_parallel.html`),
        ]),
      ]),
    ];
    expect(collapseDoubledLevels(tree)).toEqual([
      node('API Guide', `${site}api-guide/index.html`, [
        node('tensor_parallel package', `${site}api-guide/core/tensor_parallel.html`),
      ]),
    ]);
  });

  it('keeps the other children after the index page’s own', () => {
    const tree = [
      node('Dataset Formats', null, [
        node('Dataset Formats', `${site}formats/`, [node('Intro', `${site}formats/intro.html`)]),
        node('Conversation', `${site}formats/conversation.html`),
      ]),
    ];
    expect(collapseDoubledLevels(tree)).toEqual([
      node('Dataset Formats', `${site}formats/`, [
        node('Intro', `${site}formats/intro.html`),
        node('Conversation', `${site}formats/conversation.html`),
      ]),
    ]);
  });

  it('collapses a node whose first child is the same page in another spelling, and nested levels', () => {
    const tree = [
      node('Guide', `${site}g/`, [
        node('Guide', `${site}g/index.html#top`, [node('Guide', null, [node('A', `${site}a`)])]),
      ]),
      node('Outer', null, [node('Inner', null, [node('Inner', `${site}i/`)])]),
    ];
    expect(collapseDoubledLevels(tree)).toEqual([
      node('Guide', `${site}g/`, [node('A', `${site}a`)]),
      node('Outer', null, [node('Inner', `${site}i/`)]),
    ]);
  });

  it('ignores spacing but keeps a different page, a later child and a different case apart', () => {
    const tree = [
      node(' API  Reference', null, [node('API Reference ', `${site}api/`)]),
      node('Trainer', `${site}trainer.html`, [node('Trainer', `${site}api/trainer.html`)]),
      node('Models', null, [node('Llama', `${site}llama.html`), node('Models', `${site}m.html`)]),
      node('experiments', null, [node('Experiments', `${site}experiments/`)]),
    ];
    const [api, ...rest] = collapseDoubledLevels(tree);
    expect(api).toEqual(node(' API  Reference', `${site}api/`));
    expect(rest).toEqual(tree.slice(1));
  });
});
