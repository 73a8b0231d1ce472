import { describe, expect, it } from 'vitest';
import { parseFrontMatter } from './parse-front-matter.ts';

const parse = (...lines: string[]) => parseFrontMatter(lines, 'c.md');

describe('parseFrontMatter', () => {
  it('is absent when the file does not start with ---', () => {
    expect(parse('# Title', '---')).toEqual({ bodyStart: 0, problems: [] });
  });

  it('reads quoted, plain and block values, and skips lists and comments', () => {
    const result = parse(
      '---',
      '# a comment',
      "title: 'It''s a title' # trailing comment",
      'tags: [a, b]',
      'owners:',
      '  - someone',
      'description: >',
      '  folded over',
      '  two lines',
      'extra: "escaped \\" quote"',
      '...',
      'body',
    );
    expect(result).toEqual({
      title: "It's a title",
      description: 'folded over two lines',
      bodyStart: 11,
      problems: [],
    });
  });

  it('reports each broken line with its number', () => {
    const result = parse(
      '---',
      'title: ok',
      'title: again',
      '"quoted key": x',
      "description: 'open",
      'list: {a: b',
      '---',
    );
    expect(result.title).toBe('again');
    expect(result.description).toBeUndefined();
    expect(result.problems.map((p) => [p.line, p.message])).toEqual([
      [3, 'front matter key "title" appears twice'],
      [4, 'front matter line is not "key: value": "\\"quoted key\\": x"'],
      [5, `front matter key "description": the ' quote is never closed`],
      [6, 'front matter key "list": the "{" is never closed with "}"'],
    ]);
  });
});
